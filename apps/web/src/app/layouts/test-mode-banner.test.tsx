import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { TestProviders } from '../../test/render.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';

describe('TestModeBanner (docs/decisions/0120-production-safe-by-default.md)', () => {
  it('says test mode while the server takes payments with its test-mode processor', async () => {
    mockFetch((r) => (r.path === '/v1/payment/config' ? jsonResponse({ provider: 'test' }) : undefined));
    render(<TestProviders><TestModeBanner /></TestProviders>);
    expect((await screen.findByRole('note')).textContent).toBe('Test mode: no real card is charged.');
  });

  it('says nothing when real cards go through Stripe', async () => {
    const { calls } = mockFetch((r) => (r.path === '/v1/payment/config' ? jsonResponse({ provider: 'stripe', publishableKey: 'pk_live_x' }) : undefined));
    render(<TestProviders><TestModeBanner /></TestProviders>);
    await vi.waitFor(() => expect(calls('GET', '/v1/payment/config')).toHaveLength(1));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
