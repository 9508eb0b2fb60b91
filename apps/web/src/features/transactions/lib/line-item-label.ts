import { describeLineItem, type RecordedLineItem } from '@walkfund/domain';

/** What a line item is, in a few words: "T-Shirt: Event Shirt (Large) × 2", "5k Registration (virtual): Ann Lee" (LINE_ITEM_KINDS). */
export function lineItemLabel(item: Pick<RecordedLineItem, 'type' | 'productDetails' | 'runnerDetails'>): string {
  return describeLineItem(item, 'list');
}
