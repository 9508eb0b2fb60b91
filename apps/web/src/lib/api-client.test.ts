import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AUTH_MESSAGES, UI_MESSAGES, type TokenPair } from '@walkfund/domain';
import { buildTokens } from '../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { ApiContractError, ApiError, apiFetch, registerApiSession } from './api-client.ts';

const HOUR = 60 * 60 * 1000;
const fresh = buildTokens({ suffix: 'fresh' });

/**
 * A signed-in session as the api client sees it (its ApiSessionPort), kept in memory: shared code
 * imports no feature, so the session store's side is tested in features/session/session-store.test.ts.
 */
function signInAs({ accessInMs = HOUR, refreshInMs = 24 * HOUR } = {}) {
  const state: { tokens: TokenPair | null; inactive: boolean } = { tokens: buildTokens({ accessInMs, refreshInMs }), inactive: false };
  registerApiSession({
    tokens: () =>
      state.tokens && {
        tokens: state.tokens,
        accessExpired: Date.parse(state.tokens.access.expires) <= Date.now(),
        refreshExpired: Date.parse(state.tokens.refresh.expires) <= Date.now(),
      },
    setTokens: (tokens) => {
      state.tokens = tokens;
    },
    clear: () => {
      state.tokens = null;
    },
    markInactive: () => {
      state.inactive = true;
    },
  });
  return state;
}

const signedOut = { tokens: () => null, setTokens: vi.fn(), clear: vi.fn(), markInactive: vi.fn() };
beforeEach(() => registerApiSession(signedOut));

