import type { FastifyBaseLogger } from 'fastify';
import {
  HTTP, REFUND_MESSAGES, allocateRefund, centsToDollars, toCents, type RefundCreateInput, type RefundView,
} from '@walkfund/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  RefundRefusedError, refundReturnsMoney, type PaymentProvider, type ProviderRefund,
} from '../../integrations/payments/payment-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { appendAuditEntry } from '../audit/audit.service.ts';
import { findCheckoutByPayment, findCheckoutByTransactionId } from './checkout.repo.ts';
import { subtractRefundFromTotals } from '../ledger/ledger.service.ts';
import {
  deletePendingRefund, findRefund, findRefundByKey, findRefundByProviderId, findStalePendingRefunds, insertRefund, insertRefundLineItems,
  listRefundLineItems, listRefundableLineItems, listTestRefunds as listTestRefundRows, listTransactionRefunds, markRefundSucceeded, sumReservedRefunds, type RefundRow,
} from './refund.repo.ts';
import { toRefundView } from './refund.view.ts';

/** The test processor's refunds of a payment (payments/payment.plugin.ts answers them as Stripe would). */
export async function listTestRefunds(db: DbOrTx, paymentId: string): Promise<ProviderRefund[]> {
  return listTestRefundRows(db, paymentId);
}
import { findTransactionRow, lockTransaction, updateTransactionRow, type TransactionRow } from './transaction.repo.ts';
import { isOfflineTransaction } from './transaction.view.ts';
import type { PaymentEventBus } from '../../events/payment-events.ts';

export interface RefundDeps {
  db: Db;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
  /** The app's payment events (app.paymentEvents): the export record and the updated receipt subscribe to `transactionRefunded`. */
  events: PaymentEventBus;
}

/**
 * A pending refund older than this was left by a request that ended before recording it (the
 * server stopped, the processor did not answer): the next refund of the transaction settles it.
 */
const STALE_PENDING_MS = 5 * 60_000;

/** The processor's idempotency key of a refund row: the same row never refunds twice. */
export const refundIdempotencyKey = (refundId: number) => `walkfund-refund-${refundId}`;

export async function loadRefundView(db: Db, refund: Pick<RefundRow, 'id' | 'transactionId'>): Promise<RefundView> {
  const rows = await listTransactionRefunds(db, refund.transactionId);
  const row = rows.find((r) => r.refund.id === refund.id);
  if (!row) throw AppError.notFound('Refund not found.');
  return toRefundView(row, await listRefundLineItems(db, [refund.id]));
}

export async function loadRefundViews(db: Db, transactionId: number): Promise<RefundView[]> {
  const rows = await listTransactionRefunds(db, transactionId);
  const items = await listRefundLineItems(db, rows.map((r) => r.refund.id));
  return rows.map((row) => toRefundView(row, items));
}

/**
 * Records a refund the processor made, inside the caller's transaction (the transaction row is
 * locked): negative line items off the transaction's own line items (docs/decisions/0111-team-total-raised.md: the team
 * total is their sum, so it drops by exactly that part), the refund marked succeeded, the
 * transaction's refunded amount, the audit row and the team's total.
 */
async function applyRefund(events: PaymentEventBus, tx: Tx, t: TransactionRow, refund: RefundRow, processor: ProviderRefund, actorUserId: number | null) {
  const amountCents = processor.amountCents;
  const items = await listRefundableLineItems(tx, t.id);
  const allocation = allocateRefund(
    items.map((i) => ({ id: i.item.id, remainingCents: i.remainingCents })),
    amountCents,
    refund.firstLineItemId,
  );
  const byId = new Map(items.map((i) => [i.item.id, i.item]));
  await insertRefundLineItems(
    tx,
    t.id,
    allocation.map(({ lineItemId, cents }) => {
      const original = byId.get(lineItemId)!;
      return {
        type: original.type,
        amountCents: -cents,
        primaryContact: original.primaryContact,
        personId: original.personId,
        teamId: t.teamId,
        eventCity: original.eventCity,
        eventYear: original.eventYear,
        anonymous: original.anonymous,
        myEmployer: original.myEmployer,
        useEmployerAsName: original.useEmployerAsName,
        productDetails: original.productDetails,
        runnerDetails: original.runnerDetails,
        shippingAddress: null,
        refundId: refund.id,
        refundedLineItemId: lineItemId,
        // The fundraiser's total is the sum of their credited lines: it follows the refund (docs/decisions/0008-fundraiser-credit.md).
        fundraiserPersonId: original.fundraiserPersonId,
      };
    }),
  );
  const lineItemsCents = allocation.reduce((sum, a) => sum + a.cents, 0);
  await markRefundSucceeded(tx, refund.id, { providerRefundId: processor.id, amountCents, lineItemsCents });
  const refundedCents = t.refundedCents + amountCents;
  await updateTransactionRow(tx, t.id, { refundedCents });
  // The donor-system export follows (docs/decisions/0122-refunds-and-audit-log.md), and the donor
  // gets an updated receipt net of this refund (docs/decisions/0012-receipts.md): both subscribe.
  await events.publish(tx, 'transactionRefunded', { transactionId: t.id, refundId: refund.id, amountCents });
  await appendAuditEntry(tx, {
    actorUserId,
    action: 'transaction.refunded',
    entity: 'transaction',
    entityId: t.id,
    before: { refunded: centsToDollars(t.refundedCents) },
    after: {
      refunded: centsToDollars(refundedCents),
      refund: {
        id: refund.id,
        amount: centsToDollars(amountCents),
        lineItemsAmount: centsToDollars(lineItemsCents),
        reason: refund.reason,
        source: refund.source,
        providerRefundId: processor.id,
      },
    },
  });
  if (t.teamId) {
    // The team's total, a closed year's history and the credited walker follow the refund (the ledger).
    // The walker loses the same share of the donation line as the team (docs/decisions/0008-fundraiser-credit.md).
    const personId = t.fundraiserPersonId;
    const fundraiser = personId
      ? { personId, cents: allocation.filter((a) => byId.get(a.lineItemId)!.fundraiserPersonId === personId).reduce((sum, a) => sum + a.cents, 0) }
      : null;
    await subtractRefundFromTotals(tx, { teamId: t.teamId, year: t.eventYear, lineItemsCents, transactionCreatedAt: t.createdAt, fundraiser });
  }
}

