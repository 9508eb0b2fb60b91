import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, DONOR_MESSAGE_MAX_LENGTH, type LineItemView, type Paged, type PaymentCreateResponse, type TransactionView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTeamMember } from '../../../test/factories.ts';
import { lineItems, transactions } from '../../db/schema/index.ts';
import { confirmTestCard, createPayment, tableCounts } from '../payments/test-support/checkout-fixtures.ts';
import { fakeStripeConfig, startFakeStripe, type FakeStripe } from '../payments/test-support/fake-stripe.ts';
import { MINUTES, backdateCheckout, detailFor, runPass, transactionsFor } from '../reconciliation/test-support/reconciliation-fixtures.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { creditedCheckout, raisedCents, teamWithFundraiser } from './test-support/fundraiser-fixtures.ts';
import { auditRowsOf, detailOf, paidTransaction, teamTotalCents } from './test-support/transaction-fixtures.ts';

/*
 * docs/decisions/0008-fundraiser-credit.md: a donation credited to a walker counts for the team as
 * before and for the walker's membership of the year, exactly once, whoever records it.
 */

async function creditedItems(t: TestApp, transactionId: number) {
  return t.database.db
    .select({ type: lineItems.type, fundraiser: lineItems.fundraiserPersonId })
    .from(lineItems)
    .where(eq(lineItems.transactionId, transactionId))
    .orderBy(lineItems.id);
}

