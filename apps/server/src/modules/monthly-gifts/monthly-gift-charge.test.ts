import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CARD_MESSAGES, MY_GIVING_PATH, TEST_CARDS, monthLabel, nextChargeDayAfter, periodOfDay, type ReceiptView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { UNLIMITED } from '../../../test/route-fixtures.ts';
import { emailOutbox, jobs, monthlyGifts, teamMembers } from '../../db/schema/index.ts';
import { moveClock } from '../../lib/clock.ts';
import { findTotalsMismatches } from '../ledger/ledger.service.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { teamWithPage } from '../fundraisers/test-support/public-page-fixtures.ts';
import { buildCheckout } from '../payments/test-support/checkout-fixtures.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { creditedCheckout, raisedCents } from '../transactions/test-support/fundraiser-fixtures.ts';
import { refundRowsOf, teamTotalCents } from '../transactions/test-support/transaction-fixtures.ts';
import { chargeMonthlyGift, queueDueCharges } from './monthly-gift-charge.service.ts';
import { monthlyGiftDeps } from './monthly-gift.jobs.ts';
import { MONTHLY_GIFT_CHARGE_QUEUE } from './monthly-gift-queues.ts';
import {
  chargesOf, clockDay, giftRow, giveMonthly, monthlyCheckout, monthTransactions, moveClockTo, moveClockToNextCharge, runDue, saveTestCard,
} from './test-support/monthly-gift-fixtures.ts';

/**
 * Monthly gifts charged by the test processor (docs/features/monthly-gifts.md): the first month at
 * checkout, each later month through the job queue or run-due by the product's clock, recorded like
 * any payment, once.
 */
let t: TestApp;
let admin: TestUser;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(UNLIMITED);
  admin = await buildUser(t.app.db, t.config.JWT_SECRET, { role: 'admin' });
  headers = { authorization: admin.authorization };
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts today, with nothing due from an earlier one.
  await moveClock(t.app.db, { reset: true });
  await t.app.db.update(monthlyGifts).set({ status: 'cancelled' }).where(eq(monthlyGifts.status, 'active'));
});

const outboxTo = async (email: string) =>
  (await t.app.db.select().from(emailOutbox).where(sql`${emailOutbox.to} @> ${JSON.stringify([email])}::jsonb`).orderBy(emailOutbox.id)).map((r) => ({ subject: r.subject, text: r.text }));

describe('a monthly checkout', () => {
  it('starts a monthly gift with its first month; a checkout without it starts none', async () => {
    const team = await buildTeam(t.app.db);
    const { first, gift } = await giveMonthly(t, monthlyCheckout({ donation: 20, team: team.id }));
    const today = await clockDay(t.app.db);
    expect(gift).toMatchObject({
      status: 'active', amountCents: 2000, coversFees: true, teamId: team.id, fundraiserId: null, provider: 'test', startedOn: today,
      dayOfMonth: Number(today.slice(8)), nextChargeOn: nextChargeDayAfter(today, Number(today.slice(8))), testCardNumber: TEST_CARDS.success.number,
      donorEmail: first.contactEmail.toLowerCase(), failureCount: 0,
    });
    expect(gift.paymentMethod).toEqual({ type: 'card', brand: 'visa', last4: '4242' });
    expect(await chargesOf(t.app.db, gift.id)).toMatchObject([{ period: periodOfDay(today), status: 'recorded', transactionId: first.id }]);
    // Only the donation is kept for later months.
    expect(gift.template).toMatchObject({ transaction: { supportingType: 'team', team: team.id, coverFees: true }, donation: {} });

    const before = await t.app.db.$count(monthlyGifts);
    await giveMonthly(t, buildCheckout({ donation: 20, team: team.id })).catch(() => null);
    expect(await t.app.db.$count(monthlyGifts)).toBe(before);
  });
});

