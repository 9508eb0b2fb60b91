import type { EventSettingsView, RunnerLineItemInput, WaiverAcceptanceInput } from '@walkfund/domain';
import type { SQL } from 'drizzle-orm';
import type { checkouts, lineItems, persons, teams, transactions } from '../db/schema/index.ts';
import type { EventBus } from '../lib/event-bus.ts';

/**
 * A recorded transaction as the recording wrote it and as findTransactionRecord reads it back
 * (modules/transactions/transaction.repo.ts): its row, team, donor, checkout, credited walker and line
 * items. Declared here, below the modules, so a subscriber depends on the event, not on the writer.
 */
export interface TransactionRecord {
  transaction: typeof transactions.$inferSelect;
  team: Pick<typeof teams.$inferSelect, 'id' | 'name' | 'slug'> | null;
  donor: typeof persons.$inferSelect | null;
  checkout: Pick<typeof checkouts.$inferSelect, 'provider' | 'payload'> | null;
  fundraiser: Pick<typeof persons.$inferSelect, 'id' | 'firstName' | 'lastName'> | null;
  lineItems: (typeof lineItems.$inferSelect)[];
}

/**
 * What the money's writers publish, inside the recording's database transaction (lib/event-bus.ts).
 * The writers (modules/transactions: transaction.writer.ts, refund.service.ts, transaction-admin.service.ts) import no
 * module that acts on a payment: receipts, Constant Contact, Kindful, the walker's gift email, the
 * event day's entries and the waivers each subscribe in their own module, and src/payment-subscribers.ts lists them.
 * A new side effect of a payment is a new subscriber, not an edit of a writer.
 */
export interface PaymentEvents {
  /** A checkout was recorded (card, webhook, reconciler, offline, walk-up): the transaction and its people exist. */
  transactionRecorded: TransactionRecorded;
  /** A refund returned money: its negative line items, the transaction's refunded amount and the totals are written. */
  transactionRefunded: { transactionId: number; refundId: number; amountCents: number };
  /**
   * An admin changed what a gift supports (Change Support: a team or the event) or the walker it is
   * credited to (docs/decisions/0008-fundraiser-credit.md); the totals have followed already.
   */
  supportChanged: { transactionId: number; before: Supported; after: Supported };
}

export interface TransactionRecorded {
  /** The transaction as written, with its team, donor, checkout, credited walker and line items. */
  record: TransactionRecord;
  /** The event settings as read when the recording started (the receipt's title and charity, the Constant Contact switch). */
  settings: EventSettingsView;
  /** Each 5k runner of the checkout with the person recorded for them. */
  runners: readonly { personId: number; item: RunnerLineItemInput }[];
  /** Each person the checkout brings (runners and added members) with the waiver they accepted before paying, if any. */
  waivers: readonly { personId: number; waiver: WaiverAcceptanceInput | null | undefined }[];
  /** Where the waivers were accepted from (the payment's creation request), when known. */
  waiverIpAddress: string | null;
  /**
   * Runs statements with the recording's last statement (db/run-together.ts), in its round trip
   * instead of one each: for a subscriber whose work is a plain insert (an export record, a job,
   * an outbox row with its delivery job). They run after everything else the recording wrote and
   * roll back with it. Each ends in RETURNING and may read the rows an earlier one of the same call
   * returns, by its name (unique among the recording's). The statements of one round trip do not
   * see each other's writes: a line item written here must also join `record.lineItems`, whose
   * lines the totals count (modules/ledger, creditTeamTotals), as a sponsor's match does; none may
   * change the transaction's row. A round trip is most of what a statement costs
   * (docs/benchmark.md, "Where a checkout's time goes").
   */
  addToLastStatement(statements: Record<string, SQL>, expectedRows?: Record<string, number>): void;
  /**
   * How a subscriber reads a row other recordings change too (a sponsor match's remaining amount,
   * docs/features/sponsor-matches.md, "Locks"). false: without a lock, the change made in the last
   * statement under a guard (the amount is still there), with `expectedRows` naming how many rows
   * each guarded statement must write; when one writes fewer, the row changed meanwhile and the
   * recording is rolled back and made again with true (SharedRowChanged, transaction.writer.ts).
   * true: locked FOR UPDATE when read, held to the commit: a recording that cannot be made again
   * (an offline payment inside the admin's transaction) and the second try.
   */
  lockSharedRows: boolean;
}

/** What a gift supports: its team (none for the event) and its credited walker (none). */
export interface Supported {
  teamId: number | null;
  fundraiserId: number | null;
}

export type PaymentEventBus = EventBus<PaymentEvents>;
