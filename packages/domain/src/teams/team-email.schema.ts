import { z } from 'zod';
import { EMAIL_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from '../common/constants.ts';
import { EMAIL_MESSAGE_MIN_LENGTH, EMAIL_SUBJECT_MIN_LENGTH } from './constants.ts';
import { idField } from '../common/fields.ts';

/**
 * Email My Team: `POST /v1/teams/email-team/` sends the message to each active member of the
 * team for the current event year, one email per member (nobody sees the others' addresses),
 * replying to the captain. The web app shows TOASTS.emailSent / TOASTS.emailFailed (messages.ts).
 */

export const TEAM_EMAIL_SUBJECT_MAX_LENGTH = SHORT_TEXT_MAX_LENGTH;
export const TEAM_EMAIL_MESSAGE_MAX_LENGTH = 10_000;
/** Addresses the spec's Email shape may list in `to` (ignored: the server finds the members itself). */
export const TEAM_EMAIL_TO_MAX_ITEMS = 1000;

export const TEAM_EMAIL_MESSAGES = {
  subjectRequired: 'Subject is required.',
  subjectMin: `Subject must be at least ${EMAIL_SUBJECT_MIN_LENGTH} characters.`,
  subjectMax: `Subject must be at most ${TEAM_EMAIL_SUBJECT_MAX_LENGTH} characters.`,
  subjectOneLine: 'Subject must be on one line.',
  messageRequired: 'Message is required.',
  messageMin: `Message must be at least ${EMAIL_MESSAGE_MIN_LENGTH} characters.`,
  messageMax: `Message must be at most ${TEAM_EMAIL_MESSAGE_MAX_LENGTH} characters.`,
  notYourTeam: 'You can only email your own team.',
  noMembers: 'This team has no active members to email this year.',
  teamNotFound: 'Team not found.',
} as const;

export const teamEmailSubjectField = z
  .string({ error: TEAM_EMAIL_MESSAGES.subjectRequired })
  .trim()
  .min(1, TEAM_EMAIL_MESSAGES.subjectRequired)
  .min(EMAIL_SUBJECT_MIN_LENGTH, TEAM_EMAIL_MESSAGES.subjectMin)
  .max(TEAM_EMAIL_SUBJECT_MAX_LENGTH, TEAM_EMAIL_MESSAGES.subjectMax)
  // A line break in a header would start another header.
  .refine((v) => !/[\r\n]/.test(v), TEAM_EMAIL_MESSAGES.subjectOneLine);

export const teamEmailMessageField = z
  .string({ error: TEAM_EMAIL_MESSAGES.messageRequired })
  .trim()
  .min(1, TEAM_EMAIL_MESSAGES.messageRequired)
  .min(EMAIL_MESSAGE_MIN_LENGTH, TEAM_EMAIL_MESSAGES.messageMin)
  .max(TEAM_EMAIL_MESSAGE_MAX_LENGTH, TEAM_EMAIL_MESSAGES.messageMax);

/** The form of the email screen (subject and message; the team comes from the route). */
export const teamEmailFormSchema = z.object({ subject: teamEmailSubjectField, message: teamEmailMessageField });
export type TeamEmailForm = z.infer<typeof teamEmailFormSchema>;

/**
 * POST /v1/teams/email-team/ body. docs/decisions/0119-spec-payloads-accepted.md: the spec's Email shape also carries `to` and
 * `replyTo`; they are accepted and ignored, since the server sends to the team's members and
 * replies go to the captain.
 */
export const teamEmailInputSchema = z.strictObject({
  teamId: idField,
  subject: teamEmailSubjectField,
  message: teamEmailMessageField,
  to: z.array(z.string().max(EMAIL_MAX_LENGTH)).max(TEAM_EMAIL_TO_MAX_ITEMS).optional(),
  replyTo: z.string().max(EMAIL_MAX_LENGTH).optional().nullable(),
});
export type TeamEmailInput = z.infer<typeof teamEmailInputSchema>;

/** 200 answer: how many members the email went to (`sent`), and how many deliveries failed (kept in the outbox). */
export const teamEmailResponseSchema = z.object({ sent: z.number().int(), failed: z.number().int() });
export type TeamEmailResponse = z.infer<typeof teamEmailResponseSchema>;
