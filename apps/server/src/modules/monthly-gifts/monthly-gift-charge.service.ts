import { randomBytes } from 'node:crypto';
import { MONTHLY_GIFT_MAX_FAILURES, MONTHLY_GIFT_MESSAGES, chargeDayIn, nextPeriod, periodOfDay, type MonthPaymentDetails, type MonthlyGiftRunResult } from '@walkfund/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { ProviderPayment } from '../../integrations/payments/payment-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { clockNow } from '../../lib/clock.ts';
import { chicagoDay } from '../daily-reports/chicago-day.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { attachProviderPayment, findCheckoutById, insertCheckout, setCheckoutStatus, type CheckoutRow } from '../transactions/checkout.service.ts';
import { hashPaymentSecret } from '../transactions/payment-secret.ts';
import { finalizeCheckout, type RecordingDeps, type RecordResult } from '../transactions/transaction.service.ts';
import { enqueueDueCharges, findCharge, findDueGiftIds, markChargeDeclined, markChargeRecorded, startChargeAttempt } from './monthly-gift-charge.repo.ts';
import type { MonthlyGiftProcessor } from './monthly-gift-processor.ts';
import { MONTHLY_GIFT_CARD_EMAIL_QUEUE, MONTHLY_GIFT_CHARGE_QUEUE, type CardEmailKind } from './monthly-gift-queues.ts';
import { buildMonthCheckout } from './monthly-gift-template.ts';
import { lockMonthlyGift, updateMonthlyGift, type MonthlyGiftRow } from './monthly-gift.repo.ts';

/**
 * Each month of a monthly gift (docs/features/monthly-gifts.md), recorded like every payment:
 * a checkout built from the gift's template, recorded through finalizeCheckout
 * (docs/decisions/0112-payments-exactly-once.md), so the receipt, the totals and every other
 * subscriber follow. A month is charged once whatever runs it how often: the gift's row is locked,
 * its monthly_gift_charges row (one per gift and period) names the month's one checkout, and the
 * checkout is recorded once.
 */

export interface MonthlyGiftDeps extends RecordingDeps {
  processor: MonthlyGiftProcessor;
}

/** After a month: the next charge day is the next month's, the declines forgotten (the last message stays for the admins). */
export async function completeMonth(tx: Tx, gift: MonthlyGiftRow, month: { period: string; checkoutId: number | null; transactionId: number }): Promise<void> {
  await markChargeRecorded(tx, { monthlyGiftId: gift.id, ...month });
  const next = chargeDayIn(nextPeriod(month.period), gift.dayOfMonth);
  await updateMonthlyGift(tx, gift.id, { failureCount: 0, ...(gift.nextChargeOn < next ? { nextChargeOn: next } : {}) });
}

type Attempt = { gift: MonthlyGiftRow; period: string; checkout: CheckoutRow; note: string | null };

/**
 * Under the gift's lock: is a month due today? Then its checkout: the one an unfinished attempt
 * left (pending), or a new one (first attempt, or a retry after a decline), named on the month's row.
 */
async function prepareAttempt(db: Db, monthlyGiftId: number, today: string, expectedPeriod: string | undefined, provider: string): Promise<Attempt | 'done' | null> {
  return db.transaction(async (tx) => {
    const gift = await lockMonthlyGift(tx, monthlyGiftId);
    if (!gift || gift.status !== 'active' || gift.nextChargeOn > today) return null;
    if (gift.failureCount > 0 && gift.lastFailureAt && chicagoDay(gift.lastFailureAt) >= today) return null;
    const period = periodOfDay(gift.nextChargeOn);
    if (expectedPeriod && expectedPeriod !== period) return null;
    const charge = await findCharge(tx, gift.id, period);
    const existing = charge?.checkoutId ? await findCheckoutById(tx, charge.checkoutId) : null;
    if (charge?.status === 'recorded' || existing?.transactionId) {
      // Recorded by an attempt that stopped before the month was completed (or by the reconciler).
      await completeMonth(tx, gift, { period, checkoutId: existing?.id ?? null, transactionId: charge?.transactionId ?? existing!.transactionId! });
      return 'done';
    }
    const month = await buildMonthCheckout(tx, gift);
    if (charge?.status === 'pending' && existing && existing.status !== 'failed') return { gift, period, checkout: existing, note: month.note };
    const checkout = await insertCheckout(tx, { provider: provider as 'test' | 'stripe', amountCents: month.priced.totals.totalCents, payload: month.priced.payload });
    await startChargeAttempt(tx, { monthlyGiftId: gift.id, period, checkoutId: checkout.id });
    return { gift, period, checkout, note: month.note };
  });
}

