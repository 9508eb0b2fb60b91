import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerMatchRow, MatchReportRow, MatchView, PublicMatch, ReceiptView, TransactionView } from '@walkfund/domain';
import { UNLIMITED } from '../../../test/route-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { lineItems, matches } from '../../db/schema/index.ts';
import { checkTotals } from '../../scripts/totals-check.ts';
import { buildCheckout } from '../payments/test-support/checkout-fixtures.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { creditedCheckout, raisedCents, teamWithFundraiser } from '../transactions/test-support/fundraiser-fixtures.ts';
import { paidTransaction, teamTotalCents } from '../transactions/test-support/transaction-fixtures.ts';

const DAY = 86_400_000;
const running = () => ({ startsAt: new Date(Date.now() - DAY).toISOString(), endsAt: new Date(Date.now() + 7 * DAY).toISOString() });

describe('sponsor matches (docs/features/sponsor-matches.md)', () => {
  let t: TestApp;
  let admin: TestUser;
  let captain: TestUser;
  beforeAll(async () => {
    // 200 donors from one address in the last test: no request limit gets in the way.
    t = await createTestApp(UNLIMITED);
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
    captain = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'captain', teamId: (await buildTeam(t.database.db)).id });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function createMatch(input: Record<string, unknown>): Promise<MatchView> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/matches',
      headers: { authorization: admin.authorization },
      payload: { sponsorName: 'Acme', ratio: 1, cap: 5000, scope: 'event', ...running(), ...input },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as MatchView;
  }
  /** Ends every match still running, so each test sees only its own. */
  async function endAll() {
    await db().update(matches).set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - 2 * DAY) });
  }
  const matchLines = async (transactionId: number) => (await db().select().from(lineItems).where(eq(lineItems.transactionId, transactionId))).filter((l) => l.type === 'match');
  const remainingOf = async (id: number) => (await db().select({ cents: matches.remainingCents }).from(matches).where(eq(matches.id, id)))[0]!.cents;

  it('only an admin manages matches: anonymous 401, a captain 403, both before the body is read', async () => {
    for (const [method, url] of [['GET', '/v1/matches'], ['POST', '/v1/matches'], ['PUT', '/v1/matches/1'], ['POST', '/v1/matches/1/end'], ['GET', '/v1/reports/matches'], ['GET', '/v1/reports/employer-matches']] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'GET' ? undefined : { nonsense: true } })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, headers: { authorization: captain.authorization }, payload: method === 'GET' ? undefined : { nonsense: true } })).statusCode).toBe(403);
    }
  });

  it('creates, lists, changes and ends a match; refuses a bad one with the rule', async () => {
    await endAll();
    const team = await buildTeam(db());
    const created = await createMatch({ sponsorName: ' Acme Corp ', cap: 500, minGift: 10, scope: 'team', teamId: team.id });
    expect(created).toMatchObject({ sponsorName: 'Acme Corp', cap: 500, remaining: 500, matched: 0, minGift: 10, scope: 'team', team: { id: team.id }, status: 'running', gifts: 0 });

    const list = await t.app.inject({ method: 'GET', url: '/v1/matches', headers: { authorization: admin.authorization } });
    expect((list.json() as MatchView[]).map((m) => m.id)).toContain(created.id);

    const bad = await t.app.inject({ method: 'POST', url: '/v1/matches', headers: { authorization: admin.authorization }, payload: { sponsorName: 'X', ratio: 9, cap: 0, scope: 'city', ...running() } });
    expect(bad.statusCode).toBe(400);
    const noTeam = await t.app.inject({ method: 'POST', url: '/v1/matches', headers: { authorization: admin.authorization }, payload: { sponsorName: 'X', ratio: 1, cap: 10, scope: 'team', teamId: 2_147_483_647, ...running() } });
    expect(noTeam.json()).toMatchObject({ code: 400, message: 'That team does not exist.' });
    expect((await t.app.inject({ method: 'GET', url: '/v1/matches/2147483647', headers: { authorization: admin.authorization } })).statusCode).toBe(404);

    await paidTransaction(t, { donation: 100, team: team.id });
    const lower = await t.app.inject({
      method: 'PUT', url: `/v1/matches/${created.id}`, headers: { authorization: admin.authorization },
      payload: { sponsorName: 'Acme Corp', ratio: 1, cap: 50, scope: 'team', teamId: team.id, ...running() },
    });
    expect(lower.json()).toMatchObject({ code: 400, message: 'The cap cannot be less than what is matched already ($100.00).' });
    const raised = await t.app.inject({
      method: 'PUT', url: `/v1/matches/${created.id}`, headers: { authorization: admin.authorization },
      payload: { sponsorName: 'Acme Corp', ratio: 2, cap: 1000, scope: 'team', teamId: team.id, ...running() },
    });
    expect(raised.json()).toMatchObject({ cap: 1000, matched: 100, remaining: 900, ratio: 2, gifts: 1 });

    const ended = await t.app.inject({ method: 'POST', url: `/v1/matches/${created.id}/end`, headers: { authorization: admin.authorization } });
    expect(ended.json()).toMatchObject({ status: 'ended', matched: 100 });
    expect((await t.app.inject({ method: 'POST', url: `/v1/matches/${created.id}/end`, headers: { authorization: admin.authorization } })).statusCode).toBe(400);
    const after = await paidTransaction(t, { donation: 50, team: team.id });
    expect(await matchLines(after.id)).toEqual([]);
  });

  it('matches each gift by the ratio until the cap, the last one in part, credited to the team and the walker', async () => {
    await endAll();
    const { team, walker } = await teamWithFundraiser(db());
    const match = await createMatch({ cap: 30, scope: 'team', teamId: team.id });
    const first = await paidTransaction(t, creditedCheckout({ donation: 25, team: team.id, coverFees: true }, walker.id));
    // The thank-you page's answer shows the match; what was charged is what the card paid.
    expect(first.lineItems.map((l) => [l.type, l.amount])).toEqual([['donation', 25], ['match', 25]]);
    expect(first.totalCharged).toBe(25.88);
    expect(await teamTotalCents(db(), team.id)).toBe(5000);
    expect(await raisedCents(db(), team.id, walker.id)).toBe(5000);

    const second = await paidTransaction(t, creditedCheckout({ donation: 25, team: team.id }, walker.id));
    expect((await matchLines(second.id)).map((l) => l.amountCents)).toEqual([500]);
    const third = await paidTransaction(t, { donation: 25, team: team.id });
    expect(await matchLines(third.id)).toEqual([]);
    expect(await remainingOf(match.id)).toBe(0);
    expect(await teamTotalCents(db(), team.id)).toBe(25 * 3 * 100 + 3000);
    expect(await raisedCents(db(), team.id, walker.id)).toBe(8000);
    const view = (await t.app.inject({ method: 'GET', url: `/v1/matches/${match.id}`, headers: { authorization: admin.authorization } })).json() as MatchView;
    expect(view).toMatchObject({ status: 'used-up', matched: 30, remaining: 0, gifts: 2 });
    expect(await checkTotals(db(), { fix: false }, { info: () => {}, error: () => {} })).toMatchObject({ teams: [], fundraisers: [], matches: [] });
  });

  it('multiplies by the ratio, skips gifts below the smallest matched and shirts, and keeps to its city or team', async () => {
    await endAll();
    const tulsa = await buildTeam(db(), { eventCity: 'Tulsa' });
    const okc = await buildTeam(db(), { eventCity: 'Oklahoma City' });
    await createMatch({ ratio: 2, cap: 1000, minGift: 20, scope: 'city', eventCity: 'Tulsa' });
    const tripled = await paidTransaction(t, { donation: 20, team: tulsa.id });
    expect((await matchLines(tripled.id)).map((l) => l.amountCents)).toEqual([4000]);
    expect(await matchLines((await paidTransaction(t, { donation: 15, team: tulsa.id })).id)).toEqual([]);
    expect(await matchLines((await paidTransaction(t, { donation: 50, team: okc.id })).id)).toEqual([]);

    const publicRunning = async (query: string) => (await t.app.inject({ method: 'GET', url: `/v1/matches/running${query}` })).json() as PublicMatch[];
    expect((await publicRunning(`?team=${tulsa.id}`)).map((m) => m.sponsorName)).toEqual(['Acme']);
    expect(await publicRunning(`?team=${okc.id}`)).toEqual([]);
    expect(await publicRunning('?city=Tulsa')).toHaveLength(1);
  });

  it('matches nothing before its start or after its end', async () => {
    await endAll();
    const team = await buildTeam(db());
    await createMatch({ startsAt: new Date(Date.now() + DAY).toISOString(), endsAt: new Date(Date.now() + 2 * DAY).toISOString() });
    const early = await paidTransaction(t, { donation: 30, team: team.id });
    expect(await matchLines(early.id)).toEqual([]);
    const ended = await createMatch({});
    await db().update(matches).set({ startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - 1000) }).where(eq(matches.id, ended.id));
    expect(await matchLines((await paidTransaction(t, { donation: 30, team: team.id })).id)).toEqual([]);
  });

  it('a refund takes back its share of the match and gives it back to the cap; the receipt states the match apart', async () => {
    await endAll();
    const { team, walker } = await teamWithFundraiser(db());
    const match = await createMatch({ cap: 100, scope: 'team', teamId: team.id });
    const gift = await paidTransaction(t, creditedCheckout({ donation: 40, team: team.id, coverFees: false }, walker.id));
    expect(await remainingOf(match.id)).toBe(6000);

    const receipt = (await t.app.inject({ method: 'GET', url: `/v1/receipts/${gift.receiptToken}` })).json() as ReceiptView;
    expect(receipt).toMatchObject({ total: 40, deductible: 40, matches: [{ label: 'Matched by Acme', amount: 40 }] });
    expect(receipt.lines.map((l) => l.type)).toEqual(['donation']);

    const refund = (amount: number) => t.app.inject({ method: 'POST', url: `/v1/transactions/${gift.id}/refunds`, headers: { authorization: admin.authorization }, payload: { amount, reason: 'Asked' } });
    expect((await refund(10)).statusCode).toBe(201);
    expect(await remainingOf(match.id)).toBe(7000);
    expect(await teamTotalCents(db(), team.id)).toBe(6000);
    expect(await raisedCents(db(), team.id, walker.id)).toBe(6000);
    const updated = (await t.app.inject({ method: 'GET', url: `/v1/receipts/${gift.receiptToken}` })).json() as ReceiptView;
    expect(updated).toMatchObject({ total: 30, refunded: 10, deductible: 30, matches: [{ amount: 30 }] });

    expect((await refund(30)).statusCode).toBe(201);
    expect(await remainingOf(match.id)).toBe(10000);
    expect(await teamTotalCents(db(), team.id)).toBe(0);
    expect(await raisedCents(db(), team.id, walker.id)).toBe(0);
    // Only the donor's money was refundable: the card's whole charge is refunded now.
    expect((await refund(1)).statusCode).toBe(400);
    expect(await checkTotals(db(), { fix: false }, { info: () => {}, error: () => {} })).toMatchObject({ teams: [], fundraisers: [], matches: [] });

    const report = (await t.app.inject({ method: 'GET', url: '/v1/reports/matches', headers: { authorization: admin.authorization } })).json() as MatchReportRow[];
    expect(report.find((r) => r.id === match.id)).toMatchObject({ gifts: 1, giftsAmount: 40, matched: 40, takenBack: 40, owed: 0, cap: 100 });
  });

  it("moves the match's credit with the gift when an admin credits another walker", async () => {
    await endAll();
    const { team, walker } = await teamWithFundraiser(db());
    await createMatch({ cap: 100, scope: 'team', teamId: team.id });
    const gift = await paidTransaction(t, creditedCheckout({ donation: 20, team: team.id }, walker.id));
    const moved = await t.app.inject({ method: 'PATCH', url: `/v1/transactions/${gift.id}/fundraiser`, headers: { authorization: admin.authorization }, payload: { fundraiser: null } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await raisedCents(db(), team.id, walker.id)).toBe(0);
    expect((await matchLines(gift.id)).map((l) => l.fundraiserPersonId)).toEqual([null]);
    expect(await teamTotalCents(db(), team.id)).toBe(4000);
    expect(await checkTotals(db(), { fix: false }, { info: () => {}, error: () => {} })).toMatchObject({ teams: [], fundraisers: [], matches: [] });
  });

  it('lists the donors who said their employer matches gifts', async () => {
    const team = await buildTeam(db());
    const payload = buildCheckout({ donation: 35, team: team.id });
    const gift = await paidTransaction(t, { ...payload, person: { ...payload.person, myEmployer: 'Globex' }, transaction: { ...payload.transaction, employerMatches: true } });
    await paidTransaction(t, { ...payload, person: { ...payload.person, myEmployer: 'Initech' }, transaction: { ...payload.transaction, employerMatches: false } });
    const res = await t.app.inject({ method: 'GET', url: '/v1/reports/employer-matches', headers: { authorization: admin.authorization } });
    const rows = res.json() as EmployerMatchRow[];
    expect(rows.find((r) => r.transactionId === gift.id)).toMatchObject({ employer: 'Globex', amount: 35, team: team.name, email: payload.person.email });
    expect(rows.some((r) => r.employer === 'Initech')).toBe(false);
  });

  it('records a gift again, with the match locked, when the match changed between its read and the last statement', async () => {
    await endAll();
    const team = await buildTeam(db());
    const match = await createMatch({ cap: 100, scope: 'event' });
    const bus = t.app.paymentEvents;
    const publish = bus.publish;
    let recordings = 0;
    bus.publish = async (tx, name, payload) => {
      await publish.call(bus, tx, name, payload);
      // The first time, other gifts take all but $10 meanwhile: the $25 read to be matched is no longer there.
      if (name === 'transactionRecorded' && recordings++ === 0) await tx.update(matches).set({ remainingCents: 1000 }).where(eq(matches.id, match.id));
    };
    let view: TransactionView;
    try {
      view = await paidTransaction(t, { donation: 25, team: team.id });
    } finally {
      bus.publish = publish;
    }
    // The first recording rolled back with what happened meanwhile; the second matched the gift in full.
    expect(recordings).toBe(2);
    expect((await matchLines(view.id)).map((l) => l.amountCents)).toEqual([2500]);
    expect(await remainingOf(match.id)).toBe(7500);
    expect(await teamTotalCents(db(), team.id)).toBe(5000);
    expect(await checkTotals(db(), { fix: false }, { info: () => {}, error: () => {} })).toMatchObject({ teams: [], fundraisers: [], matches: [] });
  });

  it('never passes the cap with many donors at once, to the cent', async () => {
    await endAll();
    const teams = await Promise.all([1, 2, 3, 4, 5].map(() => buildTeam(db())));
    const match = await createMatch({ cap: 567, scope: 'event' });
    const donors = process.env.WALKFUND_TEST_DB === 'postgres' ? 200 : 40;
    const results = await Promise.all(
      Array.from({ length: donors }, (_, i) => paidTransaction(t, { donation: 10 + (i % 5) * 5, team: teams[i % teams.length]!.id }).then((v: TransactionView) => v)),
    );
    expect(results).toHaveLength(donors);
    const lines = (await db().select().from(lineItems)).filter((l) => l.type === 'match' && results.some((r) => r.id === l.transactionId));
    expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(56_700);
    expect(await remainingOf(match.id)).toBe(0);
    expect(await checkTotals(db(), { fix: false }, { info: () => {}, error: () => {} })).toMatchObject({ teams: [], fundraisers: [], matches: [] });
  }, 120_000);
});