describe('each month, by the product clock', () => {
  it('charges the same amount to the same team and walker once, with its receipt, and the totals follow', async () => {
    const { team, walker } = await teamWithPage(t.app.db);
    const { first, gift } = await giveMonthly(t, monthlyCheckout(creditedCheckout({ donation: 25, team: team.id }, walker.id)));
    const year = (await loadEventSettings(t.app.db)).appYear;
    const teamBefore = await teamTotalCents(t.app.db, team.id);
    const walkerBefore = await raisedCents(t.app.db, team.id, walker.id);

    // Not due yet: nothing.
    expect(await runDue(t, headers)).toEqual({ charged: 0, failed: 0 });
    await moveClockToNextCharge(t.app.db, gift.id);
    expect(await runDue(t, headers)).toEqual({ charged: 1, failed: 0 });
    // Run again the same day (and the daily job's pass): still one.
    expect(await runDue(t, headers)).toEqual({ charged: 0, failed: 0 });
    await queueDueCharges(t.app.db);
    await t.app.jobs.drain();

    const months = await monthTransactions(t.app.db, gift.id);
    expect(months).toHaveLength(2);
    const second = months[1]!;
    expect(second).toMatchObject({
      supportingType: 'team', teamId: team.id, fundraiserPersonId: walker.id, totalChargedCents: first.totalCharged * 100, feesCoveredCents: 88,
      totalAmountCents: 2500, contactEmail: first.contactEmail, paymentMethodType: 'card', paymentMethodLast4: '4242',
    });
    expect(second.paymentDetails).toMatchObject({ provider: 'test', monthlyGiftId: gift.id, period: periodOfDay(gift.nextChargeOn) });
    expect(await teamTotalCents(t.app.db, team.id)).toBe(teamBefore + 2500);
    expect(await raisedCents(t.app.db, team.id, walker.id)).toBe(walkerBefore + 2500);
    expect(await findTotalsMismatches(t.app.db, year)).toEqual({ teams: [], fundraisers: [] });

    // The receipt of the month went to the donor.
    await t.app.jobs.drain();
    expect((await outboxTo(first.contactEmail.toLowerCase())).filter((m) => /receipt/i.test(m.subject))).toHaveLength(2);
    const after = await giftRow(t.app.db, gift.id);
    expect(after.nextChargeOn).toBe(nextChargeDayAfter(gift.nextChargeOn, gift.dayOfMonth));
    expect(await chargesOf(t.app.db, gift.id)).toHaveLength(2);
  });

  it("each month's receipt says which month it is; the first says it repeats and where to change it", async () => {
    const team = await buildTeam(t.app.db);
    const { first, gift } = await giveMonthly(t, monthlyCheckout({ donation: 20, team: team.id }));
    const firstPeriod = periodOfDay(await clockDay(t.app.db));
    await moveClockToNextCharge(t.app.db, gift.id);
    expect(await runDue(t, headers)).toEqual({ charged: 1, failed: 0 });
    await t.app.jobs.drain();
    const second = (await monthTransactions(t.app.db, gift.id))[1]!;
    const receiptOf = async (id: number) => (await outboxTo(first.contactEmail.toLowerCase())).find((m) => /receipt/i.test(m.subject) && m.text.includes(`Transaction id: ${id}`))!.text;

    const firstText = await receiptOf(first.id);
    expect(firstText).toContain(`Monthly gift: ${monthLabel(firstPeriod)}, the first month`);
    expect(firstText).toContain(
      `Your gift repeats on this day each month. You can change, pause or cancel it any time from your giving page: ${t.config.PUBLIC_URL.replace(/\/+$/, '')}${MY_GIVING_PATH}`,
    );
    const secondText = await receiptOf(second.id);
    expect(secondText).toContain(`Monthly gift: ${monthLabel(periodOfDay(gift.nextChargeOn))}\n`);
    expect(secondText).not.toContain('the first month');
    expect(secondText).not.toContain('repeats');

    // The printable page says the same (GET /v1/receipts/{token}).
    const printable = async (token: string) => ((await t.app.inject({ method: 'GET', url: `/v1/receipts/${token}` })).json() as ReceiptView).monthlyGift;
    expect(await printable(first.receiptToken)).toEqual({ period: firstPeriod, first: true });
    expect(await printable(second.receiptToken)).toEqual({ period: periodOfDay(gift.nextChargeOn), first: false });
  });

  it('charges a month once when two charge jobs run at once', async () => {
    const team = await buildTeam(t.app.db);
    const { gift } = await giveMonthly(t, monthlyCheckout({ donation: 30, team: team.id }));
    await moveClockToNextCharge(t.app.db, gift.id);
    const deps = monthlyGiftDeps(t.app);
    const period = periodOfDay(gift.nextChargeOn);
    const outcomes = await Promise.all([chargeMonthlyGift(deps, gift.id, period), chargeMonthlyGift(deps, gift.id, period), chargeMonthlyGift(deps, gift.id)]);
    expect(outcomes.filter((o) => o === 'charged').length).toBeGreaterThanOrEqual(1);
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(2);
    expect((await chargesOf(t.app.db, gift.id)).map((c) => c.status)).toEqual(['recorded', 'recorded']);
  });

  it('queues one charge job per gift due from the daily pass, and the jobs record the month', async () => {
    const team = await buildTeam(t.app.db);
    const { gift } = await giveMonthly(t, monthlyCheckout({ donation: 40, team: team.id, coverFees: false }));
    await moveClockToNextCharge(t.app.db, gift.id);
    expect((await queueDueCharges(t.app.db)).queued).toBe(1);
    expect((await queueDueCharges(t.app.db)).queued).toBe(0);
    const queued = await t.app.db.select().from(jobs).where(and(eq(jobs.queue, MONTHLY_GIFT_CHARGE_QUEUE), sql`${jobs.payload} ->> 'monthlyGiftId' = ${String(gift.id)}`));
    expect(queued).toHaveLength(1);
    await t.app.jobs.drain();
    const months = await monthTransactions(t.app.db, gift.id);
    expect(months.map((m) => m.totalChargedCents)).toEqual([4000, 4000]);
  });

  it('gives the month to the event, and says so, when the walker left the team', async () => {
    const { team, walker } = await teamWithPage(t.app.db, { firstName: 'Lena', lastName: 'Leaver' });
    const { gift } = await giveMonthly(t, monthlyCheckout(creditedCheckout({ donation: 20, team: team.id }, walker.id)));
    await t.app.db.delete(teamMembers).where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.personId, walker.id)));
    const teamBefore = await teamTotalCents(t.app.db, team.id);
    await moveClockToNextCharge(t.app.db, gift.id);
    expect(await runDue(t, headers)).toEqual({ charged: 1, failed: 0 });
    const second = (await monthTransactions(t.app.db, gift.id))[1]!;
    expect(second).toMatchObject({ supportingType: 'event', teamId: null, fundraiserPersonId: null, eventCity: team.eventCity, totalAmountCents: 2000 });
    expect((second.paymentDetails as { note?: string }).note).toBe(`Walker Lena Leaver is no longer on a team this year, so this month's gift goes to the ${team.eventCity} event.`);
    expect(await teamTotalCents(t.app.db, team.id)).toBe(teamBefore);
  });

  it('emails the donor when the saved card is declined, tries the next two days, then fails the gift', async () => {
    const team = await buildTeam(t.app.db);
    const { first, gift } = await giveMonthly(t, monthlyCheckout({ donation: 20, team: team.id }));
    const email = first.contactEmail.toLowerCase();
    await saveTestCard(t.app.db, gift.id, TEST_CARDS.declined.number);
    await moveClockToNextCharge(t.app.db, gift.id);

    expect(await runDue(t, headers)).toEqual({ charged: 0, failed: 1 });
    // Declined today: not tried again before tomorrow.
    expect(await runDue(t, headers)).toEqual({ charged: 0, failed: 0 });
    await t.app.jobs.drain();
    let declined = await giftRow(t.app.db, gift.id);
    expect(declined).toMatchObject({ status: 'active', failureCount: 1, lastFailureMessage: CARD_MESSAGES.declined });
    const firstEmail = (await outboxTo(email)).filter((m) => /update your card/.test(m.subject));
    expect(firstEmail).toHaveLength(1);
    expect(firstEmail[0]!.text).toMatch(/\/frontend\/my-giving#token=[A-Za-z0-9_-]+/);
    expect(firstEmail[0]!.text).toContain(CARD_MESSAGES.declined);

    await moveClock(t.app.db, { advanceDays: 1 });
    expect(await runDue(t, headers)).toEqual({ charged: 0, failed: 1 });
    await moveClock(t.app.db, { advanceDays: 1 });
    expect(await runDue(t, headers)).toEqual({ charged: 0, failed: 1 });
    await t.app.jobs.drain();
    declined = await giftRow(t.app.db, gift.id);
    expect(declined).toMatchObject({ status: 'failed', failureCount: 3 });
    const emails = (await outboxTo(email)).filter((m) => /update your card/.test(m.subject));
    expect(emails.map((m) => m.subject)).toEqual([expect.not.stringContaining('paused'), expect.stringContaining('is paused')]);
    // A failed gift is not charged, however the clock moves; no transaction was recorded for the month.
    await moveClock(t.app.db, { advanceDays: 40 });
    expect(await runDue(t, headers)).toEqual({ charged: 0, failed: 0 });
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(1);
  });

  it('never charges a cancelled gift again', async () => {
    const team = await buildTeam(t.app.db);
    const { gift } = await giveMonthly(t, monthlyCheckout({ donation: 15, team: team.id }));
    const cancelled = await t.app.inject({ method: 'POST', url: `/v1/monthly-gifts/${gift.id}/cancel`, headers });
    expect(cancelled.statusCode).toBe(200);
    for (const days of [31, 31, 31]) {
      await moveClock(t.app.db, { advanceDays: days });
      expect(await runDue(t, headers)).toEqual({ charged: 0, failed: 0 });
      await queueDueCharges(t.app.db);
      await t.app.jobs.drain();
    }
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(1);
  });

  it("refunds one month's transaction only", async () => {
    const team = await buildTeam(t.app.db);
    const { gift } = await giveMonthly(t, monthlyCheckout({ donation: 50, team: team.id, coverFees: false }));
    await moveClockToNextCharge(t.app.db, gift.id);
    await runDue(t, headers);
    const [firstMonth, secondMonth] = await monthTransactions(t.app.db, gift.id);
    const teamBefore = await teamTotalCents(t.app.db, team.id);
    const refunded = await t.app.inject({ method: 'POST', url: `/v1/transactions/${secondMonth!.id}/refunds`, headers, payload: { amount: 50, reason: 'Donor asked' } });
    expect(refunded.statusCode).toBe(201);
    expect(await refundRowsOf(t.app.db, secondMonth!.id)).toHaveLength(1);
    expect(await refundRowsOf(t.app.db, firstMonth!.id)).toHaveLength(0);
    expect(await teamTotalCents(t.app.db, team.id)).toBe(teamBefore - 5000);
    expect((await giftRow(t.app.db, gift.id)).status).toBe('active');
    expect(await findTotalsMismatches(t.app.db, (await loadEventSettings(t.app.db)).appYear)).toEqual({ teams: [], fundraisers: [] });
  });

  it('moves to a short month’s last day and back', async () => {
    const team = await buildTeam(t.app.db);
    const { gift } = await giveMonthly(t, monthlyCheckout({ donation: 10, team: team.id, coverFees: false }));
    await t.app.db.update(monthlyGifts).set({ dayOfMonth: 31, nextChargeOn: '2030-01-31' }).where(eq(monthlyGifts.id, gift.id));
    await moveClockTo(t.app.db, '2030-01-31');
    expect(await runDue(t, headers)).toEqual({ charged: 1, failed: 0 });
    expect((await giftRow(t.app.db, gift.id)).nextChargeOn).toBe('2030-02-28');
  });
});
