import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeFakeServer, runStandalone } from './fake-server.ts';

/**
 * A local stand-in for Constant Contact (docs/decisions/0117-external-services.md), on loopback, speaking the same calls
 * as the real service (see integrations/constant-contact/constant-contact-client.ts for sources):
 *   GET  /oauth2/default/v1/authorize  a tiny authorization page; "Authorize" goes to redirect_uri?code&state
 *   POST /oauth2/default/v1/token      authorization_code and refresh_token grants, Basic client auth,
 *                                      rotating refresh tokens (a used one is refused: invalid_grant)
 *   POST /oauth2/default/v1/revoke     RFC 7009
 *   POST /v3/contacts/sign_up_form     create or update by email, appending list memberships
 * Failures on demand: `failNext(route, n)` answers 500 n times; `hangNext(route, n)` never answers.
 * Standalone (browser journeys): `node --import tsx constant-contact-fake.ts --port 4555
 * [--client-id id --client-secret secret]` prints `constant-contact-fake listening on <url>`.
 */

export const FAKE_CONSTANT_CONTACT_CLIENT = { clientId: 'cc-fake-client', clientSecret: 'cc-fake-secret' };

export type FakeRoute = 'authorize' | 'token' | 'revoke' | 'sign_up_form';

export interface FakeContact {
  contactId: string;
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  lists: string[];
}

export interface FakeConstantContactOptions {
  clientId?: string;
  clientSecret?: string;
  /** Lifetime the token endpoint gives access tokens (default 86,400 s, like the real service). */
  accessTokenSeconds?: number;
  port?: number;
}

interface Grant {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
  revoked: boolean;
}

export interface FakeConstantContact {
  url: string;
  /** CONSTANT_CONTACT_AUTH_URL pointing here. */
  authUrl: string;
  /** CONSTANT_CONTACT_API_URL pointing here. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  contacts: Map<string, FakeContact>;
  /** Every call, in order: route, status answered, and for token calls the grant type. */
  calls: { route: FakeRoute; status: number; grantType?: string }[];
  /** Refresh tokens presented and accepted (each once). */
  usedRefreshTokens: string[];
  revokedTokens: string[];
  /** Issues a code as the authorization page would (tests that skip the browser). */
  issueCode(redirectUri: string): string;
  failNext(route: FakeRoute, times?: number): void;
  hangNext(route: FakeRoute, times?: number): void;
  /** Makes every access token issued so far answer 401 (an early expiry). */
  expireAccessTokens(): void;
  liveAccessTokens(): string[];
  /** Every access and refresh token issued so far. */
  issuedTokens(): string[];
  close(): Promise<void>;
}

const AUTH_PREFIX = '/oauth2/default/v1';
const API_PREFIX = '/v3';

