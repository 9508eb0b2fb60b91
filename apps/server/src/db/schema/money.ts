import { sql } from 'drizzle-orm';
import type { Address, BillingContactInput, ProductDetailsRecord, RecordedPaymentMethod, RunnerDetailsRecord } from '@walkfund/domain';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { cents } from './columns.ts';
import { timestamps } from './columns.ts';
import { persons, teams, users } from './people.ts';

/** Stored as the checkout payload validated them. */
export type BillingContact = BillingContactInput;
export type ShippingAddress = Address;

/**
 * A card payment in progress (docs/decisions/0112-payments-exactly-once.md): created by POST /v1/payment, it holds the
 * validated checkout payload and the amount the server computed. The transaction is recorded
 * from it once, whichever of the browser or the webhook arrives first (`transactionId` unique).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: serial('id').primaryKey(),
    /** stripe, test or offline */
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /**
     * SHA-256 of the payment's client secret: the capability the checkout browser presents to
     * record the payment and read its receipt. The secret itself is never stored.
     */
    clientSecretHash: text('client_secret_hash'),
    /** pending, succeeded, failed, recorded, expired (abandoned; still recorded if the processor later reports success) */
    status: text('status').notNull().default('pending'),
    amountCents: cents('amount_cents').notNull(),
    payload: jsonb('payload').notNull(),
    failureMessage: text('failure_message'),
    transactionId: integer('transaction_id'),
    /** When the reconciler last asked the processor about this checkout. */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /**
     * How the donor is paying, once the processor has said (docs/features/payment-methods.md): kept
     * while a bank transfer is pending (status processing) or after it failed, for the pending views.
     */
    paymentMethod: jsonb('payment_method').$type<RecordedPaymentMethod>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('checkouts_provider_payment_unique').on(t.provider, t.providerPaymentId),
    uniqueIndex('checkouts_transaction_unique').on(t.transactionId),
    index('checkouts_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    active: boolean('active').notNull().default(true),
    /** team or event */
    supportingType: text('supporting_type').notNull(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    eventCity: text('event_city'),
    eventYear: integer('event_year').notNull(),
    donatorPersonId: integer('donator_person_id').references(() => persons.id, { onDelete: 'set null' }),
    /** Subtotal: donation + shirts + shipping + runners. */
    totalAmountCents: cents('total_amount_cents').notNull(),
    totalChargedCents: cents('total_charged_cents').notNull(),
    feesCoveredCents: cents('fees_covered_cents').notNull().default(0),
    shippingFeeCents: cents('shipping_fee_cents').notNull().default(0),
    contactFirstName: text('contact_first_name').notNull(),
    contactLastName: text('contact_last_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    billingContact: jsonb('billing_contact').$type<BillingContact>(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    /** Provider payment id, or "Offline". */
    externalTransactionId: text('external_transaction_id'),
    paymentDetails: jsonb('payment_details'),
    /**
     * How it was paid (PAYMENT_METHOD_TYPES in packages/domain, docs/features/payment-methods.md):
     * the method, the card brand or bank name, the last four. Rows recorded before read "card".
     */
    paymentMethodType: text('payment_method_type').notNull().default('card'),
    paymentMethodBrand: text('payment_method_brand'),
    paymentMethodLast4: text('payment_method_last4'),
    checkoutId: integer('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    hasShipped: boolean('has_shipped').notNull().default(false),
    /** Sum of the recorded refunds (docs/decisions/0122-refunds-and-audit-log.md); the charge itself never changes. */
    refundedCents: cents('refunded_cents').notNull().default(0),
    /** The team member the donation is credited to besides the team (docs/decisions/0008-fundraiser-credit.md). */
    fundraiserPersonId: integer('fundraiser_person_id').references(() => persons.id, { onDelete: 'set null' }),
    /** The donor's public message: plain text, at most DONOR_MESSAGE_MAX_LENGTH characters. */
    donorMessage: text('donor_message'),
    /** An admin hid the message from the pages (when the gift was credited to another walker): kept for the record. */
    donorMessageHidden: boolean('donor_message_hidden').notNull().default(false),
    /** The check number or reference an admin noted on an offline payment: plain text, at most OFFLINE_REFERENCE_MAX_LENGTH characters. */
    offlineReference: text('offline_reference'),
    /**
     * Where the gift came from: the `src` of the walker's or team's link the donor followed
     * (GIFT_SOURCES in packages/domain, docs/features/ask-kit.md); null when unknown. Written by the
     * ask kit's payment subscriber, not by the writer.
     */
    source: text('source'),
    /**
     * The printable receipt's capability (docs/decisions/0012-receipts.md): a random UUID (gen_random_uuid, 122 random
     * bits) in the link the donor gets on the thank-you page and in the receipt email. Not guessable
     * from the transaction id; every row, old ones included, gets its own.
     */
    receiptToken: uuid('receipt_token').notNull().defaultRandom(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('transactions_checkout_unique').on(t.checkoutId),
    index('transactions_fundraiser_idx').on(t.fundraiserPersonId).where(sql`${t.fundraiserPersonId} is not null`),
    check('transactions_donor_message_length', sql`char_length(${t.donorMessage}) <= 280`),
    check('transactions_offline_reference_length', sql`char_length(${t.offlineReference}) <= 100`),
    check('transactions_source_length', sql`char_length(${t.source}) <= 20`),
    check('transactions_payment_method_type', sql`${t.paymentMethodType} in ('card', 'apple_pay', 'google_pay', 'link', 'us_bank_account')`),
    uniqueIndex('transactions_receipt_token_unique').on(t.receiptToken),
    index('transactions_year_created_idx').on(t.eventYear, t.createdAt),
    index('transactions_team_idx').on(t.teamId),
    index('transactions_donator_idx').on(t.donatorPersonId),
    // The few voided transactions: lists and counts of paid line items exclude them by anti-join (migration 0007).
    index('transactions_voided_idx').on(t.id).where(sql`${t.active} = false`),
  ],
);

export type ProductDetails = ProductDetailsRecord;
export type RunnerDetails = RunnerDetailsRecord;

export const lineItems = pgTable(
  'line_items',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id').notNull().references(() => transactions.id, { onDelete: 'cascade' }),
    /** donation, tshirt or 5k */
    type: text('type').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** Display name of the primary contact. */
    primaryContact: text('primary_contact').notNull(),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    eventCity: text('event_city'),
    eventYear: integer('event_year').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    myEmployer: text('my_employer'),
    useEmployerAsName: boolean('use_employer_as_name').notNull().default(false),
    productDetails: jsonb('product_details').$type<ProductDetails>(),
    runnerDetails: jsonb('runner_details').$type<RunnerDetails>(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    /**
     * Set on the negative line items a refund writes (one per line item it comes off): team
     * totals, grids and reports sum line items, so they follow the refund (docs/decisions/0111-team-total-raised.md, docs/decisions/0122-refunds-and-audit-log.md).
     */
    refundId: integer('refund_id').references((): AnyPgColumn => refunds.id, { onDelete: 'cascade' }),
    /** The line item a refund line item takes money off. */
    refundedLineItemId: integer('refunded_line_item_id').references((): AnyPgColumn => lineItems.id, { onDelete: 'cascade' }),
    /**
     * The fundraiser a donation line (and the refund lines off it) is credited to: their
     * team_members.raised_cents is the sum of these (docs/decisions/0008-fundraiser-credit.md).
     */
    fundraiserPersonId: integer('fundraiser_person_id').references(() => persons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('line_items_type_year_created_idx').on(t.type, t.eventYear, t.createdAt),
    // A year's line items whatever their type: daily snapshots, the report years (migration 0007).
    index('line_items_year_created_idx').on(t.eventYear, t.createdAt),
    index('line_items_team_year_idx').on(t.teamId, t.eventYear),
    index('line_items_transaction_idx').on(t.transactionId),
    // Foreign keys looked up on delete (a transaction's refund lines, a person's items): without
    // these, removing one row scans the whole table (seed:scale --force, admin removals).
    index('line_items_refunded_line_item_idx').on(t.refundedLineItemId),
    index('line_items_person_idx').on(t.personId),
    // A fundraiser's credited items of a year (their total's recompute, totals:check); few rows carry one.
    index('line_items_fundraiser_year_idx').on(t.fundraiserPersonId, t.eventYear).where(sql`${t.fundraiserPersonId} is not null`),
  ],
);

/**
 * A refund of a card transaction (docs/decisions/0122-refunds-and-audit-log.md), through the processor. An admin's refund is
 * stored `pending` before the processor is asked (its id makes the processor's idempotency key)
 * and becomes `succeeded` with the processor's refund id, its negative line items and its audit
 * row in one database transaction. A refund made in Stripe's dashboard arrives by webhook and is
 * recorded once per processor refund id.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id').notNull().references(() => transactions.id, { onDelete: 'cascade' }),
    amountCents: cents('amount_cents').notNull(),
    /** The part taken off line items (so off team totals); the rest came off shipping and the covered fee. */
    lineItemsCents: cents('line_items_cents').notNull().default(0),
    reason: text('reason').notNull(),
    /** pending or succeeded */
    status: text('status').notNull(),
    /** admin (the refund route) or processor (made in Stripe's dashboard) */
    source: text('source').notNull(),
    /** stripe or test */
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** The request's Idempotency-Key: a retried request finds its refund. */
    idempotencyKey: text('idempotency_key'),
    /** The line item the admin asked the refund to come off first. */
    firstLineItemId: integer('first_line_item_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refunds_provider_refund_unique').on(t.provider, t.providerRefundId),
    uniqueIndex('refunds_transaction_key_unique').on(t.transactionId, t.idempotencyKey),
    index('refunds_transaction_idx').on(t.transactionId, t.createdAt),
  ],
);

/**
 * docs/decisions/0122-refunds-and-audit-log.md: the append-only audit log of every change of money or of who gets credit,
 * written in the same database transaction as the change. The app only inserts and reads it; a
 * trigger (migration 0005) refuses UPDATE and DELETE. No foreign key on the actor: the log
 * outlives users and is never rewritten.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The user who made the change; null for the card processor. */
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    priceCents: cents('price_cents').notNull(),
    active: boolean('active').notNull().default(true),
    isGridded: boolean('is_gridded').notNull().default(false),
    sizes: jsonb('sizes').$type<string[]>().notNull().default([]),
    image: text('image').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('products_slug_unique').on(t.slug)],
);

/** Donor-system (Kindful) export queue: one row per transaction to import. */
export const kindfulExports = pgTable(
  'kindful_exports',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    eventYear: integer('event_year').notNull(),
    imported: boolean('imported').notNull().default(false),
    offline: boolean('offline').notNull().default(false),
    jobId: text('job_id'),
    importResponse: jsonb('import_response').$type<{ status: string; id?: string }>(),
    data: jsonb('data')
      .$type<{ first_name: string; last_name: string; email: string; primary_phone: string; campaign: string; fund: string; amount_in_cents: number; transaction_note?: string; payment_method?: RecordedPaymentMethod }>()
      .notNull(),
    /** The transaction was refunded (in full or in part) after the record was written: shown and sent. */
    refunded: boolean('refunded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kindful_exports_transaction_unique').on(t.transactionId),
    index('kindful_exports_year_created_idx').on(t.eventYear, t.createdAt),
  ],
);
