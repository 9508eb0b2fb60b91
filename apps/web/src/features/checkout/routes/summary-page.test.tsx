import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UI_MESSAGES } from '@walkfund/domain';
import { useContactStore, useDonationStore, useGiftStore, useShirtCartStore, useSupportingStore, useTeamMembersStore, useTransactionStore } from '../../public-flow/index.ts';
import { buildPersonView } from '../../../test/fixtures.ts';
import { COMPLETE_CONTACT } from '../../../test/public-flow/fixtures.ts';
import { mockFetch, renderRoute, resetPublicStores } from '../../../test/public-flow/render.tsx';
import { SummaryPage } from './summary-page.tsx';

const PATH = '/frontend/summary';
const TEAM = { id: 9, name: 'Blue Crew', city: 'Tulsa', slug: 'blue-crew' };
const MEMBER = { firstName: 'Mo', lastName: 'Ng', email: 'mo@example.com', phone: '', lifeChurch: false, lifeChurchLocation: '' };

const ctaNames = () =>
  within(screen.getByRole('navigation', { name: 'More ways to help' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

beforeEach(resetPublicStores);
afterEach(() => vi.unstubAllGlobals());

describe('Summary', () => {
  it('shows the cart total and Proceed to Checkout when the page is complete', () => {
    useSupportingStore.getState().supportTeam(TEAM);
    useContactStore.getState().setContact(COMPLETE_CONTACT);
    useDonationStore.getState().setAmount(50);
    useShirtCartStore.getState().addItem({ slug: 'walk-shirt', name: 'Walk Shirt', size: 'lg', quantity: 2, price: 20 });
    renderRoute(<SummaryPage />, { path: PATH });

    // 50 + 2 x 20 + 8 shipping
    expect(screen.getByText('Your total is $98.00. Proceed to checkout to pay by card.')).toBeTruthy();
    // The button carries the total, as the spec puts it.
    expect(screen.getByRole('button', { name: 'Proceed to Checkout: $98.00' })).toBeTruthy();
    expect(screen.getByText('Walk Shirt (Large) × 2: $40.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join Team' })).toBeNull();
    expect(ctaNames()).toEqual(['Run the 5k']);
    for (const card of ['Supporting', 'Contact', 'Donation', 'T-Shirts', '5k Runners', 'Team Members']) {
      expect(screen.getByRole('link', { name: `Edit ${card}` })).toBeTruthy();
    }
  });

  it('names the credited walker and the message with the donation, and drops a credit of another team', () => {
    useSupportingStore.getState().supportTeam(TEAM);
    useContactStore.getState().setContact(COMPLETE_CONTACT);
    useDonationStore.getState().setAmount(50);
    useGiftStore.getState().setFundraiser({ personId: 31, firstName: 'Jane', lastName: 'Doe', teamId: 9, teamName: 'Blue Crew' });
    useGiftStore.getState().setMessage('Go Jane!');
    const view = renderRoute(<SummaryPage />, { path: PATH });
    expect(screen.getByText('Credited to Jane Doe')).toBeTruthy();
    expect(screen.getByText('Message: “Go Jane!”')).toBeTruthy();
    view.unmount();

    useGiftStore.getState().setFundraiser({ personId: 31, firstName: 'Jane', lastName: 'Doe', teamId: 10, teamName: 'Red Crew' });
    renderRoute(<SummaryPage />, { path: PATH });
    expect(screen.queryByText('Credited to Jane Doe')).toBeNull();
  });

  it('has no Proceed to Checkout while the contact is missing', () => {
    useSupportingStore.getState().supportTeam(TEAM);
    useDonationStore.getState().setAmount(50);
    renderRoute(<SummaryPage />, { path: PATH });
    expect(screen.getByText('Add your contact information to continue.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Proceed to Checkout/ })).toBeNull();
    expect(ctaNames()).toEqual(['Run the 5k', 'Buy a T-Shirt']);
  });

  it('offers Join Team when the total is 0, and names what is missing', async () => {
    const user = userEvent.setup();
    useSupportingStore.getState().setType('Event');
    useSupportingStore.getState().setEventCity('Tulsa');
    renderRoute(<SummaryPage />, { path: PATH });
    expect(ctaNames()).toEqual(['Run the 5k', 'Buy a T-Shirt', 'Donate', 'Join a Team']);
    await user.click(screen.getByRole('button', { name: 'Join Team' }));
    expect((await screen.findByRole('alert')).textContent).toBe(UI_MESSAGES.noContact);

    useContactStore.getState().setContact(COMPLETE_CONTACT);
    await user.click(screen.getByRole('button', { name: 'Join Team' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(UI_MESSAGES.noTeamSelected));
  });

  it('joins for free: one person per contact and member, in parallel, then thank-you', async () => {
    const user = userEvent.setup();
    const { fetchMock, calls } = mockFetch({ 'POST /v1/persons/': () => ({ status: 201, body: buildPersonView({ id: 1 }) }) });
    vi.stubGlobal('fetch', fetchMock);
    useSupportingStore.getState().supportTeam(TEAM);
    useContactStore.getState().setContact(COMPLETE_CONTACT);
    useTeamMembersStore.getState().setMembers([MEMBER]);
    renderRoute(<SummaryPage />, { path: PATH });

    expect(ctaNames()).toEqual(['Run the 5k', 'Buy a T-Shirt', 'Donate']);
    await user.click(screen.getByRole('button', { name: 'Join Team' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/frontend/thank-you');
    const bodies = calls.filter((c) => c.key === 'POST /v1/persons/').map((c) => c.body);
    expect(bodies).toEqual([
      expect.objectContaining({ email: 'ann@example.com', team: 9, eventYear: 2025, eventCity: 'Tulsa', marketing: true }),
      expect.objectContaining({ email: 'mo@example.com', team: 9 }),
    ]);
    expect(useTransactionStore.getState().receipt).toMatchObject({ kind: 'join', team: { name: 'Blue Crew' }, members: [MEMBER] });
  });
});
