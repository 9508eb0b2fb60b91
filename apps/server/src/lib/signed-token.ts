import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short signed tokens for links that work without signing in (an unsubscribe link, a digest's
 * nudge): the parts in clear, then an HMAC-SHA256 of the purpose and the parts with the server's
 * secret (JWT_SECRET), truncated to 128 bits. The purpose keeps a token of one kind from being
 * accepted as another. Parts are short ASCII words without dots (ids, codes, dates).
 */
const SIGNATURE_BYTES = 16;
const PART = /^[A-Za-z0-9_-]{1,32}$/;

function signature(secret: string, purpose: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`walkfund/${purpose}/v1:${payload}`).digest().subarray(0, SIGNATURE_BYTES);
}

export function signToken(secret: string, purpose: string, parts: (string | number)[]): string {
  const text = parts.map(String);
  if (!text.every((part) => PART.test(part))) throw new Error('signToken: a part is not a short word');
  const payload = text.join('.');
  return `${payload}.${signature(secret, purpose, payload).toString('base64url')}`;
}

/** The parts of a token signed for `purpose` with `count` parts, or null when it is not one. */
export function verifyToken(secret: string, purpose: string, token: string, count: number): string[] | null {
  const pieces = token.split('.');
  if (pieces.length !== count + 1) return null;
  const parts = pieces.slice(0, count);
  if (!parts.every((part) => PART.test(part))) return null;
  // Compared as text: base64url's last character carries unused bits, so only the one spelling is accepted.
  const given = Buffer.from(pieces[count]!);
  const expected = Buffer.from(signature(secret, purpose, parts.join('.')).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return parts;
}
