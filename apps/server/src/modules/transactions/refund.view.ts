import { centsToDollars, type LineItemType, type RefundSource, type RefundStatus, type RefundView } from '@walkfund/domain';
import { toAuditActor } from '../audit/audit.view.ts';
import type { RefundListRow, listRefundLineItems } from './refund.repo.ts';

type RefundLineItemRow = Awaited<ReturnType<typeof listRefundLineItems>>[number];

/** A refund as the API shows it: cents become dollars here. */
export function toRefundView(row: RefundListRow, items: RefundLineItemRow[]): RefundView {
  const r = row.refund;
  return {
    id: r.id,
    transactionId: r.transactionId,
    amount: centsToDollars(r.amountCents),
    lineItemsAmount: centsToDollars(r.lineItemsCents),
    reason: r.reason,
    status: r.status as RefundStatus,
    source: r.source as RefundSource,
    providerRefundId: r.providerRefundId,
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    createdBy: toAuditActor(row.creator, r.createdByUserId),
    items: items
      .filter((i) => i.refundId === r.id)
      .map((i) => ({ lineItemId: i.id, refundedLineItemId: i.refundedLineItemId!, type: i.type as LineItemType, amount: centsToDollars(i.amountCents) })),
  };
}
