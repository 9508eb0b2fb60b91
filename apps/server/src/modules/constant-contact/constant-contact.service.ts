import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ConstantContactStatus } from '@walkfund/domain';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { credentialCipher, type CredentialCipher } from '../../integrations/constant-contact/credential-cipher.ts';
import {
  ConstantContactError, constantContactClient, type ConstantContactClient, type TokenSet,
} from '../../integrations/constant-contact/constant-contact-client.ts';
import {
  consumeOauthState, deleteCredentials, findCredentials, insertOauthState, replaceCredentialsIfUnchanged, saveCredentials,
  type CredentialsRow, type StoredConstantContactCredentials,
} from './constant-contact.repo.ts';

export const CONSTANT_CONTACT_MESSAGES = {
  notConfigured: 'Constant Contact is not configured. Set CONSTANT_CONTACT_CLIENT_ID and CONSTANT_CONTACT_CLIENT_SECRET on the server.',
  missingCode: 'The Constant Contact authorization has no code. Please connect again.',
  missingState: 'The Constant Contact authorization has no state. Please connect again.',
  unknownState: 'The Constant Contact authorization is unknown or was already used. Please connect again.',
  expiredState: 'The Constant Contact authorization has expired. Please connect again.',
  refused: 'Constant Contact did not accept the authorization. Please connect again.',
  unreachable: 'Constant Contact could not be reached. Please try again later.',
  notConnected: 'Constant Contact is not connected.',
} as const;

/** How long the `state` of an authorization request is honoured. */
export const OAUTH_STATE_MINUTES = 10;
/** An access token this close to its expiry is refreshed first, so a call never starts with a dying token. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

export interface ConstantContactDeps {
  db: Db;
  /** Null when the client id and secret are not configured. */
  client: ConstantContactClient | null;
  cipher: CredentialCipher;
  /** Where Constant Contact sends the admin back: the public /frontend/constant-contact page. */
  redirectUri: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function constantContactDeps(app: FastifyInstance, log: FastifyBaseLogger = app.log): ConstantContactDeps {
  return {
    db: app.db,
    client: clientFromConfig(app.config),
    cipher: credentialCipher(app.config.CREDENTIALS_KEY ?? app.config.JWT_SECRET),
    redirectUri: redirectUriOf(app.config),
    log,
  };
}

export function clientFromConfig(config: AppConfig): ConstantContactClient | null {
  if (!config.CONSTANT_CONTACT_CLIENT_ID || !config.CONSTANT_CONTACT_CLIENT_SECRET) return null;
  return constantContactClient({
    clientId: config.CONSTANT_CONTACT_CLIENT_ID,
    clientSecret: config.CONSTANT_CONTACT_CLIENT_SECRET,
    authUrl: config.CONSTANT_CONTACT_AUTH_URL,
    apiUrl: config.CONSTANT_CONTACT_API_URL,
    timeoutMs: config.CONSTANT_CONTACT_TIMEOUT_MS,
  });
}

export function redirectUriOf(config: AppConfig): string {
  return `${config.PUBLIC_URL.replace(/\/+$/, '')}/frontend/constant-contact`;
}

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
const nowOf = (deps: ConstantContactDeps) => (deps.now ? deps.now() : new Date());

function configuredClient(deps: ConstantContactDeps): ConstantContactClient {
  if (!deps.client) throw AppError.conflict(CONSTANT_CONTACT_MESSAGES.notConfigured);
  return deps.client;
}

/** constantContactStatusSchema in packages/domain/src/constant-contact/constant-contact.schema.ts. */
export type { ConstantContactStatus };

/** GET /v1/constantcontact/status: never a token. */
export async function getConstantContactStatus(deps: ConstantContactDeps): Promise<ConstantContactStatus> {
  const row = await findCredentials(deps.db);
  return {
    configured: deps.client !== null,
    connected: row !== null,
    ...(row ? { connectedAt: row.data.connectedAt } : {}),
  };
}

/**
 * GET /v1/constantcontact/authorize-url: the authorization page's address with a fresh random
 * `state`; only its SHA-256 hash is stored, tied to the admin, for OAUTH_STATE_MINUTES.
 */
export async function createAuthorizeUrl(deps: ConstantContactDeps, args: { userId: number }): Promise<{ url: string }> {
  const client = configuredClient(deps);
  const state = randomBytes(32).toString('base64url');
  const expiresAt = new Date(nowOf(deps).getTime() + OAUTH_STATE_MINUTES * 60_000);
  await insertOauthState(deps.db, { stateHash: hashState(state), userId: args.userId, expiresAt });
  return { url: client.authorizeUrl({ redirectUri: deps.redirectUri, state }) };
}

function sealTokens(deps: ConstantContactDeps, tokens: TokenSet, keep: Pick<StoredConstantContactCredentials, 'connectedAt' | 'connectedByUserId'>): StoredConstantContactCredentials {
  return {
    accessToken: deps.cipher.seal(tokens.accessToken),
    refreshToken: deps.cipher.seal(tokens.refreshToken),
    expiresAt: tokens.expiresAt.toISOString(),
    connectedAt: keep.connectedAt,
    connectedByUserId: keep.connectedByUserId,
  };
}