describe('apiFetch', () => {
  it('sends the bearer token and JSON, and returns the parsed body', async () => {
    const { requests } = mockFetch((r) => (r.path === '/v1/things' ? jsonResponse({ ok: true }) : undefined));
    signInAs();
    await expect(apiFetch('/things', { method: 'POST', body: { a: 1 }, query: { page: 2, search: '' } })).resolves.toEqual({ ok: true });
    expect(requests[0]).toMatchObject({ method: 'POST', authorization: 'Bearer access-1', body: { a: 1 } });
    expect(requests[0]?.query.get('page')).toBe('2');
    expect(requests[0]?.query.has('search')).toBe(false);
  });

  it('sends FormData as multipart (the browser sets the boundary) with the bearer token', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ url: '/uploads/abc.webp' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    signInAs();
    const form = new FormData();
    form.append('purpose', 'team');
    await expect(apiFetch('/uploads', { method: 'POST', body: form })).resolves.toEqual({ url: '/uploads/abc.webp' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer access-1' });
  });

  it('on a 401 refreshes the tokens and retries the call once with the new token', async () => {
    let attempts = 0;
    const { requests } = mockFetch((r) => {
      if (r.path === '/v1/auth/refresh-tokens') return jsonResponse(fresh);
      if (r.path === '/v1/things') return ++attempts === 1 ? jsonResponse({ code: 401, message: 'Please authenticate' }, 401) : jsonResponse({ ok: true });
      return undefined;
    });
    const session = signInAs();
    await expect(apiFetch('/things')).resolves.toEqual({ ok: true });
    expect(requests.map((r) => `${r.method} ${r.path} ${r.authorization ?? ''}`)).toEqual([
      'GET /v1/things Bearer access-1',
      'POST /v1/auth/refresh-tokens ',
      'GET /v1/things Bearer access-fresh',
    ]);
    expect(requests[1]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(session.tokens).toEqual(fresh);
  });

  it('retries only once: a second 401 propagates', async () => {
    const { calls } = mockFetch((r) => {
      if (r.path === '/v1/auth/refresh-tokens') return jsonResponse(fresh);
      if (r.path === '/v1/things') return jsonResponse({ code: 401, message: 'Please authenticate' }, 401);
      return undefined;
    });
    signInAs();
    await expect(apiFetch('/things')).rejects.toMatchObject({ status: 401, message: 'Please authenticate' });
    expect(calls('GET', '/v1/things')).toHaveLength(2);
    expect(calls('POST', '/v1/auth/refresh-tokens')).toHaveLength(1);
  });

  it('when the refresh fails, removes the stored session and the error propagates', async () => {
    mockFetch((r) => {
      if (r.path === '/v1/auth/refresh-tokens') return jsonResponse({ code: 401, message: 'Please authenticate' }, 401);
      if (r.path === '/v1/things') return jsonResponse({ code: 401, message: 'Token revoked' }, 401);
      return undefined;
    });
    const session = signInAs();
    const error = await apiFetch('/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(session.tokens).toBeNull();
  });

  it('refreshes before the call when the stored access token has expired', async () => {
    const { requests } = mockFetch((r) => {
      if (r.path === '/v1/auth/refresh-tokens') return jsonResponse(fresh);
      if (r.path === '/v1/things') return jsonResponse({ ok: true });
      return undefined;
    });
    signInAs({ accessInMs: -1000, refreshInMs: HOUR });
    await apiFetch('/things');
    expect(requests.map((r) => r.path)).toEqual(['/v1/auth/refresh-tokens', '/v1/things']);
    expect(requests[1]?.authorization).toBe('Bearer access-fresh');
  });

  it('does not send the token for calls marked auth: false', async () => {
    const { requests } = mockFetch((r) => (r.path === '/v1/public' ? jsonResponse([]) : undefined));
    signInAs();
    await apiFetch('/public', { auth: false });
    expect(requests[0]?.authorization).toBeNull();
  });

  it('a 403 "This account has been deactivated." marks the signed-in user inactive (the guard then shows /deactivated); another 403 does not', async () => {
    const session = signInAs();
    mockFetch((r) => {
      if (r.path === '/v1/teams/9') return jsonResponse({ code: 403, message: 'Forbidden' }, 403);
      if (r.path === '/v1/teams/') return jsonResponse({ code: 403, message: AUTH_MESSAGES.deactivated }, 403);
      return undefined;
    });
    await expect(apiFetch('/teams/9')).rejects.toMatchObject({ status: 403 });
    expect(session.inactive).toBe(false);
    await expect(apiFetch('/teams/')).rejects.toMatchObject({ status: 403, message: AUTH_MESSAGES.deactivated });
    expect(session.inactive).toBe(true);
    // Signed out, no token was sent: nobody to mark.
    registerApiSession(signedOut);
    await expect(apiFetch('/teams/')).rejects.toMatchObject({ status: 403 });
    expect(signedOut.markInactive).not.toHaveBeenCalled();
  });

  it('throws the server message and status of an error answer', async () => {
    mockFetch((r) => (r.path === '/v1/things' ? jsonResponse({ code: 404, message: 'Team not found' }, 404) : undefined));
    await expect(apiFetch('/things')).rejects.toMatchObject({ name: 'ApiError', status: 404, message: 'Team not found', body: { code: 404 } });
  });

  it('gives "Failed to parse unexpected JSON response" for an unparsable body', async () => {
    mockFetch((r) => (r.path === '/v1/things' ? new Response('<html>Bad gateway</html>', { status: 502 }) : undefined));
    await expect(apiFetch('/things')).rejects.toMatchObject({ status: 502, message: UI_MESSAGES.unparsableJson });
    mockFetch((r) => (r.path === '/v1/things' ? new Response('{"ok":', { status: 200 }) : undefined));
    await expect(apiFetch('/things')).rejects.toMatchObject({ status: 200, message: UI_MESSAGES.unparsableJson });
  });

  it('checks the answer against the response schema in tests, naming the path and the field that drifted', async () => {
    const schema = z.object({ id: z.number(), name: z.string() });
    mockFetch((r) => (r.path === '/v1/things/1' ? jsonResponse({ id: 1, name: 'Team A' }) : r.path === '/v1/things/2' ? jsonResponse({ id: '2' }) : undefined));
    await expect(apiFetch('/things/1', { schema })).resolves.toEqual({ id: 1, name: 'Team A' });
    const error = await apiFetch('/things/2', { schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as ApiContractError).message).toContain('/things/2');
    expect((error as ApiContractError).issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['id'] }), expect.objectContaining({ path: ['name'] })]),
    );
  });

  it('with no session store registered, calls go out without a token', async () => {
    vi.resetModules();
    const fresh = (await import('./api-client.ts')) as typeof import('./api-client.ts');
    const { requests } = mockFetch((r) => (r.path === '/v1/things' ? jsonResponse({ ok: true }) : undefined));
    signInAs();
    await expect(fresh.apiFetch('/things')).resolves.toEqual({ ok: true });
    expect(requests[0]?.authorization).toBeNull();
  });

  it('returns null for 204 No Content', async () => {
    mockFetch((r) => (r.path === '/v1/things' ? new Response(null, { status: 204 }) : undefined));
    await expect(apiFetch('/things', { method: 'DELETE' })).resolves.toBeNull();
  });
});
