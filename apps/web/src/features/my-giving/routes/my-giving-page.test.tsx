import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DONOR_SESSION_HEADER, MY_GIVING_MESSAGES, type DonorSession, type MyGiving } from '@walkfund/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { MyGivingPage } from './my-giving-page.tsx';

const routes = [{ path: '/frontend/my-giving', element: <MyGivingPage /> }];

const session: DonorSession = { token: 'donor-session-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), email: 'gail@example.com' };
const giving: MyGiving = {
  email: 'gail@example.com',
  statementYears: [2026, 2025],
  monthlyGifts: [],
  gifts: [
    {
      transactionId: 41, date: '2026-04-05T15:00:00.000Z', statementYear: 2026, eventTitle: 'Autism Walk 2026', supporting: 'Team Tigers', walker: 'Ann Smith',
      amount: 51.83, deductible: 51.83, refunded: 0, refundState: 'none', receiptToken: '7b6c2a44-1111-4c3a-9d1e-0a1b2c3d4e5f',
    },
    {
      transactionId: 12, date: '2025-04-18T16:00:00.000Z', statementYear: 2025, eventTitle: 'Autism Walk 2025', supporting: 'Tulsa event', walker: null,
      amount: 50, deductible: 0, refunded: 50, refundState: 'full', receiptToken: '0d6c2a44-2222-4c3a-9d1e-0a1b2c3d4e5f',
    },
  ],
};

function open(url: string) {
  window.history.replaceState(null, '', url);
  return renderRoutes(routes, url);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
});

/** The x-donor-session header of each recorded call to `path`. */
function donorHeadersOf(fetchMock: ReturnType<typeof mockFetch>['fetchMock'], path: string): (string | null)[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => new Headers((init as RequestInit | undefined)?.headers).get(DONOR_SESSION_HEADER));
}

describe('MyGivingPage', () => {
  it('opens the emailed link: the token leaves the address bar, the session stays in the tab, and the gifts show', async () => {
    const { calls, fetchMock } = mockFetch((r) => {
      if (r.path === '/v1/my-giving/session') return jsonResponse(session);
      if (r.path === '/v1/my-giving') return jsonResponse(giving);
      return undefined;
    });
    open('/frontend/my-giving#token=link-token');
    expect(window.location.hash).toBe('');
    expect(await screen.findByRole('heading', { name: 'Your gifts' })).toBeTruthy();
    expect(calls('POST', '/v1/my-giving/session')[0]?.body).toEqual({ token: 'link-token' });
    expect(calls('POST', '/v1/my-giving/session')[0]?.authorization).toBeNull();
    // The session goes in its own header, never as a bearer token.
    expect(donorHeadersOf(fetchMock, '/v1/my-giving')).toEqual(['donor-session-token']);
    expect(calls('GET', '/v1/my-giving')[0]?.authorization).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('walkfund.donor-session') ?? 'null')).toEqual(session);

    expect(screen.getByText('Signed in as gail@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download 2026 statement' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download 2025 statement' })).toBeTruthy();
    expect(screen.getByText('Team Tigers, for Ann Smith')).toBeTruthy();
    expect(screen.getByText('Refunded')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the receipt of April 5, 2026' }).getAttribute('href')).toBe(`/frontend/receipt/${giving.gifts[0]!.receiptToken}`);
  });

  it('an expired or used link says so and offers "Find my gifts"', async () => {
    mockFetch((r) => (r.path === '/v1/my-giving/session' ? jsonResponse({ code: 400, message: MY_GIVING_MESSAGES.linkInvalid }, 400) : undefined));
    open('/frontend/my-giving#token=used');
    expect((await screen.findByRole('alert')).textContent).toBe(MY_GIVING_MESSAGES.linkInvalid);
    expect(screen.getByRole('form', { name: 'Find my gifts' })).toBeTruthy();
  });

  it('"Find my gifts" sends the email and shows the same answer for any email', async () => {
    const { calls } = mockFetch((r) => (r.path === '/v1/my-giving/sign-in-link' ? jsonResponse({ message: MY_GIVING_MESSAGES.linkSent }) : undefined));
    open('/frontend/my-giving');
    fireEvent.change(await screen.findByLabelText(/Email you gave with/), { target: { value: ' Gail@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect((await screen.findByRole('status')).textContent).toContain(MY_GIVING_MESSAGES.linkSent);
    expect(calls('POST', '/v1/my-giving/sign-in-link')[0]?.body).toEqual({ email: 'gail@example.com' });
  });

  it('a session that has ended goes back to "Find my gifts" with a kind word', async () => {
    window.sessionStorage.setItem('walkfund.donor-session', JSON.stringify(session));
    mockFetch((r) => (r.path === '/v1/my-giving' ? jsonResponse({ code: 401, message: MY_GIVING_MESSAGES.sessionEnded }, 401) : undefined));
    open('/frontend/my-giving');
    expect((await screen.findByRole('alert')).textContent).toBe(MY_GIVING_MESSAGES.sessionEnded);
    expect(window.sessionStorage.getItem('walkfund.donor-session')).toBeNull();
  });
});
