import type { LineItemType, LineItemView } from '@walkfund/domain';

/** The three line-item grids of docs/spec/back-office.md §2 (Donations, Runners and T-Shirt grids). */
export type LineItemGridKind = 'donors' | 'runners' | 'products';

export interface LineItemGridConfig {
  kind: LineItemGridKind;
  type: LineItemType;
  title: string;
  /** What the transaction detail's "Return to All {name}" button says. */
  returnName: string;
  /** Singular noun for loading and empty texts. */
  noun: string;
}

export const LINE_ITEM_GRIDS: Record<LineItemGridKind, LineItemGridConfig> = {
  donors: { kind: 'donors', type: 'donation', title: 'Donations', returnName: 'Donations', noun: 'donations' },
  runners: { kind: 'runners', type: '5k', title: 'Runners', returnName: 'Runners', noun: 'runners' },
  products: { kind: 'products', type: 'tshirt', title: 'T-Shirts', returnName: 'T-Shirts', noun: 'T-shirt orders' },
};

/** "Team" when the item supports a team, else "Event" (docs/spec/back-office.md §2). */
export function supportingOf(item: LineItemView): 'Team' | 'Event' {
  return item.team !== null ? 'Team' : 'Event';
}

export function transactionOf(item: LineItemView): { id: number; hasShipped: boolean } {
  return typeof item.transaction === 'object' ? { id: item.transaction.id, hasShipped: item.transaction.hasShipped } : { id: item.transaction, hasShipped: false };
}

export interface RunnerInfo {
  firstName: string;
  lastName: string;
  email: string;
  runType: string;
}

/** The runner of a 5k item (runnerDetails as recorded), with empty texts for missing parts. */
export function runnerOf(item: LineItemView): RunnerInfo | null {
  const r = item.runnerDetails;
  if (!r) return null;
  const text = (key: string) => (typeof r[key] === 'string' ? (r[key] as string) : '');
  return { firstName: text('firstName'), lastName: text('lastName'), email: text('email'), runType: text('runType') };
}

/** Virtual runners get a packet by mail: the grid links them to the invoice to ship it. */
export function isVirtualRunner(item: LineItemView): boolean {
  return runnerOf(item)?.runType === 'virtual';
}

/** "In-person" / "Virtual". */
export function runTypeLabel(runType: string): string {
  if (runType === 'virtual') return 'Virtual';
  if (runType === 'in-person') return 'In-person';
  return runType;
}
