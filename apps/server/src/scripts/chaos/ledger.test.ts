import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildTeam } from '../../modules/teams/test-support/team-fixtures.ts';
import { paidTransaction } from '../../modules/transactions/test-support/transaction-fixtures.ts';
import { readLastTransactionId, readLedger, type Query } from './ledger.ts';

/** pg's Pool and PGlite both answer query(text, params) with { rows }. */
interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

describe('the chaos ledger judges what the run wrote (docs/features/payment-methods.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts as stray only a transaction written after the run began whose payment the processor never created', async () => {
    const client = (t.database.db as unknown as { $client: RawClient }).$client;
    const query: Query = async (text, params) => (await client.query(text, params)).rows;
    const team = await buildTeam(t.database.db);
    // Before the run: a gift with a checkout whose payment the run's processor never made, as the demo's are.
    await paidTransaction(t, { donation: 10, team: team.id });
    const lastBefore = await readLastTransactionId(query);
    expect(lastBefore).toBeGreaterThan(0);
    expect((await readLedger(query, [], new Map(), new Map(), lastBefore)).strayTransactions).toBe(0);

    // During the run: one the processor of the run never created is a stray.
    await paidTransaction(t, { donation: 20, team: team.id });
    expect((await readLedger(query, [], new Map(), new Map(), lastBefore)).strayTransactions).toBe(1);
  });
});
