import type { LineItemType, TransactionLineItemView } from '@walkfund/domain';

const LINE_ITEM_LABELS: Record<LineItemType, string> = { donation: 'Donation', tshirt: 'T-Shirt', '5k': '5k Registration' };

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
