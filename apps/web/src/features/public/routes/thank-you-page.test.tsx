import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { useContactStore } from '../stores/contact-store.ts';
import { useDonationStore } from '../stores/donation-store.ts';
import { useSupportingStore } from '../stores/supporting-store.ts';
import { useTransactionStore } from '../stores/transaction-store.ts';
import { COMPLETE_CONTACT, buildTransactionView } from '../testing/fixtures.ts';
import { mockFetch, renderRoute, resetPublicStores } from '../testing/render.tsx';
import { ThankYouPage } from './thank-you-page.tsx';

const PATH = '/frontend/thank-you';

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
});
