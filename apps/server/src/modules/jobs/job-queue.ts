import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

/**
 * The public surface of the durable job queue (docs/decisions/0003-job-queue.md).
 *
 * - Producers call `enqueueJob(tx, queue, payload)` inside the transaction of the change that
 *   causes the work, so the job exists exactly when the change does.
 * - Modules register a handler per queue with `app.jobs.register(queue, handler, options)`.
 * - The worker (job-worker.ts) claims ready jobs with `FOR UPDATE SKIP LOCKED` under a lease,
 *   retries a failed handler with exponential backoff, and marks a job `failed` after
 *   `maxAttempts`; admins see failed jobs with their last error.
 */
export interface EnqueueOptions {
  /** With the queue, unique: enqueueing the same key again keeps the first job (answers null). */
  singletonKey?: string;
  /** Not before this time (a scheduled run). */
  runAt?: Date;
  /** Attempts before the job is marked failed (default 8). */
  maxAttempts?: number;
}

/** Enqueues a job in the given transaction (or handle). Answers the job id, or null for a singleton already queued. */
export async function enqueueJob(db: DbOrTx, queue: string, payload: Record<string, unknown> = {}, options: EnqueueOptions = {}): Promise<number | null> {
  const rows = await db
    .insert(jobs)
    .values({
      queue,
      payload,
      singletonKey: options.singletonKey ?? null,
      runAt: options.runAt ?? sql`now()`,
      // Absent: the column's default (8, db/schema/system.ts), as for insertAndEnqueue's jobs.
      maxAttempts: options.maxAttempts,
    })
    .onConflictDoNothing({ target: [jobs.queue, jobs.singletonKey] })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/**
 * Runs `insert` (an INSERT returning `id`) and enqueues a `queue` job whose payload is
 * `{[payloadKey]: that id}`, in one statement (one round trip in the caller's transaction; the
 * receipt of every checkout goes this way). Answers the inserted id.
 */
export async function insertAndEnqueue(db: DbOrTx, insert: SQLWrapper, queue: string, payloadKey: string): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    with inserted as (${insert.getSQL()})
    insert into jobs (queue, payload)
    select ${queue}, jsonb_build_object(${payloadKey}::text, inserted.id) from inserted
    returning (payload ->> ${payloadKey}::text)::integer as id`);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error(`The insert for the ${queue} job returned no id.`);
  return Number(id);
}

/**
 * insertAndEnqueue as two statements for a recording's last statement (events/payment-events.ts,
 * addToLastStatement): `insert` named `name`, and the job `${name}_job` made from the id it
 * returns. One round trip fewer than running them on their own.
 */
export function insertAndEnqueueStatements(name: string, insert: SQLWrapper, queue: string, payloadKey: string): Record<string, SQL> {
  return {
    [name]: insert.getSQL(),
    [`${name}_job`]: sql`insert into jobs (queue, payload) select ${queue}, jsonb_build_object(${payloadKey}::text, r.id) from ${sql.identifier(name)} r returning id`,
  };
}

/** The prefix of a key that holds only while its job waits (pendingJobStatement): the claim clears it (job.repo.ts). */
export const PENDING_KEY_PREFIX = 'pending:';

/**
 * A job that one waiting run covers, as a statement for a recording's last statement: while a job of
 * `queue` with `key` waits, no second one is made; the claim frees the key, so a change after the
 * run starts makes the next one. The waiting job's row is locked until the caller commits, and the
 * worker skips locked rows, so the run starts after every change that found it waiting and sees
 * them all. For work that reads the latest state whatever triggered it (a walker's coaching check
 * after a burst of gifts: docs/features/coaching.md).
 *
 * `do update ... where false` locks the waiting row and changes nothing (PostgreSQL's INSERT: "all
 * rows will be locked when the ON CONFLICT DO UPDATE action is taken"): an update would write a new
 * version of it and an entry in each of the jobs' five indexes for every gift, and the key's
 * lookup would step over them all until a vacuum. Returns the id of a job it made, none otherwise.
 */
export function pendingJobStatement(queue: string, payload: Record<string, unknown>, key: string): SQL {
  return sql`
    insert into jobs (queue, payload, singleton_key) values (${queue}, ${JSON.stringify(payload)}::jsonb, ${PENDING_KEY_PREFIX + key})
    on conflict (queue, singleton_key) do update set updated_at = now() where false
    returning id`;
}

/** enqueueJob (no singleton key, ready now) as a statement for a recording's last statement (events/payment-events.ts, addToLastStatement). */
export function jobInsertStatement(queue: string, payload: Record<string, unknown>): SQL {
  return sql`insert into jobs (queue, payload) values (${queue}, ${JSON.stringify(payload)}::jsonb) returning id`;
}

export interface JobContext {
  id: number;
  queue: string;
  payload: Record<string, unknown>;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

/**
 * Does the work. Resolve (optionally with a JSON result, stored on the job) on success; throw to
 * retry with backoff. Throw a `PermanentJobError` to fail at once without retrying.
 */
export type JobHandler = (job: JobContext) => Promise<unknown>;

export interface RegisterOptions {
  /** How long one run may hold the job before another worker may retake it (default 60 s). */
  leaseMs?: number;
  /** Backoff before retry n (1-based): default min(2^n × 5 s, 1 h). */
  backoffMs?: (attempt: number) => number;
}

export class PermanentJobError extends Error {}

export interface JobQueue {
  register(queue: string, handler: JobHandler, options?: RegisterOptions): void;
  /** Wakes the worker now (after a commit that enqueued work), instead of at its next poll. */
  kick(): void;
  /**
   * Runs every job that is ready now, and those they enqueue, until none is ready (tests and
   * scripts; the background worker does the same on its own). Answers how many ran.
   */
  drain(): Promise<number>;
  /** Starts the background worker (main.ts, once the server listens); API tests call `drain()` instead. */
  start(): void;
  /** True once start() ran and until stop(): the background worker claims jobs (GET /health/ready). */
  readonly running: boolean;
  /** Stops claiming and waits for the handlers under way (the app's close does it). */
  stop(): Promise<void>;
}
