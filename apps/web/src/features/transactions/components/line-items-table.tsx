import { Table } from '@mantine/core';
import type { RefundView, TransactionLineItemView } from '@walkfund/domain';
import { formatDollars, lineItemLabel } from '../lib/format.ts';

/** What refunds took off each line item (negative dollars), by line item id. */
export function refundedByLineItem(refunds: RefundView[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const refund of refunds) for (const item of refund.items) map.set(item.refundedLineItemId, (map.get(item.refundedLineItemId) ?? 0) + item.amount);
  return map;
}

/** The transaction's line items with what refunds took off each. */
export function LineItemsTable({ items, refunds }: { items: TransactionLineItemView[]; refunds: RefundView[] }) {
  const refunded = refundedByLineItem(refunds);
  const anyRefund = refunded.size > 0;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" aria-label="Line items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            {anyRefund && <Table.Th ta="right">Refunded</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{lineItemLabel(item)}</Table.Td>
              <Table.Td>{item.anonymous ? `${item.primaryContact} (anonymous)` : item.primaryContact}</Table.Td>
              <Table.Td ta="right">{formatDollars(item.amount)}</Table.Td>
              {anyRefund && <Table.Td ta="right">{refunded.has(item.id) ? formatDollars(refunded.get(item.id)!) : ''}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
