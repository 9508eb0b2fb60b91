import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { PermanentJobError, type JobContext, type JobHandler, type JobQueue, type RegisterOptions } from './job-queue.ts';
import {
  claimJobs, extendLease, markJobFailed, markJobRetry, markJobsSucceeded, noteUnknownQueues, pruneSucceededJobs, type ClaimedJob, type JobFence,
} from './job.repo.ts';
import { jobErrorMessage } from './job-error.ts';

export const DEFAULT_LEASE_MS = 60_000;
/** The least time between two claims while jobs are running (backgroundLoop). */
const CLAIM_EVERY_MS = 20;
/** Backoff before retry n (1-based): 10 s, 20 s, 40 s … capped at an hour. */
export const defaultBackoffMs = (attempt: number) => Math.min(2 ** attempt * 5_000, 60 * 60_000);

export interface JobWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Names this process in `locked_by` (default host:pid:random). */
  instanceId?: string;
  /** How often the background worker looks for ready jobs when nobody kicks it (default 1 s). */
  pollMs?: number;
  /** Jobs one process runs at once (default 5). */
  concurrency?: number;
  /** Succeeded jobs are deleted after this many days (default 30). */
  keepSucceededDays?: number;
  /** How often the worker prunes and notes unknown queues (default 10 min). */
  maintenanceMs?: number;
}

export interface JobWorker extends JobQueue {
  /** The queues this process has handlers for. */
  readonly queues: string[];
}

interface Registration {
  handler: JobHandler;
  leaseMs: number;
  backoffMs: (attempt: number) => number;
}

