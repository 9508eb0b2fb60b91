import { z } from 'zod';
import { pagedSchema } from '../common/paged.schema.ts';
import { recordedPaymentMethodSchema } from '../checkout/payment-methods.ts';
import { SHORT_TEXT_MAX_LENGTH } from '../common/constants.ts';
import { eventYearField } from '../common/fields.ts';
import { listQuerySchema } from '../common/list-query.ts';

/** What the Kindful queue says to admins (docs/spec/back-office.md: "Kindful Queue" under Screens and routes, and Calls made). */
export const KINDFUL_MESSAGES = {
  notConfigured: 'Kindful is not configured.',
  /** The queue page's notice while the server has no Kindful token (Kindful is set in the server's environment only). */
  notConfiguredNotice:
    'Records keep queuing, but none can be imported until the server has a Kindful token: set KINDFUL_API_TOKEN (and KINDFUL_API_URL for the sandbox) in its environment and restart it.',
  notFound: 'Kindful record not found.',
  noJob: 'This record has not been imported yet: there is no Kindful import to check.',
  /** The provider failed this time; the job stays queued and retries on its own. */
  providerFailed: (reason: string) => `${reason}. The job will retry automatically.`,
  /** The job gave up (a refused request, or no attempt left): Import or Status starts a new one. */
  providerGaveUp: (reason: string) => `${reason}. Nothing was changed; try again later.`,
  /** The job is still waiting or running when the request stops waiting for it. */
  stillRunning: 'Sent to the job queue: the list shows the result once Kindful answers.',
  importSent: 'Sent to Kindful.',
  statusUpdated: (status: string) => `Kindful import status: ${status}.`,
} as const;

/** Kindful by createdAt descending (docs/spec/back-office.md, Business constants and limits). */
export const KINDFUL_DEFAULT_SORT = 'createdAt:desc';
export const KINDFUL_SORT_FIELDS = ['createdAt', 'id', 'imported', 'offline', 'refunded'] as const;

/**
 * GET /v1/kindful/?limit=25&page=&sortBy=createdAt:desc[&eventYear=][&search=]: every year unless
 * `eventYear`; `search` is a case-insensitive substring of the first name, last name, full name or email.
 */
export const kindfulListQuerySchema = listQuerySchema.extend({
  eventYear: eventYearField.optional(),
  search: z.string().trim().max(SHORT_TEXT_MAX_LENGTH, `search must be at most ${SHORT_TEXT_MAX_LENGTH} characters.`).optional(),
});
export type KindfulListQuery = z.infer<typeof kindfulListQuerySchema>;

/** PATCH /v1/kindful/{id}: no body (an empty object is accepted too; any field is refused). */
export const kindfulImportInputSchema = z.strictObject({}).nullish();

/** PATCH /v1/kindful/{id}/status/ {kindfulId?}: the Kindful import id (the row's jobId when absent). */
export const kindfulStatusInputSchema = z
  .strictObject({
    kindfulId: z
      .string({ error: 'kindfulId must be text.' })
      .trim()
      .min(1, 'kindfulId must not be empty.')
      .max(100, 'kindfulId must be at most 100 characters.')
      .regex(/^[A-Za-z0-9_-]+$/, 'kindfulId must be a Kindful import id (letters, digits, - and _).')
      .optional(),
  })
  // No body at all (the spec's call may send none) is the row's own import.
  .nullish()
  .transform((v) => v ?? {});
export type KindfulStatusInput = z.infer<typeof kindfulStatusInputSchema>;

/** The record sent to Kindful (docs/spec/back-office.md §3 "Donor-system export record"): amount in cents (docs/decisions/0108-amounts-in-cents.md). */
export const kindfulExportDataSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  primary_phone: z.string(),
  campaign: z.string(),
  fund: z.string(),
  amount_in_cents: z.number(),
  /** The walker a gift is credited to (docs/decisions/0008-fundraiser-credit.md), in the transaction's note: docs/decisions/0010-kindful-soft-credit.md. */
  transaction_note: z.string().optional(),
  /** How it was paid (docs/features/payment-methods.md); sent in the import's transaction_note ("Paid with Apple Pay (Visa •••• 4242)"). */
  payment_method: recordedPaymentMethodSchema.optional(),
});
export type KindfulExportData = z.infer<typeof kindfulExportDataSchema>;

/** One row of the Kindful queue (GET /v1/kindful/; PATCH /v1/kindful/{id} and its /status: 200 done, 202 still running). */
export const kindfulExportViewSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  transactionId: z.number().nullable(),
  eventYear: z.number(),
  imported: z.boolean(),
  offline: z.boolean(),
  /** The transaction was refunded (in full or in part): the amount is what remains. */
  refunded: z.boolean(),
  /** Kindful's import id. */
  jobId: z.string().nullable(),
  /** Kindful's answer: `{id, status}` of the import (any other key it sends is kept). */
  importResponse: z.looseObject({ status: z.string(), id: z.string().optional() }).nullable(),
  data: kindfulExportDataSchema,
});
export type KindfulExportView = z.infer<typeof kindfulExportViewSchema>;

/** GET /v1/kindful/ (admin): the page, and whether the server can import (a KINDFUL_API_TOKEN is set). */
export const kindfulExportListPageSchema = pagedSchema(kindfulExportViewSchema).extend({
  /** False while Kindful is not configured: Import would answer 409 KINDFUL_MESSAGES.notConfigured. */
  configured: z.boolean(),
});
export type KindfulExportListPage = z.infer<typeof kindfulExportListPageSchema>;