/**
 * Records a pending refund row once the processor made it. Whoever comes second (the admin's
 * request or the webhook) finds it recorded and changes nothing.
 */
async function completeRefund(
  { db, events }: Pick<RefundDeps, 'db' | 'events'>,
  refundId: number,
  processor: ProviderRefund,
): Promise<{ refund: RefundRow; applied: boolean }> {
  const pending = await findRefund(db, refundId);
  if (!pending) throw AppError.notFound('Refund not found.');
  return db.transaction(async (tx) => {
    const t = await lockTransaction(tx, pending.transactionId);
    if (!t) throw AppError.notFound('Transaction not found.');
    const refund = (await findRefund(tx, refundId))!;
    if (refund.status === 'succeeded') return { refund, applied: false };
    const already = await findRefundByProviderId(tx, refund.provider, processor.id);
    if (already) {
      // Recorded under another row already: this one was never more than a reservation.
      await deletePendingRefund(tx, refund.id);
      return { refund: already, applied: false };
    }
    await applyRefund(events, tx, t, refund, processor, refund.createdByUserId);
    return { refund: (await findRefund(tx, refundId))!, applied: true };
  });
}

/** The processor's refund a pending row asked for, if it made it (matched by our row id in its metadata). */
async function findAtProcessor(payments: PaymentProvider, paymentId: string, refundId: number): Promise<ProviderRefund | null> {
  const refunds = await payments.listRefunds(paymentId);
  return refunds.find((r) => r.metadata.walkfundRefundId === String(refundId)) ?? null;
}

/**
 * Pending refunds whose request ended before recording them: recorded when the processor made
 * them, removed when it did not (their reservation no longer blocks the amount).
 */
async function settleStalePendingRefunds(deps: RefundDeps, transactionId: number, paymentId: string) {
  const stale = await findStalePendingRefunds(deps.db, transactionId, new Date(Date.now() - STALE_PENDING_MS));
  for (const refund of stale) {
    const made = await findAtProcessor(deps.payments, paymentId, refund.id);
    if (made && refundReturnsMoney(made)) await completeRefund(deps, refund.id, made);
    else await deletePendingRefund(deps.db, refund.id);
  }
}

/** Asks the processor for a reserved refund; a refusal removes the reservation and answers 400. */
async function askProcessor(deps: RefundDeps, refund: RefundRow, paymentId: string, resumed: boolean): Promise<ProviderRefund> {
  let made: ProviderRefund | null = null;
  try {
    // A resumed request may have reached the processor before: look before asking again.
    if (resumed) made = await findAtProcessor(deps.payments, paymentId, refund.id);
    made ??= await deps.payments.createRefund({
      paymentId,
      amountCents: refund.amountCents,
      idempotencyKey: refundIdempotencyKey(refund.id),
      reason: refund.reason,
      metadata: { walkfundRefundId: String(refund.id), transactionId: String(refund.transactionId) },
    });
  } catch (err) {
    if (err instanceof RefundRefusedError) {
      await deletePendingRefund(deps.db, refund.id);
      throw AppError.badRequest(err.message);
    }
    // Unknown outcome: the row stays pending; the same request (same key) resumes it.
    deps.log.error({ err, refundId: refund.id, transactionId: refund.transactionId }, 'refund request to the card processor failed');
    throw new AppError(HTTP.badGateway, REFUND_MESSAGES.processorUnreachable);
  }
  if (!refundReturnsMoney(made)) {
    await deletePendingRefund(deps.db, refund.id);
    throw AppError.badRequest(made.failureMessage ? `The card processor refused the refund: ${made.failureMessage}` : 'The card processor refused the refund.');
  }
  return made;
}

