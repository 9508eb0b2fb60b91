import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { teamMembers, teams } from '../db/schema/index.ts';
import { buildTeam, buildUser, type TestUser } from '../modules/teams/test-support/team-fixtures.ts';
import { creditedCheckout, raisedCents, teamWithFundraiser } from '../modules/transactions/test-support/fundraiser-fixtures.ts';
import { paidTransaction, teamTotalCents } from '../modules/transactions/test-support/transaction-fixtures.ts';
import { checkTotals } from './totals-check.ts';

/** What checkTotals says, kept instead of printed. */
function capture() {
  const lines: string[] = [];
  return { lines, log: { info: (line: string) => lines.push(line), error: (line: string) => lines.push(`ERROR ${line}`) } };
}

describe('npm run totals:check (docs/decisions/0111-team-total-raised.md, docs/decisions/0008-fundraiser-credit.md)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it('finds every total equal to the recompute after gifts, a refund, a change of support and a reset', async () => {
    const { team, walker } = await teamWithFundraiser(db());
    const other = await teamWithFundraiser(db());
    const refunded = await paidTransaction(t, creditedCheckout({ donation: 50, team: team.id, runners: [{ runType: 'in-person', price: 30 }] }, walker.id));
    const moved = await paidTransaction(t, creditedCheckout({ donation: 20, team: team.id }, walker.id));
    await paidTransaction(t, creditedCheckout({ donation: 15, team: other.team.id }, other.walker.id));
    const headers = { authorization: admin.authorization };
    expect((await t.app.inject({ method: 'POST', url: `/v1/transactions/${refunded.id}/refunds`, headers, payload: { amount: 12.5, reason: 'Part' } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'PATCH', url: `/v1/transactions/supporting/${moved.id}`, headers, payload: { supportingType: 'event', eventCity: 'Tulsa' } })).statusCode).toBe(200);
    expect(await raisedCents(db(), team.id, walker.id)).toBe(3750);

    const { lines, log } = capture();
    expect(await checkTotals(db(), { fix: false }, log)).toEqual({ teams: [], fundraisers: [], matches: [], fixed: false });
    expect(lines.filter((l) => l.startsWith('ERROR'))).toEqual([]);

    expect((await t.app.inject({ method: 'PATCH', url: `/v1/teams/reset/${team.id}`, headers, payload: {} })).statusCode).toBe(200);
    expect(await checkTotals(db(), { fix: false }, capture().log)).toMatchObject({ teams: [], fundraisers: [] });
  });

  it("names a fundraiser's and a team's corrupted total, and --fix recomputes them", async () => {
    const { team, walker } = await teamWithFundraiser(db());
    await paidTransaction(t, creditedCheckout({ donation: 25, team: team.id }, walker.id));
    const plain = await buildTeam(db());
    await paidTransaction(t, { donation: 10, team: plain.id });
    await db().update(teamMembers).set({ raisedCents: 999 }).where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.personId, walker.id)));
    await db().update(teams).set({ totalRaisedCents: 1 }).where(eq(teams.id, plain.id));

    const check = capture();
    const found = await checkTotals(db(), { fix: false }, check.log);
    expect(found.fixed).toBe(false);
    expect(found.fundraisers).toEqual([
      { teamId: team.id, teamName: team.name, personId: walker.id, firstName: 'Wendy', lastName: 'Walker', year: team.year, storedCents: 999, lineItemsCents: 2500 },
    ]);
    expect(found.teams).toEqual([{ id: plain.id, name: plain.name, storedCents: 1, lineItemsCents: 1000 }]);
    expect(check.lines).toContain(`ERROR fundraiser ${walker.id} (Wendy Walker) on team ${team.id} (${team.name}) in ${team.year}: stored 9.99, line items 25.00`);
    expect(check.lines).toContain(`ERROR team ${plain.id} (${plain.name}): stored 0.01, line items 10.00`);

    const fix = capture();
    expect(await checkTotals(db(), { fix: true }, fix.log)).toMatchObject({ fixed: true });
    expect(fix.lines).toContain('Recomputed 1 team total(s) and 1 fundraiser total(s).');
    expect(await raisedCents(db(), team.id, walker.id)).toBe(2500);
    expect(await teamTotalCents(db(), plain.id)).toBe(1000);
    expect(await checkTotals(db(), { fix: false }, capture().log)).toEqual({ teams: [], fundraisers: [], matches: [], fixed: false });
  });
});
