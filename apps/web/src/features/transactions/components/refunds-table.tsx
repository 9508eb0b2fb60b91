import { Badge, Table, Text } from '@mantine/core';
import type { RefundView } from '@walkfund/domain';
import { formatDateTime, formatDollars } from '../lib/format.ts';
import { actorName } from './transaction-history.tsx';

/** The transaction's refunds: when, how much (and how much came off the team), why, who. */
export function RefundsTable({ refunds }: { refunds: RefundView[] }) {
  if (refunds.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No refunds.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label="Refunds">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Off line items</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {refunds.map((refund) => (
            <Table.Tr key={refund.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(refund.completedAt ?? refund.createdAt)}</Table.Td>
              <Table.Td ta="right">{formatDollars(refund.amount)}</Table.Td>
              <Table.Td ta="right">{formatDollars(refund.lineItemsAmount)}</Table.Td>
              <Table.Td>{refund.reason}</Table.Td>
              <Table.Td>{actorName(refund.createdBy)}</Table.Td>
              <Table.Td>
                <Badge color={refund.status === 'succeeded' ? 'green' : 'yellow'} variant="light">
                  {refund.status === 'succeeded' ? 'Refunded' : 'Pending'}
                </Badge>
                {refund.providerRefundId && (
                  <Text size="xs" c="dimmed" ff="monospace">
                    {refund.providerRefundId}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
