import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { UI_MESSAGES, type TransactionListItem } from '@walkfund/domain';
import { paths } from '../../../app/paths.ts';
import { SortableTh, sortDirectionOf } from '../../../components/sortable-th.tsx';
import { formatDollars } from '../lib/format.ts';

interface TransactionsTableProps {
  transactions: TransactionListItem[];
  sortBy: string;
  onSort: (field: string) => void;
}

const money = { style: { fontVariantNumeric: 'tabular-nums' } as const, ta: 'right' as const };

/**
 * Back office "Grids: Transactions": type (Team or Event), name, eventCity, eventYear, amount,
 * charged, shippingFee, feesPaid (two decimals), the payment ("Offline" for offline ones) and View.
 */
export function TransactionsTable({ transactions, sortBy, onSort }: TransactionsTableProps) {
  const th = (label: string, field: string, align: 'left' | 'right' = 'left') => (
    <SortableTh direction={sortDirectionOf(sortBy, field)} onSort={() => onSort(field)} align={align}>
      {label}
    </SortableTh>
  );
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Transactions">
        <Table.Thead>
          <Table.Tr>
            {th('Type', 'supportingType')}
            {th('Name', 'name')}
            {th('City', 'eventCity')}
            {th('Year', 'eventYear')}
            {th('Amount', 'amount', 'right')}
            {th('Charged', 'totalCharged', 'right')}
            {th('Shipping', 'shippingFee', 'right')}
            {th('Fees Paid', 'feesCovered', 'right')}
            <Table.Th>Payment</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.supportingType === 'team' ? 'Team' : 'Event'}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {t.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t.team ? t.team.name : t.contactEmail}
                </Text>
              </Table.Td>
              <Table.Td>{t.eventCity}</Table.Td>
              <Table.Td>{t.eventYear}</Table.Td>
              <Table.Td {...money}>{formatDollars(t.totalAmount)}</Table.Td>
              <Table.Td {...money}>
                {formatDollars(t.totalCharged)}
                {t.refunded > 0 && (
                  <Text size="xs" c="red">
                    {formatDollars(-t.refunded)} refunded
                  </Text>
                )}
              </Table.Td>
              <Table.Td {...money}>{formatDollars(t.shippingFee)}</Table.Td>
              <Table.Td {...money}>{formatDollars(t.feesCovered)}</Table.Td>
              <Table.Td>
                {t.offline ? (
                  <Badge color="gray" variant="light">
                    {UI_MESSAGES.offline}
                  </Badge>
                ) : (
                  <Text size="xs" ff="monospace">
                    {t.externalTransactionId}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Button component={Link} to={paths.transaction(t.id)} size="xs" variant="light" aria-label={`View transaction ${t.id}`}>
                  View
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
