import type { JobStatus, JobView } from '@walkfund/domain';
import type { JobRow } from './job.repo.ts';

/**
 * Payloads hold ids only; even so an answer shows only their whole-number values (the ids a job
 * is about), so nothing else a producer might put there can reach an API answer.
 */
function refsOf(payload: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(Object.entries(payload ?? {}).filter(([, v]) => typeof v === 'number' && Number.isSafeInteger(v))) as Record<string, number>;
}

export function toJobView(row: JobRow): JobView {
  return {
    id: row.id,
    queue: row.queue,
    status: row.status as JobStatus,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    lastError: row.lastError,
    refs: refsOf(row.payload),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}