const token = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeConstantContact(options: FakeConstantContactOptions = {}): Promise<FakeConstantContact> {
  const clientId = options.clientId ?? FAKE_CONSTANT_CONTACT_CLIENT.clientId;
  const clientSecret = options.clientSecret ?? FAKE_CONSTANT_CONTACT_CLIENT.clientSecret;
  const accessTokenSeconds = options.accessTokenSeconds ?? 86_400;
  const codes = new Map<string, { redirectUri: string; used: boolean }>();
  const grants: Grant[] = [];
  const failures = new Map<FakeRoute, number>();
  const hangs = new Map<FakeRoute, number>();
  const hanging = new Set<ServerResponse>();
  const contacts = new Map<string, FakeContact>();
  const calls: FakeConstantContact['calls'] = [];
  const usedRefreshTokens: string[] = [];
  const revokedTokens: string[] = [];

  const take = (map: Map<FakeRoute, number>, route: FakeRoute) => {
    const n = map.get(route) ?? 0;
    if (n > 0) map.set(route, n - 1);
    return n > 0;
  };
  const basicOk = (req: IncomingMessage) => req.headers.authorization === `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const issueGrant = (): Grant => {
    const grant = { accessToken: token('cc_at'), refreshToken: token('cc_rt'), accessExpiresAt: Date.now() + accessTokenSeconds * 1000, revoked: false };
    grants.push(grant);
    return grant;
  };
  const issueCode = (redirectUri: string) => {
    const code = token('cc_code');
    codes.set(code, { redirectUri, used: false });
    return code;
  };

  function send(res: ServerResponse, route: FakeRoute, status: number, body: unknown, extra: { grantType?: string } = {}) {
    calls.push({ route, status, ...extra });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json' });
    res.end(text);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const route: FakeRoute | null =
      req.method === 'GET' && url.pathname === `${AUTH_PREFIX}/authorize` ? 'authorize'
      : req.method === 'POST' && url.pathname === `${AUTH_PREFIX}/token` ? 'token'
      : req.method === 'POST' && url.pathname === `${AUTH_PREFIX}/revoke` ? 'revoke'
      : req.method === 'POST' && url.pathname === `${API_PREFIX}/contacts/sign_up_form` ? 'sign_up_form'
      : null;
    if (!route) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error_key: 'not_found' }));
      return;
    }
    const raw = await readBody(req);
    if (take(hangs, route)) {
      calls.push({ route, status: 0 });
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (take(failures, route)) return send(res, route, 500, { error_key: 'server_error', error_message: 'Injected failure' });

    if (route === 'authorize') {
      const q = url.searchParams;
      const scopes = (q.get('scope') ?? '').split(' ');
      const problem =
        q.get('client_id') !== clientId ? 'Unknown client_id'
        : q.get('response_type') !== 'code' ? 'response_type must be code'
        : !q.get('redirect_uri') ? 'redirect_uri is required'
        : !q.get('state') ? 'state is required'
        : !scopes.includes('contact_data') || !scopes.includes('offline_access') ? 'scope must include contact_data and offline_access'
        : null;
      if (problem) return send(res, route, 400, `<!doctype html><title>Authorization error</title><p>${escapeHtml(problem)}</p>`);
      const redirectUri = q.get('redirect_uri')!;
      const back = new URL(redirectUri);
      back.searchParams.set('code', issueCode(redirectUri));
      back.searchParams.set('state', q.get('state')!);
      return send(
        res,
        route,
        200,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Constant Contact (fake): authorize</title></head>` +
          `<body><h1>Allow access to your Constant Contact account?</h1><p>Scopes: ${escapeHtml(scopes.join(', '))}</p>` +
          `<a id="authorize" href="${escapeHtml(back.toString())}">Authorize</a></body></html>`,
      );
    }

    if (route === 'token') {
      const form = new URLSearchParams(raw);
      const grantType = form.get('grant_type') ?? '';
      if (!basicOk(req)) return send(res, route, 401, { error: 'invalid_client', error_description: 'Client authentication failed' }, { grantType });
      if (grantType === 'authorization_code') {
        const entry = codes.get(form.get('code') ?? '');
        if (!entry || entry.used || entry.redirectUri !== form.get('redirect_uri')) {
          return send(res, route, 400, { error: 'invalid_grant', error_description: 'The authorization code is invalid or has expired.' }, { grantType });
        }
        entry.used = true;
      } else if (grantType === 'refresh_token') {
        const presented = form.get('refresh_token') ?? '';
        const grant = grants.find((g) => g.refreshToken === presented && !g.revoked && !usedRefreshTokens.includes(presented));
        if (!grant) return send(res, route, 400, { error: 'invalid_grant', error_description: 'The refresh token is invalid or expired.' }, { grantType });
        // Rotation: the presented refresh token (and its access token) end here.
        usedRefreshTokens.push(presented);
        grant.revoked = true;
      } else {
        return send(res, route, 400, { error: 'unsupported_grant_type' }, { grantType });
      }
      const grant = issueGrant();
      return send(
        res,
        route,
        200,
        { token_type: 'Bearer', access_token: grant.accessToken, refresh_token: grant.refreshToken, expires_in: accessTokenSeconds, scope: 'contact_data offline_access' },
        { grantType },
      );
    }

    if (route === 'revoke') {
      if (!basicOk(req)) return send(res, route, 401, { error: 'invalid_client' });
      const presented = new URLSearchParams(raw).get('token') ?? '';
      for (const g of grants) if (g.accessToken === presented || g.refreshToken === presented) g.revoked = true;
      if (presented) revokedTokens.push(presented);
      return send(res, route, 200, {});
    }

    // sign_up_form
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const grant = grants.find((g) => g.accessToken === bearer);
    if (!grant || grant.revoked || grant.accessExpiresAt <= Date.now()) return send(res, route, 401, [{ error_key: 'unauthorized', error_message: 'Unauthorized' }]);
    let body: { email_address?: unknown; first_name?: unknown; last_name?: unknown; phone_number?: unknown; list_memberships?: unknown };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return send(res, route, 400, [{ error_key: 'json.parse', error_message: 'Malformed JSON' }]);
    }
    const lists = body.list_memberships;
    if (typeof body.email_address !== 'string' || !body.email_address.includes('@')) return send(res, route, 400, [{ error_key: 'email_address.invalid', error_message: 'email_address is required' }]);
    if (!Array.isArray(lists) || lists.length < 1 || lists.length > 50 || !lists.every((l) => typeof l === 'string')) {
      return send(res, route, 400, [{ error_key: 'list_memberships.invalid', error_message: 'list_memberships must hold 1 to 50 list ids' }]);
    }
    const key = body.email_address.toLowerCase();
    const existing = contacts.get(key);
    const contact: FakeContact = {
      contactId: existing?.contactId ?? randomBytes(8).toString('hex'),
      email: body.email_address,
      firstName: typeof body.first_name === 'string' ? body.first_name : existing?.firstName,
      lastName: typeof body.last_name === 'string' ? body.last_name : existing?.lastName,
      phone: typeof body.phone_number === 'string' ? body.phone_number : existing?.phone,
      lists: [...new Set([...(existing?.lists ?? []), ...(lists as string[])])],
    };
    contacts.set(key, contact);
    return send(res, route, existing ? 200 : 201, { contact_id: contact.contactId, action: existing ? 'updated' : 'created' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    authUrl: `${url}${AUTH_PREFIX}`,
    apiUrl: `${url}${API_PREFIX}`,
    clientId,
    clientSecret,
    contacts,
    calls,
    usedRefreshTokens,
    revokedTokens,
    issueCode,
    failNext: (route, times = 1) => void failures.set(route, (failures.get(route) ?? 0) + times),
    hangNext: (route, times = 1) => void hangs.set(route, (hangs.get(route) ?? 0) + times),
    expireAccessTokens: () => {
      for (const g of grants) g.accessExpiresAt = 0;
    },
    issuedTokens: () => grants.flatMap((g) => [g.accessToken, g.refreshToken]),
    liveAccessTokens: () => grants.filter((g) => !g.revoked && g.accessExpiresAt > Date.now()).map((g) => g.accessToken),
    close: () => closeFakeServer(server, hanging),
  };
}

// Standalone: the e2e runner starts this file as its own process.
await runStandalone(import.meta.url, 'constant-contact-fake', (arg) =>
  startFakeConstantContact({ port: Number(arg('port') ?? 0), clientId: arg('client-id'), clientSecret: arg('client-secret') }),
);
