import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, type JobView, type Paged } from '@walkfund/domain';
import { buildApp } from '../../app.ts';
import { jobs } from '../../db/schema/index.ts';
import { signedInAdmin, signedInCaptain, type Session } from '../../../test/factories.ts';
import { logStatements } from '../../../test/statement-log.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueJob, pendingJobStatement, PermanentJobError } from './job-queue.ts';
import { markJobsSucceeded, pruneSucceededJobs } from './job.repo.ts';

const jobRow = async (t: TestApp, id: number) => (await t.app.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
/** Time passing: a queued job's backoff is over. */
const makeDue = (t: TestApp, id: number) => t.app.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));

describe('the job queue', () => {
  let t: TestApp;
  let admin: Session;
  let captain: Session;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
    captain = (await signedInCaptain(t.app)).session;
  });
  afterAll(() => t.close());

  const listJobs = (query: string, session: Session | null = admin) =>
    t.app.inject({ method: 'GET', url: `/v1/jobs/${query}`, headers: session?.headers ?? {} });
  const retry = (id: number | string, session: Session | null = admin) =>
    t.app.inject({ method: 'POST', url: `/v1/jobs/${id}/retry`, headers: session?.headers ?? {} });

  it('a job enqueued in a transaction that rolls back does not exist', async () => {
    const key = `rolled-back-${Date.now()}`;
    await expect(
      t.app.db.transaction(async (tx) => {
        await enqueueJob(tx, 'never-runs', { transactionId: 1 }, { singletonKey: key });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.app.db.select().from(jobs).where(eq(jobs.singletonKey, key))).toEqual([]);
  });

  it('a singleton key enqueued twice gives one job', async () => {
    const first = await enqueueJob(t.app.db, 'snapshot-once', { day: 1 }, { singletonKey: '2026-05-01' });
    const second = await enqueueJob(t.app.db, 'snapshot-once', { day: 1 }, { singletonKey: '2026-05-01' });
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeNull();
    expect(await t.app.db.select().from(jobs).where(eq(jobs.queue, 'snapshot-once'))).toHaveLength(1);
  });

  it('runs a job once and keeps its result', async () => {
    const seen: unknown[] = [];
    t.app.jobs.register('echo', async (job) => {
      seen.push(job.payload);
      return { doubled: Number(job.payload.n) * 2 };
    });
    const id = (await enqueueJob(t.app.db, 'echo', { n: 21 }))!;
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect(seen).toEqual([{ n: 21 }]);
    expect(await jobRow(t, id)).toMatchObject({ status: 'succeeded', attempts: 1, result: { doubled: 42 }, lockedUntil: null, finishedAt: expect.any(Date) });
  });

  it('retries a failing handler with growing backoff, then fails it after maxAttempts; admins see the masked error and can retry it', async () => {
    let runs = 0;
    t.app.jobs.register('always-fails', async () => {
      runs += 1;
      throw new Error(`Provider said 500 for donor jane.doe@example.com with token=sk_live_abcdef123456 (run ${runs})`);
    });
    const id = (await enqueueJob(t.app.db, 'always-fails', { transactionId: 7 }, { maxAttempts: 3 }))!;

    const backoffs: number[] = [];
    for (const attempt of [1, 2]) {
      await t.app.jobs.drain();
      const row = await jobRow(t, id);
      expect(row).toMatchObject({ status: 'queued', attempts: attempt, lockedUntil: null });
      backoffs.push(row.runAt.getTime() - row.updatedAt.getTime());
      // Not due yet: a drain leaves it alone.
      await t.app.jobs.drain();
      expect((await jobRow(t, id)).attempts).toBe(attempt);
      await makeDue(t, id);
    }
    expect(backoffs[0]).toBeGreaterThan(5_000);
    expect(backoffs[1]).toBeGreaterThan(backoffs[0]!);

    await t.app.jobs.drain();
    const failed = await jobRow(t, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, finishedAt: expect.any(Date) });
    expect(runs).toBe(3);

    const res = await listJobs('?status=failed&queue=always-fails');
    expect(res.statusCode).toBe(200);
    const page = res.json() as Paged<JobView>;
    expect(page).toMatchObject({ totalResults: 1, totalPages: 1 });
    const view = page.results[0]!;
    expect(view).toMatchObject({ id, queue: 'always-fails', status: 'failed', attempts: 3, maxAttempts: 3, refs: { transactionId: 7 } });
    expect(view.lastError).toContain('Provider said 500 for donor');
    expect(view.lastError).toContain('(run 3)');
    expect(res.body).not.toContain('jane.doe@example.com');
    expect(res.body).not.toContain('sk_live_abcdef123456');

    const retried = await retry(id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id, status: 'queued', attempts: 0 });
    expect((await retry(id)).json()).toEqual({ code: 409, message: JOB_MESSAGES.notFailed });
    await t.app.jobs.drain();
    expect(await jobRow(t, id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(runs).toBe(4);
  });

  it('keeps each result when runs that finish together are marked succeeded in one batch', async () => {
    t.app.jobs.register('batch-echo', async (job) => {
      // Finish in a different order than claimed, several at a time.
      await new Promise((resolve) => setTimeout(resolve, (Number(job.payload.n) * 7) % 5));
      return { n: job.payload.n, label: `run ${String(job.payload.n)}` };
    });
    const ids = await Promise.all(Array.from({ length: 25 }, (_, n) => enqueueJob(t.app.db, 'batch-echo', { n })));
    await t.app.jobs.drain();
    const rows = await t.app.db.select().from(jobs).where(inArray(jobs.id, ids.map(Number)));
    expect(rows).toHaveLength(25);
    for (const row of rows) {
      expect(row.status).toBe('succeeded');
      expect(row.finishedAt).not.toBeNull();
      expect(row.result).toEqual({ n: row.payload.n, label: `run ${String(row.payload.n)}` });
    }
  });

  it('a batch of successes leaves alone a run another worker retook meanwhile', async () => {
    const [mine, retaken] = await Promise.all([enqueueJob(t.app.db, 'fenced', {}), enqueueJob(t.app.db, 'fenced', {})]);
    await t.app.db.update(jobs).set({ status: 'running', lockedBy: 'worker-a', attempts: 1 }).where(eq(jobs.id, mine!));
    // Its lease ran out and worker b took it for a second attempt.
    await t.app.db.update(jobs).set({ status: 'running', lockedBy: 'worker-b', attempts: 2 }).where(eq(jobs.id, retaken!));
    await markJobsSucceeded(t.app.db, [
      { fence: { id: mine!, lockedBy: 'worker-a', attempts: 1 }, result: { ok: 1 } },
      { fence: { id: retaken!, lockedBy: 'worker-a', attempts: 1 }, result: { ok: 2 } },
    ]);
    expect(await jobRow(t, mine!)).toMatchObject({ status: 'succeeded', result: { ok: 1 }, lockedUntil: null });
    expect(await jobRow(t, retaken!)).toMatchObject({ status: 'running', lockedBy: 'worker-b', attempts: 2, result: null });
  });

  it('fails a job at once on a PermanentJobError', async () => {
    t.app.jobs.register('permanent', async () => {
      throw new PermanentJobError('The transaction no longer exists.');
    });
    const id = (await enqueueJob(t.app.db, 'permanent', {}))!;
    await t.app.jobs.drain();
    expect(await jobRow(t, id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'The transaction no longer exists.' });
  });

  it('leaves a job of a queue no handler here knows queued, for an instance that knows it', async () => {
    const id = (await enqueueJob(t.app.db, 'unknown-elsewhere', { teamId: 3 }))!;
    await t.app.jobs.drain();
    expect(await jobRow(t, id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('retakes a job whose lease expired (its worker died), but not one still leased', async () => {
    const ran: number[] = [];
    t.app.jobs.register('lease-test', async (job) => {
      ran.push(job.id);
    });
    const expired = (await enqueueJob(t.app.db, 'lease-test', {}))!;
    const leased = (await enqueueJob(t.app.db, 'lease-test', {}))!;
    await t.app.db.update(jobs).set({ status: 'running', attempts: 1, lockedBy: 'crashed-instance', lockedUntil: sql`now() - interval '1 minute'` }).where(eq(jobs.id, expired));
    await t.app.db.update(jobs).set({ status: 'running', attempts: 1, lockedBy: 'busy-instance', lockedUntil: sql`now() + interval '1 minute'` }).where(eq(jobs.id, leased));
    await t.app.jobs.drain();
    expect(ran).toEqual([expired]);
    expect(await jobRow(t, expired)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect((await jobRow(t, expired)).lockedBy).not.toBe('crashed-instance');
    expect(await jobRow(t, leased)).toMatchObject({ status: 'running', lockedBy: 'busy-instance' });
    // The busy instance finishing later is not overwritten by anyone.
    await t.app.db.delete(jobs).where(eq(jobs.id, leased));
  });

  it('prunes succeeded jobs after 30 days and keeps the rest', async () => {
    const old = (await enqueueJob(t.app.db, 'prune-test', {}))!;
    const recent = (await enqueueJob(t.app.db, 'prune-test', {}))!;
    const oldFailed = (await enqueueJob(t.app.db, 'prune-test', {}))!;
    await t.app.db.update(jobs).set({ status: 'succeeded', finishedAt: sql`now() - interval '31 days'` }).where(eq(jobs.id, old));
    await t.app.db.update(jobs).set({ status: 'succeeded', finishedAt: sql`now() - interval '1 day'` }).where(eq(jobs.id, recent));
    await t.app.db.update(jobs).set({ status: 'failed', finishedAt: sql`now() - interval '60 days'` }).where(eq(jobs.id, oldFailed));
    expect(await pruneSucceededJobs(t.app.db, 30)).toBe(1);
    expect((await t.app.db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, [old, recent, oldFailed]))).map((r) => r.id).sort()).toEqual([recent, oldFailed].sort());
  });

  it('a pending job is made once while it waits, freed when claimed, and not claimed under an uncommitted change', async () => {
    const runs: number[] = [];
    t.app.jobs.register('pending-work', async (job) => void runs.push(job.id));
    const pending = (db: DbOrTx) => db.execute(pendingJobStatement('pending-work', { personId: 7 }, 'walker:7'));
    const waiting = async () => (await t.app.db.select().from(jobs).where(eq(jobs.queue, 'pending-work'))).filter((row) => row.status === 'queued');

    const version = async () => (await t.app.db.execute<{ version: string }>(sql`select xmin::text as version from jobs where queue = 'pending-work' and status = 'queued'`)).rows;
    await pending(t.app.db);
    const made = await version();
    await pending(t.app.db);
    expect(await waiting()).toHaveLength(1);
    // The second change locked the waiting row without writing a new version of it (nor its index entries).
    expect(await version()).toEqual(made);
    expect(await t.app.jobs.drain()).toBe(1);
    // Claimed: its key is free, so the next change makes the next run.
    await pending(t.app.db);
    expect(await waiting()).toHaveLength(1);

    if (t.database.kind === 'postgres') {
      // A change that found the job waiting holds it until it commits: the worker skips it meanwhile
      // (PGlite is one connection: a claim cannot run inside another's transaction there).
      let commit!: () => void;
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let found!: () => void;
      const foundIt = new Promise<void>((resolve) => (found = resolve));
      const change = t.app.db.transaction(async (tx) => {
        await pending(tx);
        found();
        await committed;
      });
      await foundIt;
      expect(await t.app.jobs.drain()).toBe(0);
      commit();
      await change;
    }
    expect(await t.app.jobs.drain()).toBe(1);
    expect(runs).toHaveLength(2);
  });

  it('a busy worker fills its freed slots with one claim, not one claim per finished job', async () => {
    const app = await buildApp({ config: t.config, database: t.database, mailer: t.mailer });
    let ran = 0;
    app.jobs.register('quick-work', async () => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      ran += 1;
    });
    await app.ready();
    try {
      await t.app.db.transaction(async (tx) => {
        for (let i = 0; i < 60; i++) await enqueueJob(tx, 'quick-work', { n: i });
      });
      const { statements } = await logStatements(t.database, async () => {
        app.jobs.start();
        while (ran < 60) await new Promise((resolve) => setTimeout(resolve, 5));
      });
      const claims = statements.filter((text) => /status = 'running', attempts = attempts \+ 1/.test(text));
      // Five slots: claiming on every finished job took 61 claims for these 60 jobs.
      expect(claims.length).toBeLessThanOrEqual(25);
    } finally {
      await app.close();
    }
  });

  it('two instances draining the same 50 jobs at once run each exactly once', async () => {
    const runs = new Map<number, string[]>();
    const instance = async (name: string): Promise<FastifyInstance> => {
      const app = await buildApp({ config: t.config, database: t.database, mailer: t.mailer });
      app.jobs.register('shared-work', async (job) => {
        // A database round trip inside the handler lets the other instance claim meanwhile.
        await app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, job.id));
        runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
      });
      await app.ready();
      return app;
    };
    const [one, two] = await Promise.all([instance('one'), instance('two')]);
    try {
      const ids: number[] = [];
      await t.app.db.transaction(async (tx) => {
        for (let i = 0; i < 50; i++) ids.push((await enqueueJob(tx, 'shared-work', { n: i }))!);
      });
      const [ranOne, ranTwo] = await Promise.all([one.jobs.drain(), two.jobs.drain()]);
      expect(ranOne + ranTwo).toBe(50);
      expect([...runs.keys()].sort((a, b) => a - b)).toEqual(ids);
      for (const names of runs.values()) expect(names).toHaveLength(1);
      const rows = await t.app.db.select().from(jobs).where(eq(jobs.queue, 'shared-work'));
      expect(rows.every((row) => row.status === 'succeeded' && row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  describe('GET /v1/jobs/ and POST /v1/jobs/{id}/retry', () => {
    it('are for admins only: 401 anonymous, 403 captain', async () => {
      expect((await listJobs('', null)).statusCode).toBe(401);
      expect((await listJobs('', captain)).statusCode).toBe(403);
      expect((await retry(1, null)).statusCode).toBe(401);
      expect((await retry(1, captain)).statusCode).toBe(403);
    });

    it('refuses unknown filters and bad values with 400', async () => {
      for (const query of ['?state=failed', '?status=broken', '?limit=0', '?queue=' + 'x'.repeat(65), '?queue=Bad Name']) {
        const res = await listJobs(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ code: 400 });
      }
    });

    it('lists failed jobs first and pages', async () => {
      const res = await listJobs('?limit=2&page=1');
      expect(res.statusCode).toBe(200);
      const page = res.json() as Paged<JobView>;
      expect(page.results).toHaveLength(2);
      expect(page.totalPages).toBe(Math.ceil(page.totalResults / 2));
      const failedTotal = (await listJobs('?status=failed')).json().totalResults as number;
      expect(failedTotal).toBeGreaterThan(0);
      expect(page.results[0]!.status).toBe('failed');
      for (const job of page.results) expect(Object.keys(job)).not.toContain('payload');
    });

    it('answers 404 for an unknown job and 409 for one that has not failed', async () => {
      expect((await retry(2_147_483_647)).json()).toEqual({ code: 404, message: JOB_MESSAGES.notFound });
      expect((await retry('abc')).statusCode).toBe(404);
      const id = (await enqueueJob(t.app.db, 'unknown-elsewhere', {}))!;
      expect((await retry(id)).statusCode).toBe(409);
    });
  });
});