/** A declined month: counted once, the donor emailed on the first decline and when the gift fails (the third). */
async function recordDecline(db: Db, attempt: Attempt, message: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const gift = await lockMonthlyGift(tx, attempt.gift.id);
    if (!gift || !(await markChargeDeclined(tx, gift.id, attempt.period, attempt.checkout.id))) return;
    await setCheckoutStatus(tx, attempt.checkout.id, 'failed', message);
    const failures = gift.failureCount + 1;
    const failed = failures >= MONTHLY_GIFT_MAX_FAILURES;
    await updateMonthlyGift(tx, gift.id, { failureCount: failures, lastFailureMessage: message.slice(0, 500), lastFailureAt: now, ...(failed ? { status: 'failed' } : {}) });
    if (failures === 1 || failed) await enqueueCardEmail(tx, gift.id, attempt.period, failed ? 'failed' : 'declined');
  });
}

/**
 * The donor's email asking for a new card (the donor page renders it with a sign-in link), at
 * most one per gift, month and kind. The Stripe side queues it on invoice.payment_failed too.
 */
export async function enqueueCardEmail(tx: DbOrTx, monthlyGiftId: number, period: string, kind: CardEmailKind): Promise<void> {
  await enqueueJob(tx, MONTHLY_GIFT_CARD_EMAIL_QUEUE, { monthlyGiftId, kind }, { singletonKey: `card-${monthlyGiftId}-${period}-${kind}` });
}

export type ChargeOutcome = 'charged' | 'declined' | 'skipped';

/**
 * Charges one gift's due month on its saved card (the charge job, run-due): recorded through
 * finalizeCheckout with the month in its paymentDetails, so the subscriber completes the month in
 * the recording's transaction. `period`, when given (the job's), must still be the month due.
 */
export async function chargeMonthlyGift(deps: MonthlyGiftDeps, monthlyGiftId: number, period?: string): Promise<ChargeOutcome> {
  if (!deps.processor.chargesEachMonth) return 'skipped';
  const now = await clockNow(deps.db);
  const attempt = await prepareAttempt(deps.db, monthlyGiftId, chicagoDay(now), period, deps.processor.kind);
  if (attempt === 'done') return 'charged';
  if (!attempt) return 'skipped';
  const { gift, checkout } = attempt;
  const outcome = await deps.processor.chargeMonth({ gift, checkoutId: checkout.id, amountCents: checkout.amountCents, now });
  if (!outcome.ok) {
    await recordDecline(deps.db, attempt, outcome.message, now);
    return 'declined';
  }
  const paymentId = outcome.paymentId;
  if (!checkout.providerPaymentId) await attachProviderPayment(deps.db, checkout.id, paymentId, hashPaymentSecret(randomBytes(24).toString('base64url')));
  // Succeeded before it is recorded: a crash between the two leaves it to the reconciler, as any payment.
  await setCheckoutStatus(deps.db, checkout.id, 'succeeded');
  const details: MonthPaymentDetails = { monthlyGiftId: gift.id, period: attempt.period, ...(attempt.note ? { note: attempt.note } : {}) };
  const payment: ProviderPayment = {
    id: checkout.providerPaymentId ?? paymentId,
    succeeded: true,
    status: 'succeeded',
    method: outcome.method,
    amountCents: checkout.amountCents,
    currency: 'usd',
    failureMessage: null,
    details: { provider: deps.processor.kind, paymentId: checkout.providerPaymentId ?? paymentId, status: 'succeeded', ...details },
  };
  await finalizeCheckout(deps, { id: checkout.id, provider: checkout.provider, payload: checkout.payload, transactionId: null }, payment);
  return 'charged';
}

