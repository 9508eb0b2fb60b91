import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { teamWithFundraiser } from '../transactions/test-support/fundraiser-fixtures.ts';
import { creditTeamTotals } from './ledger.service.ts';

/**
 * Every gift adds to its team's row and, when it credits a walker, to their membership's: the
 * hottest rows of walk day. An update that changes no indexed column and finds room on its page is
 * HOT: it writes no index entry, and the row's old versions are pruned on the page as it is read,
 * autovacuum or not. When `teams.total_raised_cents` was indexed, every gift wrote a new entry in
 * each of the table's six indexes, and a team's dead versions piled up under its key until a vacuum:
 * in one benchmark run the recording read 4,000 pages a gift instead of 200 (docs/benchmark.md,
 * "Where a checkout's time goes").
 */
describe('the totals a gift adds to', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are updated in place (HOT): no index holds a column the gift changes', async () => {
    const { team, walker } = await teamWithFundraiser(t.database.db);
    const credit = { teamId: team.id, fundraiserPersonId: walker.id, year: team.year };
    const statements = creditTeamTotals(credit, [{ amountCents: 2500, eventYear: team.year, fundraiserPersonId: walker.id }]);
    // The transaction's own counters: read at once, unlike the shared statistics.
    const counted = await t.database.db.transaction(async (tx) => {
      for (const statement of [statements.team_total!, statements.fundraiser_credit!]) {
        const result = await tx.execute(statement);
        expect(result.rows).toHaveLength(1);
      }
      const [row] = (
        await tx.execute<Record<string, number | string>>(sql`
          select pg_stat_get_xact_tuples_updated('teams'::regclass) as team_updates,
                 pg_stat_get_xact_tuples_hot_updated('teams'::regclass) as team_hot,
                 pg_stat_get_xact_tuples_updated('team_members'::regclass) as member_updates,
                 pg_stat_get_xact_tuples_hot_updated('team_members'::regclass) as member_hot`)
      ).rows;
      return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)]));
    });
    expect(counted).toEqual({ team_updates: 1, team_hot: 1, member_updates: 1, member_hot: 1 });
  });
});
