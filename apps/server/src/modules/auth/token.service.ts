import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'walkfund';

function key(secret: string) {
  return new TextEncoder().encode(secret);
}

/** A short-lived HS256 access token for a user id. */
export async function signAccessToken(secret: string, userId: number, minutes: number) {
  const expires = new Date(Date.now() + minutes * 60_000);
  const token = await new SignJWT({ type: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(key(secret));
  return { token, expires };
}

/** The user id of a valid, unexpired access token, else null. */
export async function verifyAccessToken(secret: string, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.type !== 'access') return null;
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
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