/**
 * POST /v1/transactions/{id}/refunds (docs/decisions/0122-refunds-and-audit-log.md): refunds part or all of a card payment
 * through the processor, exactly once per idempotency key.
 *   1. The transaction row is locked; the amount is checked against what was charged minus what
 *      is refunded or being refunded; a pending refund row is stored (nothing else changes).
 *   2. The processor is asked with the idempotency key `walkfund-refund-<row id>`.
 *   3. The refund is recorded (negative line items, team total, audit row) in one transaction.
 * A retried request with the same key returns the first refund (or resumes it if step 2 or 3
 * did not finish). Offline payments are refused: no processor holds their money.
 */
export async function refundTransaction(
  args: RefundDeps & { transactionId: number; input: RefundCreateInput; headerKey?: string; actor: AuthUser },
): Promise<{ created: boolean; refund: RefundView }> {
  const { transactionId, input, headerKey, actor, ...deps } = args;
  if (headerKey && input.idempotencyKey && headerKey !== input.idempotencyKey) throw AppError.badRequest(REFUND_MESSAGES.idempotencyKeyMismatch);
  const key = headerKey ?? input.idempotencyKey ?? null;
  const amountCents = toCents(input.amount);

  const current = await findTransactionRow(deps.db, transactionId);
  if (!current) throw AppError.notFound('Transaction not found.');
  const checkout = await findCheckoutByTransactionId(deps.db, transactionId);
  if (isOfflineTransaction(current, checkout?.provider)) throw AppError.badRequest(REFUND_MESSAGES.offline);
  if (checkout?.provider !== deps.payments.kind) throw AppError.badRequest(REFUND_MESSAGES.otherProcessor);
  const paymentId = current.externalTransactionId!;
  // Before reserving: settle what earlier requests left pending, so it no longer blocks the amount.
  await settleStalePendingRefunds(deps, transactionId, paymentId);

  const reserved = await deps.db.transaction(async (tx) => {
    const t = await lockTransaction(tx, transactionId);
    if (!t) throw AppError.notFound('Transaction not found.');
    if (key) {
      const existing = await findRefundByKey(tx, transactionId, key);
      if (existing) return { refund: existing, resumed: true };
    }
    const remaining = t.totalChargedCents - (await sumReservedRefunds(tx, transactionId));
    if (remaining <= 0) throw AppError.badRequest(REFUND_MESSAGES.fullyRefunded);
    if (amountCents > remaining) throw AppError.badRequest(REFUND_MESSAGES.overRefund(amountCents, remaining));
    if (input.lineItem) {
      const own = await listRefundableLineItems(tx, transactionId);
      if (!own.some((i) => i.item.id === input.lineItem)) throw AppError.badRequest(REFUND_MESSAGES.lineItemNotOnTransaction);
    }
    const refund = await insertRefund(tx, {
      transactionId,
      amountCents,
      reason: input.reason,
      status: 'pending',
      source: 'admin',
      provider: deps.payments.kind,
      idempotencyKey: key,
      firstLineItemId: input.lineItem ?? null,
      createdByUserId: actor.id,
    });
    return { refund, resumed: false };
  });

  const refund = reserved.refund;
  if (reserved.resumed) {
    if (refund.amountCents !== amountCents) throw AppError.conflict(REFUND_MESSAGES.keyReused(refund.amountCents));
    if (refund.status === 'succeeded') return { created: false, refund: await loadRefundView(deps.db, refund) };
  }
  const made = await askProcessor(deps, refund, paymentId, reserved.resumed);
  const completed = await completeRefund(deps, refund.id, made);
  return { created: completed.applied, refund: await loadRefundView(deps.db, completed.refund) };
}

/**
 * A refund webhook (charge.refunded): the payment's refunds are read from the processor and each
 * one that returned money is recorded once, by its processor id. A refund this server asked for
 * completes its pending row (matched by the row id in its metadata); one made in Stripe's
 * dashboard becomes a refund of its own, made by the processor.
 */
export async function recordProcessorRefunds(deps: RefundDeps, paymentId: string): Promise<void> {
  const checkout = await findCheckoutByPayment(deps.db, deps.payments.kind, paymentId);
  if (!checkout?.transactionId) {
    deps.log.info({ paymentId }, 'refund webhook for a payment this server did not record');
    return;
  }
  const transactionId = checkout.transactionId;
  for (const made of await deps.payments.listRefunds(paymentId)) {
    if (!refundReturnsMoney(made)) continue;
    const ours = Number(made.metadata.walkfundRefundId);
    const pending = Number.isSafeInteger(ours) && ours > 0 ? await findRefund(deps.db, ours) : null;
    if (pending && pending.transactionId === transactionId && pending.status === 'pending') {
      await completeRefund(deps, pending.id, made);
      continue;
    }
    await deps.db.transaction(async (tx) => {
      const t = await lockTransaction(tx, transactionId);
      if (!t) return;
      if (await findRefundByProviderId(tx, deps.payments.kind, made.id)) return;
      const refund = await insertRefund(tx, {
        transactionId,
        amountCents: made.amountCents,
        reason: made.reason ?? REFUND_MESSAGES.dashboardReason,
        status: 'pending',
        source: 'processor',
        provider: deps.payments.kind,
        createdByUserId: null,
      });
      await applyRefund(deps.events, tx, t, refund, made, null);
    });
  }
}
