import { KINDFUL_MESSAGES } from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { KindfulError, type KindfulClient } from '../../integrations/kindful/kindful-client.ts';
import { PermanentJobError, type JobContext, type JobQueue } from '../jobs/job-queue.ts';
import { findExport, findExportForImport, touchExport, updateExport } from './kindful.repo.ts';
import { KINDFUL_IMPORT_QUEUE, KINDFUL_STATUS_QUEUE, buildImportRequest } from './kindful.service.ts';

/** Kindful's statuses (customer/reference/import_status_job_id) that end an import without data. */
const FAILED_STATUSES = new Set(['load_failed', 'failed', 'setup_failed', 'error']);

export interface KindfulJobDeps {
  db: Db;
  /** Null when no token is configured. */
  client: KindfulClient | null;
}

function positiveId(value: unknown): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new PermanentJobError('The job names no Kindful record.');
  return id;
}

/**
 * A failed call: a refusal (4xx) will not change on retry, and a last attempt gives up; both move
 * the record's updatedAt so the admin's next click makes a new job. Anything else retries.
 */
async function failed(db: Db, exportId: number, job: JobContext, err: unknown): Promise<never> {
  const permanent = err instanceof KindfulError && err.permanent;
  if (permanent || job.attempt >= job.maxAttempts) await touchExport(db, exportId);
  throw permanent ? new PermanentJobError((err as Error).message) : err;
}

/** "kindful-import" {exportId}: sends the record; Kindful's {id, status} become its jobId and importResponse. */
export async function runKindfulImport(deps: KindfulJobDeps, job: JobContext) {
  const exportId = positiveId(job.payload.exportId);
  if (!deps.client) throw new PermanentJobError(KINDFUL_MESSAGES.notConfigured);
  const found = await findExportForImport(deps.db, exportId);
  if (!found) throw new PermanentJobError(KINDFUL_MESSAGES.notFound);
  if (found.row.imported) return { skipped: 'already imported' };
  let answer;
  try {
    answer = await deps.client.createImport(buildImportRequest(found.row, found.transactionTime));
  } catch (err) {
    return failed(deps.db, exportId, job, err);
  }
  await updateExport(deps.db, exportId, { imported: true, jobId: answer.id, importResponse: { id: answer.id, status: answer.status } });
  return { kindfulId: answer.id, status: answer.status };
}

/**
 * "kindful-status" {exportId, kindfulId}: Kindful's status of the import becomes the record's
 * importResponse.status; Complete marks it imported, a failed import offers Import again.
 */
export async function runKindfulStatus(deps: KindfulJobDeps, job: JobContext) {
  const exportId = positiveId(job.payload.exportId);
  const kindfulId = typeof job.payload.kindfulId === 'string' ? job.payload.kindfulId : '';
  if (!kindfulId) throw new PermanentJobError(KINDFUL_MESSAGES.noJob);
  if (!deps.client) throw new PermanentJobError(KINDFUL_MESSAGES.notConfigured);
  const row = await findExport(deps.db, exportId);
  if (!row) throw new PermanentJobError(KINDFUL_MESSAGES.notFound);
  let answer;
  try {
    answer = await deps.client.importStatus(kindfulId);
  } catch (err) {
    return failed(deps.db, exportId, job, err);
  }
  const state = answer.status.toLowerCase();
  const imported = state === 'complete' ? true : FAILED_STATUSES.has(state) ? false : row.imported;
  await updateExport(deps.db, exportId, { imported, jobId: row.jobId ?? kindfulId, importResponse: { id: kindfulId, status: answer.status } });
  return { kindfulId, status: answer.status };
}

/** Registers both handlers on the app's job queue. */
export function registerKindfulJobs(jobs: JobQueue, deps: KindfulJobDeps): void {
  jobs.register(KINDFUL_IMPORT_QUEUE, (job) => runKindfulImport(deps, job));
  jobs.register(KINDFUL_STATUS_QUEUE, (job) => runKindfulStatus(deps, job));
}
