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
 * so a change that adds one says so here. The NOTIFY of the public cache is left out, from the
 * requests and the jobs: it is sent at most every 100 ms whatever the number of checkouts
 * (plugins/public-cache.ts).
 *
 * Today, a donation to a team: the payment's rate limit; the team (with the credited walker's
 * membership); the checkout with its test payment; the card confirmed; the checkout read back;
 * begin; the team (and the walker) held; the donor, the transaction and its line items (one
 * statement, transactions/transaction.repo.ts); the last statement (checkout recorded, team and
 * walker totals, the Kindful record, the receipt and its job, the gift email's job); commit. A
 * credited gift adds the coaching check's job to the last statement. The running sponsor matches
 * come from memory (matches/running-matches.ts).
 *
 * After the commit, the jobs it queued (the test app's mailer keeps its emails in memory; a real
 * one writes each delivery's outcome on its outbox row too): the receipt's delivery (the outbox row
 * read); for a credited gift also the gift email's job (its source read, its outbox row and
 * delivery job written), that email's delivery, and the coaching check (the config and clock read,
 * the due messages found and queued). The worker's claims and successes are left out: they are
 * written in batches, as many as the timing makes.
 */
const MAX_STATEMENTS = { donation: 10, creditedDonation: 10 };
const MAX_WORKER_STATEMENTS = { donation: 1, creditedDonation: 6 };
/** The worker's own bookkeeping (modules/jobs/job.repo.ts), not a job's work. */
const CLAIM_OR_SUCCESS = /^update "?jobs"? set status = '(running|succeeded)'/;

describe('statements per checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function statementsOf(payload: CheckoutPayloadInput): Promise<{ request: string[]; worker: string[] }> {
    const { result, statements } = await logStatements(t.database, () => payByTestCard(t, payload));
    expect(result.recorded.statusCode, result.recorded.body).toBe(201);
    const worker = await logStatements(t.database, () => t.app.jobs.drain());
    // The public cache's NOTIFY lands in whichever window its 100 ms throttle ends in: the request's
    // or the worker's (a CI run once counted it in the worker's, 7 statements for 6).
    const counted = (text: string) => !/\bpg_notify\(/.test(text);
    return { request: statements.filter(counted), worker: worker.statements.filter((text) => counted(text) && !CLAIM_OR_SUCCESS.test(text)) };
  }

  it('records a donation, credited to a walker or not, and runs its jobs, in at most the statements counted above', async () => {
    const { team, walker } = await teamWithFundraiser(t.database.db);
    // The first checkout reads the event settings and the running matches into memory, as a server that has been up does.
    await payByTestCard(t, buildCheckout({ donation: 10, team: team.id }));
    await t.app.jobs.drain();

    const plain = await statementsOf(buildCheckout({ donation: 25, team: team.id }));
    expect(plain.request.length, plain.request.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS.donation);
    expect(plain.worker.length, plain.worker.join('\n')).toBeLessThanOrEqual(MAX_WORKER_STATEMENTS.donation);
    const credited = await statementsOf(creditedCheckout({ donation: 25, team: team.id }, walker.id, 'Go Wendy!'));
    expect(credited.request.length, credited.request.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS.creditedDonation);
    expect(credited.worker.length, credited.worker.join('\n')).toBeLessThanOrEqual(MAX_WORKER_STATEMENTS.creditedDonation);
  });
});
