import { HTTP, KINDFUL_MESSAGES, paymentMethodLabel, type KindfulExportListPage, type KindfulExportView, type KindfulListQuery } from '@walkfund/domain';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { kindfulClient, kindfulTime, type KindfulClient, type KindfulImportRequest } from '../../integrations/kindful/kindful-client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagedResult } from '../../lib/pagination.ts';
import { enqueueJob, type JobQueue } from '../jobs/job-queue.ts';
import { findExport, findJobState, listExports, type KindfulExportRow } from './kindful.repo.ts';

export const KINDFUL_IMPORT_QUEUE = 'kindful-import';
export const KINDFUL_STATUS_QUEUE = 'kindful-status';

type KindfulConfig = Pick<AppConfig, 'KINDFUL_API_URL' | 'KINDFUL_API_TOKEN' | 'KINDFUL_TIMEOUT_MS' | 'KINDFUL_WAIT_MS'>;

/** The client, or null when no token is configured (the queue still fills; Import answers 409). */
export function kindfulClientFrom(config: KindfulConfig): KindfulClient | null {
  if (!config.KINDFUL_API_TOKEN) return null;
  return kindfulClient({ apiUrl: config.KINDFUL_API_URL, token: config.KINDFUL_API_TOKEN, timeoutMs: config.KINDFUL_TIMEOUT_MS });
}

export function toKindfulExportView(row: KindfulExportRow): KindfulExportView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    transactionId: row.transactionId,
    eventYear: row.eventYear,
    imported: row.imported,
    offline: row.offline,
    refunded: row.refunded,
    jobId: row.jobId,
    importResponse: row.importResponse ?? null,
    data: row.data,
  };
}

/**
 * The import of one record (docs/spec/back-office.md, Calls made). Kindful matches the contact by email and the transaction
 * by our transaction id (its external id), so a retried job never makes a second transaction. A
 * refunded record is an "update": Kindful's copy takes the new amount.
 */
export function buildImportRequest(row: KindfulExportRow, transactionTime: Date | null): KindfulImportRequest {
  const d = row.data;
  // How it was paid (docs/features/payment-methods.md): Kindful's import has no method field, so the note says it; an offline gift names none.
  const paidWith = d.payment_method && !row.offline ? `Paid with ${paymentMethodLabel(d.payment_method)}` : null;
  const note = [d.transaction_note, paidWith].filter(Boolean).join('. ');
  return {
    data_format: 'contact_with_transaction',
    action_type: row.refunded ? 'update' : 'create',
    data_type: 'json',
    match_by: { contact: 'email', transaction: 'external_id' },
    data: [
      {
        first_name: d.first_name,
        last_name: d.last_name,
        email: d.email,
        primary_phone: d.primary_phone,
        amount_in_cents: d.amount_in_cents,
        transaction_id: row.transactionId !== null ? String(row.transactionId) : `export-${row.id}`,
        transaction_time: kindfulTime(transactionTime ?? row.createdAt),
        transaction_updated_at: kindfulTime(row.updatedAt),
        campaign: d.campaign,
        fund: d.fund,
        ...(note ? { transaction_note: note } : {}),
      },
    ],
  };
}

/** GET /v1/kindful/ (admin): one page of the queue, every year unless `eventYear`, and whether Import can work. */
export async function listKindfulPage(args: { db: Db; config: KindfulConfig; query: KindfulListQuery }): Promise<KindfulExportListPage> {
  const { db, query } = args;
  const { rows, total } = await listExports(db, { eventYear: query.eventYear, search: query.search || undefined }, query);
  return { ...pagedResult(rows.map(toKindfulExportView), total, query), configured: Boolean(args.config.KINDFUL_API_TOKEN) };
}

interface RequestDeps {
  db: Db;
  jobs: JobQueue;
  config: KindfulConfig;
}

const POLL_MS = 50;

/**
 * Waits (at most KINDFUL_WAIT_MS) for a job to be done, so the admin sees the result at once.
 * A job that failed an attempt is left to its retries and answered as a 502 naming the reason.
 */
async function awaitJob(deps: RequestDeps, queue: string, singletonKey: string): Promise<'done' | 'pending'> {
  deps.jobs.kick();
  const deadline = Date.now() + deps.config.KINDFUL_WAIT_MS;
  for (;;) {
    const job = await findJobState(deps.db, queue, singletonKey);
    if (!job || job.status === 'succeeded') return 'done';
    if (job.status === 'failed') throw new AppError(HTTP.badGateway, KINDFUL_MESSAGES.providerGaveUp(job.lastError ?? 'Kindful refused the request'));
    if (job.status === 'queued' && job.attempts > 0 && job.lastError) {
      throw new AppError(HTTP.badGateway, KINDFUL_MESSAGES.providerFailed(job.lastError));
    }
    if (Date.now() >= deadline) return 'pending';
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function loadRow(db: Db, id: number): Promise<KindfulExportRow> {
  const row = await findExport(db, id);
  if (!row) throw AppError.notFound(KINDFUL_MESSAGES.notFound);
  return row;
}

/**
 * Enqueues the job (one per record and state: the singleton key holds the record's updatedAt, so
 * a double click makes one job and a record that changed since makes a new one), then waits.
 */
async function runThroughQueue(deps: RequestDeps, row: KindfulExportRow, queue: string, payload: Record<string, unknown>, keyExtra = '') {
  const singletonKey = `${row.id}:${row.updatedAt.getTime()}${keyExtra}`;
  await enqueueJob(deps.db, queue, payload, { singletonKey });
  const outcome = await awaitJob(deps, queue, singletonKey);
  return { outcome, row: toKindfulExportView(await loadRow(deps.db, row.id)) };
}

/** PATCH /v1/kindful/{id}: imports the record through the job queue ("kindful-import"). */
export async function requestKindfulImport(deps: RequestDeps & { id: number }) {
  const row = await loadRow(deps.db, deps.id);
  if (!deps.config.KINDFUL_API_TOKEN) throw AppError.conflict(KINDFUL_MESSAGES.notConfigured);
  if (row.imported) return { outcome: 'done' as const, row: toKindfulExportView(row) };
  return runThroughQueue(deps, row, KINDFUL_IMPORT_QUEUE, { exportId: row.id });
}

/**
 * PATCH /v1/kindful/{id}/status/ {kindfulId?}: asks Kindful where the import is ("kindful-status");
 * the record's own Kindful import id unless another is given.
 */
export async function requestKindfulStatus(deps: RequestDeps & { id: number; kindfulId?: string }) {
  const row = await loadRow(deps.db, deps.id);
  if (!deps.config.KINDFUL_API_TOKEN) throw AppError.conflict(KINDFUL_MESSAGES.notConfigured);
  const kindfulId = deps.kindfulId ?? row.jobId ?? row.importResponse?.id;
  if (!kindfulId) throw AppError.conflict(KINDFUL_MESSAGES.noJob);
  return runThroughQueue(deps, row, KINDFUL_STATUS_QUEUE, { exportId: row.id, kindfulId }, `:${kindfulId}`);
}

