import '../../../components/report-grid/ag-grid-modules.ts';
import { useMemo } from 'react';
import { Box, Button, Group } from '@mantine/core';
import { themeQuartz, type ColDef, type ICellRendererParams, type ValueGetterParams } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { MONTHLY_GIFT_STATUS_LABELS, type AdminMonthlyGift } from '@walkfund/domain';
import { dateColumn, moneyColumn, numberColumn, textColumn } from '../../../components/report-grid/report-columns.ts';

/** The Mantine font in the grid, as the reports have it; the rest is AG Grid's Quartz theme. */
const gridTheme = themeQuartz.withParams({ fontFamily: 'inherit', headerFontWeight: 600 });

const statusOf = (p: ValueGetterParams<AdminMonthlyGift>) => (p.data ? MONTHLY_GIFT_STATUS_LABELS[p.data.status] : '');

/**
 * The columns, sortable within the page; no column filters: the status and the search are the
 * server's (a filter here would see one page only).
 */
/** What an admin can do to a gift from its row; a cancelled gift has none. */
export type MonthlyGiftRowAction = 'amount' | 'pause' | 'resume' | 'cancel';

/** The row's buttons: Change amount, Pause (active) or Resume (paused or failed), Cancel. */
function RowActions({ gift, onAction }: { gift: AdminMonthlyGift; onAction: (gift: AdminMonthlyGift, action: MonthlyGiftRowAction) => void }) {
  const whose = `the monthly gift of ${gift.donorName} (${gift.donorEmail})`;
  const resume = gift.status !== 'active';
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-xs" variant="subtle" onClick={() => onAction(gift, 'amount')} aria-label={`Change the amount of ${whose}`}>
        Change amount
      </Button>
      <Button size="compact-xs" variant="subtle" onClick={() => onAction(gift, resume ? 'resume' : 'pause')} aria-label={`${resume ? 'Resume' : 'Pause'} ${whose}`}>
        {resume ? 'Resume' : 'Pause'}
      </Button>
      <Button size="compact-xs" color="red" variant="subtle" onClick={() => onAction(gift, 'cancel')} aria-label={`Cancel ${whose}`}>
        Cancel
      </Button>
    </Group>
  );
}

function columns(onAction: (gift: AdminMonthlyGift, action: MonthlyGiftRowAction) => void): ColDef<AdminMonthlyGift>[] {
  const shown: ColDef<AdminMonthlyGift>[] = [
    textColumn('donorName', 'Donor', { pinned: 'left', width: 170 }),
    moneyColumn('amount', 'Monthly', { width: 120 }),
    { colId: 'status', headerName: 'Status', valueGetter: statusOf, width: 140 },
    dateColumn('nextChargeOn', 'Next Charge', { width: 140, minWidth: 120 }),
    moneyColumn('totalGiven', 'Total Given', { width: 140 }),
    numberColumn('monthsGiven', 'Months', { width: 110 }),
    textColumn('lastFailure', 'Last Failure', { width: 240 }),
    textColumn('supporting', 'Supporting', { width: 200 }),
    textColumn('walker', 'Walker', { width: 150 }),
    textColumn('donorEmail', 'Email', { width: 220 }),
    dateColumn('startedOn', 'Started', { width: 140, minWidth: 120 }),
    {
      colId: 'actions',
      headerName: 'Actions',
      sortable: false,
      resizable: false,
      pinned: 'right',
      width: 260,
      cellRenderer: ({ data }: ICellRendererParams<AdminMonthlyGift>) => (data && data.status !== 'cancelled' ? <RowActions gift={data} onAction={onAction} /> : null),
    },
  ];
  return shown.map((column) => ({ ...column, filter: false }));
}

interface MonthlyGiftsGridProps {
  rows: AdminMonthlyGift[];
  onAction(gift: AdminMonthlyGift, action: MonthlyGiftRowAction): void;
}

/**
 * The admins' monthly gifts (docs/features/monthly-gifts.md) in AG Grid, a page at a time (the
 * status and the search are the server's): each gift's donor, amount, status, whom it supports, next
 * charge, months and total given, last failure, and its actions: change the amount, pause or resume,
 * cancel. Loaded with the page only, never on a public page.
 */
export function MonthlyGiftsGrid({ rows, onAction }: MonthlyGiftsGridProps) {
  const columnDefs = useMemo(() => columns(onAction), [onAction]);
  const defaultColDef = useMemo<ColDef<AdminMonthlyGift>>(() => ({ sortable: true, resizable: true, minWidth: 50, cellDataType: false, suppressHeaderMenuButton: true }), []);
  return (
    <Box role="region" aria-label="Monthly gifts">
      <AgGridReact<AdminMonthlyGift>
        theme={gridTheme}
        rowData={rows}
        columnDefs={columnDefs}
        defaultColDef={defaultColDef}
        getRowId={(p) => String(p.data.id)}
        // A page is at most MONTHLY_GIFTS_PAGE_SIZE rows: the grid is as tall as they are, and the page scrolls.
        domLayout="autoHeight"
        suppressColumnVirtualisation
        ensureDomOrder
      />
    </Box>
  );
}
