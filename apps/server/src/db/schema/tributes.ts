import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { transactions } from './money.ts';
import { emailOutbox } from './system.ts';

/**
 * A gift given in honour or in memory of someone (docs/features/tributes.md): one row per
 * transaction, written from the checkout's payload in the recording's database transaction by the
 * tributes subscriber (modules/tributes/tribute-subscriptions.ts). The grids, reports, the Kindful
 * note and the supporters lists read it; `ecard_outbox_id` records that the e-card was written,
 * so it is written once.
 */
export const transactionTributes = pgTable(
  'transaction_tributes',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id').notNull().references(() => transactions.id, { onDelete: 'cascade' }),
    /** honour or memory (TRIBUTE_KINDS). */
    kind: text('kind').notNull(),
    honoreeName: text('honoree_name').notNull(),
    notifyName: text('notify_name'),
    notifyEmail: text('notify_email'),
    notifyMessage: text('notify_message'),
    /** The e-card states the amount only when the donor chose it. */
    showAmount: boolean('show_amount').notNull().default(false),
    /** The supporters lists say "in memory of ..." only when the donor allowed it. */
    showOnWall: boolean('show_on_wall').notNull().default(true),
    /** The e-card's outbox row, once written (its delivery job retries on its own). */
    ecardOutboxId: integer('ecard_outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transaction_tributes_transaction_unique').on(t.transactionId),
    index('transaction_tributes_created_at_idx').on(t.createdAt),
    check('transaction_tributes_kind', sql`${t.kind} in ('honour', 'memory')`),
    check('transaction_tributes_honoree_length', sql`char_length(${t.honoreeName}) between 1 and 100`),
    check('transaction_tributes_notify_name_length', sql`char_length(${t.notifyName}) <= 100`),
    check('transaction_tributes_notify_email_length', sql`char_length(${t.notifyEmail}) <= 254`),
    check('transaction_tributes_notify_message_length', sql`char_length(${t.notifyMessage}) <= 500`),
    check('transaction_tributes_notify_whole', sql`(${t.notifyName} is null) = (${t.notifyEmail} is null)`),
  ],
);