/**
 * The job queue of one process. Jobs are claimed in the database (`FOR UPDATE SKIP LOCKED`, a lease
 * per queue, `locked_by` this instance), so any number of processes can work the same table; only
 * queues this process has a handler for are claimed, so a job of a queue nobody here knows stays
 * queued for an instance that does (noted on the job after a while, for the admin).
 * The background loop runs only after `start()` (main.ts, after listen); tests call `drain()`.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, log } = options;
  const instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const pollMs = options.pollMs ?? 1_000;
  const concurrency = options.concurrency ?? 5;
  const keepSucceededDays = options.keepSucceededDays ?? 30;
  const maintenanceMs = options.maintenanceMs ?? 10 * 60_000;
  const registry = new Map<string, Registration>();
  const inFlight = new Set<Promise<void>>();
  let started = false;
  let stopped = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let lastMaintenance = 0;

  const kick = () => {
    wake?.();
  };

  /**
   * Successes are written in batches: a run that finishes while the previous batch is being
   * written waits for the next one (at most one statement in flight), so a busy queue (a receipt
   * per checkout) writes one statement for many runs and an idle one writes at once.
   */
  let succeeded: { fence: JobFence; result: unknown; done: (err?: unknown) => void }[] = [];
  let writingSuccesses = false;
  function writeSuccesses(): void {
    if (writingSuccesses || succeeded.length === 0) return;
    const batch = succeeded;
    succeeded = [];
    writingSuccesses = true;
    markJobsSucceeded(db, batch).then(
      () => batch.forEach((run) => run.done()),
      (err: unknown) => batch.forEach((run) => run.done(err)),
    ).finally(() => {
      writingSuccesses = false;
      writeSuccesses();
    });
  }
  const markSucceeded = (fence: JobFence, result: unknown) =>
    new Promise<void>((resolve, reject) => {
      succeeded.push({ fence, result, done: (err) => (err === undefined ? resolve() : reject(err instanceof Error ? err : new Error(String(err)))) });
      writeSuccesses();
    });

  const leases = () => Object.fromEntries([...registry].map(([queue, r]) => [queue, r.leaseMs]));

  async function runJob(job: ClaimedJob): Promise<void> {
    const registration = registry.get(job.queue)!;
    const fence = { id: job.id, lockedBy: instanceId, attempts: job.attempts };
    if (job.attempts > job.maxAttempts) {
      // Its last attempt's worker stopped without answering (the lease ran out): no attempt is left.
      await markJobFailed(db, fence, 'The worker stopped during the last attempt (its lease expired).');
      return;
    }
    const context: JobContext = { id: job.id, queue: job.queue, payload: job.payload, attempt: job.attempts, maxAttempts: job.maxAttempts };
    // A long run keeps its lease, so no other instance retakes a job that is still working.
    const heartbeat = setInterval(() => {
      extendLease(db, fence, registration.leaseMs).catch((err: unknown) => log.warn({ jobId: job.id, error: jobErrorMessage(err) }, 'job lease not extended'));
    }, Math.max(1_000, Math.floor(registration.leaseMs / 3)));
    heartbeat.unref();
    try {
      const result = await registration.handler(context);
      await markSucceeded(fence, result === undefined ? null : result);
    } catch (err) {
      const message = jobErrorMessage(err);
      const permanent = err instanceof PermanentJobError;
      if (permanent || job.attempts >= job.maxAttempts) {
        await markJobFailed(db, fence, message);
        log.error({ jobId: job.id, queue: job.queue, attempt: job.attempts, error: message }, 'job failed');
      } else {
        const backoffMs = Math.max(0, registration.backoffMs(job.attempts));
        await markJobRetry(db, fence, message, backoffMs);
        log.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts, retryInMs: backoffMs, error: message }, 'job failed, will retry');
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Runs a claimed job, tracked so close waits for it; never rejects (a database error is logged). */
  function track(job: ClaimedJob): Promise<void> {
    const run = runJob(job)
      .catch((err: unknown) => log.error({ jobId: job.id, queue: job.queue, error: jobErrorMessage(err) }, 'job outcome not recorded'))
      .finally(() => {
        inFlight.delete(run);
        kick();
      });
    inFlight.add(run);
    return run;
  }

  async function claim(limit: number): Promise<ClaimedJob[]> {
    if (registry.size === 0 || limit <= 0) return [];
    return claimJobs(db, { leases: leases(), limit, lockedBy: instanceId });
  }

  async function maintain(): Promise<void> {
    lastMaintenance = Date.now();
    const pruned = await pruneSucceededJobs(db, keepSucceededDays);
    if (pruned) log.info({ pruned }, 'old succeeded jobs pruned');
    await noteUnknownQueues(db, [...registry.keys()], instanceId);
  }

  let lastClaim = 0;
  async function backgroundLoop(): Promise<void> {
    while (!stopped) {
      let claimedAll = false;
      // While jobs run, a claim waits until CLAIM_EVERY_MS after the last one: under load, a
      // finished run frees a slot every millisecond or two and claiming each time was one statement
      // per job (docs/benchmark.md, "Where a checkout's time goes"); now one claim fills the slots
      // freed meanwhile. An idle worker claims at once.
      const sinceClaim = Date.now() - lastClaim;
      const early = inFlight.size > 0 && sinceClaim < CLAIM_EVERY_MS;
      try {
        if (Date.now() - lastMaintenance >= maintenanceMs) await maintain();
        const free = early ? 0 : concurrency - inFlight.size;
        if (free > 0) lastClaim = Date.now();
        const claimed = await claim(free);
        for (const job of claimed) void track(job);
        claimedAll = free > 0 && claimed.length === free;
      } catch (err) {
        log.error({ error: jobErrorMessage(err) }, 'job worker: claiming failed');
      }
      // A full batch means more may be ready; otherwise wait for the poll, a kick or a free slot.
      if (claimedAll && inFlight.size < concurrency) continue;
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, early ? CLAIM_EVERY_MS - sinceClaim : pollMs);
        function done() {
          clearTimeout(timer);
          wake = null;
          resolve();
        }
        wake = done;
      });
    }
  }

  return {
    get queues() {
      return [...registry.keys()];
    },

    get running() {
      return started && !stopped;
    },

    register(queue: string, handler: JobHandler, registerOptions: RegisterOptions = {}) {
      if (registry.has(queue)) throw new Error(`A handler for the job queue "${queue}" is already registered.`);
      registry.set(queue, {
        handler,
        leaseMs: Math.max(1_000, registerOptions.leaseMs ?? DEFAULT_LEASE_MS),
        backoffMs: registerOptions.backoffMs ?? defaultBackoffMs,
      });
      kick();
    },

    kick,

    async drain() {
      let ran = 0;
      for (;;) {
        if (stopped) throw new Error('The job queue has stopped.');
        const claimed = await claim(10);
        if (claimed.length === 0) return ran;
        await Promise.all(claimed.map(track));
        ran += claimed.length;
      }
    },

    start() {
      if (started || stopped) return;
      started = true;
      loop = backgroundLoop();
    },

    async stop() {
      stopped = true;
      kick();
      await loop;
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
