import { describeLineItem } from '../checkout/line-item-kinds.ts';
import type { TransactionView } from '../checkout/payment.schema.ts';
import { toCents } from '../money.ts';
import type { RefundView } from '../transactions/refund.schema.ts';
import { receiptAmounts, type ReceiptAmounts } from './deductible.ts';

/** The refunds of a transaction as a receipt reads them (only succeeded ones count). */
export type ReceiptRefund = Pick<RefundView, 'status' | 'amount' | 'lineItemsAmount' | 'items'>;

/**
 * What a recorded transaction's receipt states, in cents, net of its succeeded refunds: the
 * server's receipt and email and the back office's invoice all read it from here.
 */
export function transactionReceiptAmounts(t: Pick<TransactionView, 'lineItems' | 'shippingFee' | 'feesCovered'>, refunds: readonly ReceiptRefund[]): ReceiptAmounts {
  const succeeded = refunds.filter((r) => r.status === 'succeeded');
  const refundedByLine = new Map<number, number>();
  for (const refund of succeeded) {
    for (const item of refund.items) refundedByLine.set(item.refundedLineItemId, (refundedByLine.get(item.refundedLineItemId) ?? 0) - toCents(item.amount));
  }
  return receiptAmounts({
    lines: t.lineItems.map((item) => ({
      type: item.type,
      label: describeLineItem(item, 'receipt-email'),
      paidCents: toCents(item.amount),
      refundedCents: refundedByLine.get(item.id) ?? 0,
    })),
    shippingFeeCents: toCents(t.shippingFee),
    feesCoveredCents: toCents(t.feesCovered),
    refundedOffLinesCents: succeeded.reduce((sum, r) => sum + toCents(r.amount) - toCents(r.lineItemsAmount), 0),
  });
}
