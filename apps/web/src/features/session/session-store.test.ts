import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, SESSION_STORAGE_KEY } from '@walkfund/domain';
import { apiFetch } from '../../lib/api-client.ts';
import { buildTokens, signInAs } from '../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { sessionStore } from './session-store.ts';

const fresh = buildTokens({ suffix: 'fresh' });

/** The store registered with the api client (lib/api-client.ts ApiSessionPort) when it loads. */
describe('the session store behind the api client', () => {
  it('sends its access token and keeps the tokens of a refresh, in memory and in localStorage', async () => {
    let attempts = 0;
    const { requests } = mockFetch((r) => {
      if (r.path === '/v1/auth/refresh-tokens') return jsonResponse(fresh);
      if (r.path === '/v1/things') return ++attempts === 1 ? jsonResponse({ code: 401, message: 'Please authenticate' }, 401) : jsonResponse({ ok: true });
      return undefined;
    });
    signInAs();
    await expect(apiFetch('/things')).resolves.toEqual({ ok: true });
    expect(requests.map((r) => r.authorization)).toEqual(['Bearer access-1', null, 'Bearer access-fresh']);
    expect(requests[1]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(sessionStore.getState().session?.tokens).toEqual(fresh);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({ tokens: fresh });
  });

  it('removes the stored session when the refresh is refused', async () => {
    mockFetch((r) => {
      if (r.path === '/v1/auth/refresh-tokens') return jsonResponse({ code: 401, message: 'Please authenticate' }, 401);
      if (r.path === '/v1/things') return jsonResponse({ code: 401, message: 'Token revoked' }, 401);
      return undefined;
    });
    signInAs();
    await expect(apiFetch('/things')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState().session).toBeNull();
  });

  it('marks the stored user inactive on a 403 "This account has been deactivated." (the guard then shows /deactivated)', async () => {
    signInAs({ role: 'captain' });
    mockFetch((r) => (r.path === '/v1/teams/' ? jsonResponse({ code: 403, message: AUTH_MESSAGES.deactivated }, 403) : undefined));
    await expect(apiFetch('/teams/')).rejects.toMatchObject({ status: 403 });
    expect(sessionStore.getState().session?.user.active).toBe(false);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({ user: { active: false } });
  });
});
