import { z } from 'zod';
import { MIN_DONATION_DOLLARS } from '../constants.ts';

/** The donation rule's texts (DECISIONS.md 3), shown by the form and answered by the server. */
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

/** DECISIONS.md 3: a donation, when given, is a whole number of dollars, at least 10. */
export const donationDollarsField = z.coerce
  .number({ error: DONATION_MESSAGES.required })
  .int(DONATION_MESSAGES.wholeDollars)
  .min(MIN_DONATION_DOLLARS, DONATION_MESSAGES.minimum)
  .max(MAX_DONATION_DOLLARS, DONATION_MESSAGES.tooLarge);

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
  const result = donationDollarsField.safeParse(Number(value.replaceAll(',', '')));
  if (!result.success) return { ok: false, error: result.error.issues[0]?.message ?? DONATION_MESSAGES.wholeDollars };
  return { ok: true, dollars: result.data };
}
