import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Paged, PaymentCreateResponse } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { reconciliationRuns } from '../../db/schema/index.ts';
import { buildCheckout, confirmTestCard, createPayment, recordTransaction } from '../payments/test-support/checkout-fixtures.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import type { PendingSummary, ReconciliationRun } from '@walkfund/domain';
import { HOURS, MINUTES, backdateCheckout, checkoutOf, detailFor, runPass, transactionsFor } from './test-support/reconciliation-fixtures.ts';

describe('payment reconciliation (test-mode processor)', () => {
  let t: TestApp;
  let admin: TestUser;
  let captain: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
    captain = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'captain' });
  });
  afterAll(() => t.close());

  const pass = () => runPass(t, admin.authorization);

  /** A test-mode payment created at checkout (and, when `confirm`, paid with the good card) but never recorded. */
  async function abandonedPayment(options: { donation?: number; team?: number; confirm: boolean }) {
    const payload = buildCheckout({ donation: options.donation ?? 25, team: options.team });
    const created = await createPayment(t, payload);
    expect(created.statusCode).toBe(201);
    const { id, secret } = created.json() as PaymentCreateResponse;
    const ref = { id, secret };
    if (options.confirm) expect((await confirmTestCard(t, ref)).statusCode).toBe(200);
    return { payload, ref, id };
  }

  const teamTotal = async (slug: string) => ((await t.app.inject({ method: 'GET', url: `/v1/teams/by-slug/${slug}` })).json() as { totalRaised: number }).totalRaised;

  it('records a payment confirmed but never recorded (browser closed) once, with the right total; a second pass changes nothing', async () => {
    const team = await buildTeam(t.database.db);
    const paid = await abandonedPayment({ donation: 40, team: team.id, confirm: true });
    await backdateCheckout(t, paid.id, { createdSecondsAgo: 10 * MINUTES });
    expect(await transactionsFor(t, paid.id)).toHaveLength(0);
    const mails = t.mailer.messages.length;

    const first = await pass();
    expect(first).toMatchObject({ trigger: 'admin', processor: 'test', error: null });
    expect(first.finishedAt).not.toBeNull();
    expect(detailFor(first, paid.id)).toMatchObject({ outcome: 'recorded', note: expect.stringMatching(/^Recorded as transaction \d+\.$/) });
    expect(first.recorded).toBeGreaterThanOrEqual(1);
    const [row] = await transactionsFor(t, paid.id);
    expect(row).toMatchObject({ totalChargedCents: 4140, teamId: team.id });
    expect(await teamTotal(team.slug)).toBe(40);
    await t.app.jobs.drain();
    expect(t.mailer.messages.length).toBe(mails + 1);
    const checkout = await checkoutOf(t, paid.id);
    expect(checkout).toMatchObject({ status: 'recorded', transactionId: row!.id });
    expect(checkout.lastCheckedAt).toBeInstanceOf(Date);

    const second = await pass();
    expect(detailFor(second, paid.id)).toBeUndefined();
    expect(await transactionsFor(t, paid.id)).toHaveLength(1);
    expect(await teamTotal(team.slug)).toBe(40);
    await t.app.jobs.drain();
    expect(t.mailer.messages.length).toBe(mails + 1);
    // The browser coming back later gets the reconciler's record.
    const late = await recordTransaction(t, paid.payload, paid.ref);
    expect(late.statusCode).toBe(200);
    expect(late.json().id).toBe(row!.id);
  });

  it('expires a pending checkout older than the expiry; its payment succeeding later is still recorded', async () => {
    const abandoned = await abandonedPayment({ confirm: false });
    await backdateCheckout(t, abandoned.id, { createdSecondsAgo: 25 * HOURS });
    const run = await pass();
    expect(detailFor(run, abandoned.id)).toMatchObject({ outcome: 'expired', note: expect.stringContaining('still recorded if the payment succeeds later') });
    expect(run.expired).toBeGreaterThanOrEqual(1);
    const checkout = await checkoutOf(t, abandoned.id);
    expect(checkout.status).toBe('expired');
    expect(checkout.lastCheckedAt).toBeInstanceOf(Date);
    expect(detailFor(await pass(), abandoned.id)).toBeUndefined();

    // The donor's tab was still open: the card goes through after all, and the browser closes again.
    expect((await confirmTestCard(t, abandoned.ref)).statusCode).toBe(200);
    const late = await pass();
    expect(detailFor(late, abandoned.id)?.outcome).toBe('recorded');
    expect(await transactionsFor(t, abandoned.id)).toHaveLength(1);
  });

  it('does not expire a checkout whose card is confirmed while the processor is being asked', async () => {
    const racing = await abandonedPayment({ confirm: false });
    await backdateCheckout(t, racing.id, { createdSecondsAgo: 25 * HOURS });
    const retrieve = t.app.payments.retrievePayment.bind(t.app.payments);
    const spy = vi.spyOn(t.app.payments, 'retrievePayment').mockImplementation(async (id) => {
      const answer = await retrieve(id);
      // The donor's card goes through just after the processor answered "not paid".
      if (id === racing.id) expect((await confirmTestCard(t, racing.ref)).statusCode).toBe(200);
      return answer;
    });
    try {
      const run = await pass();
      expect(detailFor(run, racing.id)).toMatchObject({ outcome: 'unchanged', note: 'The checkout changed while the processor was asked; the next pass looks again.' });
    } finally {
      spy.mockRestore();
    }
    expect((await checkoutOf(t, racing.id)).status).toBe('succeeded');
    expect(detailFor(await pass(), racing.id)?.outcome).toBe('recorded');
    expect(await transactionsFor(t, racing.id)).toHaveLength(1);
  });

  it('leaves young checkouts alone, and keeps asking about a pending one younger than the expiry', async () => {
    const young = await abandonedPayment({ confirm: true });
    const waiting = await abandonedPayment({ confirm: false });
    await backdateCheckout(t, waiting.id, { createdSecondsAgo: 1 * HOURS });
    const run = await pass();
    expect(detailFor(run, young.id)).toBeUndefined();
    expect(await checkoutOf(t, young.id)).toMatchObject({ status: 'succeeded', lastCheckedAt: null, transactionId: null });
    expect(detailFor(run, waiting.id)).toMatchObject({ outcome: 'unchanged', note: 'Not paid yet.' });
    expect(await checkoutOf(t, waiting.id)).toMatchObject({ status: 'pending', transactionId: null });
    expect(detailFor(await pass(), waiting.id)?.outcome).toBe('unchanged');
  });

  it('two passes at once record a payment once', async () => {
    const paid = await abandonedPayment({ confirm: true });
    await backdateCheckout(t, paid.id, { createdSecondsAgo: 10 * MINUTES });
    // A slow processor keeps the first pass busy while the others arrive.
    const retrieve = t.app.payments.retrievePayment.bind(t.app.payments);
    const slow = vi.spyOn(t.app.payments, 'retrievePayment').mockImplementation(async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return retrieve(id);
    });
    const runs = await Promise.all([pass(), pass(), pass()]).finally(() => slow.mockRestore());
    expect(runs.map((r) => detailFor(r, paid.id)?.outcome).filter((o) => o === 'recorded')).toHaveLength(1);
    expect(await transactionsFor(t, paid.id)).toHaveLength(1);
    // One pass at a time: each started after the previous one finished.
    const sorted = [...runs].sort((a, b) => a.id - b.id);
    for (let i = 1; i < sorted.length; i++) expect(Date.parse(sorted[i]!.startedAt)).toBeGreaterThanOrEqual(Date.parse(sorted[i - 1]!.finishedAt!));
  });

  it('two server instances on one database take turns and record once', async () => {
    const second = await buildApp({ config: t.config, database: t.database, mailer: t.mailer });
    await second.ready();
    const paid = await abandonedPayment({ confirm: true });
    await backdateCheckout(t, paid.id, { createdSecondsAgo: 10 * MINUTES });
    const slowDown = (app: FastifyInstance) => {
      const retrieve = app.payments.retrievePayment.bind(app.payments);
      return vi.spyOn(app.payments, 'retrievePayment').mockImplementation(async (id) => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return retrieve(id);
      });
    };
    const spies = [slowDown(t.app), slowDown(second)];
    try {
      const onSecond = async () => {
        const res = await second.inject({ method: 'POST', url: '/v1/reconciliation/run', headers: { authorization: admin.authorization } });
        expect(res.statusCode).toBe(200);
        return res.json() as ReconciliationRun;
      };
      const runs = await Promise.all([pass(), onSecond(), pass(), onSecond()]);
      expect(runs.map((r) => detailFor(r, paid.id)?.outcome).filter((o) => o === 'recorded')).toHaveLength(1);
      const sorted = [...runs].sort((a, b) => a.id - b.id);
      for (let i = 1; i < sorted.length; i++) expect(Date.parse(sorted[i]!.startedAt)).toBeGreaterThanOrEqual(Date.parse(sorted[i - 1]!.finishedAt!));
    } finally {
      for (const spy of spies) spy.mockRestore();
      await second.close();
    }
    expect(await transactionsFor(t, paid.id)).toHaveLength(1);
  });

  it('the browser and a pass recording at the same moment write one transaction', async () => {
    const paid = await abandonedPayment({ confirm: true });
    await backdateCheckout(t, paid.id, { createdSecondsAgo: 10 * MINUTES });
    const [browser, run, browserAgain] = await Promise.all([
      recordTransaction(t, paid.payload, paid.ref),
      pass(),
      recordTransaction(t, paid.payload, paid.ref),
    ]);
    expect(browser.statusCode < 300 && browserAgain.statusCode < 300).toBe(true);
    expect(browser.json().id).toBe(browserAgain.json().id);
    expect(['recorded', 'already-recorded', undefined]).toContain(detailFor(run, paid.id)?.outcome);
    const created = [browser.statusCode, browserAgain.statusCode].filter((s) => s === 201).length + (detailFor(run, paid.id)?.outcome === 'recorded' ? 1 : 0);
    expect(created).toBe(1);
    expect(await transactionsFor(t, paid.id)).toHaveLength(1);
  });

  it('records a failure to reach the processor in the run and keeps going', async () => {
    const paid = await abandonedPayment({ confirm: true });
    await backdateCheckout(t, paid.id, { createdSecondsAgo: 10 * MINUTES });
    const spy = vi.spyOn(t.app.payments, 'retrievePayment').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:9'));
    try {
      const run = await pass();
      expect(detailFor(run, paid.id)).toMatchObject({ outcome: 'error', note: 'The processor could not be asked: connect ECONNREFUSED 127.0.0.1:9' });
      expect(run.error).toMatch(/^\d+ of \d+ checkouts could not be reconciled; see the details\.$/);
      expect(run.finishedAt).not.toBeNull();
    } finally {
      spy.mockRestore();
    }
    expect(await transactionsFor(t, paid.id)).toHaveLength(0);
    expect(detailFor(await pass(), paid.id)?.outcome).toBe('recorded');
  });

  it('closes a pass a stopped server left unfinished', async () => {
    const [stale] = await t.database.db.insert(reconciliationRuns).values({ trigger: 'schedule', processor: 'test' }).returning();
    await pass();
    const list = (await t.app.inject({ method: 'GET', url: '/v1/reconciliation/?limit=100', headers: { authorization: admin.authorization } })).json() as Paged<ReconciliationRun>;
    const closed = list.results.find((r) => r.id === stale!.id);
    expect(closed).toMatchObject({ error: 'The pass did not finish: the server stopped during it.', checked: 0 });
    expect(closed!.finishedAt).not.toBeNull();
  });

  it('drops empty scheduled passes after a day, and keeps passes that did something, failed or were asked for', async () => {
    const dayAndMore = new Date(Date.now() - 25 * 60 * 60_000);
    const old = { processor: 'test', startedAt: dayAndMore, finishedAt: dayAndMore };
    const [empty] = await t.database.db.insert(reconciliationRuns).values({ ...old, trigger: 'schedule' }).returning();
    const [busy] = await t.database.db.insert(reconciliationRuns).values({ ...old, trigger: 'schedule', checked: 2, recorded: 1 }).returning();
    const [failed] = await t.database.db.insert(reconciliationRuns).values({ ...old, trigger: 'start', error: 'The pass failed: timeout' }).returning();
    const [asked] = await t.database.db.insert(reconciliationRuns).values({ ...old, trigger: 'admin' }).returning();
    const [recent] = await t.database.db.insert(reconciliationRuns).values({ processor: 'test', trigger: 'schedule', finishedAt: new Date() }).returning();
    await pass();
    const ids = (await t.database.db.select({ id: reconciliationRuns.id }).from(reconciliationRuns)).map((r) => r.id);
    expect(ids).not.toContain(empty!.id);
    for (const kept of [busy, failed, asked, recent]) expect(ids).toContain(kept!.id);
  });

  it('GET /v1/reconciliation/pending sums up what waits for the processor', async () => {
    const get = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/reconciliation/pending', headers: { authorization: admin.authorization } });
      expect(res.statusCode).toBe(200);
      return res.json() as PendingSummary;
    };
    await pass();
    const before = await get();
    expect(before).toMatchObject({ processor: 'test', intervalSeconds: 300, minAgeSeconds: 300, expireAfterHours: 24 });
    expect(before.lastRun).toMatchObject({ trigger: 'admin', processor: 'test' });
    const confirmed = await abandonedPayment({ donation: 25, confirm: true });
    const pending = await abandonedPayment({ donation: 30, confirm: false });
    await backdateCheckout(t, pending.id, { createdSecondsAgo: 2 * HOURS });
    const after = await get();
    expect(after.waiting - before.waiting).toBe(2);
    expect(after.due - before.due).toBe(1);
    expect(after.succeeded - before.succeeded).toBe(1);
    expect(Math.round((after.waitingAmount - before.waitingAmount) * 100)).toBe(2588 + 3105);
    expect(Date.parse(after.oldestWaitingAt!)).toBeLessThanOrEqual(Date.now() - 2 * HOURS * 1000 + 5000);
    expect(detailFor(await pass(), confirmed.id)).toBeUndefined();
  });

  it('GET /v1/reconciliation/ pages the runs, newest first', async () => {
    await pass();
    await pass();
    const res = await t.app.inject({ method: 'GET', url: '/v1/reconciliation/?page=1&limit=2', headers: { authorization: admin.authorization } });
    expect(res.statusCode).toBe(200);
    const page = res.json() as Paged<ReconciliationRun>;
    expect(page).toMatchObject({ page: 1, limit: 2 });
    expect(page.results).toHaveLength(2);
    expect(page.totalPages).toBe(Math.ceil(page.totalResults / 2));
    expect(page.results[0]!.id).toBeGreaterThan(page.results[1]!.id);
    expect(Object.keys(page.results[0]!).sort()).toEqual(
      ['id', 'trigger', 'processor', 'startedAt', 'finishedAt', 'checked', 'recorded', 'expired', 'mismatched', 'details', 'error'].sort(),
    );
    const bad = await t.app.inject({ method: 'GET', url: '/v1/reconciliation/?limit=0', headers: { authorization: admin.authorization } });
    expect(bad.statusCode).toBe(400);
  });

  describe('permissions', () => {
    const routes = [
      { method: 'GET' as const, url: '/v1/reconciliation/' },
      { method: 'GET' as const, url: '/v1/reconciliation/?limit=abc' },
      { method: 'GET' as const, url: '/v1/reconciliation/pending' },
      { method: 'POST' as const, url: '/v1/reconciliation/run' },
    ];

    it.each(routes)('$method $url: anonymous 401, captain 403, before any validation', async ({ method, url }) => {
      const body = { headers: { 'content-type': 'application/json' }, payload: '{"not json' };
      const anonymous = await t.app.inject({ method, url, ...(method === 'POST' ? body : {}) });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ code: 401, message: 'Please authenticate' });
      const asCaptain = await t.app.inject({ method, url, headers: { authorization: captain.authorization, ...(method === 'POST' ? body.headers : {}) }, ...(method === 'POST' ? { payload: body.payload } : {}) });
      expect(asCaptain.statusCode).toBe(403);
      expect(asCaptain.json()).toEqual({ code: 403, message: 'Forbidden' });
    });

    it('a refused request runs no pass', async () => {
      const count = async () => (await t.database.db.select().from(reconciliationRuns)).length;
      const before = await count();
      await t.app.inject({ method: 'POST', url: '/v1/reconciliation/run' });
      await t.app.inject({ method: 'POST', url: '/v1/reconciliation/run', headers: { authorization: captain.authorization } });
      expect(await count()).toBe(before);
    });
  });
});
