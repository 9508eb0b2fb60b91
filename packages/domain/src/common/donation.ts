import { z } from 'zod';
import { MIN_DONATION_DOLLARS } from '../constants.ts';

/** DECISIONS.md 3: a donation, when given, is a whole number of dollars, at least 10. */
export const donationDollarsField = z.coerce
  .number({ error: 'Donation amount is required.' })
  .int('Donation amount must be whole dollars.')
  .min(MIN_DONATION_DOLLARS, `Donation amount must be at least $${MIN_DONATION_DOLLARS}.`)
  .max(1_000_000, 'Donation amount is too large.');
