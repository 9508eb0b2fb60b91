import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../common/constants.ts';
import { eventYearField } from '../common/fields.ts';
import { TRIBUTE_KINDS, TRIBUTE_MESSAGE_MAX_LENGTH, TRIBUTE_MESSAGES, TRIBUTE_NAME_MAX_LENGTH } from './constants.ts';
import { tributeTextProblem } from './tribute-text.ts';

/** A name on a tribute: trimmed, required, bounded, one line of plain text. */
function tributeNameField(required: string, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(TRIBUTE_NAME_MAX_LENGTH, tooLong)
    .superRefine((text, ctx) => {
      const problem = tributeTextProblem(text, { lines: false });
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** The email of the person told: trimmed, valid, lowercased. */
const notifyEmailField = z
  .string({ error: TRIBUTE_MESSAGES.notifyEmailRequired })
  .trim()
  .min(1, TRIBUTE_MESSAGES.notifyEmailRequired)
  .max(EMAIL_MAX_LENGTH, TRIBUTE_MESSAGES.notifyEmailInvalid)
  .pipe(z.email(TRIBUTE_MESSAGES.notifyEmailInvalid))
  .transform((v) => v.toLowerCase());

/** The donor's note on the e-card: plain text, line breaks allowed (CRLF kept as LF), bounded. */
const tributeMessageField = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v),
  z
    .string({ error: TRIBUTE_MESSAGES.plainText })
    .trim()
    .max(TRIBUTE_MESSAGE_MAX_LENGTH, TRIBUTE_MESSAGES.messageTooLong)
    .superRefine((text, ctx) => {
      const problem = tributeTextProblem(text, { lines: true });
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
);

/** Someone the donor asks us to tell, by an e-card (docs/features/tributes.md). */
export const tributeNotifySchema = z.strictObject({
  name: tributeNameField(TRIBUTE_MESSAGES.notifyNameRequired, TRIBUTE_MESSAGES.notifyNameTooLong),
  email: notifyEmailField,
  message: tributeMessageField.optional().nullable(),
  /** The e-card states the gift's amount only when the donor says so. */
  showAmount: z.boolean({ error: 'showAmount must be true or false.' }).default(false),
});
export type TributeNotifyInput = z.infer<typeof tributeNotifySchema>;

/**
 * `transaction.tribute` of the checkout payload: the gift is given in honour or in memory of
 * someone, optionally telling a person by email. Only with a donation line (checkout.schema.ts).
 */
export const tributeInputSchema = z.strictObject({
  kind: z.enum(TRIBUTE_KINDS, { error: TRIBUTE_MESSAGES.kind }),
  honoreeName: tributeNameField(TRIBUTE_MESSAGES.honoreeRequired, TRIBUTE_MESSAGES.honoreeTooLong),
  notify: tributeNotifySchema.optional().nullable(),
  /** "Show the tribute on the supporters list" (default on): the walker's or team's list says "in memory of ...". */
  showOnWall: z.boolean({ error: 'showOnWall must be true or false.' }).default(true),
});
export type TributeInput = z.infer<typeof tributeInputSchema>;
/** What a client sends (defaults not yet applied). */
export type TributeInputRequest = z.input<typeof tributeInputSchema>;

/**
 * The tribute of a stored checkout payload (`transaction.tribute`), or null when it has none or
 * it cannot be read: a payload accepted before a rule changed still shows, without its tribute.
 */
export function tributeOfPayload(payload: unknown): TributeInput | null {
  const raw = (payload as { transaction?: { tribute?: unknown } } | null | undefined)?.transaction?.tribute;
  if (raw == null) return null;
  const parsed = tributeInputSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

// ---- Answers -----------------------------------------------------------------------------------

/** A transaction's tribute as its donor and the back office see it (the thank-you and transaction pages). */
export const tributeViewSchema = z.object({
  kind: z.enum(TRIBUTE_KINDS),
  honoreeName: z.string(),
  /** "In memory of Grandpa Joe". */
  text: z.string(),
  notifyName: z.string().nullable(),
  notifyEmail: z.string().nullable(),
  message: z.string().nullable(),
  showAmount: z.boolean(),
  showOnWall: z.boolean(),
});
export type TributeView = z.infer<typeof tributeViewSchema>;

/** A donation's tribute in the grids and the Donations report: type, honoree, whether the e-card went. */
export const lineItemTributeSchema = z.object({
  kind: z.enum(TRIBUTE_KINDS),
  honoreeName: z.string(),
  /** Someone was to be told, and their e-card is written (queued or sent). */
  notified: z.boolean(),
  /** Someone was to be told. */
  notifyRequested: z.boolean(),
});
export type LineItemTribute = z.infer<typeof lineItemTributeSchema>;

/** GET /v1/reports/tributes?year= (admin). */
export const tributeReportQuerySchema = z.strictObject({
  year: eventYearField.optional(),
});
export type TributeReportQuery = z.infer<typeof tributeReportQuerySchema>;

/** One row of the Tributes report. Money in dollars. */
export const tributeReportRowSchema = z.object({
  transactionId: z.number(),
  createdAt: z.string(),
  kind: z.enum(TRIBUTE_KINDS),
  honoreeName: z.string(),
  donorName: z.string(),
  donorEmail: z.string(),
  /** The donation given with it, net of refunds. */
  amount: z.number(),
  teamName: z.string().nullable(),
  fundraiserName: z.string().nullable(),
  notifyName: z.string().nullable(),
  notifyEmail: z.string().nullable(),
  showAmount: z.boolean(),
  showOnWall: z.boolean(),
  /** When the e-card was written to the outbox, or null (none asked, or not yet). */
  notifiedAt: z.string().nullable(),
});
export type TributeReportRow = z.infer<typeof tributeReportRowSchema>;

export const tributeReportSchema = z.object({ year: z.number(), rows: z.array(tributeReportRowSchema) });
export type TributeReport = z.infer<typeof tributeReportSchema>;
