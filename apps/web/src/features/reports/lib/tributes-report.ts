import type { ColDef } from 'ag-grid-community';
import { TRIBUTE_KIND_LABELS, type TributeReportRow } from '@walkfund/domain';
import { dateColumn, moneyColumn, numberColumn, textColumn } from '../../../components/report-grid/report-columns.ts';
import { formatReportDate } from '../../../lib/format.ts';

/** One row of the Tributes report grid and its CSV (docs/features/tributes.md). */
export interface TributesReportGridRow {
  added: string;
  transactionId: number;
  type: string;
  honoree: string;
  donor: string;
  donorEmail: string;
  amount: number;
  team: string;
  fundraiser: string;
  notifyName: string;
  notifyEmail: string;
  showAmount: string;
  onSupportersList: string;
  notified: string;
}

export function toTributesReportRow(r: TributeReportRow): TributesReportGridRow {
  return {
    added: formatReportDate(r.createdAt),
    transactionId: r.transactionId,
    type: TRIBUTE_KIND_LABELS[r.kind],
    honoree: r.honoreeName,
    donor: r.donorName,
    donorEmail: r.donorEmail,
    amount: r.amount,
    team: r.teamName ?? '',
    fundraiser: r.fundraiserName ?? '',
    notifyName: r.notifyName ?? '',
    notifyEmail: r.notifyEmail ?? '',
    showAmount: r.notifyName ? (r.showAmount ? 'Yes' : 'No') : '',
    onSupportersList: r.showOnWall ? 'Yes' : 'No',
    // When the e-card was written; "Waiting" while its job has not run; "" when no one was to be told.
    notified: r.notifiedAt ? formatReportDate(r.notifiedAt) : r.notifyName ? 'Waiting' : '',
  };
}

/** Added, Type, Honoree, Donor, Donor Email, Amount, Team, Fundraiser, Told (name, email), Amount Shown, On Supporters List, Notified, Transaction. */
export const TRIBUTES_REPORT_COLUMNS: ColDef<TributesReportGridRow>[] = [
  dateColumn('added', 'Added', { pinned: 'left' }),
  textColumn('type', 'Type', { width: 140 }),
  textColumn('honoree', 'Honoree', { width: 180 }),
  textColumn('donor', 'Donor', { width: 180 }),
  textColumn('donorEmail', 'Donor Email', { width: 220 }),
  moneyColumn('amount', 'Amount'),
  textColumn('team', 'Team', { width: 180 }),
  textColumn('fundraiser', 'Fundraiser', { width: 180 }),
  textColumn('notifyName', 'Told', { width: 180 }),
  textColumn('notifyEmail', 'Told Email', { width: 220 }),
  textColumn('showAmount', 'Amount Shown', { width: 140 }),
  textColumn('onSupportersList', 'On Supporters List', { width: 170 }),
  textColumn('notified', 'Notified', { width: 140 }),
  numberColumn('transactionId', 'Transaction'),
];
