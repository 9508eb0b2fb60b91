import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { lineItemKind, shirtSizeName, tributeText, type LineItemView } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { CellEmpty, CellNote, CellText, RowLink } from '../../../components/data-grid/cells.tsx';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';
import { formatDate, formatDollars } from '../../../lib/format.ts';
import { fundraiserName } from '../lib/fundraiser-name.ts';
import {
  isVirtualRunner, runTypeLabel, runnerOf, supportingOf, transactionOf, type LineItemGridConfig,
} from '../lib/line-item-kinds.ts';

type Column = DataColumn<LineItemView>;

function NameCell({ item }: { item: LineItemView }) {
  return (
    <>
      <CellText strong>{item.primaryContact}</CellText>
      {item.useEmployerAsName && item.myEmployer && <CellNote>as {item.myEmployer}</CellNote>}
      {item.anonymous && <CellNote>Anonymous</CellNote>}
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
        {team && <CellNote>{team.name}</CellNote>}
      </>
    );
  },
};
const type: Column = { label: 'Type', sort: 'type', cell: (item) => lineItemKind(item.type)?.shortLabel ?? item.type };
const name: Column = { label: 'Name', sort: 'primaryContact', cell: (item) => <NameCell item={item} /> };
/** A refund's own line is said to be one, beside its negative amount (docs/decisions/0122-refunds-and-audit-log.md). */
const amount: Column = {
  label: 'Amount',
  sort: 'amount',
  numeric: true,
  cell: (item) => (
    <>
      {formatDollars(item.amount)}
      {item.refundOf !== null && <CellNote>Refund</CellNote>}
    </>
  ),
};
const eventCity: Column = { label: 'Event City', sort: 'eventCity', cell: (item) => item.eventCity ?? '' };
const eventYear: Column = { label: 'Event Year', sort: 'eventYear', cell: (item) => item.eventYear };
const created: Column = { label: 'Created', sort: 'createdAt', nowrap: true, cell: (item) => formatDate(item.createdAt) };
/** The walker the donation is credited to besides the team (docs/decisions/0008-fundraiser-credit.md). */
const fundraiser: Column = { label: 'Fundraiser', cell: (item) => fundraiserName(item.fundraiser) };
/** docs/features/tributes.md: "In memory of Grandpa Joe", and whether the person to tell has their e-card. */
const tribute: Column = {
  label: 'Tribute',
  cell: (item) =>
    item.tribute ? (
      <>
        <CellText>{tributeText(item.tribute)}</CellText>
        {item.tribute.notifyRequested && <CellNote>{item.tribute.notified ? 'E-card sent' : 'E-card waiting'}</CellNote>}
      </>
    ) : (
      ''
    ),
};
const primaryContact: Column = { label: 'Primary Contact', sort: 'primaryContact', cell: (item) => item.primaryContact };
const runnerDetails: Column = {
  label: 'Runner Details',
  sort: 'runnerName',
  cell: (item) => {
    const runner = runnerOf(item);
    if (!runner) return '';
    return (
      <>
        <CellText>
          {runner.firstName} {runner.lastName}
        </CellText>
        <CellNote>{runner.email}</CellNote>
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
    if (!isVirtualRunner(item)) return <CellEmpty>—</CellEmpty>;
    const { id, hasShipped } = transactionOf(item);
    return (
      <Anchor component={Link} to={paths.invoice(id)} size="sm" fw={hasShipped ? 400 : 600}>
        {hasShipped ? 'Shipped' : 'Ship'}
      </Anchor>
    );
  },
};
/** The size as the buyer chose it ("Large"), not its code ("lg"). */
const size: Column = { label: 'Size', sort: 'size', cell: (item) => shirtSizeName(item.productDetails?.size) };
const quantity: Column = { label: 'Quantity', sort: 'quantity', numeric: true, cell: (item) => item.productDetails?.unitCount ?? '' };
const shirtShipped: Column = {
  label: 'Shipped',
  sort: 'shipped',
  cell: (item) => (transactionOf(item).hasShipped ? <Badge color="green" variant="light">Shipped</Badge> : <CellText>No</CellText>),
};

/** The columns of each grid, as docs/spec/back-office.md §2 lists them. */
const COLUMNS: Record<LineItemGridConfig['kind'], Column[]> = {
  donors: [supporting, type, name, amount, fundraiser, tribute, eventCity, eventYear, created],
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
  const columns: Column[] = [...COLUMNS[grid.kind], { label: 'Transaction', cell: (item) => <RowLink to={transactionLink(item, grid)}>Transaction</RowLink> }];
  return (
    <DataTable label={grid.title} columns={columns} rows={items} rowKey={(item) => item.id} minWidth={(columns.length - 1) * 110} sortBy={sortBy} onSort={onSort} />
  );
}
