import { eq } from 'drizzle-orm';
import {
  CARD_MESSAGES, TEST_CARDS, chargeDayIn, checkoutPayloadSchema, computeCheckoutTotals, nextChargeDayAfter, periodOfDay, type CheckoutPayloadInput,
  type EventCity,
} from '@walkfund/domain';
import type { Tx } from '../db/client.ts';
import { lineItems, monthlyGiftCharges, monthlyGifts, transactions } from '../db/schema/index.ts';
import { addDays, chicagoDay, chicagoDayStart } from '../modules/daily-reports/chicago-day.ts';
import { addPerson as insertPerson } from '../modules/membership/membership.service.ts';
import { templateOf } from '../modules/monthly-gifts/monthly-gift-template.ts';
import { insertLineItems, insertTransaction } from '../modules/transactions/transaction.repo.ts';
import { DEMO_DONOR_EMAIL } from './seed-my-giving.ts';

/** The demo's monthly gifts (docs/features/monthly-gifts.md); the demo donor's is active with two months given. */
interface DemoMonthlyGift {
  firstName: string;
  lastName: string;
  email: string;
  dollars: number;
  coverFees: boolean;
  eventCity: EventCity;
  status: 'active' | 'paused' | 'failed' | 'cancelled';
  months: 1 | 2;
}

export const DEMO_MONTHLY_GIFTS: DemoMonthlyGift[] = [
  { firstName: 'Gail', lastName: 'Giver', email: DEMO_DONOR_EMAIL, dollars: 25, coverFees: true, eventCity: 'Oklahoma City', status: 'active', months: 2 },
  { firstName: 'Marcus', lastName: 'Monthly', email: 'marcus.monthly@example.com', dollars: 50, coverFees: false, eventCity: 'Tulsa', status: 'active', months: 2 },
  { firstName: 'Paula', lastName: 'Pauser', email: 'paula.pauser@example.com', dollars: 20, coverFees: true, eventCity: 'Oklahoma City', status: 'paused', months: 1 },
  { firstName: 'Fran', lastName: 'Ford', email: 'fran.ford@example.com', dollars: 30, coverFees: false, eventCity: 'Tulsa', status: 'failed', months: 1 },
  { firstName: 'Carl', lastName: 'Quits', email: 'carl.quits@example.com', dollars: 15, coverFees: false, eventCity: 'Oklahoma City', status: 'cancelled', months: 1 },
];

const billing = (name: string, email: string) => ({ name_on_card: name, billing_address: '12 Elm St', billing_city: 'Edmond', billing_state: 'OK', billing_zip: '73013', email });

/** The previous month's charge day of `day`'s day of the month (a short month's last day). */
function monthBefore(day: string, dayOfMonth: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const period = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  return chargeDayIn(period, dayOfMonth);
}

/**
 * Event gifts only, so no team's total changes and `npm run totals:check` stays clean. Each gift's
 * months are transactions dated on their charge days (noon, Chicago); the newest month was given three
 * days ago, so the next one comes in about a month by the product's clock (moved in tests and demos).
 */
export async function seedMonthlyGifts(tx: Tx, year: number, now = new Date()): Promise<void> {
  const recent = addDays(chicagoDay(now), -3);
  const dayOfMonth = Number(recent.slice(8));
  for (const [index, demo] of DEMO_MONTHLY_GIFTS.entries()) {
    const name = `${demo.firstName} ${demo.lastName}`;
    const totals = computeCheckoutTotals({ donationCents: demo.dollars * 100, coverFees: demo.coverFees });
    const input: CheckoutPayloadInput = {
      person: { firstName: demo.firstName, lastName: demo.lastName, email: demo.email, phone: '(405) 555-0170' },
      transaction: {
        supportingType: 'event', eventCity: demo.eventCity, billingContact: billing(name, demo.email), coverFees: demo.coverFees, monthly: true,
        totalCharged: totals.totalCents / 100, feesCovered: totals.coveredFeeCents / 100, shippingFee: 0,
      },
      lineItems: [{ type: 'donation', amount: demo.dollars }],
    };
    const payload = checkoutPayloadSchema.parse(input);
    // The charge days: the newest month three days ago, the one before a month earlier.
    const days = demo.months === 2 ? [monthBefore(recent, dayOfMonth), recent] : [demo.status === 'active' ? recent : monthBefore(recent, dayOfMonth)];
    const recorded: { period: string; transactionId: number }[] = [];
    for (const [month, day] of days.entries()) {
      const at = new Date(chicagoDayStart(day).getTime() + 12 * 3_600_000);
      const donor = await insertPerson(tx, { firstName: demo.firstName, lastName: demo.lastName, email: demo.email, eventYear: year, event: 'donor', eventCity: demo.eventCity });
      const { id } = await insertTransaction(tx, {
        supportingType: 'event', teamId: null, eventCity: demo.eventCity, eventYear: year, donatorPersonId: donor.id,
        totalAmountCents: totals.subtotalCents, totalChargedCents: totals.totalCents, feesCoveredCents: totals.coveredFeeCents, shippingFeeCents: 0,
        contactFirstName: demo.firstName, contactLastName: demo.lastName, contactEmail: demo.email, billingContact: billing(name, demo.email),
        externalTransactionId: `pi_demo_monthly_${index + 1}_${month + 1}`,
        paymentDetails: { provider: 'test', demo: true, ...(month > 0 ? { period: periodOfDay(day) } : {}) },
        paymentMethodType: 'card', paymentMethodBrand: 'visa', paymentMethodLast4: '4242',
      });
      await insertLineItems(tx, id, [{ type: 'donation', amountCents: demo.dollars * 100, primaryContact: name, personId: donor.id, teamId: null, eventCity: demo.eventCity, eventYear: year }]);
      await tx.update(transactions).set({ createdAt: at, updatedAt: at }).where(eq(transactions.id, id));
      await tx.update(lineItems).set({ createdAt: at }).where(eq(lineItems.transactionId, id));
      recorded.push({ period: periodOfDay(day), transactionId: id });
    }
    const startedOn = days[0]!;
    const last = days.at(-1)!;
    const failed = demo.status === 'failed';
    const [gift] = await tx
      .insert(monthlyGifts)
      .values({
        donorEmail: demo.email, amountCents: demo.dollars * 100, coversFees: demo.coverFees, teamId: null, fundraiserId: null, eventCity: demo.eventCity, eventYear: year,
        status: demo.status, startedOn, dayOfMonth, nextChargeOn: nextChargeDayAfter(last, dayOfMonth),
        provider: 'test', paymentMethod: { type: 'card', brand: 'visa', last4: '4242' }, testCardNumber: TEST_CARDS.success.number,
        failureCount: failed ? 3 : 0, lastFailureMessage: failed ? CARD_MESSAGES.declined : null, lastFailureAt: failed ? new Date(now.getTime() - 86_400_000) : null,
        firstTransactionId: recorded[0]!.transactionId, template: templateOf(payload), cancelledAt: demo.status === 'cancelled' ? now : null,
      })
      .returning({ id: monthlyGifts.id });
    await tx.insert(monthlyGiftCharges).values(recorded.map((r) => ({ monthlyGiftId: gift!.id, period: r.period, transactionId: r.transactionId, status: 'recorded' })));
  }
}
