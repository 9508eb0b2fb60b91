import type { RefundView, TransactionLineItemView } from '@walkfund/domain';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';
import { formatDollars } from '../../../lib/format.ts';
import { lineItemLabel } from '../lib/line-item-label.ts';

/** What refunds took off each line item (negative dollars), by line item id. */
export function refundedByLineItem(refunds: RefundView[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const refund of refunds) for (const item of refund.items) map.set(item.refundedLineItemId, (map.get(item.refundedLineItemId) ?? 0) + item.amount);
  return map;
}

/** The transaction's line items with what refunds took off each. */
export function LineItemsTable({ items, refunds }: { items: TransactionLineItemView[]; refunds: RefundView[] }) {
  const refunded = refundedByLineItem(refunds);
  const columns: DataColumn<TransactionLineItemView>[] = [
    { label: 'Item', cell: lineItemLabel },
    { label: 'Contact', cell: (item) => (item.anonymous ? `${item.primaryContact} (anonymous)` : item.primaryContact) },
    { label: 'Amount', numeric: true, cell: (item) => formatDollars(item.amount) },
  ];
  if (refunded.size > 0) {
    columns.push({ label: 'Refunded', numeric: true, cell: (item) => (refunded.has(item.id) ? formatDollars(refunded.get(item.id)!) : '') });
  }
  return (
    <DataTable label="Line items" columns={columns} rows={items} rowKey={(item) => item.id} minWidth={520} striped={false} highlightOnHover={false} />
  );
}
