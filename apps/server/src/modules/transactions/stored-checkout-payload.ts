import type { CheckoutPayload } from '@walkfund/domain';

/**
 * The key of the stored checkout payload (checkouts.payload) that keeps the address the waivers
 * were accepted from: the recording may come from Stripe's webhook, whose address is not the person's.
 */
const STORED_IP_KEY = 'waiverIpAddress';

/** The payload to store with a checkout, with the address its waivers were accepted from. */
export function storedCheckoutPayload(payload: CheckoutPayload, ipAddress: string | null): CheckoutPayload {
  return (ipAddress ? { ...payload, [STORED_IP_KEY]: ipAddress } : payload) as CheckoutPayload;
}

/** A stored checkout payload without the waivers' address (for the payload schema), and that address. */
export function splitStoredCheckoutPayload(stored: unknown): { payload: unknown; ipAddress: string | null } {
  if (!stored || typeof stored !== 'object' || !(STORED_IP_KEY in stored)) return { payload: stored, ipAddress: null };
  const { [STORED_IP_KEY]: ip, ...payload } = stored as Record<string, unknown>;
  return { payload, ipAddress: typeof ip === 'string' ? ip : null };
}
