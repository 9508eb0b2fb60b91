import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundraiserReportRow } from '@walkfund/domain';
import { createTeamMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { creditedCheckout } from '../transactions/test-support/fundraiser-fixtures.ts';
import { paidTransaction } from '../transactions/test-support/transaction-fixtures.ts';
import { percentOfGoal } from './fundraiser-report.service.ts';
import { buildPage, setGoal, teamWithPage } from './test-support/public-page-fixtures.ts';

/* GET /v1/reports/fundraisers (docs/features/personal-pages.md): one row per member of a team in the year. */
describe('the Fundraisers report', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const report = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/reports/fundraisers${query}`, headers: { authorization: admin.authorization } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FundraiserReportRow[];
  };

  it('answers goal, raised, percent, paid gifts, page state and last gift for every member, fully refunded gifts not counted', async () => {
    const { team, walker, page } = await teamWithPage(db(), { firstName: 'Rita', lastName: 'Report' }, {}, 120);
    const quiet = await createTeamMember(db(), team.id, { firstName: 'Quinn', lastName: 'Quiet' });
    const hidden = await createTeamMember(db(), team.id, { firstName: 'Hal', lastName: 'Hidden' });
    const hiddenPage = await buildPage(db(), hidden.id, { hiddenByAdmin: true });
    await setGoal(db(), team.id, quiet.id, 0);
    await paidTransaction(t, creditedCheckout({ donation: 25, team: team.id }, walker.id));
    const last = await paidTransaction(t, creditedCheckout({ donation: 30, team: team.id }, walker.id));
    const refunded = await paidTransaction(t, creditedCheckout({ donation: 40, team: team.id, coverFees: false }, walker.id));
    const res = await t.app.inject({ method: 'POST', url: `/v1/transactions/${refunded.id}/refunds`, headers: { authorization: admin.authorization }, payload: { amount: 40, reason: 'Asked' } });
    expect(res.statusCode, res.body).toBe(201);

    const rows = (await report()).filter((r) => r.teamId === team.id);
    expect(rows.map((r) => r.lastName)).toEqual(['Hidden', 'Quiet', 'Report']);
    const rita = rows.find((r) => r.personId === walker.id)!;
    expect(rita).toEqual({
      personId: walker.id,
      firstName: 'Rita',
      lastName: 'Report',
      email: walker.email,
      teamId: team.id,
      teamName: team.name,
      eventCity: 'Oklahoma City',
      goal: 120,
      raised: 55,
      percent: 45,
      gifts: 2,
      page: 'on',
      slug: page.slug,
      lastGiftAt: last.createdAt,
      // Gifts with no source (docs/features/ask-kit.md), the refunded one not counted.
      bySource: [{ source: null, gifts: 2, amount: 55 }],
    });
    expect(rows.find((r) => r.personId === quiet.id)).toMatchObject({ goal: 0, raised: 0, percent: 0, gifts: 0, page: 'none', slug: null, lastGiftAt: null });
    expect(rows.find((r) => r.personId === hidden.id)).toMatchObject({ page: 'hidden', slug: hiddenPage.slug });
  });

  it('reads another year with ?year= and refuses a bad year or an unknown filter with a 400', async () => {
    const team = await buildTeam(db());
    const lastYear = team.year - 1;
    const old = await createTeamMember(db(), team.id, { firstName: 'Olga', lastName: 'Oldyear' }, lastYear);
    expect((await report(`?year=${lastYear}`)).map((r) => r.personId)).toContain(old.id);
    expect((await report()).map((r) => r.personId)).not.toContain(old.id);
    for (const query of ['?year=20', '?year=abc', '?colour=red']) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/reports/fundraisers${query}`, headers: { authorization: admin.authorization } });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('is refused to anonymous callers (401) and captains (403)', async () => {
    const captain = await buildUser(db(), t.config.JWT_SECRET, { role: 'captain' });
    expect((await t.app.inject({ method: 'GET', url: '/v1/reports/fundraisers' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/reports/fundraisers', headers: { authorization: captain.authorization } })).statusCode).toBe(403);
  });

  it('rounds the percent down, so 100 means the goal is met', () => {
    expect(percentOfGoal(9999, 10000)).toBe(99);
    expect(percentOfGoal(10000, 10000)).toBe(100);
    expect(percentOfGoal(500, 0)).toBe(0);
  });
});
