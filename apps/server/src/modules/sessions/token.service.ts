import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { fitsIdColumn } from '../../lib/id-column.ts';

const ISSUER = 'walkfund';

/**
 * The HMAC key of a secret, imported once: given the secret's bytes, jose imports a WebCrypto key
 * on every sign and verify, which was most of the token check's cost on every signed-in request
 * (check-in under load, docs/benchmark.md). One entry per secret the process is given.
 */
const keys = new Map<string, Promise<CryptoKey>>();
function key(secret: string): Promise<CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    // Tests start many apps, each with its own secret: kept bounded.
    if (keys.size >= 16) keys.clear();
    imported = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, imported);
  }
  return imported;
}

/** What an access token says: whose it is, and which session (refresh family) and version of their tokens issued it. */
export interface AccessClaims {
  userId: number;
  /** users.token_version when issued: bumping the column ends every access token of the user at once. */
  version: number;
  /** The refresh family (session) it was issued in; null for tokens issued outside one. */
  sessionId: string | null;
}

/**
 * A short-lived HS256 access token for a user id. `version` must be the user's current
 * token_version; 0 is every new user's, which test fixtures rely on.
 */
export async function signAccessToken(
  secret: string,
  userId: number,
  minutes: number,
  session: { version: number; sessionId?: string } = { version: 0 },
) {
  const expires = new Date(Date.now() + minutes * 60_000);
  const token = await new SignJWT({ type: 'access', ver: session.version, ...(session.sessionId ? { sid: session.sessionId } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(await key(secret));
  return { token, expires };
}

/** A user id written as a JWT subject: digits only, no leading zero, within the id column's range. */
function parseSubject(sub: string | undefined): number | null {
  if (!sub || !/^[1-9][0-9]{0,9}$/.test(sub)) return null;
  const id = Number(sub);
  return fitsIdColumn(id) ? id : null;
}

/**
 * The claims of a valid access token, else null. Without `exp` a token never ends, so it is
 * refused; a subject the users table cannot hold is refused before any query.
 */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
    if (payload.type !== 'access') return null;
    const userId = parseSubject(payload.sub);
    const version = payload.ver;
    if (userId === null || typeof version !== 'number' || !Number.isInteger(version)) return null;
    const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
    return { userId, version, sessionId };
  } catch {
    return null;
  }
}

/** An opaque random token (refresh, reset): only its hash is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
