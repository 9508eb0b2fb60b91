import { sql } from 'drizzle-orm';
import type { RecordedPaymentMethod } from '@walkfund/domain';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, timestamps } from './columns.ts';
import { checkouts, transactions } from './money.ts';
import { persons, teams } from './people.ts';

/**
 * A monthly gift (docs/features/monthly-gifts.md): created by the monthly-gifts subscriber when a
 * checkout with `transaction.monthly` is recorded, in the recording's database transaction, so it
 * exists exactly when its first gift does (`first_transaction_id` unique). Each later month is a
 * checkout built from `template` and recorded like any payment; `monthly_gift_charges` holds one
 * row per month.
 */
export const monthlyGifts = pgTable(
  'monthly_gifts',
  {
    id: serial('id').primaryKey(),
    donorPersonId: integer('donor_person_id').references(() => persons.id, { onDelete: 'set null' }),
    /** Lowercased: the donor's page (docs/features/my-giving.md) reaches the gift by it. */
    donorEmail: text('donor_email').notNull(),
    /** The donation given each month; the covered fee, when coversFees, is priced each month on top. */
    amountCents: cents('amount_cents').notNull(),
    coversFees: boolean('covers_fees').notNull(),
    /** What the first gift supported: the team and walker are given to while they are on a team that year. */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    fundraiserId: integer('fundraiser_id').references(() => persons.id, { onDelete: 'set null' }),
    eventCity: text('event_city').notNull(),
    eventYear: integer('event_year').notNull(),
    /** active, paused, failed, cancelled (MONTHLY_GIFT_STATUSES). */
    status: text('status').notNull().default('active'),
    /** The day of the first gift (America/Chicago, by the product's clock, lib/clock.ts). */
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    /** The day of the month it started; a shorter month charges on its last day. */
    dayOfMonth: integer('day_of_month').notNull(),
    /** The next charge day (America/Chicago); its month is the next period to charge. */
    nextChargeOn: date('next_charge_on', { mode: 'string' }).notNull(),
    /** test or stripe (MONTHLY_GIFT_PROVIDERS). */
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The card or wallet charged each month, as the processor reported it. */
    paymentMethod: jsonb('payment_method').$type<RecordedPaymentMethod>(),
    /** Test processor only: the published test number saved for later months (docs/decisions/0113-test-mode-processor.md). */
    testCardNumber: text('test_card_number'),
    /** Declines in a row; MONTHLY_GIFT_MAX_FAILURES makes the gift failed. Back to 0 on a charge. */
    failureCount: integer('failure_count').notNull().default(0),
    lastFailureMessage: text('last_failure_message'),
    /** By the product's clock (lib/clock.ts): a gift declined today is tried again tomorrow. */
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    firstTransactionId: integer('first_transaction_id')
      .notNull()
      .references(() => transactions.id),
    /** The first checkout's payload reduced to its donation: person, transaction (monthly off), the donation line. */
    template: jsonb('template').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('monthly_gifts_first_transaction_unique').on(t.firstTransactionId),
    uniqueIndex('monthly_gifts_subscription_unique').on(t.providerSubscriptionId),
    index('monthly_gifts_due_idx').on(t.status, t.nextChargeOn),
    index('monthly_gifts_donor_email_idx').on(t.donorEmail),
    check('monthly_gifts_status', sql`${t.status} in ('active', 'paused', 'failed', 'cancelled')`),
    check('monthly_gifts_provider', sql`${t.provider} in ('test', 'stripe')`),
    check('monthly_gifts_day_of_month', sql`${t.dayOfMonth} between 1 and 31`),
    check('monthly_gifts_amount_positive', sql`${t.amountCents} > 0`),
    check('monthly_gifts_failure_count', sql`${t.failureCount} >= 0`),
    check('monthly_gifts_failure_message_length', sql`char_length(${t.lastFailureMessage}) <= 500`),
  ],
);

/**
 * One month of a monthly gift: at most one row per gift and period (YYYY-MM), whatever the
 * duplicates (two jobs, a run twice, Stripe's repeated events), so a month is charged once.
 * `checkout_id` is that month's checkout, reused by every attempt; `transaction_id` is set when
 * it is recorded.
 */
export const monthlyGiftCharges = pgTable(
  'monthly_gift_charges',
  {
    monthlyGiftId: integer('monthly_gift_id')
      .notNull()
      .references(() => monthlyGifts.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    checkoutId: integer('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    /** With Stripe: the invoice that paid the month. */
    providerInvoiceId: text('provider_invoice_id'),
    /** pending (being charged), recorded, failed (the last attempt was declined). */
    status: text('status').notNull().default('pending'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'monthly_gift_charges_pk', columns: [t.monthlyGiftId, t.period] }),
    uniqueIndex('monthly_gift_charges_invoice_unique').on(t.providerInvoiceId),
    index('monthly_gift_charges_transaction_idx').on(t.transactionId),
    check('monthly_gift_charges_status', sql`${t.status} in ('pending', 'recorded', 'failed')`),
    check('monthly_gift_charges_period', sql`${t.period} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);
