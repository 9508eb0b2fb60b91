import { asc, eq } from 'drizzle-orm';
import { TEST_CARDS, type CheckoutPayloadInput, type MonthlyGiftRunResult, type TransactionView } from '@walkfund/domain';
import type { TestApp } from '../../../../test/test-app.ts';
import type { Db } from '../../../db/client.ts';
import { monthlyGiftCharges, monthlyGifts, transactions } from '../../../db/schema/index.ts';
import { clockNow, moveClock } from '../../../lib/clock.ts';
import { chicagoDay, daysBetween } from '../../daily-reports/chicago-day.ts';
import { buildCheckout, payByTestCard, type CartSpec } from '../../payments/test-support/checkout-fixtures.ts';

/** The monthly gifts' test helpers (docs/features/monthly-gifts.md). */

/** A checkout with "Make it monthly". */
export function monthlyCheckout(cart: CartSpec | CheckoutPayloadInput, extra: Partial<CheckoutPayloadInput['transaction']> = {}): CheckoutPayloadInput {
  const payload = 'person' in cart ? cart : buildCheckout(cart);
  return { ...payload, transaction: { ...payload.transaction, monthly: true, ...extra } };
}

export type MonthlyGiftRow = typeof monthlyGifts.$inferSelect;

/** Pays a monthly checkout by test card: its first transaction and the gift it started. */
export async function giveMonthly(t: TestApp, payload: CheckoutPayloadInput, card: string = TEST_CARDS.success.number): Promise<{ first: TransactionView; gift: MonthlyGiftRow }> {
  const paid = await payByTestCard(t, payload, card);
  if (paid.recorded.statusCode !== 201) throw new Error(`recording a monthly gift answered ${paid.recorded.statusCode}: ${paid.recorded.body}`);
  const first = paid.recorded.json() as TransactionView;
  const [gift] = await t.app.db.select().from(monthlyGifts).where(eq(monthlyGifts.firstTransactionId, first.id));
  if (!gift) throw new Error(`transaction ${first.id} started no monthly gift`);
  return { first, gift };
}

export async function giftRow(db: Db, id: number): Promise<MonthlyGiftRow> {
  const [gift] = await db.select().from(monthlyGifts).where(eq(monthlyGifts.id, id));
  if (!gift) throw new Error(`no monthly gift ${id}`);
  return gift;
}

/** The gift's months, oldest first. */
export async function chargesOf(db: Db, id: number) {
  return db.select().from(monthlyGiftCharges).where(eq(monthlyGiftCharges.monthlyGiftId, id)).orderBy(asc(monthlyGiftCharges.period));
}

/** The transactions of the gift's recorded months, oldest first. */
export async function monthTransactions(db: Db, id: number) {
  return db
    .select({ transaction: transactions })
    .from(monthlyGiftCharges)
    .innerJoin(transactions, eq(transactions.id, monthlyGiftCharges.transactionId))
    .where(eq(monthlyGiftCharges.monthlyGiftId, id))
    .orderBy(asc(monthlyGiftCharges.period))
    .then((rows) => rows.map((r) => r.transaction));
}

/** Today by the product's clock (America/Chicago). */
export async function clockDay(db: Db): Promise<string> {
  return chicagoDay(await clockNow(db));
}

/** Moves the product's clock on to the day given (America/Chicago), whole days. */
export async function moveClockTo(db: Db, day: string): Promise<void> {
  const days = daysBetween(await clockDay(db), day);
  if (days !== 0) await moveClock(db, { advanceDays: days });
}

/** Moves the product's clock on to the gift's next charge day. */
export async function moveClockToNextCharge(db: Db, giftId: number): Promise<void> {
  await moveClockTo(db, (await giftRow(db, giftId)).nextChargeOn);
}

/** The card later months charge, as if the donor had saved it (a refused number can only be saved this way). */
export async function saveTestCard(db: Db, giftId: number, number: string): Promise<void> {
  await db.update(monthlyGifts).set({ testCardNumber: number }).where(eq(monthlyGifts.id, giftId));
}

/** POST /v1/monthly-gifts/run-due as the admin. */
export async function runDue(t: TestApp, headers: Record<string, string>): Promise<MonthlyGiftRunResult> {
  const res = await t.app.inject({ method: 'POST', url: '/v1/monthly-gifts/run-due', headers });
  if (res.statusCode !== 200) throw new Error(`run-due answered ${res.statusCode}: ${res.body}`);
  return res.json() as MonthlyGiftRunResult;
}