/**
 * POST /v1/constantcontact/connect?code=&state=: the state must be one this server handed out,
 * unused, unexpired and asked for by the same admin; the code is then exchanged for tokens, which
 * are stored encrypted. A used state is gone, whatever happens next.
 */
export async function connectConstantContact(deps: ConstantContactDeps, args: { userId: number; code?: string; state?: string }): Promise<ConstantContactStatus> {
  const client = configuredClient(deps);
  if (!args.state) throw AppError.badRequest(CONSTANT_CONTACT_MESSAGES.missingState);
  if (!args.code) throw AppError.badRequest(CONSTANT_CONTACT_MESSAGES.missingCode);
  const pending = await consumeOauthState(deps.db, hashState(args.state));
  if (!pending || pending.userId !== args.userId) throw AppError.badRequest(CONSTANT_CONTACT_MESSAGES.unknownState);
  if (pending.expiresAt.getTime() <= nowOf(deps).getTime()) throw AppError.badRequest(CONSTANT_CONTACT_MESSAGES.expiredState);
  let tokens: TokenSet;
  try {
    tokens = await client.exchangeCode({ code: args.code, redirectUri: deps.redirectUri });
  } catch (err) {
    if (!(err instanceof ConstantContactError)) throw err;
    deps.log.warn({ status: err.status }, err.message);
    // The provider refusing the code is the admin's to retry; not reaching it is ours (502).
    if (err.status !== null && err.status < 500) throw AppError.badRequest(CONSTANT_CONTACT_MESSAGES.refused);
    throw new AppError(502, CONSTANT_CONTACT_MESSAGES.unreachable);
  }
  await saveCredentials(deps.db, sealTokens(deps, tokens, { connectedAt: nowOf(deps).toISOString(), connectedByUserId: args.userId }));
  return getConstantContactStatus(deps);
}

/**
 * DELETE /v1/constantcontact/disconnect: forgets the tokens first, then asks Constant Contact to
 * revoke them; a failed revoke is logged and does not keep them (they are gone here either way).
 */
export async function disconnectConstantContact(deps: ConstantContactDeps): Promise<void> {
  const client = configuredClient(deps);
  const stored = await deleteCredentials(deps.db);
  if (!stored) return;
  // Revoking the refresh token ends the grant; the access token is revoked too so it cannot be used for the rest of its hour.
  for (const [field, hint] of [['refreshToken', 'refresh_token'], ['accessToken', 'access_token']] as const) {
    try {
      await client.revoke(deps.cipher.open(stored[field]), hint);
    } catch (err) {
      deps.log.warn({ status: err instanceof ConstantContactError ? err.status : null }, `Constant Contact disconnect: ${err instanceof Error ? err.message : 'revoke failed'}`);
    }
  }
}

/**
 * A working access token: the stored one, or (near its expiry, or when `force`d after a 401) a
 * refreshed one, stored before use since the refresh token rotates. No lock is held over the HTTP
 * call: when two workers refresh at once, the loser's refresh is refused (its refresh token was
 * already rotated) or its write is skipped, and it takes the winner's tokens from the row.
 */
export async function constantContactAccessToken(deps: ConstantContactDeps, options: { force?: boolean } = {}): Promise<string> {
  const client = configuredClient(deps);
  let row = await findCredentials(deps.db);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!row) throw new ConstantContactNotConnected();
    const fresh = new Date(row.data.expiresAt).getTime() - nowOf(deps).getTime() > REFRESH_MARGIN_MS;
    if (fresh && !(options.force && attempt === 0)) return deps.cipher.open(row.data.accessToken);
    const refreshed = await refreshRow(deps, client, row);
    if (refreshed) return refreshed;
    const latest = await findCredentials(deps.db);
    if (latest && latest.data.refreshToken === row.data.refreshToken) throw new ConstantContactError('Constant Contact token refresh was refused', 400);
    row = latest;
    options = {};
  }
  throw new ConstantContactError('Constant Contact tokens kept changing during refresh', null);
}

/** The new access token, or null when the refresh lost a race (the caller re-reads the row). */
async function refreshRow(deps: ConstantContactDeps, client: ConstantContactClient, row: CredentialsRow): Promise<string | null> {
  let tokens: TokenSet;
  try {
    tokens = await client.refresh(deps.cipher.open(row.data.refreshToken));
  } catch (err) {
    if (err instanceof ConstantContactError && err.oauthError === 'invalid_grant') return null;
    throw err;
  }
  const saved = await replaceCredentialsIfUnchanged(deps.db, sealTokens(deps, tokens, row.data), row.data.refreshToken);
  return saved ? tokens.accessToken : null;
}

/** Syncing with no connection: nothing to do (a job completes without calling anyone). */
export class ConstantContactNotConnected extends Error {
  constructor() {
    super(CONSTANT_CONTACT_MESSAGES.notConnected);
    this.name = 'ConstantContactNotConnected';
  }
}
