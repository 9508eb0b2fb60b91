import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_MESSAGES, type PaymentCreateResponse, type RefundView, type TransactionView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { refunds } from '../../db/schema/index.ts';
import { buildCheckout, createPayment, recordTransaction } from '../payments/test-support/checkout-fixtures.ts';
import { fakeStripeConfig, startFakeStripe, type FakeStripe } from '../payments/test-support/fake-stripe.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { auditRowsOf, detailOf, refundRowsOf, teamTotalCents } from './test-support/transaction-fixtures.ts';

describe('refunds through Stripe (real SDK against the local fake Stripe)', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(fakeStripeConfig(stripe));
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const db = () => t.database.db;

  /** A Stripe card payment for a team, recorded by the browser. */
  async function paid(donation: number) {
    const team = await buildTeam(db());
    const payload = buildCheckout({ donation, team: team.id });
    const answer = (await createPayment(t, payload)).json() as PaymentCreateResponse;
    stripe.succeed(answer.id);
    const recorded = await recordTransaction(t, payload, { id: answer.id, secret: answer.secret });
    expect(recorded.statusCode).toBe(201);
    return { team, intentId: answer.id, view: recorded.json() as TransactionView };
  }

  const refund = (id: number, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/v1/transactions/${id}/refunds`, headers: { authorization: admin.authorization, ...headers }, payload });
  const sendWebhook = (webhook: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/v1/payment/webhook', headers: webhook.headers, payload: webhook.payload });
  const stripeRefundsOf = (intentId: string) => [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId);

  it('refunds through Stripe’s Refunds API with an idempotency key from the refund row', async () => {
    const { team, intentId, view } = await paid(40);
    const res = await refund(view.id, { amount: 10, reason: 'Donor asked for $10 back' });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as RefundView;
    const request = stripe.refundRequests.at(-1)!;
    expect(request.idempotencyKey).toBe(`walkfund-refund-${made.id}`);
    expect(request.form).toMatchObject({
      payment_intent: intentId,
      amount: '1000',
      'metadata[walkfundRefundId]': String(made.id),
      'metadata[transactionId]': String(view.id),
      'metadata[reason]': 'Donor asked for $10 back',
    });
    const [atStripe] = stripeRefundsOf(intentId);
    expect(made).toMatchObject({ providerRefundId: atStripe!.id, amount: 10, status: 'succeeded', source: 'admin' });
    expect(await teamTotalCents(db(), team.id)).toBe(3000);
  });

  it('records the charge.refunded webhook of an admin’s refund once, however often it comes', async () => {
    const { team, intentId, view } = await paid(50);
    expect((await refund(view.id, { amount: 20, reason: 'Partial' })).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) {
      const res = await sendWebhook(stripe.webhook('charge.refunded', stripe.chargeOf(intentId)));
      expect(res.json()).toEqual({ received: true });
    }
    expect(await refundRowsOf(db(), view.id)).toHaveLength(1);
    expect(await teamTotalCents(db(), team.id)).toBe(3000);
    expect((await auditRowsOf(db(), view.id)).filter((r) => r.action === 'transaction.refunded')).toHaveLength(1);
  });

  it('records a refund made in Stripe’s dashboard once, even when the webhook comes twice', async () => {
    const { team, intentId, view } = await paid(30);
    const { refund: atStripe, charge } = stripe.refundInDashboard(intentId, 1500);
    const webhook = stripe.webhook('charge.refunded', charge);
    expect((await sendWebhook(webhook)).statusCode).toBe(200);
    expect((await sendWebhook(stripe.webhook('charge.refunded', charge))).statusCode).toBe(200);
    const rows = await refundRowsOf(db(), view.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'processor', status: 'succeeded', providerRefundId: atStripe.id, amountCents: 1500, createdByUserId: null, reason: 'requested_by_customer' });
    expect(await teamTotalCents(db(), team.id)).toBe(1500);
    const detail = await detailOf(t, admin.authorization, view.id);
    expect(detail).toMatchObject({ refunded: 15, refundable: 16.05 });
    expect(detail.history).toHaveLength(1);
    expect(detail.history[0]).toMatchObject({ action: 'transaction.refunded', actor: null, after: { refunded: 15, refund: { source: 'processor', providerRefundId: atStripe.id } } });
  });

  it('records a dashboard refund, then an admin’s refund of the rest, each once', async () => {
    const { team, intentId, view } = await paid(20);
    stripe.refundInDashboard(intentId, 500);
    await sendWebhook(stripe.webhook('charge.refunded', stripe.chargeOf(intentId)));
    const rest = await refund(view.id, { amount: 15.7, reason: 'The rest' });
    expect(rest.statusCode, rest.body).toBe(201);
    await sendWebhook(stripe.webhook('charge.refunded', stripe.chargeOf(intentId)));
    expect(await refundRowsOf(db(), view.id)).toHaveLength(2);
    expect(stripeRefundsOf(intentId).reduce((sum, r) => sum + r.amount, 0)).toBe(2070);
    expect(await teamTotalCents(db(), team.id)).toBe(0);
    expect((await detailOf(t, admin.authorization, view.id)).refunded).toBe(20.7);
  });

  it('passes on Stripe’s refusal (400) and keeps nothing, when Stripe refunded more than we knew', async () => {
    const { team, intentId, view } = await paid(25);
    // Refunded in the dashboard; its webhook has not arrived.
    stripe.refundInDashboard(intentId);
    const res = await refund(view.id, { amount: 5, reason: 'Too late' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/has already been refunded/);
    expect(await refundRowsOf(db(), view.id)).toEqual([]);
    expect(await teamTotalCents(db(), team.id)).toBe(2500);
  });

  it('a lost answer from Stripe: 502, then the same request refunds once', async () => {
    const { team, intentId, view } = await paid(60);
    const headers = { 'idempotency-key': `lost-${view.id}` };
    stripe.loseRefundResponses(1);
    const lost = await refund(view.id, { amount: 25, reason: 'Lost answer' }, headers);
    expect(lost.json()).toEqual({ code: 502, message: REFUND_MESSAGES.processorUnreachable });
    expect(await refundRowsOf(db(), view.id)).toMatchObject([{ status: 'pending' }]);
    expect(await teamTotalCents(db(), team.id)).toBe(6000);
    // The pending refund holds its amount: no second refund can take it meanwhile.
    expect((await refund(view.id, { amount: 37.11, reason: 'Too much' })).statusCode).toBe(400);

    const retried = await refund(view.id, { amount: 25, reason: 'Lost answer' }, headers);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(stripeRefundsOf(intentId)).toHaveLength(1);
    expect(await teamTotalCents(db(), team.id)).toBe(3500);
    expect(await refund(view.id, { amount: 25, reason: 'Lost answer' }, headers).then((r) => r.statusCode)).toBe(200);
    expect(stripeRefundsOf(intentId)).toHaveLength(1);
  });

  it('a webhook that arrives before the admin’s request finishes completes the same refund', async () => {
    const { team, intentId, view } = await paid(40);
    const headers = { 'idempotency-key': `early-${view.id}` };
    stripe.loseRefundResponses(1);
    expect((await refund(view.id, { amount: 10, reason: 'Early webhook' }, headers)).statusCode).toBe(502);
    // Stripe made it and tells us: the pending row is completed, matched by its id in the metadata.
    await sendWebhook(stripe.webhook('charge.refunded', stripe.chargeOf(intentId)));
    const rows = await refundRowsOf(db(), view.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', source: 'admin', createdByUserId: admin.id });
    expect(await teamTotalCents(db(), team.id)).toBe(3000);
    const again = await refund(view.id, { amount: 10, reason: 'Early webhook' }, headers);
    expect(again.statusCode).toBe(200);
    expect(stripeRefundsOf(intentId)).toHaveLength(1);
  });

  it('records a refund Stripe made for a request that never came back, when the next refund settles it', async () => {
    const { team, intentId, view } = await paid(50);
    stripe.loseRefundResponses(1);
    expect((await refund(view.id, { amount: 10, reason: 'Abandoned request' })).statusCode).toBe(502);
    // Nobody retries; minutes later another refund is asked for.
    const [pending] = await refundRowsOf(db(), view.id);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await db().update(refunds).set({ createdAt: tenMinutesAgo }).where(eq(refunds.id, pending!.id));
    const next = await refund(view.id, { amount: 5, reason: 'Another' });
    expect(next.statusCode, next.body).toBe(201);
    expect((await refundRowsOf(db(), view.id)).map((r) => [r.reason, r.status, r.amountCents])).toEqual([
      ['Abandoned request', 'succeeded', 1000],
      ['Another', 'succeeded', 500],
    ]);
    expect(stripeRefundsOf(intentId)).toHaveLength(2);
    expect(await teamTotalCents(db(), team.id)).toBe(3500);
  });
});
