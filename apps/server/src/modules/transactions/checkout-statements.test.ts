import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutPayloadInput } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { logStatements } from '../../../test/statement-log.ts';
import { buildCheckout, payByTestCard } from '../payments/test-support/checkout-fixtures.ts';
import { creditedCheckout, teamWithFundraiser } from './test-support/fundraiser-fixtures.ts';

/**
 * A checkout's cost is mostly its statements: each is a round trip, paid in the server's and the
 * database's CPU (docs/benchmark.md, "Where a checkout's time goes"). These are the most a card
 * donation may take over its three requests (create the payment, confirm the test card, record),
 * so a change that adds one says so here. The NOTIFY of the public cache is left out: it is sent
 * at most every 100 ms whatever the number of checkouts (plugins/public-cache.ts).
 *
 * Today, a donation to a team: the payment's rate limit; the team (with the credited walker's
 * membership); the checkout; its card payment; the card confirmed; the checkout read back; begin;
 * the team (and the walker) held; the donor; the transaction; its line items; the running sponsor
 * matches; the last statement (checkout recorded, team and walker totals, the Kindful record, the
 * receipt and its job, the gift email's job); commit. A credited gift adds the coaching check's job.
 */
const MAX_STATEMENTS = { donation: 14, creditedDonation: 14 };

describe('statements per checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function statementsOf(payload: CheckoutPayloadInput): Promise<string[]> {
    const { result, statements } = await logStatements(t.database, () => payByTestCard(t, payload));
    expect(result.recorded.statusCode, result.recorded.body).toBe(201);
    return statements.filter((text) => !/\bpg_notify\(/.test(text));
  }

  it('records a donation, credited to a walker or not, in at most the statements counted above', async () => {
    const { team, walker } = await teamWithFundraiser(t.database.db);
    // The first checkout reads the event settings into memory, as a server that has been up does.
    await payByTestCard(t, buildCheckout({ donation: 10, team: team.id }));

    const plain = await statementsOf(buildCheckout({ donation: 25, team: team.id }));
    expect(plain.length, plain.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS.donation);
    const credited = await statementsOf(creditedCheckout({ donation: 25, team: team.id }, walker.id, 'Go Wendy!'));
    expect(credited.length, credited.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS.creditedDonation);
  });
});