/**
 * A month the processor charged by itself (Stripe's invoice.paid), recorded once: the month's row
 * (by gift and period; `providerInvoiceId` unique), a checkout from the template with the invoice's
 * payment, finalizeCheckout. A month already recorded answers its record unchanged (created false);
 * null when the gift is unknown.
 */
export async function recordPaidMonth(
  deps: RecordingDeps,
  input: { monthlyGiftId: number; period: string; payment: ProviderPayment; providerInvoiceId: string | null },
): Promise<RecordResult | null> {
  const prepared = await deps.db.transaction(async (tx) => {
    const gift = await lockMonthlyGift(tx, input.monthlyGiftId);
    if (!gift) return null;
    const charge = await findCharge(tx, gift.id, input.period);
    const existing = charge?.checkoutId ? await findCheckoutById(tx, charge.checkoutId) : null;
    if (existing && (existing.transactionId || charge?.status === 'pending')) return { gift, checkout: existing, note: null as string | null };
    const month = await buildMonthCheckout(tx, gift, { chargedCents: input.payment.amountCents });
    const checkout = await insertCheckout(tx, { provider: gift.provider as 'test' | 'stripe', amountCents: input.payment.amountCents, payload: month.priced.payload });
    await attachProviderPayment(tx, checkout.id, input.payment.id, hashPaymentSecret(randomBytes(24).toString('base64url')));
    await startChargeAttempt(tx, { monthlyGiftId: gift.id, period: input.period, checkoutId: checkout.id, providerInvoiceId: input.providerInvoiceId });
    return { gift, checkout, note: month.note };
  });
  if (!prepared) return null;
  const { checkout } = prepared;
  const details: MonthPaymentDetails = { monthlyGiftId: input.monthlyGiftId, period: input.period, ...(prepared.note ? { note: prepared.note } : {}) };
  return finalizeCheckout(deps, checkout, { ...input.payment, details: { ...input.payment.details, ...details, ...(input.providerInvoiceId ? { invoiceId: input.providerInvoiceId } : {}) } });
}

/**
 * A month the processor could not charge (Stripe's invoice.payment_failed, or its subscription
 * past due after the last retry: `final`): counted on the gift, its message kept, the donor emailed
 * a link to update the card on the first decline of the month and when the gift fails.
 */
export async function noteMonthDeclined(db: Db, input: { monthlyGiftId: number; period: string; message: string; final: boolean }): Promise<void> {
  const now = await clockNow(db);
  await db.transaction(async (tx) => {
    const gift = await lockMonthlyGift(tx, input.monthlyGiftId);
    if (!gift || gift.status === 'cancelled' || gift.status === 'failed') return;
    const failures = gift.failureCount + 1;
    await updateMonthlyGift(tx, gift.id, {
      failureCount: failures,
      lastFailureMessage: input.message.slice(0, 500),
      lastFailureAt: now,
      ...(input.final ? { status: 'failed' } : {}),
    });
    if (failures === 1 || input.final) await enqueueCardEmail(tx, gift.id, input.period, input.final ? 'failed' : 'declined');
  });
}

/** POST /v1/monthly-gifts/run-due (test processor): every gift due now by the product's clock, charged one by one. */
export async function runDueGifts(deps: MonthlyGiftDeps): Promise<MonthlyGiftRunResult> {
  if (!deps.processor.chargesEachMonth) throw AppError.notFound(MONTHLY_GIFT_MESSAGES.testModeOnly);
  const today = chicagoDay(await clockNow(deps.db));
  const result: MonthlyGiftRunResult = { charged: 0, failed: 0 };
  for (const id of await findDueGiftIds(deps.db, today)) {
    const outcome = await chargeMonthlyGift(deps, id);
    if (outcome === 'charged') result.charged += 1;
    if (outcome === 'declined') result.failed += 1;
  }
  return result;
}

/** The daily job: one charge job per gift due today (by the product's clock). */
export async function queueDueCharges(db: DbOrTx): Promise<{ day: string; queued: number }> {
  const day = chicagoDay(await clockNow(db));
  return { day, queued: await enqueueDueCharges(db, day, MONTHLY_GIFT_CHARGE_QUEUE) };
}
