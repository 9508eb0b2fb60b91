import { Badge, Text } from '@mantine/core';
import { UI_MESSAGES, paymentMethodLabel, type TransactionListItem } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { CellNote, CellText, RowLink } from '../../../components/data-grid/cells.tsx';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';
import { formatDollars } from '../../../lib/format.ts';

const COLUMNS: DataColumn<TransactionListItem>[] = [
  { label: 'Type', sort: 'supportingType', cell: (t) => (t.supportingType === 'team' ? 'Team' : 'Event') },
  {
    label: 'Name',
    sort: 'name',
    cell: (t) => (
      <>
        <CellText strong>{t.name}</CellText>
        <CellNote>{t.team ? t.team.name : t.contactEmail}</CellNote>
      </>
    ),
  },
  { label: 'City', sort: 'eventCity', cell: (t) => t.eventCity },
  { label: 'Year', sort: 'eventYear', cell: (t) => t.eventYear },
  { label: 'Amount', sort: 'amount', numeric: true, cell: (t) => formatDollars(t.totalAmount) },
  {
    label: 'Charged',
    sort: 'totalCharged',
    numeric: true,
    cell: (t) => (
      <>
        {formatDollars(t.totalCharged)}
        {t.refunded > 0 && (
          <Text size="xs" c="red">
            {formatDollars(-t.refunded)} refunded
          </Text>
        )}
      </>
    ),
  },
  { label: 'Shipping', sort: 'shippingFee', numeric: true, cell: (t) => formatDollars(t.shippingFee) },
  { label: 'Fees Paid', sort: 'feesCovered', numeric: true, cell: (t) => formatDollars(t.feesCovered) },
  {
    label: 'Payment',
    cell: (t) =>
      t.offline ? (
        <Badge color="gray" variant="light">
          {UI_MESSAGES.offline}
        </Badge>
      ) : (
        <Text size="xs" ff="monospace">
          {t.externalTransactionId}
        </Text>
      ),
  },
  // docs/features/payment-methods.md: an offline payment keeps "card" in its column, so it names no method.
  { label: 'Method', cell: (t) => (t.offline || !t.paymentMethod ? '' : paymentMethodLabel(t.paymentMethod)) },
  {
    label: 'Actions',
    hideLabel: true,
    cell: (t) => (
      <RowLink to={paths.transaction(t.id)} label={`View transaction ${t.id}`}>
        View
      </RowLink>
    ),
  },
];

interface TransactionsTableProps {
  transactions: TransactionListItem[];
  sortBy: string;
  onSort(field: string): void;
}

/**
 * Back office "Grids: Transactions": type (Team or Event), name, eventCity, eventYear, amount,
 * charged, shippingFee, feesPaid (two decimals), the payment ("Offline" for offline ones), the method and View.
 */
export function TransactionsTable({ transactions, sortBy, onSort }: TransactionsTableProps) {
  return <DataTable label="Transactions" columns={COLUMNS} rows={transactions} rowKey={(t) => t.id} minWidth={960} sortBy={sortBy} onSort={onSort} />;
}
