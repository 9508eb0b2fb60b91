import type { FastifyBaseLogger } from 'fastify';
import {
  CARD_ERROR_STATUS, CARD_MESSAGES, UI_MESSAGES, centsToDollars, checkoutPayloadSchema, formatCents, toCents,
  type TransactionDetail, type TransactionRecordInput, type TransactionView,
} from '@walkfund/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import type { Mailer } from '../../integrations/email.ts';
import type { PaymentProvider, ProviderPayment } from '../../integrations/payments/payment-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { appendAuditEntry } from '../audit/audit.service.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { priceCheckout, type PricedCheckout } from './checkout-pricing.ts';

// A walk-up at the gate prices its offline payment the same way (check-in/walk-up.service.ts).
export { priceCheckout, type PricedCheckout } from './checkout-pricing.ts';
import {
  findCheckoutById, findCheckoutByPayment, findCheckoutByTransactionId, insertCheckout, type CheckoutRow,
} from './checkout.repo.ts';
import { paymentSecretMatches } from './payment-secret.ts';
import { loadTransactionDetail } from './transaction-admin.service.ts';
import type { TransactionRecord } from '../../events/payment-events.ts';
import { findTransactionRecord as readTransactionRecord, TRANSACTION_CHECKOUT_UNIQUE } from './transaction.repo.ts';
import { toTransactionView } from './transaction.view.ts';

/** A recorded transaction with its team, donor, checkout, fundraiser and line items, as receipts and gift emails render it; null when there is none. */
export async function findTransactionRecord(db: DbOrTx, id: number): Promise<TransactionRecord | null> {
  return readTransactionRecord(db, id);
}
import { CheckoutRecordedMeanwhile, SharedRowChanged, writeTransaction } from './transaction.writer.ts';
import type { PaymentEventBus } from '../../events/payment-events.ts';
import { splitStoredCheckoutPayload } from './stored-checkout-payload.ts';

export interface RecordingDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Woken after a recording commits, so its receipt job (enqueued with it) runs now rather than at the next poll. */
  jobs?: Pick<JobQueue, 'kick'>;
  /** The app's payment events (app.paymentEvents): the receipt, exports and emails subscribe. */
  events: PaymentEventBus;
}

export interface RecordResult {
  /** false when the payment had already been recorded: the first record is returned unchanged. */
  created: boolean;
  transaction: TransactionView;
}

async function loadView(db: Db, id: number): Promise<TransactionView> {
  const record = await findTransactionRecord(db, id);
  if (!record) throw AppError.notFound('Transaction not found.');
  return toTransactionView(record);
}

/**
 * The receipt is a job enqueued in the recording transaction (receipts/receipt-subscriptions.ts), so it
 * exists exactly when the transaction does and a mail server that is down only delays it.
 */
function wakeJobs(deps: RecordingDeps) {
  deps.jobs?.kick();
}

/** The checkout fields a recording needs, as the caller read them. */
export type CheckoutToRecord = Pick<CheckoutRow, 'id' | 'provider' | 'payload' | 'transactionId'>;

/**
 * docs/decisions/0112-payments-exactly-once.md: records a succeeded card payment exactly once. The caller (browser, webhook,
 * reconciliation) has read the checkout; the recording writes everything, then marks the checkout
 * recorded only if no transaction is set on it yet. Of two concurrent recordings the second waits
 * on the first (the unique transactions.checkout_id, or the checkout row) and, once the first has
 * committed, rolls its own writes back and answers the first record. Only the first enqueues a receipt.
 */
export async function finalizeCheckout(deps: RecordingDeps, checkout: CheckoutToRecord, payment: ProviderPayment): Promise<RecordResult> {
  const recordedAs = async (transactionId: number | null): Promise<RecordResult> => {
    const id = transactionId ?? (await findCheckoutById(deps.db, checkout.id))?.transactionId;
    if (!id) throw AppError.notFound('Payment not found.');
    return { created: false, transaction: await loadView(deps.db, id) };
  };
  if (checkout.transactionId) return recordedAs(checkout.transactionId);
  const settings = await loadEventSettings(deps.db);
  // The stored payload keeps the waivers' address beside the checkout (waivers/waiver-checkout.ts).
  const stored = splitStoredCheckoutPayload(checkout.payload);
  const payload = checkoutPayloadSchema.parse(stored.payload);
  const write = (lockSharedRows: boolean) =>
    deps.db.transaction((tx) =>
      writeTransaction(tx, {
        payload, checkout, externalTransactionId: payment.id, paymentDetails: payment.details, paymentMethod: payment.method, recordedByUserId: null, settings, events: deps.events,
        waiverIpAddress: stored.ipAddress, lockSharedRows,
      }),
    );
  let record: TransactionRecord;
  try {
    // First without holding the rows every recording shares (a running match's), which keeps the
    // time one holds them to its last statement; made again with them locked when one changed
    // meanwhile, as happens when a match's last dollars go (docs/features/sponsor-matches.md, "Locks").
    record = await write(false).catch((err: unknown) => {
      if (err instanceof SharedRowChanged) return write(true);
      throw err;
    });
  } catch (err) {
    if (err instanceof CheckoutRecordedMeanwhile || violatedUniqueConstraint(err) === TRANSACTION_CHECKOUT_UNIQUE) return recordedAs(null);
    throw err;
  }
  wakeJobs(deps);
  return { created: true, transaction: toTransactionView(record) };
}

