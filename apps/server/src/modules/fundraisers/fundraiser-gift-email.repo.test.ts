import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { logStatements } from '../../../test/statement-log.ts';
import { creditedCheckout, teamWithFundraiser } from '../transactions/test-support/fundraiser-fixtures.ts';
import { paidTransaction } from '../transactions/test-support/transaction-fixtures.ts';
import { findGiftEmailSource } from './fundraiser-gift-email.repo.ts';

/**
 * The gift email's source is read for every credited gift, on a prepared statement whose generic
 * plan once merge-joined every person, whenever the statistics of the moment made that look cheap
 * (docs/benchmark.md, "In the evening"). Its rows are read by key whatever join the planner would
 * prefer: here with nested loops priced out, as a plan chosen on other statistics would be.
 */
describe('the gift email source statement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads the team, the walker and their page by key, never by scanning their tables', async () => {
    const db = t.database.db;
    const { team, walker } = await teamWithFundraiser(db);
    const gift = await paidTransaction(t, creditedCheckout({ donation: 25, team: team.id }, walker.id));
    const { result, statements } = await logStatements(t.database, () => findGiftEmailSource(db, gift.id));
    expect(result?.fundraiserId).toBe(walker.id);
    const [text] = statements;
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_nestloop = off`);
      await tx.execute(sql.raw(`prepare gift_email_source_plan as ${text}`));
      try {
        const rows = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain execute gift_email_source_plan(${gift.id})`));
        return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await tx.execute(sql`deallocate gift_email_source_plan`);
      }
    });
    for (const [table, key] of [['teams', 'tr.team_id'], ['persons', 'tr.fundraiser_person_id'], ['fundraiser_pages', 'p.id']] as const) {
      expect(plan, plan).toMatch(new RegExp(`Index (Only )?Scan using \\w+ on ${table}\\b[^\\n]*\\n\\s+Index Cond: \\(\\w+ = ${key.replace('.', '\\.')}\\)`));
    }
    expect(plan, plan).not.toMatch(/Seq Scan on (teams|persons|fundraiser_pages)\b/);
  });
});
