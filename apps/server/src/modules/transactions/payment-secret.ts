import { createHash, timingSafeEqual } from 'node:crypto';

/** Only a hash of a payment's client secret is stored (checkouts.client_secret_hash). */
export function hashPaymentSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Constant-time check of a presented client secret against the stored hash. */
export function paymentSecretMatches(storedHash: string | null, secret: string): boolean {
  if (!storedHash) return false;
  const presented = Buffer.from(hashPaymentSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
