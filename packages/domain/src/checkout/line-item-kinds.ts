import { shirtSizeName } from '../common/shirt-sizes.ts';
import type { RecordedLineItemType } from '../lineitems/constants.ts';
import { formatDollars } from '../money.ts';
import type { Address } from '../common/fields.ts';
import type { ProductDetailsRecord, RunnerDetailsRecord } from './payment.schema.ts';

/** A line item's kind: donation, T-shirt, 5k registration (LINE_ITEM_TYPES) or a sponsor's match (RECORDED_LINE_ITEM_TYPES). */
export type LineItemKind = RecordedLineItemType;

/**
 * The places that describe a line item, each in its own words (tests and e2e pin them):
 * `list` the back office's line-item tables, `invoice` the printed invoice, `receipt-email` the
 * emailed receipt, `thank-you` the checkout's thank-you page, `parcel` what a shipping label says
 * is in the parcel.
 */
export type LineItemPlace = 'list' | 'invoice' | 'receipt-email' | 'thank-you' | 'parcel';

/** The term of the checkout total (docs/decisions/0109-checkout-totals.md) an item's amount counts in. */
export type CheckoutTotalTerm = 'donation' | 'shirts' | 'runners';

/** The recorded fields of a line item that describing and shipping it read. */
export interface RecordedLineItem {
  type: LineItemKind;
  productDetails: ProductDetailsRecord | null;
  runnerDetails: RunnerDetailsRecord | null;
  shippingAddress?: Address | null;
  myEmployer?: string | null;
  useEmployerAsName?: boolean;
  /** The primary contact's name; on a match line, the sponsor's (docs/features/sponsor-matches.md). */
  primaryContact?: string;
}

/** Who receives what a line item sends, and where (the address may be missing on old records). */
export interface LineItemParcel {
  name: string;
  address: Address | null;
  contents: string;
}

/** The order a parcel belongs to: its contact and the transaction's shipping address. */
export interface ParcelOrder {
  contactName: string;
  shippingAddress: Address | null;
}

/** What the product knows about one kind of line item. */
export interface LineItemKindInfo {
  type: LineItemKind;
  /** Its name: "Donation", "T-Shirt", "5k Registration". */
  label: string;
  /** Its name in the Type column of the back office's line-item grids: "Donation", "T-Shirt", "5K". */
  shortLabel: string;
  /** Its name in the Type column of a team's Transactions tab: "Donation", "T-Shirt", "5k". */
  teamTabLabel: string;
  /** Where its amount counts in the checkout total (shirts also bring the shipping fee); null for what no checkout sells. */
  total: CheckoutTotalTerm | null;
  /**
   * Who gave the money: the donor (what the card paid) or a sponsor (a match: credited to the team
   * and walker, never part of the charge, the refundable amount or the donor's deductible gift).
   */
  paidBy: 'donor' | 'sponsor';
  /** Its text in each place. */
  describe: (item: RecordedLineItem, place: LineItemPlace) => string;
  /** What is posted for it, or null when nothing is (a donation, an in-person runner). */
  parcel: (item: RecordedLineItem, order: ParcelOrder) => LineItemParcel | null;
}

/**
 * One row per line-item kind: `satisfies Record<LineItemKind, ...>` makes a new kind in
 * LINE_ITEM_TYPES fail to compile until it has a label, a total term, its texts and its parcel rule.
 */
