import { z } from 'zod';

/**
 * Email preferences (docs/features/coaching.md): the lists a person may leave, kept per email
 * address. Receipts and sign-in links are not lists: they always go.
 */
export const EMAIL_LISTS = ['coaching', 'team-news'] as const;
export type EmailList = (typeof EMAIL_LISTS)[number];

export const EMAIL_LIST_LABELS: Record<EmailList, { label: string; description: string }> = {
  coaching: { label: 'Coaching', description: "Tips and milestones for your page, your captain's nudges and the captain's weekly digest." },
  'team-news': { label: 'Team news', description: 'Emails your team captain sends to the team.' },
};

/** The token of an unsubscribe link: base64url text, bounded. */
export const EMAIL_PREFERENCES_TOKEN_MAX_LENGTH = 200;

export const EMAIL_PREFERENCES_MESSAGES = {
  linkInvalid: 'This link is not valid any more. Use the link in a newer email.',
  saved: 'Your email preferences are saved.',
  unsubscribed: 'You are unsubscribed.',
} as const;

const tokenField = z
  .string({ error: EMAIL_PREFERENCES_MESSAGES.linkInvalid })
  .min(1, EMAIL_PREFERENCES_MESSAGES.linkInvalid)
  .max(EMAIL_PREFERENCES_TOKEN_MAX_LENGTH, EMAIL_PREFERENCES_MESSAGES.linkInvalid);

/** POST /v1/email-preferences/lookup {token}: the page's first read. */
export const emailPreferencesLookupSchema = z.strictObject({ token: tokenField });

/** PUT /v1/email-preferences {token, coaching, teamNews}. */
export const emailPreferencesUpdateSchema = z.strictObject({
  token: tokenField,
  coaching: z.boolean({ error: 'Coaching must be true or false.' }),
  teamNews: z.boolean({ error: 'Team news must be true or false.' }),
});
export type EmailPreferencesUpdate = z.infer<typeof emailPreferencesUpdateSchema>;

/** ?token= of the one-click address (RFC 8058), bounded. */
export const oneClickQuerySchema = z.object({ token: tokenField });

/** The answer: the address (partly hidden), the list the link came from, and each switch. */
export const emailPreferencesSchema = z.object({
  email: z.string(),
  list: z.enum(EMAIL_LISTS),
  coaching: z.boolean(),
  teamNews: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** "da***@example.com": enough for a person to recognise their address, not enough to learn someone's. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(3, local.length - 2))}@${domain}`;
}
