import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CARD_MESSAGES, MONTHLY_GIFT_MESSAGES, TEST_CARDS, type DonorMonthlyGift, type MyGiving } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { UNLIMITED } from '../../../test/route-fixtures.ts';
import { auditLog, monthlyGifts } from '../../db/schema/index.ts';
import { moveClock } from '../../lib/clock.ts';
import { donorSessionHeaders } from '../my-giving/test-support/my-giving-fixtures.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import {
  clockDay, giftRow, giveMonthly, monthlyCheckout, monthTransactions, moveClockToNextCharge, runDue, saveTestCard, type MonthlyGiftRow,
} from './test-support/monthly-gift-fixtures.ts';

/** The donor's controls on their page (docs/features/monthly-gifts.md): only their own gifts, each change audited. */
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp(UNLIMITED);
  admin = await buildUser(t.app.db, t.config.JWT_SECRET, { role: 'admin' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await moveClock(t.app.db, { reset: true });
  await t.app.db.update(monthlyGifts).set({ status: 'cancelled' }).where(eq(monthlyGifts.status, 'active'));
});

const futureCard = (number: string) => ({ number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' });

async function donorsGift(): Promise<{ gift: MonthlyGiftRow; email: string; headers: Record<string, string> }> {
  const team = await buildTeam(t.app.db);
  const { first, gift } = await giveMonthly(t, monthlyCheckout({ donation: 20, team: team.id }));
  const email = first.contactEmail.toLowerCase();
  return { gift, email, headers: await donorSessionHeaders(t.app.db, email) };
}

const call = (headers: Record<string, string>, method: 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1/my-giving/monthly-gifts${url}`, headers, ...(payload ? { payload } : {}) });

const auditOf = (id: number) =>
  t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'monthly_gift'), eq(auditLog.entityId, id))).orderBy(asc(auditLog.id));

describe("the donor's monthly gifts", () => {
  it('are on their page with what they gave', async () => {
    const { gift, email, headers } = await donorsGift();
    const res = await t.app.inject({ method: 'GET', url: '/v1/my-giving', headers });
    expect(res.statusCode).toBe(200);
    const page = res.json() as MyGiving;
    expect(page.monthlyGifts).toEqual([
      {
        id: gift.id, amount: 20, coversFees: true, status: 'active', supporting: expect.stringMatching(/^Team /), walker: null, startedOn: await clockDay(t.app.db),
        nextChargeOn: gift.nextChargeOn, monthsGiven: 1, totalGiven: 20.7, card: { type: 'card', brand: 'visa', last4: '4242' }, failureMessage: null, provider: 'test',
      },
    ]);
    expect(page.email).toBe(email);
  });

  it('changes the amount from the next month on, audited', async () => {
    const { gift, headers } = await donorsGift();
    const res = await call(headers, 'PATCH', `/${gift.id}`, { amount: 15 });
    expect(res.statusCode).toBe(200);
    expect((res.json() as DonorMonthlyGift).amount).toBe(15);
    expect((await call(headers, 'PATCH', `/${gift.id}`, { amount: 9 })).statusCode).toBe(400);
    expect((await call(headers, 'PATCH', `/${gift.id}`, { amount: 15.5 })).statusCode).toBe(400);
    await moveClockToNextCharge(t.app.db, gift.id);
    await runDue(t, { authorization: admin.authorization });
    const months = await monthTransactions(t.app.db, gift.id);
    expect(months.map((m) => m.totalAmountCents)).toEqual([2000, 1500]);
    expect(months[1]!.totalChargedCents).toBe(1553);
    expect((await auditOf(gift.id)).map((a) => [a.action, a.before, a.actorUserId])).toEqual([['monthly_gift.amount_changed', { amount: 20 }, null]]);
  });

  it('pauses, resumes and cancels, and a paused or cancelled gift is not charged', async () => {
    const { gift, headers } = await donorsGift();
    const paused = await call(headers, 'POST', `/${gift.id}/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'paused', nextChargeOn: null });
    expect((await call(headers, 'POST', `/${gift.id}/pause`)).statusCode).toBe(409);
    await moveClockToNextCharge(t.app.db, gift.id);
    expect(await runDue(t, { authorization: admin.authorization })).toEqual({ charged: 0, failed: 0 });

    // Resumed after its charge day: charged again from the next one.
    await moveClock(t.app.db, { advanceDays: 1 });
    const resumed = await call(headers, 'POST', `/${gift.id}/resume`);
    expect(resumed.statusCode).toBe(200);
    const next = (resumed.json() as DonorMonthlyGift).nextChargeOn!;
    expect(next > (await clockDay(t.app.db))).toBe(true);
    expect((await call(headers, 'POST', `/${gift.id}/resume`)).statusCode).toBe(409);

    const cancelled = await call(headers, 'POST', `/${gift.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', nextChargeOn: null });
    for (const path of ['/cancel', '/resume', '/pause']) expect((await call(headers, 'POST', `/${gift.id}${path}`)).json()).toMatchObject({ code: 409, message: MONTHLY_GIFT_MESSAGES.cancelled });
    expect((await call(headers, 'PATCH', `/${gift.id}`, { amount: 30 })).statusCode).toBe(409);
    await moveClock(t.app.db, { advanceDays: 62 });
    expect(await runDue(t, { authorization: admin.authorization })).toEqual({ charged: 0, failed: 0 });
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(1);
    expect((await auditOf(gift.id)).map((a) => a.action)).toEqual(['monthly_gift.paused', 'monthly_gift.resumed', 'monthly_gift.cancelled']);
  });

  it('updates the card: a failed gift resumes and its month is charged on the new card', async () => {
    const { gift, headers } = await donorsGift();
    await saveTestCard(t.app.db, gift.id, TEST_CARDS.insufficientFunds.number);
    await t.app.db.update(monthlyGifts).set({ failureCount: 2 }).where(eq(monthlyGifts.id, gift.id));
    await moveClockToNextCharge(t.app.db, gift.id);
    expect(await runDue(t, { authorization: admin.authorization })).toEqual({ charged: 0, failed: 1 });
    const failed = await t.app.inject({ method: 'GET', url: '/v1/my-giving', headers });
    expect((failed.json() as MyGiving).monthlyGifts[0]).toMatchObject({ status: 'failed', failureMessage: CARD_MESSAGES.insufficientFunds, nextChargeOn: null });

    // A refused card changes nothing.
    const refused = await call(headers, 'POST', `/${gift.id}/card`, { testCard: futureCard(TEST_CARDS.declined.number) });
    expect(refused.json()).toEqual({ code: 402, message: CARD_MESSAGES.declined });
    expect((await giftRow(t.app.db, gift.id)).status).toBe('failed');
    expect((await call(headers, 'POST', `/${gift.id}/card`, {})).statusCode).toBe(400);

    const saved = await call(headers, 'POST', `/${gift.id}/card`, { testCard: futureCard(TEST_CARDS.success.number) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'active', card: { type: 'card', brand: 'visa', last4: '4242' }, failureMessage: null, nextChargeOn: await clockDay(t.app.db) });
    expect(await runDue(t, { authorization: admin.authorization })).toEqual({ charged: 1, failed: 0 });
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(2);
    expect((await auditOf(gift.id)).map((a) => [a.action, a.after?.status])).toEqual([['monthly_gift.card_updated', 'active']]);
  });

  it("answers 404 for another email's gift before reading the body, and 401 without a session", async () => {
    const { gift } = await donorsGift();
    const other = await donorsGift();
    for (const [method, path, body] of [
      ['PATCH', `/${gift.id}`, { amount: 'not a number' }],
      ['POST', `/${gift.id}/pause`, undefined],
      ['POST', `/${gift.id}/resume`, undefined],
      ['POST', `/${gift.id}/cancel`, undefined],
      ['POST', `/${gift.id}/card`, { testCard: 'nonsense' }],
      ['POST', '/2147483647/pause', undefined],
      ['POST', '/not-an-id/pause', undefined],
    ] as const) {
      const res = await call(other.headers, method, path, body);
      expect(res.json(), `${method} ${path}`).toEqual({ code: 404, message: MONTHLY_GIFT_MESSAGES.notFound });
      expect((await call({ authorization: admin.authorization }, method, path, body)).statusCode).toBe(401);
    }
    expect((await giftRow(t.app.db, gift.id)).status).toBe('active');
    expect(await auditOf(gift.id)).toEqual([]);
  });
});

describe("the donor's data removal", () => {
  it('waits until their monthly gifts are cancelled, then forgets the donor on them', async () => {
    const { gift, email, headers } = await donorsGift();
    const refused = await t.app.inject({ method: 'POST', url: '/v1/my-giving/removal', headers, payload: { confirm: true } });
    expect(refused.json()).toEqual({ code: 409, message: MONTHLY_GIFT_MESSAGES.cancelBeforeRemoval });
    expect((await giftRow(t.app.db, gift.id)).donorEmail).toBe(email);
    expect((await call(headers, 'POST', `/${gift.id}/cancel`)).statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'POST', url: '/v1/my-giving/removal', headers, payload: { confirm: true } });
    expect(removed.statusCode).toBe(200);
    expect(await giftRow(t.app.db, gift.id)).toMatchObject({ donorEmail: '', template: {}, paymentMethod: null, status: 'cancelled' });
  });
});
