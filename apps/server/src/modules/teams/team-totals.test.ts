import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTeam, signedInAdmin } from '../../../test/factories.ts';
import { paidTransaction, teamTotalCents } from '../transactions/test-support/transaction-fixtures.ts';
import { findTeamTotalMismatches } from '../ledger/team-totals.repo.ts';

/**
 * Checkouts add their line items to the team's stored total in the recording transaction
 * (addToTeamTotal) instead of re-summing the team behind a long lock; the full recompute stays
 * as the check (npm run totals:check, findTeamTotalMismatches).
 */
describe('team totals recorded incrementally', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the total equal to the line items when many donors give to one team at once', async () => {
    const team = await createTeam(t.app.db);
    const gifts = [10, 25, 40, 15, 100, 30, 55, 20];
    await Promise.all(gifts.map((donation, i) => paidTransaction(t, { team: team.id, donation, coverFees: i % 2 === 0 })));
    expect(await teamTotalCents(t.app.db, team.id)).toBe(gifts.reduce((sum, d) => sum + d, 0) * 100);
    expect((await findTeamTotalMismatches(t.app.db)).filter((m) => m.id === team.id)).toEqual([]);
  });

  it('counts only gifts made after a reset, as the full recompute does', async () => {
    const admin = await signedInAdmin(t.app);
    const team = await createTeam(t.app.db);
    await paidTransaction(t, { team: team.id, donation: 50 });
    const reset = await t.app.inject({ method: 'PATCH', url: `/v1/teams/reset/${team.id}`, headers: admin.session.headers, payload: {} });
    expect(reset.statusCode).toBe(200);
    expect(await teamTotalCents(t.app.db, team.id)).toBe(0);
    expect((await findTeamTotalMismatches(t.app.db)).filter((m) => m.id === team.id)).toEqual([]);
  });

  it('names a team whose stored total drifted from its line items', async () => {
    const team = await createTeam(t.app.db, { totalRaisedCents: 1234 });
    expect(await findTeamTotalMismatches(t.app.db)).toContainEqual({ id: team.id, name: team.name, storedCents: 1234, lineItemsCents: 0 });
  });
});
