import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { JobListQuery, JobStatus } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { PENDING_KEY_PREFIX } from './job-queue.ts';

export type JobRow = typeof jobs.$inferSelect;

export interface ClaimedJob {
  id: number;
  queue: string;
  payload: Record<string, unknown>;
  /** Including this run. */
  attempts: number;
  maxAttempts: number;
}

/** The run a worker holds: its outcome is written only while the job is still this run's. */
export interface JobFence {
  id: number;
  lockedBy: string;
  attempts: number;
}

const inList = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
/** The values as one text[] parameter (an array literal, each element quoted), not one parameter each. */
const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::text[]`;
const msFromNow = (ms: number | SQL) => sql`(now() + (${ms}::double precision * interval '1 millisecond'))`;

/**
 * Claims up to `limit` ready jobs of the given queues for `lockedBy`: queued ones whose time has
 * come, and running ones whose lease ran out (their worker died). `FOR UPDATE SKIP LOCKED` lets
 * concurrent workers claim disjoint jobs without waiting for each other; one statement, so it
 * needs no explicit transaction and works the same on PGlite's single connection.
 */
export async function claimJobs(db: DbOrTx, args: { leases: Record<string, number>; limit: number; lockedBy: string }): Promise<ClaimedJob[]> {
  const queues = Object.keys(args.leases);
  if (queues.length === 0) return [];
  // The queues and their leases as two array parameters, not two per queue: the worker claims
  // about once per checkout under load, and binding some seventy parameters cost the database
  // more than running the claim (docs/benchmark.md, "Where a checkout's time goes").
  const names = textArray(queues);
  const leases = sql`${`{${queues.map((q) => args.leases[q]!).join(',')}}`}::double precision[]`;
  const lease = sql`(${leases})[array_position(${names}, queue)]`;
  const result = await db.execute<{ id: number; queue: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>(sql`
    update jobs
       set status = 'running', attempts = attempts + 1, locked_by = ${args.lockedBy},
           locked_until = ${msFromNow(lease)}, updated_at = now(),
           -- A key that holds only while the job waits (job-queue.ts, pendingJobStatement) is freed.
           singleton_key = case when starts_with(singleton_key, ${PENDING_KEY_PREFIX}) then null else singleton_key end
     where id in (
       select id from jobs
        where queue = any(${names})
          and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
        order by run_at, id
        limit ${args.limit}
        for update skip locked)
    returning id, queue, payload, attempts, max_attempts`);
  return result.rows
    .map((r) => ({ id: Number(r.id), queue: r.queue, payload: r.payload ?? {}, attempts: Number(r.attempts), maxAttempts: Number(r.max_attempts) }))
    .sort((a, b) => a.id - b.id);
}

/** The job is still this run's: running, locked by the same worker, on the same attempt (values, or columns of a batch). */
const held = (fence: { id: number | SQL; lockedBy: string | SQL; attempts: number | SQL }) =>
  and(eq(jobs.id, fence.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, fence.lockedBy), eq(jobs.attempts, fence.attempts));

export async function extendLease(db: DbOrTx, fence: JobFence, leaseMs: number): Promise<void> {
  await db.update(jobs).set({ lockedUntil: msFromNow(leaseMs), updatedAt: sql`now()` }).where(held(fence));
}

/**
 * Marks runs succeeded, each with its result, in one statement (the worker batches the runs that
 * finish while its previous batch is being written). A run no longer held (its lease ran out and
 * another worker retook it) is left alone.
 */
export async function markJobsSucceeded(db: DbOrTx, runs: { fence: JobFence; result: unknown }[]): Promise<void> {
  if (runs.length === 0) return;
  const rows = runs.map(({ fence, result }) => ({ id: fence.id, locked_by: fence.lockedBy, attempts: fence.attempts, result: result ?? null }));
  await db.execute(sql`
    update ${jobs}
       set status = 'succeeded', result = r.result, locked_until = null, finished_at = now(), updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id integer, locked_by text, attempts integer, result jsonb)
     where ${held({ id: sql`r.id`, lockedBy: sql`r.locked_by`, attempts: sql`r.attempts` })}`);
}

export async function markJobRetry(db: DbOrTx, fence: JobFence, lastError: string, backoffMs: number): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'queued', lastError, runAt: msFromNow(backoffMs), lockedUntil: null, updatedAt: sql`now()` })
    .where(held(fence));
}

export async function markJobFailed(db: DbOrTx, fence: JobFence, lastError: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'failed', lastError, lockedUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(held(fence));
}

/** Deletes succeeded jobs finished more than `days` ago; answers how many. */
export async function pruneSucceededJobs(db: DbOrTx, days: number): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'succeeded'), sql`${jobs.finishedAt} < now() - (${days}::double precision * interval '1 day')`))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Ready jobs of queues no handler here knows, waiting over a minute with no error yet, get a note
 * an admin can read (another instance may still know the queue: they stay queued).
 */
export async function noteUnknownQueues(db: DbOrTx, knownQueues: string[], instanceId: string): Promise<void> {
  const unknown = knownQueues.length ? sql`${jobs.queue} not in (${inList(knownQueues)})` : sql`true`;
  await db
    .update(jobs)
    .set({ lastError: sql`'No handler for the queue "' || ${jobs.queue} || '" on instance ' || ${instanceId.split(':').slice(0, 2).join(':')} || '; waiting for one that has it.'` })
    .where(and(eq(jobs.status, 'queued'), sql`${jobs.runAt} < now() - interval '1 minute'`, sql`${jobs.lastError} is null`, unknown));
}

/** Failed jobs first (they need an admin), then the most recently changed. */
export async function listJobs(db: DbOrTx, query: JobListQuery): Promise<{ rows: JobRow[]; total: number }> {
  const where = and(query.status ? eq(jobs.status, query.status) : undefined, query.queue ? eq(jobs.queue, query.queue) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(sql`case when ${jobs.status} = 'failed' then 0 else 1 end`, desc(jobs.updatedAt), desc(jobs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findJob(db: DbOrTx, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

/**
 * A failed job queued again now with a fresh set of attempts (its last error kept until the next
 * run). Answers the row, or null when it is not failed (any more).
 */
export async function requeueFailedJob(db: DbOrTx, id: number): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null, lockedUntil: null, lockedBy: null, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed' satisfies JobStatus)))
    .returning();
  return row ?? null;
}
