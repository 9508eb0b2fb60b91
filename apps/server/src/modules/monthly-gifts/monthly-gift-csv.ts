import { MONTHLY_GIFT_STATUS_LABELS, csvCellText, type AdminMonthlyGift } from '@walkfund/domain';

/**
 * The admins' monthly gifts as CSV (docs/features/monthly-gifts.md), written as the reports' Download
 * CSV writes theirs (every cell quoted, a spreadsheet formula written as text: domain csvCellText).
 */
const COLUMNS: { header: string; value: (row: AdminMonthlyGift) => unknown; shown?: (row: AdminMonthlyGift) => string }[] = [
  { header: 'Donor', value: (r) => r.donorName },
  { header: 'Email', value: (r) => r.donorEmail },
  { header: 'Amount', value: (r) => r.amount, shown: (r) => r.amount.toFixed(2) },
  { header: 'Covers fees', value: (r) => (r.coversFees ? 'Yes' : 'No') },
  { header: 'Status', value: (r) => MONTHLY_GIFT_STATUS_LABELS[r.status] },
  { header: 'Supporting', value: (r) => r.supporting },
  { header: 'Walker', value: (r) => r.walker },
  { header: 'Started', value: (r) => r.startedOn },
  { header: 'Next charge', value: (r) => r.nextChargeOn },
  { header: 'Months given', value: (r) => r.monthsGiven },
  { header: 'Total given', value: (r) => r.totalGiven, shown: (r) => r.totalGiven.toFixed(2) },
  { header: 'Last failure', value: (r) => r.lastFailure },
  { header: 'Processor', value: (r) => (r.provider === 'stripe' ? 'Stripe' : 'Test') },
];

const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;

export function monthlyGiftsCsv(rows: AdminMonthlyGift[]): string {
  const lines = [COLUMNS.map((c) => quote(c.header)).join(',')];
  for (const row of rows) lines.push(COLUMNS.map((c) => quote(csvCellText(c.value(row), c.shown?.(row)))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
