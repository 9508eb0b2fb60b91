import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { marker, renderRoutes } from '../../../test/render.tsx';
import { sessionStore } from '../../session/index.ts';
import { useTransactionStore } from '../../public-flow/index.ts';
import { ConstantContactPage } from './constant-contact-page.tsx';

const routes = [{ path: '/frontend/constant-contact', element: <ConstantContactPage /> }, marker('/config/constant-contact'), marker('/login')];

afterEach(() => {
  sessionStore.getState().clear();
  useTransactionStore.getState().clear();
});

describe('/frontend/constant-contact', () => {
  it('sends the code and state once as the admin, then goes to the Constant Contact settings', async () => {
    signInAs({ role: 'admin' });
    const api = mockFetch((r: MockRequest) =>
      r.method === 'POST' && r.path === '/v1/constantcontact/connect' ? jsonResponse({ configured: true, connected: true, connectedAt: '2026-03-01T15:00:00.000Z' }) : undefined,
    );
    renderRoutes(routes, '/frontend/constant-contact?code=the-code&state=the-state');
    expect(await screen.findByText('page /config/constant-contact')).toBeTruthy();
    const posts = api.calls('POST', '/v1/constantcontact/connect');
    expect(posts).toHaveLength(1);
    expect(Object.fromEntries(posts[0]!.query)).toEqual({ code: 'the-code', state: 'the-state' });
  });

  it("shows the server's refusal with a way back", async () => {
    signInAs({ role: 'admin' });
    mockFetch((r: MockRequest) =>
      r.path === '/v1/constantcontact/connect' ? jsonResponse({ code: 400, message: 'The Constant Contact authorization has expired. Please connect again.' }, 400) : undefined,
    );
    renderRoutes(routes, '/frontend/constant-contact?code=c&state=s');
    expect(await screen.findByText('The Constant Contact authorization has expired. Please connect again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Constant Contact settings' })).toBeTruthy();
  });

  it('says so when nobody is signed in, and sends nothing', async () => {
    const api = mockFetch();
    renderRoutes(routes, '/frontend/constant-contact?code=c&state=s');
    expect(await screen.findByText(/You are not signed in/)).toBeTruthy();
    await waitFor(() => expect(api.calls('POST', '/v1/constantcontact/connect')).toHaveLength(0));
  });

  it("reached from a free join, shows the team member's summary", async () => {
    mockFetch();
    useTransactionStore.getState().setReceipt({
      kind: 'join',
      contact: { firstName: 'Jo', lastName: 'Walker', email: 'jo@example.com', phone: '(405) 555-0101' },
      team: { name: 'Blue Steps' },
      members: [],
    });
    renderRoutes(routes, '/frontend/constant-contact');
    expect(await screen.findByText('Jo Walker')).toBeTruthy();
    expect(screen.getByText('Blue Steps')).toBeTruthy();
  });
});
