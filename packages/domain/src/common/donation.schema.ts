import { z } from 'zod';
import { DONATION_MESSAGES, donationDollarsError } from './donation.ts';

/** docs/decisions/0103-donation-minimum.md as a zod field (API payloads): the rule itself is donationDollarsError. */
export const donationDollarsField = z.coerce.number({ error: DONATION_MESSAGES.required }).superRefine((dollars, ctx) => {
  const message = donationDollarsError(dollars);
  if (message) ctx.addIssue({ code: 'custom', message });
});
