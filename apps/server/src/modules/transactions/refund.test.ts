import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_MESSAGES, type LineItemView, type Paged, type RefundView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { lineItems, refunds, teamHistory, transactions } from '../../db/schema/index.ts';
import { testRefundId } from '../../integrations/payments/test-processor.ts';
import { buildProduct, tableCounts } from '../payments/test-support/checkout-fixtures.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import {
  auditRowsOf, detailOf, failTeamUpdates, offlineTransaction, paidTransaction, refundRowsOf, teamTotalCents,
} from './test-support/transaction-fixtures.ts';

describe('refunds through the test-mode processor (docs/decisions/0122-refunds-and-audit-log.md)', () => {
  let t: TestApp;
  let admin: TestUser;
  let captain: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
    const team = await buildTeam(t.database.db);
    captain = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'captain', teamId: team.id });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const refund = (id: number, payload: object, headers: Record<string, string> = {}, authorization = admin.authorization) =>
    t.app.inject({ method: 'POST', url: `/v1/transactions/${id}/refunds`, headers: { authorization, ...headers }, payload });

  it("lowers a closed year's team history by the refunded line items, and only for money that year counted", async () => {
    const team = await buildTeam(db());
    const counted = await paidTransaction(t, { donation: 40, team: team.id });
    const later = await paidTransaction(t, { donation: 15, team: team.id });
    const reset = await t.app.inject({ method: 'PATCH', url: `/v1/teams/reset/${team.id}`, headers: { authorization: admin.authorization }, payload: {} });
    expect(reset.statusCode, reset.body).toBe(200);
    const history = async () => (await db().select().from(teamHistory).where(eq(teamHistory.teamId, team.id)))[0]!;
    const closed = await history();
    expect(closed.totalRaisedCents).toBe(5500);
    // As if given after the year was closed (a reset year takes gifts again once reactivated).
    await db().update(transactions).set({ createdAt: new Date(closed.createdAt.getTime() + 60_000) }).where(eq(transactions.id, later.id));

    expect((await refund(counted.id, { amount: 10, reason: 'Partly returned' })).statusCode).toBe(201);
    expect((await history()).totalRaisedCents).toBe(4500);
    expect((await refund(later.id, { amount: 15, reason: 'Not this year' })).statusCode).toBe(201);
    expect((await history()).totalRaisedCents).toBe(4500);
  });

  it('refunds in full: the team loses the line items (not the fee), the refund shows on the transaction', async () => {
    const team = await buildTeam(db());
    const view = await paidTransaction(t, { donation: 25, team: team.id });
    expect(await teamTotalCents(db(), team.id)).toBe(2500);
    const res = await refund(view.id, { amount: 25.88, reason: 'Donor asked' });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as RefundView;
    expect(made).toMatchObject({
      transactionId: view.id,
      amount: 25.88,
      lineItemsAmount: 25,
      reason: 'Donor asked',
      status: 'succeeded',
      source: 'admin',
      createdBy: { id: admin.id },
      items: [{ refundedLineItemId: view.lineItems[0]!.id, type: 'donation', amount: -25 }],
    });
    expect(made.providerRefundId).toMatch(/^test_re_/);
    expect(await teamTotalCents(db(), team.id)).toBe(0);

    const detail = await detailOf(t, admin.authorization, view.id);
    expect(detail).toMatchObject({ refunded: 25.88, refundable: 0, totalCharged: 25.88 });
    expect(detail.refunds).toEqual([made]);
    // The transaction's own line items stay as they were charged.
    expect(detail.lineItems.map((i) => i.amount)).toEqual([25]);
    expect(detail.history).toHaveLength(1);
    expect(detail.history[0]).toMatchObject({
      action: 'transaction.refunded',
      actor: { id: admin.id },
      before: { refunded: 0 },
      after: { refunded: 25.88, refund: { id: made.id, amount: 25.88, lineItemsAmount: 25, reason: 'Donor asked', providerRefundId: made.providerRefundId } },
    });

    const again = await refund(view.id, { amount: 1, reason: 'Again' });
    expect(again.json()).toEqual({ code: 400, message: REFUND_MESSAGES.fullyRefunded });
  });

  it('refunds in parts: the team total drops by exactly each part, never past the line items', async () => {
    const team = await buildTeam(db());
    const view = await paidTransaction(t, { donation: 50, team: team.id });
    expect((await refund(view.id, { amount: 10, reason: 'Partial' })).statusCode).toBe(201);
    expect(await teamTotalCents(db(), team.id)).toBe(4000);
    expect((await refund(view.id, { amount: 39.99, reason: 'Most of the rest' })).statusCode).toBe(201);
    expect(await teamTotalCents(db(), team.id)).toBe(1);
    // $51.75 charged: $1.76 is left, $0.01 of it on the donation and $1.75 of covered fee.
    const detail = await detailOf(t, admin.authorization, view.id);
    expect(detail).toMatchObject({ refunded: 49.99, refundable: 1.76 });
    expect((await refund(view.id, { amount: 1.76, reason: 'The rest' })).json()).toMatchObject({ amount: 1.76, lineItemsAmount: 0.01 });
    expect(await teamTotalCents(db(), team.id)).toBe(0);
  });

  it('shows refunds in the line-item grids as negative line items of the same type, each naming the line it refunds', async () => {
    const team = await buildTeam(db());
    const view = await paidTransaction(t, { donation: 30, team: team.id });
    await refund(view.id, { amount: 12, reason: 'Grid check' });
    const res = await t.app.inject({ method: 'GET', url: `/v1/lineitems/?type=donation&team=${team.id}`, headers: { authorization: admin.authorization } });
    const items = (res.json() as Paged<LineItemView>).results.map((i) => [i.amount, i.refundOf]).sort((a, b) => a[0]! - b[0]!);
    // The reports fold a refund line into its donation by refundOf (the Donations report's Refunded column).
    expect(items).toEqual([
      [-12, view.lineItems[0]!.id],
      [30, null],
    ]);
  });

  it('takes the refund off the chosen line item first', async () => {
    const shirt = await buildProduct(db(), { priceCents: 2000 });
    const team = await buildTeam(db());
    const view = await paidTransaction(t, { donation: 40, shirts: [{ slug: shirt.slug, size: 'lg', price: 20, quantity: 1 }], team: team.id });
    const shirtItem = view.lineItems.find((i) => i.type === 'tshirt')!;
    const made = (await refund(view.id, { amount: 28, reason: 'Shirt out of stock', lineItem: shirtItem.id })).json() as RefundView;
    expect(made.items.map((i) => [i.type, i.amount])).toEqual([['tshirt', -20], ['donation', -8]]);
    expect(await teamTotalCents(db(), team.id)).toBe(3200);
    const other = await paidTransaction(t, { donation: 15 });
    expect((await refund(view.id, { amount: 1, reason: 'x', lineItem: other.lineItems[0]!.id })).json()).toEqual({ code: 400, message: REFUND_MESSAGES.lineItemNotOnTransaction });
  });

  it('refuses more than charged minus refunded (400) and writes nothing', async () => {
    const team = await buildTeam(db());
    const view = await paidTransaction(t, { donation: 25, team: team.id });
    await refund(view.id, { amount: 20, reason: 'First' });
    const before = await tableCounts(db());
    const over = await refund(view.id, { amount: 5.89, reason: 'Too much' });
    expect(over.json()).toEqual({ code: 400, message: REFUND_MESSAGES.overRefund(589, 588) });
    expect(await tableCounts(db())).toEqual(before);
    expect(await refundRowsOf(db(), view.id)).toHaveLength(1);
    expect(await teamTotalCents(db(), team.id)).toBe(500);
  });

  it('refuses offline payments with a clear message', async () => {
    const offline = await offlineTransaction(t, admin.authorization, { donation: 40 });
    const res = await refund(offline.id, { amount: 10, reason: 'Check bounced' });
    expect(res.json()).toEqual({ code: 400, message: REFUND_MESSAGES.offline });
    expect(await refundRowsOf(db(), offline.id)).toEqual([]);
  });

  describe('exactly once', () => {
    it('the same Idempotency-Key twice refunds once and answers the first refund', async () => {
      const team = await buildTeam(db());
      const view = await paidTransaction(t, { donation: 50, team: team.id });
      const headers = { 'idempotency-key': `refund-${view.id}-a` };
      const first = await refund(view.id, { amount: 10, reason: 'Double click' }, headers);
      const second = await refund(view.id, { amount: 10, reason: 'Double click' }, headers);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await refundRowsOf(db(), view.id)).toHaveLength(1);
      expect(await teamTotalCents(db(), team.id)).toBe(4000);
      expect((await auditRowsOf(db(), view.id)).filter((r) => r.action === 'transaction.refunded')).toHaveLength(1);
    });

    it('a double submit at the same moment refunds once', async () => {
      const team = await buildTeam(db());
      const view = await paidTransaction(t, { donation: 50, team: team.id });
      const answers = await Promise.all(Array.from({ length: 4 }, () => refund(view.id, { amount: 10, reason: 'Quadruple click', idempotencyKey: `same-${view.id}` })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      expect(await teamTotalCents(db(), team.id)).toBe(4000);
      expect((await detailOf(t, admin.authorization, view.id)).refunded).toBe(10);
    });

    it('refuses a key used for another amount (409) and a header that contradicts the body (400)', async () => {
      const view = await paidTransaction(t, { donation: 50 });
      await refund(view.id, { amount: 10, reason: 'First' }, { 'idempotency-key': 'k-409' });
      expect((await refund(view.id, { amount: 11, reason: 'Other' }, { 'idempotency-key': 'k-409' })).json()).toEqual({ code: 409, message: REFUND_MESSAGES.keyReused(1000) });
      expect((await refund(view.id, { amount: 11, reason: 'Other', idempotencyKey: 'k-body' }, { 'idempotency-key': 'k-header' })).json()).toEqual({
        code: 400,
        message: REFUND_MESSAGES.idempotencyKeyMismatch,
      });
      expect((await refund(view.id, { amount: 11, reason: 'Other' }, { 'idempotency-key': 'has space' })).statusCode).toBe(400);
    });

    it('a recording that fails after the processor refunded leaves no audit row; the retry records it once', async () => {
      const team = await buildTeam(db());
      const view = await paidTransaction(t, { donation: 30, team: team.id });
      const key = { 'idempotency-key': `retry-${view.id}` };
      const restore = await failTeamUpdates(db());
      try {
        expect((await refund(view.id, { amount: 30, reason: 'Retry me' }, key)).statusCode).toBe(500);
      } finally {
        await restore();
      }
      expect(await auditRowsOf(db(), view.id)).toEqual([]);
      expect(await db().select().from(lineItems).where(eq(lineItems.transactionId, view.id))).toHaveLength(1);
      const [pending] = await refundRowsOf(db(), view.id);
      expect(pending).toMatchObject({ status: 'pending', providerRefundId: null });
      const [row] = await db().select().from(transactions).where(eq(transactions.id, view.id));
      expect(row!.refundedCents).toBe(0);

      const retried = await refund(view.id, { amount: 30, reason: 'Retry me' }, key);
      expect(retried.statusCode).toBe(201);
      expect(retried.json()).toMatchObject({ id: pending!.id, status: 'succeeded', providerRefundId: testRefundId(`walkfund-refund-${pending!.id}`) });
      expect(await teamTotalCents(db(), team.id)).toBe(0);
      expect(await auditRowsOf(db(), view.id)).toHaveLength(1);
    });
  });

  it('settles a pending refund a stopped request left behind: one the processor never made stops holding its amount', async () => {
    const team = await buildTeam(db());
    const view = await paidTransaction(t, { donation: 25, team: team.id });
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await db().insert(refunds).values({
      transactionId: view.id, amountCents: 2588, reason: 'Left pending', status: 'pending', source: 'admin', provider: 'test', createdAt: tenMinutesAgo, updatedAt: tenMinutesAgo,
    });
    const res = await refund(view.id, { amount: 25.88, reason: 'After a restart' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await refundRowsOf(db(), view.id)).map((r) => [r.reason, r.status])).toEqual([['After a restart', 'succeeded']]);
    expect(await teamTotalCents(db(), team.id)).toBe(0);
  });

  it('refuses bad input (400), unknown transactions (404), anonymous (401) and captains (403)', async () => {
    const view = await paidTransaction(t, { donation: 20 });
    expect((await refund(view.id, { amount: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await refund(view.id, { amount: 5 })).statusCode).toBe(400);
    expect((await refund(view.id, { amount: 5.555, reason: 'x' })).statusCode).toBe(400);
    expect((await refund(view.id, { amount: '5', reason: 'x' })).statusCode).toBe(400);
    expect((await refund(2_147_483_647, { amount: 5, reason: 'x' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/v1/transactions/${view.id}/refunds`, payload: {} })).statusCode).toBe(401);
    expect((await refund(view.id, {}, {}, captain.authorization)).statusCode).toBe(403);
    expect(await refundRowsOf(db(), view.id)).toEqual([]);
  });

  it('a refund moves with the transaction when its support changes', async () => {
    const teamA = await buildTeam(db());
    const teamB = await buildTeam(db());
    const view = await paidTransaction(t, { donation: 50, team: teamA.id });
    await refund(view.id, { amount: 10, reason: 'Partial' });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/v1/transactions/supporting/${view.id}`,
      headers: { authorization: admin.authorization },
      payload: { supportingType: 'team', team: teamB.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(await teamTotalCents(db(), teamA.id)).toBe(0);
    expect(await teamTotalCents(db(), teamB.id)).toBe(4000);
  });
});
