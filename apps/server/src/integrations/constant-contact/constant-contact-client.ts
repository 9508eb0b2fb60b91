/**
 * The Constant Contact v3 client (docs/decisions/0117-external-services.md: one module, configurable base URLs, so tests run
 * this code against the local fake in apps/server/test/fakes/constant-contact-fake.ts).
 *
 * Sources (Constant Contact developer documentation):
 * - OAuth2 Authorization Code Flow, https://developer.constantcontact.com/api_guide/server_flow.html:
 *   GET {auth}/authorize?client_id&redirect_uri&response_type=code&scope&state; the code is valid
 *   once, for a few minutes; POST {auth}/token with `Authorization: Basic base64(client_id:secret)`,
 *   form fields grant_type=authorization_code, code, redirect_uri; refresh with
 *   grant_type=refresh_token, refresh_token (refresh tokens rotate: each answer carries a new one,
 *   which must replace the old). Scope `offline_access` is what returns a refresh token.
 * - Revocation: the authorization server (an OAuth2 "default" server) takes the standard RFC 7009
 *   request, POST {auth}/revoke with token and token_type_hint, Basic client authentication.
 * - Create or update a contact, https://developer.constantcontact.com/api_guide/contacts_create_or_update.html:
 *   POST {api}/contacts/sign_up_form with email_address (a string), optional first_name, last_name,
 *   phone_number, and list_memberships (1 to 50 list ids; lists are appended to the contact's);
 *   201 created, 200 updated. Only for people who gave explicit permission to be emailed.
 */

export const CONSTANT_CONTACT_SCOPE = 'contact_data offline_access';

/** How long one call may take before it counts as failed (a job retries it). */
export const DEFAULT_CONSTANT_CONTACT_TIMEOUT_MS = 15_000;

export interface ConstantContactSettings {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  apiUrl: string;
  timeoutMs?: number;
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working. */
  expiresAt: Date;
}

export interface ContactSignUp {
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  listIds: string[];
}

/**
 * A failed call. The message names the call and the status only: never a token, a code or a
 * contact's address (the answer's body is not included either, as it may echo them).
 */
export class ConstantContactError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status; null when it did not answer (timeout, refused connection). */
    readonly status: number | null,
    /** For token calls: the OAuth error code (`invalid_grant`...), when the answer gave one. */
    readonly oauthError?: string,
  ) {
    super(message);
    this.name = 'ConstantContactError';
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function constantContactClient(settings: ConstantContactSettings) {
  const authUrl = trimSlash(settings.authUrl);
  const apiUrl = trimSlash(settings.apiUrl);
  const timeoutMs = settings.timeoutMs ?? DEFAULT_CONSTANT_CONTACT_TIMEOUT_MS;
  const basic = `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`;

  async function call(what: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new ConstantContactError(`Constant Contact ${what}: ${timedOut ? `no answer within ${timeoutMs} ms` : 'could not be reached'}`, null);
    }
  }

  async function tokenCall(what: string, form: Record<string, string>): Promise<TokenSet> {
    const res = await call(what, `${authUrl}/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok) {
      const oauthError = typeof body?.error === 'string' ? body.error.slice(0, 64) : undefined;
      throw new ConstantContactError(`Constant Contact ${what} failed with status ${res.status}${oauthError ? ` (${oauthError})` : ''}`, res.status, oauthError);
    }
    const accessToken = body?.access_token;
    const refreshToken = body?.refresh_token;
    const expiresIn = Number(body?.expires_in);
    if (typeof accessToken !== 'string' || !accessToken || typeof refreshToken !== 'string' || !refreshToken || !Number.isFinite(expiresIn)) {
      throw new ConstantContactError(`Constant Contact ${what} answered without the tokens`, res.status);
    }
    return { accessToken, refreshToken, expiresAt: new Date(Date.now() + expiresIn * 1000) };
  }

  return {
    /** The address of the authorization page the admin's browser is sent to. */
    authorizeUrl(args: { redirectUri: string; state: string }): string {
      const query = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: args.redirectUri,
        response_type: 'code',
        scope: CONSTANT_CONTACT_SCOPE,
        state: args.state,
      });
      return `${authUrl}/authorize?${query.toString()}`;
    },

    exchangeCode(args: { code: string; redirectUri: string }): Promise<TokenSet> {
      return tokenCall('token exchange', { grant_type: 'authorization_code', code: args.code, redirect_uri: args.redirectUri });
    },

    /** Answers a new access token and a new refresh token (the old refresh token stops working). */
    refresh(refreshToken: string): Promise<TokenSet> {
      return tokenCall('token refresh', { grant_type: 'refresh_token', refresh_token: refreshToken });
    },

    async revoke(token: string, hint: 'access_token' | 'refresh_token'): Promise<void> {
      const res = await call('revoke', `${authUrl}/revoke`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, token_type_hint: hint }).toString(),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new ConstantContactError(`Constant Contact revoke failed with status ${res.status}`, res.status);
    },

    /** Creates the contact or updates the one with that email, adding it to the lists. */
    async signUpContact(accessToken: string, contact: ContactSignUp): Promise<{ created: boolean; contactId: string | null }> {
      const body: Record<string, unknown> = { email_address: contact.email, list_memberships: contact.listIds };
      if (contact.firstName) body.first_name = contact.firstName;
      if (contact.lastName) body.last_name = contact.lastName;
      if (contact.phone) body.phone_number = contact.phone;
      const res = await call('contact sign-up', `${apiUrl}/contacts/sign_up_form`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json().catch(() => null)) as { contact_id?: unknown } | null;
      if (!res.ok) throw new ConstantContactError(`Constant Contact contact sign-up failed with status ${res.status}`, res.status);
      return { created: res.status === 201, contactId: typeof answer?.contact_id === 'string' ? answer.contact_id : null };
    },
  };
}

export type ConstantContactClient = ReturnType<typeof constantContactClient>;
