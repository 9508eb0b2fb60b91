import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TransactionLineItemView } from '@walkfund/domain';
import { eventSettingsQuery } from '../../settings/index.ts';
import { useContactStore, useDonationStore, useSupportingStore, useTransactionStore } from '../../public-flow/index.ts';
import { COMPLETE_CONTACT, buildTransactionView } from '../../../test/public-flow/fixtures.ts';
import { buildSettings, mockFetch, renderRoute, resetPublicStores } from '../../../test/public-flow/render.tsx';
import { ThankYouPage } from './thank-you-page.tsx';

const PATH = '/frontend/thank-you';
const TEAM = { id: 5, name: 'Bricktown Blue Crew', slug: 'bricktown-blue-crew' };

function lineItem(overrides: Partial<TransactionLineItemView>): TransactionLineItemView {
  return { ...buildTransactionView().lineItems[0]!, ...overrides };
}

const RUNNER = lineItem({
  id: 2,
  type: '5k',
  amount: 30,
  runnerDetails: {
    firstName: 'Ray', lastName: 'Runner', email: 'ray@example.org', runType: 'virtual', registrationCost: 30, gender: 'M', birthDate: '1990-01-01', lifeChurch: false,
  },
});
const SHIRT_LINE = lineItem({ id: 3, type: 'tshirt', amount: 40, productDetails: { type: 'tshirt', name: 'Walk Shirt', size: 'lg', pricePerUnit: 20, unitCount: 2 } });

function outcome() {
  return within(screen.getByRole('region', { name: /^(You|Your)/ }));
}

beforeEach(() => {
  resetPublicStores();
  useSupportingStore.getState().setType('Event');
  useSupportingStore.getState().setEventCity('Oklahoma City');
  useContactStore.getState().setContact(COMPLETE_CONTACT);
  useDonationStore.getState().setAmount(50);
  useTransactionStore.getState().setReceipt({ kind: 'payment', transaction: buildTransactionView() });
});
afterEach(() => vi.unstubAllGlobals());

