import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** What GET /metrics reads from the database at scrape time (shared by every instance). */
export interface StoredCounts {
  /** Checkouts by status: pending, succeeded, failed, recorded, expired. */
  checkouts: Record<string, number>;
  /** Jobs waiting for their first run, running, waiting to retry after a failure, failed for good. */
  jobs: { queued: number; running: number; retrying: number; failed: number };
  /** Payment reconciler passes, and the end of the last one (seconds since the epoch; null before the first). */
  reconciler: { runs: number; errors: number; lastFinishedSeconds: number | null };
}

export async function readStoredCounts(db: Db): Promise<StoredCounts> {
  const checkoutRows = await db.execute<{ status: string; n: number | string }>(sql`select status, count(*) as n from checkouts group by status`);
  const jobRows = await db.execute<{ queued: number | string; running: number | string; retrying: number | string; failed: number | string }>(sql`
    select count(*) filter (where status = 'queued' and attempts = 0) as queued,
           count(*) filter (where status = 'running') as running,
           count(*) filter (where status = 'queued' and attempts > 0) as retrying,
           count(*) filter (where status = 'failed') as failed
      from jobs where status in ('queued', 'running', 'failed')`);
  const runRows = await db.execute<{ runs: number | string; errors: number | string; last: number | string | null }>(sql`
    select count(*) as runs, count(*) filter (where error is not null) as errors, extract(epoch from max(finished_at)) as last
      from reconciliation_runs`);
  const jobs = jobRows.rows[0];
  const runs = runRows.rows[0];
  return {
    checkouts: Object.fromEntries(checkoutRows.rows.map((row) => [row.status, Number(row.n)])),
    jobs: { queued: Number(jobs?.queued ?? 0), running: Number(jobs?.running ?? 0), retrying: Number(jobs?.retrying ?? 0), failed: Number(jobs?.failed ?? 0) },
    reconciler: { runs: Number(runs?.runs ?? 0), errors: Number(runs?.errors ?? 0), lastFinishedSeconds: runs?.last === null || runs?.last === undefined ? null : Number(runs.last) },
  };
}
