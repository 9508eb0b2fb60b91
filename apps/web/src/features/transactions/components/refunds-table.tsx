import { Badge, Text } from '@mantine/core';
import type { RefundView } from '@walkfund/domain';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';
import { formatDateTime, formatDollars } from '../../../lib/format.ts';
import { actorName } from './transaction-history.tsx';

const COLUMNS: DataColumn<RefundView>[] = [
  { label: 'When', nowrap: true, cell: (refund) => formatDateTime(refund.completedAt ?? refund.createdAt) },
  { label: 'Amount', numeric: true, cell: (refund) => formatDollars(refund.amount) },
  { label: 'Off line items', numeric: true, cell: (refund) => formatDollars(refund.lineItemsAmount) },
  { label: 'Reason', cell: (refund) => refund.reason },
  { label: 'By', cell: (refund) => actorName(refund.createdBy) },
  {
    label: 'Status',
    cell: (refund) => (
      <>
        <Badge color={refund.status === 'succeeded' ? 'green' : 'yellow'} variant="light">
          {refund.status === 'succeeded' ? 'Refunded' : 'Pending'}
        </Badge>
        {refund.providerRefundId && (
          <Text size="xs" c="dimmed" ff="monospace">
            {refund.providerRefundId}
          </Text>
        )}
      </>
    ),
  },
];

/** The transaction's refunds: when, how much (and how much came off the team), why, who. */
export function RefundsTable({ refunds }: { refunds: RefundView[] }) {
  return (
    <DataTable
      label="Refunds"
      columns={COLUMNS}
      rows={refunds}
      rowKey={(refund) => refund.id}
      minWidth={640}
      emptyText="No refunds."
      striped={false}
      highlightOnHover={false}
    />
  );
}
