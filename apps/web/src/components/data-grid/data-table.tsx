import { Fragment, useEffect, useState, type Key, type ReactNode } from 'react';
import { Table, Text, VisuallyHidden, type TableTdProps } from '@mantine/core';
import { SortableTh, sortDirectionOf } from '../sortable-th.tsx';

export interface DataColumn<Row> {
  /** The header's text, unique in the table. */
  label: string;
  /** The header is read by screen readers only (a column of buttons: "Actions"). */
  hideLabel?: boolean;
  /** The `sortBy` field a click on the header sorts by; none: the column does not sort. */
  sort?: string;
  /** Right-aligned with figures of one width, under a right-aligned header (amounts, counts). */
  numeric?: boolean;
  /** Kept on one line (dates, phone numbers). */
  nowrap?: boolean;
  cell(row: Row): ReactNode;
  /** More of the cell's props, per row (a colour, a width). */
  cellProps?(row: Row): TableTdProps;
}

interface DataTableProps<Row> {
  /** The table's accessible name ("Teams"). */
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): Key;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** The sort (`field:dir`) of the sortable headers and what a click on one asks for. */
  sortBy?: string;
  onSort?(field: string): void;
  /** Shown instead of the table when there are no rows. */
  emptyText?: string;
  /** A row's details, shown under it across every column; null: none. */
  details?(row: Row): ReactNode;
  /** Grids stripe and light up rows; short lists on a detail page do neither. */
  striped?: boolean;
  highlightOnHover?: boolean;
}

const NUMERIC_STYLE = { fontVariantNumeric: 'tabular-nums' } as const;
const NOWRAP_STYLE = { whiteSpace: 'nowrap' } as const;

function Header<Row>({ column, sortBy, onSort }: { column: DataColumn<Row>; sortBy?: string; onSort?(field: string): void }) {
  const align = column.numeric ? 'right' : undefined;
  if (column.sort && onSort) {
    const field = column.sort;
    return (
      <SortableTh direction={sortDirectionOf(sortBy ?? '', field)} onSort={() => onSort(field)} align={align}>
        {column.label}
      </SortableTh>
    );
  }
  return <Table.Th ta={align}>{column.hideLabel ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}</Table.Th>;
}

function Cell<Row>({ column, row }: { column: DataColumn<Row>; row: Row }) {
  const { style, ...props } = column.cellProps?.(row) ?? {};
  return (
    <Table.Td ta={column.numeric ? 'right' : undefined} style={[column.numeric ? NUMERIC_STYLE : undefined, column.nowrap ? NOWRAP_STYLE : undefined, style]} {...props}>
      {column.cell(row)}
    </Table.Td>
  );
}

/** A ref for a scrolling box, and whether its content is wider than it (kept up to date as it resizes). */
function useSidewaysOverflow(): [(element: HTMLDivElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!element) return;
    const check = () => setOverflowing(element.scrollWidth > element.clientWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, overflowing];
}

/**
 * The back office's tables (docs/spec/back-office.md "Grids"): a header per column, sortable where the column
 * names its field (▲/▼ and aria-sort), one row per item, an empty text, sideways scroll on narrow
 * screens. Paging, search and totals sit around it (GridToolbar, GridBody).
 */
export function DataTable<Row>({
  label, columns, rows, rowKey, minWidth, sortBy, onSort, emptyText, details, striped = true, highlightOnHover = true,
}: DataTableProps<Row>) {
  const [scrollBox, overflowing] = useSidewaysOverflow();
  if (rows.length === 0 && emptyText !== undefined) {
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  }
  return (
    // While the table is wider than its box, the box can be focused and scrolled from the keyboard:
    // on a phone a table of text only (no link or button to tab to) could not be scrolled sideways
    // without a mouse (axe scrollable-region-focusable, finding 10 of docs/features/walkthrough-findings.md).
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{
        viewportRef: scrollBox,
        viewportProps: overflowing ? { tabIndex: 0, role: 'group', 'aria-label': `${label}, scrolls sideways` } : {},
      }}
    >
      <Table striped={striped} highlightOnHover={highlightOnHover} verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Header key={column.label} column={column} sortBy={sortBy} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const more = details?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <Table.Tr>
                  {columns.map((column) => (
                    <Cell key={column.label} column={column} row={row} />
                  ))}
                </Table.Tr>
                {more && (
                  <Table.Tr>
                    <Table.Td colSpan={columns.length} bg="gray.0">
                      {more}
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
