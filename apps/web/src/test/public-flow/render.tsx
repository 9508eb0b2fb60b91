import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { defaultEventSettings, type Product } from '@walkfund/domain';
import { eventSettingsQuery, type EventSettingsView } from '../../features/settings/index.ts';
import { clearPublicFlow } from '../../features/public-flow/stores/clear-public-flow.ts';
import { useTransactionStore } from '../../features/public-flow/stores/transaction-store.ts';
import { useContactStore, useDonationStore, useSupportingStore } from '../../features/public-flow/index.ts';
import { COMPLETE_CONTACT } from './fixtures.ts';

export const SHIRT: Product = {
  id: 1,
  name: 'Walk Shirt',
  slug: 'walk-shirt',
  price: 20,
  active: true,
  isGridded: false,
  sizes: ['sm', 'med', 'lg'],
  image: '',
};

/** Event settings as GET /v1/event-settings/ answers them, with one shirt product. */
export function buildSettings(overrides: Partial<EventSettingsView> = {}): EventSettingsView {
  return {
    ...defaultEventSettings(2025),
    products: [SHIRT],
    id: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Shows the current location, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

interface RenderRouteOptions {
  /** Route pattern of the screen under test, e.g. /frontend/checkout. */
  path: string;
  /** The URL to open (defaults to the path). */
  url?: string;
  settings?: EventSettingsView;
}

/** Renders one screen at its route with Mantine, a fresh query client holding the settings, and a probe for other routes. */
export function renderRoute(element: ReactElement, { path, url, settings = buildSettings() }: RenderRouteOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(eventSettingsQuery.queryKey, settings);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <MemoryRouter initialEntries={[url ?? path]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Empties every public store (they live in memory across tests). */
export function resetPublicStores() {
  clearPublicFlow();
  useTransactionStore.getState().clear();
}

/** A visitor at the checkout with a gift to the Oklahoma City event and their contact filled in. */
export function startEventDonation(amount = 50) {
  resetPublicStores();
  useSupportingStore.getState().setType('Event');
  useSupportingStore.getState().setEventCity('Oklahoma City');
  useContactStore.getState().setContact(COMPLETE_CONTACT);
  useDonationStore.getState().setAmount(amount);
}

/** A fetch mock answering by "METHOD /path"; unanswered calls fail the test loudly. */
export function mockFetch(handlers: Record<string, (body: unknown) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected request: ${key}`);
    const answer = await handler(body);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetchMock, calls };
}

/** Whether a button (or a link styled as one) is disabled. */
export function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement).disabled || element.getAttribute('data-disabled') === 'true';
}
