import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isDisabled, mockFetch, renderRoute, resetPublicStores } from '../testing/render.tsx';
import { useDonationStore } from '../stores/donation-store.ts';
import { useSupportingStore } from '../stores/supporting-store.ts';
import { DonatePage } from './donate-page.tsx';

const PATH = '/frontend/donate';

beforeEach(() => {
  resetPublicStores();
  vi.unstubAllGlobals();
});

describe('Donate', () => {
  it('enables Next only for whole dollars of at least $10, with the decimal point blocked', async () => {
    const user = userEvent.setup();
    useSupportingStore.getState().setType('Event');
    useSupportingStore.getState().setEventCity('Oklahoma City');
    renderRoute(<DonatePage />, { path: PATH });

    const amount = screen.getByLabelText(/Donation amount/);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(isDisabled(next)).toBe(true);

    await user.type(amount, '9');
    expect(isDisabled(next)).toBe(true);
    await user.tab();
    expect(await screen.findByText('Donation amount must be at least $10.')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '9.5');
    expect((amount as HTMLInputElement).value).toBe('95');

    await user.clear(amount);
    await user.type(amount, '10');
    expect(isDisabled(next)).toBe(false);
    await user.click(next);

    expect(useDonationStore.getState().amount).toBe(10);
    expect((await screen.findByTestId('location')).textContent).toBe('/frontend/contact?skip=true');
  });

  it('shows no amount until whom to support is chosen', () => {
    vi.stubGlobal('fetch', mockFetch({}).fetchMock);
    renderRoute(<DonatePage />, { path: PATH });
    expect(screen.queryByLabelText(/Donation amount/)).toBeNull();
    expect(isDisabled(screen.getByRole('button', { name: 'Next' }))).toBe(true);
  });

  it('preselects the team named in the query', async () => {
    const { fetchMock } = mockFetch({ 'GET /v1/teams/list': () => ({ body: [{ id: 5, name: 'Blue Crew', slug: 'blue-crew', eventCity: 'Tulsa' }] }) });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<DonatePage />, { path: PATH, url: `${PATH}?team=5&name=Blue%20Crew&city=Tulsa` });
    await waitFor(() => expect(useSupportingStore.getState().team).toEqual({ id: 5, name: 'Blue Crew', city: 'Tulsa' }));
    expect(useSupportingStore.getState().type).toBe('Team');
    expect(await screen.findByLabelText(/Donation amount/)).toBeTruthy();
  });
});
