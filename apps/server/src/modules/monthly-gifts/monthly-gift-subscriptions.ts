import { checkoutPayloadSchema, isMonthlyPayload, isPaymentMethodType, monthOfPaymentDetails, nextChargeDayAfter, periodOfDay, type MonthPaymentDetails } from '@walkfund/domain';
import type { Tx } from '../../db/client.ts';
import type { PaymentEvents, TransactionRecord } from '../../events/payment-events.ts';
import type { Subscriptions } from '../../lib/event-bus.ts';
import { clockNow } from '../../lib/clock.ts';
import { chicagoDay } from '../daily-reports/chicago-day.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { splitStoredCheckoutPayload } from '../transactions/stored-checkout-payload.ts';
import { completeMonth } from './monthly-gift-charge.service.ts';
import { testCardNumberOf } from './monthly-gift-processor.ts';
import { MONTHLY_GIFT_START_QUEUE } from './monthly-gift-queues.ts';
import { templateOf } from './monthly-gift-template.ts';
import { insertMonthlyGift, lockMonthlyGift } from './monthly-gift.repo.ts';

/**
 * A checkout recorded with "Make it monthly" (`transaction.monthly`) starts a monthly gift, in the
 * recording's transaction, so the gift exists exactly when its first month does
 * (monthly_gifts.first_transaction_id is unique, and a second recording of the checkout rolls back).
 * Its first month is that checkout; the next is due the same day next month (by the product's clock).
 * With a processor that bills by itself (Stripe), a job sets its subscription up after the commit.
 */
async function startMonthlyGift(tx: Tx, record: TransactionRecord): Promise<void> {
  const checkout = record.checkout;
  if (!checkout || (checkout.provider !== 'test' && checkout.provider !== 'stripe')) return;
  const parsed = checkoutPayloadSchema.safeParse(splitStoredCheckoutPayload(checkout.payload).payload);
  const donation = record.lineItems.find((item) => item.type === 'donation');
  if (!parsed.success || !donation) return;
  const t = record.transaction;
  const today = chicagoDay(await clockNow(tx));
  const dayOfMonth = Number(today.slice(8));
  const method = { type: isPaymentMethodType(t.paymentMethodType) ? t.paymentMethodType : 'card', brand: t.paymentMethodBrand, last4: t.paymentMethodLast4 } as const;
  const gift = await insertMonthlyGift(
    tx,
    {
      donorPersonId: record.donor?.id ?? null,
      donorEmail: t.contactEmail.trim().toLowerCase(),
      amountCents: donation.amountCents,
      coversFees: parsed.data.transaction.coverFees,
      teamId: t.teamId,
      // As credited by the recording (a walker removed from the team meanwhile was not).
      fundraiserId: t.fundraiserPersonId,
      eventCity: t.eventCity ?? parsed.data.transaction.eventCity ?? '',
      eventYear: t.eventYear,
      status: 'active',
      startedOn: today,
      dayOfMonth,
      nextChargeOn: nextChargeDayAfter(today, dayOfMonth),
      provider: checkout.provider,
      paymentMethod: method,
      testCardNumber: checkout.provider === 'test' ? testCardNumberOf(method) : null,
      firstTransactionId: t.id,
      template: templateOf(parsed.data),
    },
    { period: periodOfDay(today), checkoutId: t.checkoutId, transactionId: t.id },
  );
  if (checkout.provider === 'stripe') await enqueueJob(tx, MONTHLY_GIFT_START_QUEUE, { monthlyGiftId: gift.id }, { singletonKey: `start-${gift.id}` });
}

/** A later month recorded (its paymentDetails name the gift and month): the month is done and the next one is due a month on. */
async function completeMonthOfRecording(tx: Tx, record: TransactionRecord, month: MonthPaymentDetails): Promise<void> {
  const gift = await lockMonthlyGift(tx, month.monthlyGiftId);
  if (!gift) return;
  await completeMonth(tx, gift, { period: month.period, checkoutId: record.transaction.checkoutId, transactionId: record.transaction.id });
}

/**
 * Monthly gifts on the payment events (docs/features/monthly-gifts.md), listed in
 * src/payment-subscribers.ts. Any other checkout costs no statement.
 */
export const monthlyGiftSubscriptions: Subscriptions<PaymentEvents> = {
  transactionRecorded: [
    async (tx, { record }) => {
      const month = monthOfPaymentDetails(record.transaction.paymentDetails);
      if (month) await completeMonthOfRecording(tx, record, month);
      else if (isMonthlyPayload(record.checkout?.payload)) await startMonthlyGift(tx, record);
    },
  ],
};
