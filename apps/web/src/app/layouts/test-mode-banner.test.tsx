import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes, TestProviders } from '../../test/render.tsx';
import { PublicLayout } from './public-layout.tsx';
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

describe('TestModeBanner in the public layout (finding 10 of docs/features/walkthrough-findings.md)', () => {
  it('sits inside the header landmark, so no content is outside a landmark', async () => {
    mockFetch((r) => (r.path === '/v1/payment/config' ? jsonResponse({ provider: 'test' }) : undefined));
    renderRoutes([{ element: <PublicLayout />, children: [{ path: '/frontend/', element: <h1>Home</h1> }] }], '/frontend/');
    const note = await screen.findByRole('note');
    expect(screen.getByRole('banner').contains(note)).toBe(true);
  });
});
