import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LineItemView } from '@walkfund/domain';
import { paths } from '../../../app/paths.ts';
import { SortableTh, sortDirectionOf } from '../../../components/sortable-th.tsx';
import { formatDate, formatDollars } from '../lib/format.ts';
import {
  LINE_ITEM_TYPE_LABELS, isVirtualRunner, runTypeLabel, runnerOf, supportingOf, transactionOf, type LineItemGridConfig,
} from '../lib/line-item-kinds.ts';

interface Column {
  label: string;
  /** The server's sortBy field; none: not sortable. */
  sort?: string;
  align?: 'left' | 'right';
  cell(item: LineItemView, grid: LineItemGridConfig): ReactNode;
}

function NameCell({ item }: { item: LineItemView }) {
  return (
    <>
      <Text size="sm" fw={500}>
        {item.primaryContact}
      </Text>
      {item.useEmployerAsName && item.myEmployer && (
        <Text size="xs" c="dimmed">
          as {item.myEmployer}
        </Text>
      )}
      {item.anonymous && (
        <Text size="xs" c="dimmed">
          Anonymous
        </Text>
      )}
    </>
  );
}

const supporting: Column = {
  label: 'Supporting',
  sort: 'supporting',
  cell: (item) => {
    const team = typeof item.team === 'object' && item.team ? item.team : null;
    return (
      <>
        <Badge variant="light" color={item.team !== null ? 'blue' : 'gray'}>
          {supportingOf(item)}
        </Badge>
        {team && (
          <Text size="xs" c="dimmed">
            {team.name}
          </Text>
        )}
      </>
    );
  },
};
const type: Column = { label: 'Type', sort: 'type', cell: (item) => LINE_ITEM_TYPE_LABELS[item.type] };
const name: Column = { label: 'Name', sort: 'primaryContact', cell: (item) => <NameCell item={item} /> };
const amount: Column = {
  label: 'Amount',
  sort: 'amount',
  align: 'right',
  cell: (item) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDollars(item.amount)}</span>,
};
const eventCity: Column = { label: 'Event City', sort: 'eventCity', cell: (item) => item.eventCity ?? '' };
const eventYear: Column = { label: 'Event Year', sort: 'eventYear', cell: (item) => item.eventYear };
const created: Column = { label: 'Created', sort: 'createdAt', cell: (item) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(item.createdAt)}</span> };
const primaryContact: Column = { label: 'Primary Contact', sort: 'primaryContact', cell: (item) => item.primaryContact };
const runnerDetails: Column = {
  label: 'Runner Details',
  sort: 'runnerName',
  cell: (item) => {
    const runner = runnerOf(item);
    if (!runner) return '';
    return (
      <>
        <Text size="sm">
          {runner.firstName} {runner.lastName}
        </Text>
        <Text size="xs" c="dimmed">
          {runner.email}
        </Text>
      </>
    );
  },
};
const runType: Column = { label: 'Run Type', sort: 'runType', cell: (item) => runTypeLabel(runnerOf(item)?.runType ?? '') };
/** Virtual runners: a Ship / Shipped link to the invoice, where the packet is marked shipped. */
const runnerShipped: Column = {
  label: 'Shipped',
  sort: 'shipped',
  cell: (item) => {
    if (!isVirtualRunner(item)) return <Text size="sm" c="dimmed">—</Text>;
    const { id, hasShipped } = transactionOf(item);
    return (
      <Anchor component={Link} to={paths.invoice(id)} size="sm" fw={hasShipped ? 400 : 600}>
        {hasShipped ? 'Shipped' : 'Ship'}
      </Anchor>
    );
  },
};
const size: Column = { label: 'Size', sort: 'size', cell: (item) => item.productDetails?.size ?? '' };
const quantity: Column = { label: 'Quantity', sort: 'quantity', align: 'right', cell: (item) => item.productDetails?.unitCount ?? '' };
const shirtShipped: Column = {
  label: 'Shipped',
  sort: 'shipped',
  cell: (item) => (transactionOf(item).hasShipped ? <Badge color="green" variant="light">Shipped</Badge> : <Text size="sm">No</Text>),
};

/** The columns of each grid, as back office 2 lists them. */
const COLUMNS: Record<LineItemGridConfig['kind'], Column[]> = {
  donors: [supporting, type, name, amount, eventCity, eventYear, created],
  runners: [supporting, type, primaryContact, runnerDetails, runType, amount, eventCity, eventYear, created, runnerShipped],
  products: [supporting, type, name, amount, size, quantity, eventCity, eventYear, created, shirtShipped],
};

/** The transaction detail of a row, with the way back to this grid. */
export function transactionLink(item: LineItemView, grid: LineItemGridConfig): string {
  const query = new URLSearchParams({ returnTo: grid.kind, returnName: grid.returnName });
  return `${paths.transaction(transactionOf(item).id)}?${query.toString()}`;
}

interface LineItemsTableProps {
  grid: LineItemGridConfig;
  items: LineItemView[];
  sortBy: string;
  onSort(field: string): void;
}

/** A Donations, Runners or T-Shirts grid: the kind's columns and a Transaction link per row. */
export function LineItemsTable({ grid, items, sortBy, onSort }: LineItemsTableProps) {
  const columns = COLUMNS[grid.kind];
  return (
    <Table.ScrollContainer minWidth={columns.length * 110}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={grid.title}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              column.sort ? (
                <SortableTh key={column.label} direction={sortDirectionOf(sortBy, column.sort)} onSort={() => onSort(column.sort!)} align={column.align}>
                  {column.label}
                </SortableTh>
              ) : (
                <Table.Th key={column.label}>{column.label}</Table.Th>
              ),
            )}
            <Table.Th>Transaction</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              {columns.map((column) => (
                <Table.Td key={column.label} ta={column.align}>
                  {column.cell(item, grid)}
                </Table.Td>
              ))}
              <Table.Td>
                <Button component={Link} to={transactionLink(item, grid)} size="xs" variant="light">
                  Transaction
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
