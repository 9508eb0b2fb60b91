import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANK_MESSAGES, TEST_BANK_ACCOUNTS, TEST_BANK_ROUTING_NUMBER, centsToDollars, type MyPendingGiftsResponse, type Paged, type PendingPaymentAdminView,
  type TransactionView,
} from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addTeamMember, authHeader, createTeam, createTeamMember, signedInAdmin, signedInCaptain, signedInUser } from '../../../test/factories.ts';
import { TEST_DIR } from '../../../test/paths.ts';
import { checkouts, teams, transactions } from '../../db/schema/index.ts';
import { seedIfEmpty, type SeedLog } from '../../scripts/seed-data.ts';
import { buildCheckout, confirmTestCard, confirmTestMethod, createPayment, recordTransaction, tableCounts, type CartSpec } from './test-support/checkout-fixtures.ts';

const bank = (account: string) => ({ method: 'test_bank_account' as const, bankAccount: { accountNumber: account, routingNumber: TEST_BANK_ROUTING_NUMBER } });

describe('payment methods with the test-mode processor (docs/features/payment-methods.md)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    // Settlement jobs are due at once, so a drain of the queue settles them.
    t = await createTestApp({ TEST_BANK_SETTLE_SECONDS: 0 });
    admin = await signedInAdmin(t.app);
  });
  afterAll(() => t.close());

  async function start(spec: CartSpec) {
    const payload = buildCheckout(spec);
    const created = await createPayment(t, payload);
    expect(created.statusCode).toBe(201);
    const { id, secret } = created.json() as { id: string; secret: string };
    return { payload, ref: { id, secret } };
  }

  const teamTotal = async (id: number) => (await t.database.db.select({ cents: teams.totalRaisedCents }).from(teams).where(eq(teams.id, id)))[0]!.cents;
  const checkoutOf = async (paymentId: string) => (await t.database.db.select().from(checkouts).where(eq(checkouts.providerPaymentId, paymentId)))[0]!;
  const transactionOf = async (paymentId: string) => t.database.db.select().from(transactions).where(eq(transactions.externalTransactionId, paymentId));

  it('a test wallet pays in one tap and the transaction records the wallet', async () => {
    const team = await createTeam(t.database.db);
    const { payload, ref } = await start({ donation: 40, team: team.id });
    const confirmed = await confirmTestMethod(t, ref, { method: 'test_wallet', wallet: 'apple_pay' });
    expect(confirmed.json()).toEqual({ id: ref.id, status: 'succeeded' });
    const recorded = await recordTransaction(t, payload, ref);
    expect(recorded.statusCode).toBe(201);
    expect((recorded.json() as TransactionView).paymentMethod).toEqual({ type: 'apple_pay', brand: 'visa', last4: '4242' });
    expect(await teamTotal(team.id)).toBe(4000);
  });

  it('a typed test card records the card, brand and last four', async () => {
    const { payload, ref } = await start({ donation: 25 });
    expect((await confirmTestCard(t, ref)).statusCode).toBe(200);
    const recorded = (await recordTransaction(t, payload, ref)).json() as TransactionView;
    expect(recorded.paymentMethod).toEqual({ type: 'card', brand: 'visa', last4: '4242' });
  });

  it('prices a bank transfer at the bank rate with its cap, and refuses the card rate for it', async () => {
    const small = buildCheckout({ donation: 100, paymentMethod: 'us_bank_account' });
    expect(small.transaction.feesCovered).toBe(0.8);
    const large = buildCheckout({ donation: 2000, paymentMethod: 'us_bank_account' });
    expect(large.transaction.feesCovered).toBe(5);
    const wrong = { ...small, transaction: { ...small.transaction, feesCovered: 3.5, totalCharged: 103.5 } };
    const res = await createPayment(t, wrong);
    expect(res.statusCode).toBe(400);
  });

  it('a settling bank transfer is pending, counted nowhere, then settles once with its receipt', async () => {
    const captain = await signedInCaptain(t.app);
    const team = await createTeam(t.database.db, { captain });
    const walker = await createTeamMember(t.database.db, team.id, { firstName: 'Wanda' });
    const { payload, ref } = await start({ donation: 100, team: team.id, fundraiser: walker.id, paymentMethod: 'us_bank_account' });
    const before = await tableCounts(t.database.db);
    const confirmed = await confirmTestMethod(t, ref, bank(TEST_BANK_ACCOUNTS.settles.accountNumber));
    expect(confirmed.json()).toEqual({ id: ref.id, status: 'processing' });
    // Confirming again changes nothing; the browser cannot record it yet.
    expect((await confirmTestMethod(t, ref, bank(TEST_BANK_ACCOUNTS.settles.accountNumber))).json()).toEqual({ id: ref.id, status: 'processing' });
    expect((await recordTransaction(t, payload, ref)).statusCode).toBe(402);
    expect(await tableCounts(t.database.db)).toEqual(before);
    expect(await teamTotal(team.id)).toBe(0);

    // Pending, visible to the captain, and to admins in the Pending list.
    const mine = (await t.app.inject({ method: 'GET', url: '/v1/payment/pending/mine', headers: authHeader(captain.session.tokens.access.token) })).json() as MyPendingGiftsResponse;
    expect(mine.team).toEqual([
      expect.objectContaining({ amount: 100.8, donationAmount: 100, donorFirstName: 'Dana', team: { id: team.id, name: team.name }, method: 'us_bank_account' }),
    ]);
    expect(mine.team[0]!.fundraiser).toMatchObject({ id: walker.id, firstName: 'Wanda' });
    const pending = (await t.app.inject({ method: 'GET', url: '/v1/payment/pending', headers: authHeader(admin.session.tokens.access.token) })).json() as Paged<PendingPaymentAdminView>;
    expect(pending.results.map((p) => p.paymentId)).toContain(ref.id);

    // The settlement job: recorded once, counted, the receipt sent.
    const sentBefore = t.mailer.messages.length;
    await t.app.jobs.drain();
    const recorded = await transactionOf(ref.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ paymentMethodType: 'us_bank_account', paymentMethodBrand: 'STRIPE TEST BANK', paymentMethodLast4: '6789', totalChargedCents: 10_080 });
    expect(await teamTotal(team.id)).toBe(10_000);
    const receiptMail = t.mailer.messages.slice(sentBefore).find((m) => m.to.includes(payload.person.email));
    expect(receiptMail).toBeDefined();
    // The covered fee is the bank's, and the receipt says so (feesCoveredLabel).
    expect(receiptMail!.text).toContain('Bank fees covered');
    expect(receiptMail!.text).not.toContain('Card fees covered');
    // Settling again, and the browser recording, give the same one transaction.
    await t.app.inject({ method: 'POST', url: '/v1/payment/test-settle', headers: authHeader(admin.session.tokens.access.token) });
    const browser = await recordTransaction(t, payload, ref);
    expect((browser.json() as TransactionView).id).toBe(recorded[0]!.id);
    expect(await transactionOf(ref.id)).toHaveLength(1);
    expect(await teamTotal(team.id)).toBe(10_000);
    const after = (await t.app.inject({ method: 'GET', url: '/v1/payment/pending/mine', headers: authHeader(captain.session.tokens.access.token) })).json() as MyPendingGiftsResponse;
    expect(after.team).toEqual([]);
  });

  it('a failing bank transfer counts nothing, the donor is emailed once to give again, and admins see it failed', async () => {
    const team = await createTeam(t.database.db);
    const { payload, ref } = await start({ donation: 60, team: team.id, paymentMethod: 'us_bank_account' });
    expect((await confirmTestMethod(t, ref, bank(TEST_BANK_ACCOUNTS.fails.accountNumber))).json()).toEqual({ id: ref.id, status: 'processing' });
    const settled = await t.app.inject({ method: 'POST', url: '/v1/payment/test-settle', headers: authHeader(admin.session.tokens.access.token) });
    expect(settled.json()).toEqual({ recorded: 0, failed: 1 });
    await t.app.jobs.drain();
    expect(await transactionOf(ref.id)).toHaveLength(0);
    expect(await teamTotal(team.id)).toBe(0);
    expect(await checkoutOf(ref.id)).toMatchObject({ status: 'failed', failureMessage: TEST_BANK_ACCOUNTS.fails.outcome });
    const emails = t.mailer.messages.filter((m) => m.to.includes(payload.person.email));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain('/frontend/donate');
    expect(emails[0]!.text).toContain(`$${centsToDollars(6048).toFixed(2)}`);
    // Again: nothing more.
    await t.app.inject({ method: 'POST', url: '/v1/payment/test-settle', headers: authHeader(admin.session.tokens.access.token) });
    await t.app.jobs.drain();
    expect(t.mailer.messages.filter((m) => m.to.includes(payload.person.email))).toHaveLength(1);
    const failed = (await t.app.inject({ method: 'GET', url: '/v1/payment/pending?status=failed', headers: authHeader(admin.session.tokens.access.token) })).json() as Paged<PendingPaymentAdminView>;
    expect(failed.results.find((p) => p.paymentId === ref.id)).toMatchObject({ status: 'failed', failureMessage: TEST_BANK_ACCOUNTS.fails.outcome, donorEmail: payload.person.email });
  });

  it('refuses an unknown test account with the hint, and leaves the payment open', async () => {
    const { ref } = await start({ donation: 30, paymentMethod: 'us_bank_account' });
    const refused = await confirmTestMethod(t, ref, bank('000999999999'));
    expect(refused.json()).toEqual({ code: 402, message: BANK_MESSAGES.unknownTestAccount });
    expect((await confirmTestMethod(t, ref, bank(TEST_BANK_ACCOUNTS.settles.accountNumber))).json()).toEqual({ id: ref.id, status: 'processing' });
  });

  it('the test processor refuses to refund a payment still pending', async () => {
    const { ref } = await start({ donation: 30, paymentMethod: 'us_bank_account' });
    await confirmTestMethod(t, ref, bank(TEST_BANK_ACCOUNTS.settles.accountNumber));
    await expect(t.app.payments.createRefund({ paymentId: ref.id, amountCents: 100, idempotencyKey: 'k', reason: 'test', metadata: {} })).rejects.toThrow(BANK_MESSAGES.refundPending);
  });

  it('a walker sees only the pending gifts credited to them', async () => {
    const team = await createTeam(t.database.db);
    const walker = await signedInUser(t.app, { role: 'captain' });
    await addTeamMember(t.database.db, team.id, walker.person.id);
    const { ref } = await start({ donation: 50, team: team.id, fundraiser: walker.person.id, paymentMethod: 'us_bank_account' });
    await t.database.db.update(checkouts).set({ status: 'processing', paymentMethod: { type: 'us_bank_account', brand: null, last4: '6789' } }).where(eq(checkouts.providerPaymentId, ref.id));
    const mine = (await t.app.inject({ method: 'GET', url: '/v1/payment/pending/mine', headers: authHeader(walker.session.tokens.access.token) })).json() as MyPendingGiftsResponse;
    expect(mine.walker.map((g) => g.id)).toEqual([(await checkoutOf(ref.id)).id]);
    expect(mine.team).toEqual([]);
  });

  it("the demo's pending bank transfer settles into a transaction, and its failed one stays failed", async () => {
    const demo = await createTestApp({ TEST_BANK_SETTLE_SECONDS: 0 });
    try {
      await seedIfEmpty({ db: demo.app.db, config: demo.config, log: { info: () => undefined, warn: () => undefined } as unknown as SeedLog });
      const demoAdmin = await signedInAdmin(demo.app);
      const headers = authHeader(demoAdmin.session.tokens.access.token);
      const listed = (await demo.app.inject({ method: 'GET', url: '/v1/payment/pending', headers })).json() as Paged<PendingPaymentAdminView>;
      expect(listed.results.map((p) => p.paymentId)).toEqual(['test_pi_demo_pending_bank']);
      const failed = (await demo.app.inject({ method: 'GET', url: '/v1/payment/pending?status=failed', headers })).json() as Paged<PendingPaymentAdminView>;
      expect(failed.results.map((p) => p.paymentId)).toEqual(['test_pi_demo_failed_bank']);
      expect((await demo.app.inject({ method: 'POST', url: '/v1/payment/test-settle', headers })).json()).toEqual({ recorded: 1, failed: 0 });
      expect(await demo.database.db.select().from(transactions).where(eq(transactions.externalTransactionId, 'test_pi_demo_pending_bank'))).toHaveLength(1);
    } finally {
      await demo.close();
    }
  });

  it('serves the Apple Pay domain file only when one is configured', async () => {
    const path = '/.well-known/apple-developer-merchantid-domain-association';
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const file = join(TEST_DIR, `apple-pay-${process.pid}.txt`);
    writeFileSync(file, 'association-file-contents');
    const withFile = await createTestApp({ APPLE_PAY_DOMAIN_FILE: file });
    try {
      const res = await withFile.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('association-file-contents');
    } finally {
      await withFile.close();
    }
  });
});