describe('Thank-you', () => {
  it('shows the receipt, clears the carts, and a reload shows it again without any request', () => {
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ThankYouPage />, { path: PATH });

    expect(screen.getByText('Transaction ID: 41')).toBeTruthy();
    expect(screen.getByText('Oklahoma City event')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Items' }).textContent).toContain('$51.75');
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
    expect(useSupportingStore.getState().type).toBeNull();
    expect(useContactStore.getState().contact.firstName).toBe('');
    expect(useDonationStore.getState().amount).toBeNull();

    // A reload re-creates the page from the stored receipt (no unmount runs on a reload: the first page stays).
    renderRoute(<ThankYouPage />, { path: PATH });
    expect(screen.getAllByText('Transaction ID: 41').length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
  });

  it('forgets the receipt once the page is left', async () => {
    const view = renderRoute(<ThankYouPage />, { path: PATH });
    view.unmount();
    await waitFor(() => expect(useTransactionStore.getState().receipt).toBeNull());
  });

  it('keeps the receipt through StrictMode remounting', async () => {
    renderRoute(
      <StrictMode>
        <ThankYouPage />
      </StrictMode>,
      { path: PATH },
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByText('Transaction ID: 41')).toBeTruthy();
    expect(useTransactionStore.getState().receipt?.kind).toBe('payment');
  });

  it('after a donation to a walker on a team, says whom it supports and where the receipt went', () => {
    useTransactionStore.getState().setReceipt({
      kind: 'payment',
      transaction: buildTransactionView({
        supportingType: 'team',
        team: TEAM,
        contactEmail: 'dana@example.org',
        fundraiser: { id: 9, firstName: 'Dana', lastName: 'Lee' },
      }),
    });
    renderRoute(<ThankYouPage />, { path: PATH });
    const region = outcome();
    expect(screen.getByRole('heading', { level: 2, name: 'You supported Dana Lee of Bricktown Blue Crew' })).toBeTruthy();
    expect(region.getByText('A receipt is on its way to dana@example.org')).toBeTruthy();
    expect(region.getByRole('link', { name: 'the team page' }).getAttribute('href')).toBe('/team/bricktown-blue-crew');
  });

  it('after a donation to the event, names the event', () => {
    renderRoute(<ThankYouPage />, { path: PATH });
    expect(screen.getByRole('heading', { level: 2, name: 'You supported the Oklahoma City walk' })).toBeTruthy();
    expect(outcome().getByText('A receipt is on its way to ann@example.com')).toBeTruthy();
    expect(outcome().queryByRole('link', { name: 'the team page' })).toBeNull();
  });

  it('after registering a runner and buying shirts, lists what was registered and bought', () => {
    useTransactionStore.getState().setReceipt({ kind: 'payment', transaction: buildTransactionView({ lineItems: [RUNNER, SHIRT_LINE] }) });
    renderRoute(<ThankYouPage />, { path: PATH });
    expect(screen.getByRole('heading', { level: 2, name: 'Your runner is registered' })).toBeTruthy();
    const region = outcome();
    expect(region.getByText('Registered for the 5k')).toBeTruthy();
    expect(region.getByText('5k registration: Ray Runner (virtual)')).toBeTruthy();
    expect(region.getByText('Bought')).toBeTruthy();
    expect(region.getByText('Walk Shirt (Large) × 2')).toBeTruthy();
    expect(region.getByText('A receipt is on its way to ann@example.com')).toBeTruthy();
  });

  it('after buying shirts only, says the order is in', () => {
    useTransactionStore.getState().setReceipt({ kind: 'payment', transaction: buildTransactionView({ lineItems: [SHIRT_LINE] }) });
    renderRoute(<ThankYouPage />, { path: PATH });
    expect(screen.getByRole('heading', { level: 2, name: 'Your order is in' })).toBeTruthy();
    expect(outcome().queryByText('Registered for the 5k')).toBeNull();
  });

  it("after joining a team, says \"You're on\" the team with the next steps: share the team page, invite someone, give", () => {
    useTransactionStore.getState().setReceipt({
      kind: 'join',
      contact: { firstName: 'Dana', lastName: 'Lee', email: 'dana@example.org', phone: '(405) 555-0101' },
      team: { ...TEAM, city: 'Oklahoma City' },
      members: [],
    });
    renderRoute(<ThankYouPage />, { path: PATH });
    const region = within(screen.getByRole('region', { name: "You're on Bricktown Blue Crew" }));
    expect(region.getByText('Share the team page')).toBeTruthy();
    expect(region.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(region.getByRole('link', { name: 'View the team page' }).getAttribute('href')).toBe('/team/bricktown-blue-crew');
    expect(region.getByText('Invite someone')).toBeTruthy();
    const joinLink = new URL((region.getByRole('textbox', { name: 'Join link' }) as HTMLInputElement).value);
    expect(joinLink.pathname).toBe('/frontend/join');
    expect(joinLink.searchParams.get('team')).toBe('5');
    expect(region.getByRole('button', { name: 'Copy Join Link' })).toBeTruthy();
    const donate = new URL(region.getByRole('link', { name: 'Donate to Bricktown Blue Crew' }).getAttribute('href')!, 'http://localhost');
    expect(donate.pathname).toBe('/frontend/donate');
    expect(donate.searchParams.get('team')).toBe('5');
    expect(donate.searchParams.get('city')).toBe('Oklahoma City');
    // A free join sends no email: no receipt is promised; the team page's share is one of the steps, not a second button.
    expect(screen.queryByText(/A receipt is on its way/)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Share' })).toHaveLength(1);
  });

  it('a join stored before its team id was kept still offers the team page', () => {
    useTransactionStore.getState().setReceipt({
      kind: 'join',
      contact: { firstName: 'Dana', lastName: 'Lee', email: 'dana@example.org', phone: '(405) 555-0101' },
      team: { name: TEAM.name, slug: TEAM.slug },
      members: [],
    });
    renderRoute(<ThankYouPage />, { path: PATH });
    const region = within(screen.getByRole('region', { name: "You're on Bricktown Blue Crew" }));
    expect(region.getByRole('link', { name: 'View the team page' })).toBeTruthy();
    expect(region.queryByRole('textbox', { name: 'Join link' })).toBeNull();
  });

  it('moves focus to the Thank You! heading on arrival from the previous step', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(eventSettingsQuery.queryKey, buildSettings());
    render(
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          {/* The second entry is a navigation within the app (the first is the visit's landing page). */}
          <MemoryRouter initialEntries={['/frontend/summary', PATH]} initialIndex={1}>
            <Routes>
              <Route path={PATH} element={<ThankYouPage />} />
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Thank You!' })));
  });
});
