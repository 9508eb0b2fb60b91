import './ag-grid-modules.ts';
import './report-grid.css';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { themeQuartz, type ColDef, type ModelUpdatedEvent, type ProcessCellForExportParams, type RowClassRules } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { csvCellText } from '@walkfund/domain';
import { formatReportDate } from '../../lib/format.ts';
import { REPORT_MIN_COLUMN_WIDTH } from './report-columns.ts';

/** The Mantine font in the grid; the rest is AG Grid's Quartz theme. */
const reportTheme = themeQuartz.withParams({ fontFamily: 'inherit', headerFontWeight: 600 });

/** teams-report-2026-11-23.csv: the report's name and today's date in America/Chicago. */
export function reportFileName(name: string, now: Date = new Date()): string {
  return `${name}-${formatReportDate(now.toISOString())}.csv`;
}

/**
 * A CSV cell as the grid shows it (its formatter applied), escaped when a spreadsheet would run
 * it as a formula (domain `csvCellText`).
 */
export function processReportCell(params: Pick<ProcessCellForExportParams, 'value' | 'formatValue'>): string {
  const shown: unknown = params.formatValue(params.value);
  return csvCellText(params.value, shown === null || shown === undefined ? null : String(shown));
}

export interface ReportGridProps<T> {
  /** The grid's accessible name ("Teams report"). */
  label: string;
  /** The CSV's name before the date ("teams-report"). */
  fileName: string;
  columns: ColDef<T>[];
  rows: T[] | undefined;
  /** "Total teams": the count the report announces, of every row loaded. */
  totalLabel: string;
  loading: boolean;
  error: Error | null;
  minColumnWidth?: number;
  rowClassRules?: RowClassRules<T>;
  /** Controls before the buttons (the year, the Teams toggle). */
  controls?: ReactNode;
  /** A figure beside the total, of every row loaded (the money kept after refunds). */
  summary?: ReactNode;
  /** Runs with Reset Filters, after the grid's filters and sort are back to their start. */
  onReset?(): void;
}

/**
 * A report grid (docs/spec/back-office.md, Reports): every row of the report loaded at once, sorted and
 * filtered in the browser per column; the total count, the number shown after filtering, Reset
 * Filters and Download CSV, which writes what the grid shows (filtered and sorted rows, the
 * displayed column order and formats) with formula cells escaped.
 */
export function ReportGrid<T>(props: ReportGridProps<T>) {
  const { label, fileName, columns, rows, totalLabel, loading, error, minColumnWidth = REPORT_MIN_COLUMN_WIDTH, rowClassRules, controls, summary, onReset } = props;
  const gridRef = useRef<AgGridReact<T>>(null);
  const [shown, setShown] = useState<number | null>(null);
  const defaultColDef = useMemo<ColDef<T>>(
    () => ({ sortable: true, resizable: true, floatingFilter: true, minWidth: minColumnWidth, cellDataType: false, suppressHeaderMenuButton: true }),
    [minColumnWidth],
  );

  const onModelUpdated = useCallback((event: ModelUpdatedEvent<T>) => setShown(event.api.getDisplayedRowCount()), []);

  const resetFilters = () => {
    const api = gridRef.current?.api;
    if (api) {
      api.setFilterModel(null);
      // Back to the columns' own sort, widths and pins.
      api.resetColumnState();
    }
    onReset?.();
  };

  const downloadCsv = () => {
    gridRef.current?.api.exportDataAsCsv({ fileName: reportFileName(fileName), processCellCallback: processReportCell });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="sm">
          {controls}
          <Button variant="default" onClick={resetFilters} disabled={!rows}>
            Reset Filters
          </Button>
          <Button onClick={downloadCsv} disabled={!rows}>
            Download CSV
          </Button>
        </Group>
        <Group gap="md" aria-live="polite">
          {loading && <Loader size="xs" aria-label={`Loading ${label}`} />}
          {rows && (
            <>
              <Text size="sm" fw={600} data-testid="report-total">
                {totalLabel}: {rows.length}
              </Text>
              {summary}
              {shown !== null && (
                <Text size="sm" c="dimmed" data-testid="report-shown">
                  Shown: {shown}
                </Text>
              )}
            </>
          )}
        </Group>
      </Group>
      {error && (
        <Alert color="red" title="Error">
          {error.message}
        </Alert>
      )}
      <Box role="region" aria-label={label} h="calc(100vh - 280px)" mih={420}>
        {rows ? (
          <AgGridReact<T>
            ref={gridRef}
            theme={reportTheme}
            rowData={rows}
            columnDefs={columns}
            defaultColDef={defaultColDef}
            rowClassRules={rowClassRules}
            onModelUpdated={onModelUpdated}
            // Every column rendered (a report has at most 22), so the header and CSV order match.
            suppressColumnVirtualisation
            ensureDomOrder
          />
        ) : (
          !error && (
            <Group justify="center" p="xl">
              <Loader aria-label={`Loading ${label}`} />
            </Group>
          )
        )}
      </Box>
    </Stack>
  );
}