describe('fundraiser credit (test-mode processor)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it('the browser records a credited donation: the team and the walker gain the donation, the views name the walker and the message', async () => {
    const { team, walker } = await teamWithFundraiser(db());
    const runnerPrice = 30;
    const view = await paidTransaction(t, creditedCheckout({ donation: 25, team: team.id, runners: [{ runType: 'in-person', price: runnerPrice }] }, walker.id, '  Go Wendy!  '));
    // The team counts the donation and the runner as before; the walker only the donation.
    expect(await teamTotalCents(db(), team.id)).toBe(5500);
    expect(await raisedCents(db(), team.id, walker.id)).toBe(2500);

    const fundraiser = { id: walker.id, firstName: 'Wendy', lastName: 'Walker' };
    expect(view).toMatchObject({ fundraiser, message: 'Go Wendy!' });
    expect(view.lineItems.map((i) => [i.type, i.fundraiser])).toEqual([
      ['donation', fundraiser],
      ['5k', null],
    ]);
    expect(await creditedItems(t, view.id)).toEqual([
      { type: 'donation', fundraiser: walker.id },
      { type: '5k', fundraiser: null },
    ]);
    expect(await detailOf(t, admin.authorization, view.id)).toMatchObject({ fundraiser, message: 'Go Wendy!' });

    const list = await t.app.inject({ method: 'GET', url: `/v1/lineitems/?team=${team.id}&type=donation`, headers: { authorization: admin.authorization } });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as Paged<LineItemView>).results.map((i) => i.fundraiser)).toEqual([fundraiser]);
  });

  it('a gift without a fundraiser answers fundraiser and message null and credits no one', async () => {
    const { team, walker } = await teamWithFundraiser(db());
    const view = await paidTransaction(t, { donation: 20, team: team.id });
    expect(view).toMatchObject({ fundraiser: null, message: null });
    expect(view.lineItems[0]!.fundraiser).toBeNull();
    expect(await raisedCents(db(), team.id, walker.id)).toBe(0);
    expect(await teamTotalCents(db(), team.id)).toBe(2000);
  });

  it('the reconciler records a credited donation the browser never reported, once', async () => {
    const { team, walker } = await teamWithFundraiser(db());
    const created = await createPayment(t, creditedCheckout({ donation: 40, team: team.id }, walker.id));
    expect(created.statusCode, created.body).toBe(201);
    const { id, secret } = created.json() as PaymentCreateResponse;
    expect((await confirmTestCard(t, { id, secret })).statusCode).toBe(200);
    await backdateCheckout(t, id, { createdSecondsAgo: 10 * MINUTES });

    expect(detailFor(await runPass(t, admin.authorization), id)).toMatchObject({ outcome: 'recorded' });
    expect(await raisedCents(db(), team.id, walker.id)).toBe(4000);
    expect(await teamTotalCents(db(), team.id)).toBe(4000);
    const [row] = await transactionsFor(t, id);
    expect(row!.fundraiserPersonId).toBe(walker.id);
    // A second pass and the browser arriving late change nothing.
    await runPass(t, admin.authorization);
    expect(await raisedCents(db(), team.id, walker.id)).toBe(4000);
  });

  it('an admin records an offline donation crediting a walker', async () => {
    const { team, walker } = await teamWithFundraiser(db());
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/transactions',
      headers: { authorization: admin.authorization },
      payload: creditedCheckout({ donation: 60, team: team.id, offline: true }, walker.id),
    });
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json() as TransactionView;
    expect(view.fundraiser).toMatchObject({ id: walker.id });
    expect(await raisedCents(db(), team.id, walker.id)).toBe(6000);
    const [audit] = await auditRowsOf(db(), view.id);
    expect(audit!.after).toMatchObject({ fundraiser: { id: walker.id, firstName: 'Wendy', lastName: 'Walker' } });
    expect(await teamTotalCents(db(), team.id)).toBe(6000);
  });

  it('refuses a walker of another team: 400 naming them, no payment, nothing written', async () => {
    const { team } = await teamWithFundraiser(db());
    const other = await teamWithFundraiser(db());
    const before = await tableCounts(db());
    const res = await createPayment(t, creditedCheckout({ donation: 25, team: team.id }, other.walker.id));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: CHECKOUT_MESSAGES.fundraiserNotOnTeam(other.walker.id) });
    expect(await tableCounts(db())).toEqual(before);

    const offline = await t.app.inject({
      method: 'POST',
      url: '/v1/transactions',
      headers: { authorization: admin.authorization },
      payload: creditedCheckout({ donation: 25, team: team.id, offline: true }, other.walker.id),
    });
    expect(offline.statusCode, offline.body).toBe(400);
    expect(offline.json()).toMatchObject({ message: CHECKOUT_MESSAGES.fundraiserNotOnTeam(other.walker.id) });
    expect(await tableCounts(db())).toEqual(before);
    expect(await raisedCents(db(), other.team.id, other.walker.id)).toBe(0);
  });

  it("refuses a walker who was on the team in an earlier year only, and a person who does not exist", async () => {
    const team = await buildTeam(db());
    const lastYear = await createTeamMember(db(), team.id, {}, team.year - 1);
    for (const id of [lastYear.id, 2_000_000_000]) {
      const res = await createPayment(t, creditedCheckout({ donation: 25, team: team.id }, id));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: CHECKOUT_MESSAGES.fundraiserNotOnTeam(id) });
    }
  });

  it('refuses a fundraiser on an event gift or on a cart without a donation (400), before any payment', async () => {
    const { walker } = await teamWithFundraiser(db());
    const { team, walker: member } = await teamWithFundraiser(db());
    const before = await tableCounts(db());
    const event = await createPayment(t, creditedCheckout({ donation: 25 }, walker.id));
    expect(event.statusCode, event.body).toBe(400);
    expect(event.json()).toMatchObject({ code: 400 });
    expect(event.body).toContain(CHECKOUT_MESSAGES.fundraiserNeedsTeam);

    const noDonation = await createPayment(t, creditedCheckout({ team: team.id, runners: [{ runType: 'in-person', price: 30 }] }, member.id));
    expect(noDonation.statusCode, noDonation.body).toBe(400);
    expect(noDonation.body).toContain(CHECKOUT_MESSAGES.fundraiserNeedsDonation);
    expect(await tableCounts(db())).toEqual(before);
  });

  it(`keeps a message of ${DONOR_MESSAGE_MAX_LENGTH} characters and refuses one longer or with control characters`, async () => {
    const { team, walker } = await teamWithFundraiser(db());
    const longest = 'm'.repeat(DONOR_MESSAGE_MAX_LENGTH);
    const tooLong = await createPayment(t, creditedCheckout({ donation: 25, team: team.id }, walker.id, `${longest}!`));
    expect(tooLong.statusCode, tooLong.body).toBe(400);
    expect(tooLong.body).toContain(CHECKOUT_MESSAGES.messageTooLong);
    const twoLines = await createPayment(t, creditedCheckout({ donation: 25, team: team.id }, walker.id, 'Go\nWendy'));
    expect(twoLines.statusCode, twoLines.body).toBe(400);
    expect(twoLines.body).toContain(CHECKOUT_MESSAGES.messagePlainText);

    const view = await paidTransaction(t, creditedCheckout({ donation: 25, team: team.id }, walker.id, longest));
    expect(view.message).toBe(longest);
    const [row] = await db().select({ message: transactions.donorMessage }).from(transactions).where(eq(transactions.id, view.id));
    expect(row!.message).toBe(longest);
  });

  it('a walker removed from the team between the payment and its recording is not credited; the team still is', async () => {
    const { team, walker } = await teamWithFundraiser(db());
    const payload = creditedCheckout({ donation: 30, team: team.id }, walker.id);
    const created = await createPayment(t, payload);
    expect(created.statusCode, created.body).toBe(201);
    const ref = created.json() as PaymentCreateResponse;
    expect((await confirmTestCard(t, { id: ref.id, secret: ref.secret })).statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'PATCH', url: `/v1/persons/remove/${walker.id}`, headers: { authorization: admin.authorization }, payload: { team: team.id } });
    expect(removed.statusCode, removed.body).toBe(200);

    const recorded = await t.app.inject({ method: 'POST', url: '/v1/transactions', payload: { ...payload, payment: { id: ref.id, secret: ref.secret } } });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({ fundraiser: null });
    expect(await teamTotalCents(db(), team.id)).toBe(3000);
  });
});

