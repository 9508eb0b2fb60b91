import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MatchView } from '@walkfund/domain';
import { UNLIMITED } from '../../../test/route-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { matches } from '../../db/schema/index.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { paidTransaction } from '../transactions/test-support/transaction-fixtures.ts';

const DAY = 86_400_000;

/**
 * The running sponsor matches every recording asks about live in each instance's memory
 * (running-matches.ts): two instances on one database (PostgreSQL in the api-postgres project, each
 * with its own pool and LISTEN connection), a match created, changed or ended on one is matched,
 * or no longer, by gifts recorded on the other as soon as its NOTIFY arrives.
 */
describe('running matches kept in memory, on two instances', () => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let onB: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp(UNLIMITED);
    a = t.app;
    b = await buildApp({ config: t.config, database: t.database, mailer: t.mailer });
    await b.ready();
    onB = { ...t, app: b };
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
    // Only this file's matches run (the template database has none, but say so).
    await t.database.db.update(matches).set({ startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - 1000) });
  });
  afterAll(async () => {
    await b.close();
    await t.close();
  });

  const matchedCents = (view: { lineItems: { type: string; amount: number }[] }) =>
    view.lineItems.filter((line) => line.type === 'match').reduce((sum, line) => sum + Math.round(line.amount * 100), 0);

  async function onA(method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>): Promise<MatchView> {
    const res = await a.inject({ method, url, headers: { authorization: admin.authorization }, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as MatchView;
  }

  it("matches a gift on one instance by a match created on the other, follows its change, and stops at its end", async () => {
    const team = await buildTeam(t.database.db);
    // B reads its copy (no match runs) with this gift and keeps it.
    expect(matchedCents(await paidTransaction(onB, { donation: 20, team: team.id }))).toBe(0);
    expect(b.runningMatches.held).toBe(true);

    const match = { sponsorName: 'Acme', ratio: 1, cap: 100, minGift: 0, scope: 'team', teamId: team.id, startsAt: new Date(Date.now() - DAY).toISOString(), endsAt: new Date(Date.now() + DAY).toISOString() };
    const created = await onA('POST', '/v1/matches', match);
    // A's own copy is dropped before it answers; B's when A's NOTIFY arrives.
    expect(a.runningMatches.held).toBe(false);
    await vi.waitFor(() => expect(b.runningMatches.held).toBe(false), { timeout: 1000, interval: 5 });
    expect(matchedCents(await paidTransaction(onB, { donation: 20, team: team.id }))).toBe(2000);

    // Doubled on A: B matches at the new ratio.
    await onA('PUT', `/v1/matches/${created.id}`, { ...match, ratio: 2 });
    await vi.waitFor(() => expect(b.runningMatches.held).toBe(false), { timeout: 1000, interval: 5 });
    expect(matchedCents(await paidTransaction(onB, { donation: 20, team: team.id }))).toBe(4000);

    await onA('POST', `/v1/matches/${created.id}/end`);
    await vi.waitFor(() => expect(b.runningMatches.held).toBe(false), { timeout: 1000, interval: 5 });
    expect(matchedCents(await paidTransaction(onB, { donation: 20, team: team.id }))).toBe(0);
  });
});
