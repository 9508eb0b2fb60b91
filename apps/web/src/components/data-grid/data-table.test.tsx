import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestProviders } from '../../test/render.tsx';
import { DataTable, type DataColumn } from './data-table.tsx';

interface Row {
  id: number;
  name: string;
  raised: number;
}

const COLUMNS: DataColumn<Row>[] = [
  { label: 'Name', sort: 'name', cell: (row) => row.name },
  { label: 'Raised', sort: 'raised', numeric: true, cell: (row) => `$${row.raised}` },
  { label: 'Note', cell: () => 'plain' },
  { label: 'Actions', hideLabel: true, cell: (row) => <button type="button">Open {row.name}</button> },
];

const ROWS: Row[] = [
  { id: 1, name: 'Blue Walkers', raised: 10 },
  { id: 2, name: 'Red Runners', raised: 250 },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return render(
    <TestProviders>
      <DataTable label="Teams" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} minWidth={400} {...props} />
    </TestProviders>,
  );
}

describe('DataTable', () => {
  it('names the table, its headers (an actions header for screen readers only) and one row per item', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Teams' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Raised', 'Note', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Blue Walkers', 'Red Runners']);
    expect(within(rows[1]!).getByText('$250').closest('td')!.style.textAlign).toBe('right');
  });

  it('sorts by a header: the sorted column says its direction, a click asks for the field', async () => {
    const onSort = vi.fn();
    renderTable({ sortBy: 'raised:desc', onSort });
    const [name, raised, note] = screen.getAllByRole('columnheader');
    expect(raised!.getAttribute('aria-sort')).toBe('descending');
    expect(name!.getAttribute('aria-sort')).toBe('none');
    expect(note!.getAttribute('aria-sort')).toBeNull();
    await userEvent.setup().click(within(name!).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('shows headers without sorting when no onSort is given', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: 'Name' })).toBeNull();
  });

  it('shows the empty text instead of an empty table', () => {
    renderTable({ rows: [], emptyText: 'No teams yet.' });
    expect(screen.getByText('No teams yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a row’s details under it across every column', () => {
    renderTable({ details: (row) => (row.id === 2 ? <p>Details of Red Runners</p> : null) });
    const rows = within(screen.getByRole('table', { name: 'Teams' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const cell = within(rows[2]!).getByRole('cell');
    expect(cell.getAttribute('colspan')).toBe('4');
    expect(cell.textContent).toBe('Details of Red Runners');
  });
});
