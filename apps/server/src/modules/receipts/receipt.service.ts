import type { ReceiptView, TransactionView } from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { loadRefundViews } from '../transactions/refund.service.ts';
import { findTransactionRecord } from '../transactions/transaction.service.ts';
import { toTransactionView } from '../transactions/transaction.view.ts';
import { findTransactionIdByReceiptToken } from './receipt.repo.ts';
import { receiptMonthOfRecord, toReceiptView, type ReceiptMonth, type ReceiptRefund } from './receipt.view.ts';

const NOT_FOUND = 'Receipt not found.';

/** A recorded transaction with its refunds (and a monthly gift's month): what its receipt is made from, or null. */
export async function loadReceiptSource(db: Db, transactionId: number): Promise<{ transaction: TransactionView; refunds: ReceiptRefund[]; monthlyGift: ReceiptMonth | null } | null> {
  const record = await findTransactionRecord(db, transactionId);
  if (!record) return null;
  return { transaction: toTransactionView(record), refunds: await loadRefundViews(db, transactionId), monthlyGift: receiptMonthOfRecord(record) };
}

async function receiptOf(db: Db, transactionId: number | null): Promise<ReceiptView> {
  const source = transactionId ? await loadReceiptSource(db, transactionId) : null;
  if (!source || !source.transaction.active) throw AppError.notFound(NOT_FOUND);
  const settings = await loadEventSettings(db);
  return toReceiptView(source.transaction, source.refunds, settings, source.monthlyGift);
}

/**
 * GET /v1/receipts/{token}: the donor's printable receipt (docs/decisions/0012-receipts.md). An
 * unknown token is a 404 like a missing one.
 */
export async function receiptByToken(db: Db, token: string): Promise<ReceiptView> {
  return receiptOf(db, await findTransactionIdByReceiptToken(db, token));
}

/** GET /v1/receipts/transaction/{id}: the same receipt, for an admin from the transaction. */
export async function receiptForTransaction(db: Db, transactionId: number): Promise<ReceiptView> {
  return receiptOf(db, transactionId);
}