async function recordCardPayment(deps: RecordingDeps & { payments: PaymentProvider }, input: TransactionRecordInput): Promise<RecordResult> {
  const ref = input.payment!;
  const checkout = await findCheckoutByPayment(deps.db, deps.payments.kind, ref.id);
  if (!checkout) throw AppError.notFound('Payment not found.');
  if (!paymentSecretMatches(checkout.clientSecretHash, ref.secret)) throw AppError.forbidden('The payment secret does not match.');
  const externalId = input.transaction.externalTransactionId;
  if (externalId && externalId !== ref.id) throw AppError.badRequest(`externalTransactionId ${externalId} is not the payment ${ref.id}.`);
  // The total the browser's payload states: it was priced with the checkout, and today's rates may differ.
  const sentCents = toCents(input.transaction.totalCharged);
  if (sentCents !== checkout.amountCents) {
    throw AppError.badRequest(`The transaction total ${formatCents(sentCents)} does not match the payment of ${formatCents(checkout.amountCents)}.`);
  }
  if (checkout.transactionId) return { created: false, transaction: await loadView(deps.db, checkout.transactionId) };

  const payment = await deps.payments.retrievePayment(ref.id, checkout);
  if (!payment?.succeeded) {
    throw new AppError(CARD_ERROR_STATUS, checkout.failureMessage ?? payment?.failureMessage ?? CARD_MESSAGES.notCompleted);
  }
  if (payment.amountCents !== checkout.amountCents || payment.currency !== 'usd') {
    deps.log.error({ checkoutId: checkout.id, paymentId: payment.id, amountCents: payment.amountCents }, 'payment amount differs from its checkout');
    throw AppError.conflict('The payment amount does not match the checkout.');
  }
  return finalizeCheckout(deps, checkout, payment);
}

/**
 * docs/decisions/0114-offline-payments.md: the writes of a payment taken offline, in the caller's transaction: the
 * checkout (recorded), the transaction through writeTransaction (people, entries, line items, the
 * incremental totals, the receipt) and its audit row (docs/decisions/0122-refunds-and-audit-log.md).
 * The admin's "Record Offline Payment" and a walk-up paid at the gate (check-in/walk-up.service.ts)
 * both record through here.
 */
export async function writeOfflinePayment(
  tx: Tx,
  args: { priced: PricedCheckout; actorUserId: number; events: PaymentEventBus; paymentDetails?: Record<string, unknown> },
): Promise<TransactionRecord> {
  const { priced, actorUserId } = args;
  const paymentDetails = { ...(priced.payload.transaction.paymentDetails ?? {}), ...(args.paymentDetails ?? {}), provider: 'offline', recordedBy: actorUserId };
  const checkout = await insertCheckout(tx, { provider: 'offline', status: 'recorded', amountCents: priced.totals.totalCents, payload: priced.payload });
  const recorded = await writeTransaction(tx, {
    payload: priced.payload,
    checkout,
    externalTransactionId: UI_MESSAGES.offline,
    paymentDetails,
    recordedByUserId: actorUserId,
    settings: priced.settings,
    events: args.events,
  });
  const id = recorded.transaction.id;
  const t = priced.payload.transaction;
  await appendAuditEntry(tx, {
    actorUserId,
    action: 'transaction.offline_payment',
    entity: 'transaction',
    entityId: id,
    before: null,
    after: {
      supportingType: t.supportingType,
      team: t.team ?? null,
      eventCity: t.eventCity ?? null,
      totalAmount: centsToDollars(priced.totals.subtotalCents),
      totalCharged: centsToDollars(priced.totals.totalCents),
      shippingFee: centsToDollars(priced.totals.shippingCents),
      lineItems: priced.payload.lineItems.map((item) => ({ type: item.type, amount: item.amount })),
      paymentDetails,
      // Who gets credit is audited too (docs/decisions/0008-fundraiser-credit.md).
      ...(recorded.fundraiser ? { fundraiser: recorded.fundraiser } : {}),
    },
  });
  return recorded;
}

/** docs/decisions/0114-offline-payments.md: an admin records a payment taken offline: no card, no covered fee, "Offline". */
async function recordOfflinePayment(deps: RecordingDeps, input: TransactionRecordInput, admin: AuthUser): Promise<RecordResult> {
  const { payment: _payment, ...payload } = input;
  const priced = await priceCheckout(deps.db, payload);
  const record = await deps.db.transaction((tx) => writeOfflinePayment(tx, { priced, actorUserId: admin.id, events: deps.events }));
  wakeJobs(deps);
  return { created: true, transaction: toTransactionView(record) };
}

/** POST /v1/transactions: a card payment that succeeded, or (admin only) an offline payment. */
export async function recordTransaction(args: RecordingDeps & { payments: PaymentProvider; input: TransactionRecordInput; viewer: AuthUser | null }): Promise<RecordResult> {
  const { input, viewer, ...deps } = args;
  if (input.transaction.offline) {
    if (viewer?.role !== 'admin') throw AppError.forbidden('Only an admin can record an offline payment.');
    return recordOfflinePayment(deps, input, viewer);
  }
  return recordCardPayment(deps, input);
}

/**
 * GET /v1/transactions/{id}: an admin reads any transaction with its refunds and history; the
 * checkout browser reads the one its payment produced by presenting that payment's client
 * secret (`?secret=`).
 */
export async function getTransaction(args: { db: Db; id: number; viewer: AuthUser | null; secret?: string }): Promise<TransactionView | TransactionDetail> {
  const { db, id, viewer, secret } = args;
  if (viewer?.role === 'admin') return loadTransactionDetail(db, id);
  if (!secret) {
    if (!viewer) throw AppError.unauthorized('Please authenticate');
    throw AppError.forbidden('Forbidden');
  }
  const checkout = await findCheckoutByTransactionId(db, id);
  if (!checkout || !paymentSecretMatches(checkout.clientSecretHash, secret)) throw AppError.forbidden('The payment secret does not match.');
  return loadView(db, id);
}