describe('fundraiser credit (Stripe webhook)', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(fakeStripeConfig(stripe));
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('the webhook records a credited donation once, even delivered twice', async () => {
    const { team, walker } = await teamWithFundraiser(t.database.db);
    const created = await createPayment(t, creditedCheckout({ donation: 35, team: team.id }, walker.id, 'For the walk'));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as PaymentCreateResponse;
    const intent = stripe.succeed(id);
    for (let i = 0; i < 2; i++) {
      const webhook = stripe.webhook('payment_intent.succeeded', intent);
      const res = await t.app.inject({ method: 'POST', url: '/v1/payment/webhook', headers: webhook.headers, payload: webhook.payload });
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.externalTransactionId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fundraiserPersonId: walker.id, donorMessage: 'For the walk' });
    expect(await raisedCents(t.database.db, team.id, walker.id)).toBe(3500);
    expect(await teamTotalCents(t.database.db, team.id)).toBe(3500);
  });

  it('webhooks and browsers at the same time, several gifts to one walker: each credited exactly once', async () => {
    const { team, walker } = await teamWithFundraiser(t.database.db);
    const gifts = [20, 30, 45];
    const paid = [];
    for (const donation of gifts) {
      const payload = creditedCheckout({ donation, team: team.id }, walker.id);
      const created = await createPayment(t, payload);
      expect(created.statusCode, created.body).toBe(201);
      const ref = created.json() as PaymentCreateResponse;
      paid.push({ payload, ref: { id: ref.id, secret: ref.secret }, intent: stripe.succeed(ref.id) });
    }
    const answers = await Promise.all(
      paid.flatMap(({ payload, ref, intent }) => {
        const webhook = stripe.webhook('payment_intent.succeeded', intent);
        return [
          t.app.inject({ method: 'POST', url: '/v1/payment/webhook', headers: webhook.headers, payload: webhook.payload }),
          t.app.inject({ method: 'POST', url: '/v1/transactions', payload: { ...payload, payment: ref } }),
        ];
      }),
    );
    expect(answers.map((a) => a.statusCode).every((s) => s < 300)).toBe(true);
    for (const { ref } of paid) expect(await t.database.db.select().from(transactions).where(eq(transactions.externalTransactionId, ref.id))).toHaveLength(1);
    expect(await raisedCents(t.database.db, team.id, walker.id)).toBe(9500);
    expect(await teamTotalCents(t.database.db, team.id)).toBe(9500);
  });
});
