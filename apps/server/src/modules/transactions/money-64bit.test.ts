import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToDollars, type TransactionView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { lineItems, teams, transactions } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { recomputeTeamTotal } from '../ledger/ledger.service.ts';
import { buildCheckout, payByTestCard } from '../payments/test-support/checkout-fixtures.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';

/** 2^31 cents = $21,474,836.48: one cent past the largest 32-bit count of cents. */
const INT32_LIMIT_CENTS = 2 ** 31;

/**
 * Money is 64-bit end to end: a team past $21,474,836.47 still records card donations, and amounts
 * beyond 2^31 cents read back to the cent (a 32-bit column or cast failed with 500 after the card
 * had succeeded).
 */
describe('64-bit money', () => {
  let t: TestApp;
  let year: number;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.database.db);
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
  });
  afterAll(() => t.close());

  /** A recorded transaction for the team with line items of the given cents, written directly. */
  async function insertBigTransaction(teamId: number, itemCents: number[]) {
    const total = itemCents.reduce((sum, c) => sum + c, 0);
    const [row] = await t.database.db
      .insert(transactions)
      .values({
        supportingType: 'team',
        teamId,
        eventYear: year,
        totalAmountCents: total,
        totalChargedCents: total,
        contactFirstName: 'Major',
        contactLastName: 'Giver',
        contactEmail: 'major.giver@example.com',
        externalTransactionId: 'Offline',
      })
      .returning();
    await t.database.db
      .insert(lineItems)
      .values(itemCents.map((amountCents) => ({ transactionId: row!.id, type: 'donation', amountCents, primaryContact: 'Major Giver', teamId, eventYear: year })));
    // Written behind the app's back: bring the team's stored total up to its line items, as a recording would.
    await recomputeTeamTotal(t.database.db, teamId, year);
    return row!;
  }

  it('records a card donation for a team already past $21,474,836.47, and its total is exact', async () => {
    const team = await buildTeam(t.database.db);
    const bigItems = [INT32_LIMIT_CENTS, INT32_LIMIT_CENTS + 1];
    await insertBigTransaction(team.id, bigItems);
    const before = bigItems.reduce((sum, c) => sum + c, 0);
    expect(before).toBeGreaterThan(2 ** 32);

    const { confirmed, recorded } = await payByTestCard(t, buildCheckout({ donation: 25, team: team.id }));
    expect(confirmed.statusCode).toBe(200);
    expect(recorded.statusCode).toBe(201);

    const expectedCents = before + 2500;
    const [stored] = await t.database.db.select({ total: teams.totalRaisedCents }).from(teams).where(eq(teams.id, team.id));
    expect(stored!.total).toBe(expectedCents);
    const page = await t.app.inject({ method: 'GET', url: `/v1/teams/by-slug/${team.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().totalRaised).toBe(centsToDollars(expectedCents));
    expect(page.json().totalRaised).toBe(42_949_697.97);
  });

  it('reads transaction and line item amounts above 2^31 cents back exactly', async () => {
    const team = await buildTeam(t.database.db);
    const items = [INT32_LIMIT_CENTS + 99, 3_000_000_001];
    const row = await insertBigTransaction(team.id, items);
    const res = await t.app.inject({ method: 'GET', url: `/v1/transactions/${row.id}`, headers: { authorization: admin.authorization } });
    expect(res.statusCode).toBe(200);
    const view = res.json() as TransactionView;
    expect(view.totalAmount).toBe(51_474_837.48);
    expect(view.totalCharged).toBe(51_474_837.48);
    expect(view.lineItems.map((li) => li.amount).sort((a, b) => a - b)).toEqual([21_474_837.47, 30_000_000.01]);
    const [stored] = await t.database.db.select().from(transactions).where(eq(transactions.id, row.id));
    expect(stored!.totalChargedCents).toBe(5_147_483_748);
  });
});
