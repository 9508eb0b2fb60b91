import { MIN_DONATION_DOLLARS } from '../checkout/constants.ts';

/** The donation rule's texts (docs/decisions/0103-donation-minimum.md), shown by the form and answered by the server. */
export const DONATION_MESSAGES = {
  required: 'Donation amount is required.',
  wholeDollars: 'Donation amount must be whole dollars.',
  minimum: `Donation amount must be at least $${MIN_DONATION_DOLLARS}.`,
  tooLarge: 'Donation amount is too large.',
} as const;

/** The largest donation one checkout takes, in dollars. */
export const MAX_DONATION_DOLLARS = 1_000_000;

/** The donate screen's preset amounts, in whole dollars ("Other" lets the donor type one). */
export const DONATION_PRESETS_DOLLARS = [25, 50, 100, 250] as const;

/**
 * docs/decisions/0103-donation-minimum.md: a donation, when given, is a whole number of dollars, at least 10 (and at most
 * MAX_DONATION_DOLLARS). The message of the first rule `dollars` breaks, or null. Written without
 * zod so the donate screen does not carry it; the API's field (donation.schema.ts) uses this too.
 */
export function donationDollarsError(dollars: number): string | null {
  if (!Number.isFinite(dollars)) return DONATION_MESSAGES.required;
  if (!Number.isInteger(dollars)) return DONATION_MESSAGES.wholeDollars;
  if (dollars < MIN_DONATION_DOLLARS) return DONATION_MESSAGES.minimum;
  if (dollars > MAX_DONATION_DOLLARS) return DONATION_MESSAGES.tooLarge;
  return null;
}

export type DonationInputResult = { ok: true; dollars: number } | { ok: false; error: string };

/**
 * The amount a donor typed, read as text: digits with optional thousands commas and a leading
 * "$". A decimal point is refused (never dropped: "25.00" is not 2,500), as is anything else
 * that is not whole dollars.
 */
export function parseDonationInput(text: string): DonationInputResult {
  const value = text.trim().replace(/^\$\s*/, '');
  if (value === '') return { ok: false, error: DONATION_MESSAGES.required };
  if (!/^\d{1,3}(,\d{3})*$|^\d+$/.test(value)) return { ok: false, error: DONATION_MESSAGES.wholeDollars };
  const dollars = Number(value.replaceAll(',', ''));
  const error = donationDollarsError(dollars);
  return error ? { ok: false, error } : { ok: true, dollars };
}
