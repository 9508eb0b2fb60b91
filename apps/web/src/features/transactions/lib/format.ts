import { DISPLAY_TIME_ZONE, formatCents, toCents, type LineItemType, type TransactionLineItemView } from '@walkfund/domain';

/** Dollars from the API with two decimals: 1500.5 -> "$1,500.50". */
export function formatDollars(dollars: number): string {
  return formatCents(toCents(dollars));
}

const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp as month day year in America/Chicago (DECISIONS.md 7). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** A timestamp with its time, for the history. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

export const LINE_ITEM_LABELS: Record<LineItemType, string> = { donation: 'Donation', tshirt: 'T-Shirt', '5k': '5k Registration' };

/** What a line item is, in a few words: "T-Shirt: Event Shirt (Large) × 2", "5k Registration (virtual): Ann Lee". */
export function lineItemLabel(item: Pick<TransactionLineItemView, 'type' | 'productDetails' | 'runnerDetails'>): string {
  const label = LINE_ITEM_LABELS[item.type] ?? item.type;
  if (item.type === 'tshirt' && item.productDetails) {
    const p = item.productDetails;
    return `${label}: ${p.name} (${p.size}) × ${p.unitCount}`;
  }
  if (item.type === '5k' && item.runnerDetails) {
    const r = item.runnerDetails;
    return `${label} (${r.runType}): ${r.firstName} ${r.lastName}`;
  }
  return label;
}
