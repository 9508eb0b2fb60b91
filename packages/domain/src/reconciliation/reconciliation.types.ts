import { z } from 'zod';
import { pagedSchema } from '../common/paged.schema.ts';

/**
 * The payment reconciler's API (GET /v1/reconciliation/, GET /v1/reconciliation/pending,
 * POST /v1/reconciliation/run, admin only): what each pass over unrecorded checkouts did.
 */

/** What started a pass: the server's start, its schedule, or an admin's button. */
export type ReconciliationTrigger = 'start' | 'schedule' | 'admin';

/**
 * What a pass did with one checkout:
 * recorded (it wrote the transaction), already-recorded (the browser or the webhook did, while the
 * pass was asking), expired (abandoned: no successful payment after the expiry), mismatched (the
 * processor's amount or currency differs, or it does not know the payment: left for a person),
 * unchanged (not paid yet; asked again later), error (the processor or the recording failed).
 */
export type ReconciliationOutcome = 'recorded' | 'already-recorded' | 'expired' | 'mismatched' | 'unchanged' | 'error';

const processorSchema = z.enum(['stripe', 'test']);

export const reconciliationDetailSchema = z.object({
  checkoutId: z.number(),
  paymentId: z.string().nullable(),
  outcome: z.enum(['recorded', 'already-recorded', 'expired', 'mismatched', 'unchanged', 'error'] satisfies ReconciliationOutcome[]),
  note: z.string(),
});
export type ReconciliationDetail = z.infer<typeof reconciliationDetailSchema>;

export const reconciliationRunSchema = z.object({
  id: z.number(),
  trigger: z.enum(['start', 'schedule', 'admin'] satisfies ReconciliationTrigger[]),
  processor: processorSchema,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  checked: z.number(),
  recorded: z.number(),
  expired: z.number(),
  mismatched: z.number(),
  details: z.array(reconciliationDetailSchema),
  error: z.string().nullable(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

/** GET /v1/reconciliation/ (admin): the passes, newest first. */
export const reconciliationRunListPageSchema = pagedSchema(reconciliationRunSchema);

/** GET /v1/reconciliation/pending. Money in dollars. */
export const pendingSummarySchema = z.object({
  processor: processorSchema,
  intervalSeconds: z.number(),
  minAgeSeconds: z.number(),
  expireAfterHours: z.number(),
  waiting: z.number(),
  due: z.number(),
  succeeded: z.number(),
  expired: z.number(),
  waitingAmount: z.number(),
  oldestWaitingAt: z.string().nullable(),
  lastRun: reconciliationRunSchema.nullable(),
});
export type PendingSummary = z.infer<typeof pendingSummarySchema>;