export const LINE_ITEM_KINDS = {
  donation: {
    type: 'donation',
    label: 'Donation',
    shortLabel: 'Donation',
    teamTabLabel: 'Donation',
    total: 'donation',
    paidBy: 'donor',
    describe(item, place) {
      switch (place) {
        case 'receipt-email':
          return item.useEmployerAsName && item.myEmployer ? `Donation (on behalf of ${item.myEmployer})` : 'Donation';
        case 'list':
        case 'invoice':
        case 'thank-you':
        case 'parcel':
          return 'Donation';
      }
    },
    parcel: () => null,
  },
  tshirt: {
    type: 'tshirt',
    label: 'T-Shirt',
    shortLabel: 'T-Shirt',
    teamTabLabel: 'T-Shirt',
    total: 'shirts',
    paidBy: 'donor',
    describe(item, place) {
      const p = item.productDetails;
      if (!p) return 'T-Shirt';
      // The size as the buyer chose it ("Large", not the code "lg"), in every place.
      const size = shirtSizeName(p.size);
      switch (place) {
        case 'list':
          return `T-Shirt: ${p.name} (${size}) × ${p.unitCount}`;
        case 'invoice':
          return `T-Shirt: ${p.name} (${size}) × ${p.unitCount} at ${formatDollars(p.pricePerUnit)}`;
        case 'receipt-email':
          return `${p.name}, size ${size}: ${p.unitCount} × ${formatDollars(p.pricePerUnit)}`;
        case 'thank-you':
          return `${p.name} (${size}) × ${p.unitCount}`;
        case 'parcel':
          return `${p.name} (${size}) × ${p.unitCount}`;
      }
    },
    // Shirts go to the item's own address, else the transaction's, in the contact's name.
    parcel: (item, order) => ({ name: order.contactName, address: item.shippingAddress ?? order.shippingAddress, contents: describeLineItem(item, 'parcel') }),
  },
  '5k': {
    type: '5k',
    label: '5k Registration',
    shortLabel: '5K',
    teamTabLabel: '5k',
    total: 'runners',
    paidBy: 'donor',
    describe(item, place) {
      const r = item.runnerDetails;
      if (!r) return '5k Registration';
      switch (place) {
        case 'list':
        case 'invoice':
          return `5k Registration (${r.runType}): ${r.firstName} ${r.lastName}`;
        case 'receipt-email':
          return `5k registration (${r.runType}): ${r.firstName} ${r.lastName}`;
        case 'thank-you':
          return `5k registration: ${`${r.firstName} ${r.lastName}`.trim()} (${r.runType})`;
        case 'parcel':
          return `Virtual 5k packet${r.shirtSize ? ` (shirt ${shirtSizeName(r.shirtSize)})` : ''}`;
      }
    },
    // A virtual runner's packet goes to the runner's own address (docs/spec/public-flows.md §4, Run).
    parcel(item) {
      const r = item.runnerDetails;
      if (r?.runType !== 'virtual') return null;
      return { name: `${r.firstName} ${r.lastName}`, address: r.shipping ?? item.shippingAddress ?? null, contents: describeLineItem(item, 'parcel') };
    },
  },
  // A sponsor's matched amount (docs/features/sponsor-matches.md): its line names the sponsor.
  match: {
    type: 'match',
    label: 'Sponsor match',
    shortLabel: 'Match',
    teamTabLabel: 'Match',
    total: null,
    paidBy: 'sponsor',
    describe(item, place) {
      const sponsor = item.primaryContact?.trim();
      switch (place) {
        case 'list':
        case 'invoice':
          return sponsor ? `Sponsor match: ${sponsor}` : 'Sponsor match';
        case 'receipt-email':
        case 'thank-you':
          return sponsor ? `Matched by ${sponsor}` : 'Matched by a sponsor';
        case 'parcel':
          return 'Sponsor match';
      }
    },
    parcel: () => null,
  },
} as const satisfies { [K in LineItemKind]: LineItemKindInfo & { type: K } };

/** Whether a line item is money the donor paid (not a sponsor's match): what the charge, refunds and the deductible gift count. */
export function isDonorPaid(type: string): boolean {
  return lineItemKind(type)?.paidBy !== 'sponsor';
}

/**
 * The kind of a line-item type, or undefined for a type the product does not know (a record
 * written by another system): callers show it as it is and never price it.
 */
export function lineItemKind(type: string): LineItemKindInfo | undefined {
  return Object.hasOwn(LINE_ITEM_KINDS, type) ? LINE_ITEM_KINDS[type as LineItemKind] : undefined;
}

/** A line item's text in one place ("T-Shirt: Event Shirt (Large) × 2"); an unknown type shows as it is. */
export function describeLineItem(item: RecordedLineItem, place: LineItemPlace): string {
  return lineItemKind(item.type)?.describe(item, place) ?? item.type;
}

/** What is posted for a line item (to whom, where, what), or null when nothing is. */
export function lineItemParcel(item: RecordedLineItem, order: ParcelOrder): LineItemParcel | null {
  return lineItemKind(item.type)?.parcel(item, order) ?? null;
}

/**
 * Fails at compile time where a switch over line-item kinds misses one, and at run time (an
 * error naming the type) where a value outside LINE_ITEM_TYPES got past validation.
 */
export function unknownLineItemKind(item: never): never {
  throw new Error(`Unknown line item type: ${JSON.stringify((item as { type?: unknown } | null)?.type)}.`);
}
