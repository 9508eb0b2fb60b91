import { describe, expect, it } from 'vitest';
import { LINE_ITEM_TYPES, RECORDED_LINE_ITEM_TYPES } from '../lineitems/constants.ts';
import type { CheckoutLineItem } from './checkout.schema.ts';
import { LINE_ITEM_KINDS, describeLineItem, isDonorPaid, lineItemKind, lineItemParcel, type LineItemPlace, type RecordedLineItem } from './line-item-kinds.ts';
import { pricingInputFromLines, pricingInputFromPayload } from './pricing.ts';

const address = { address: '12 Elm St', city: 'Edmond', state: 'OK', zipcode: '73013' };
const runnerAddress = { address: '9 Oak Ave', city: 'Tulsa', state: 'OK', zipcode: '74103' };
const donation: RecordedLineItem = { type: 'donation', productDetails: null, runnerDetails: null, myEmployer: 'Acme', useEmployerAsName: true };
const shirt: RecordedLineItem = {
  type: 'tshirt',
  productDetails: { type: 'tshirt', name: 'Event Shirt', size: 'lg', pricePerUnit: 20, unitCount: 2 },
  runnerDetails: null,
  shippingAddress: null,
};
const runner = (runType: 'in-person' | 'virtual'): RecordedLineItem => ({
  type: '5k',
  productDetails: null,
  runnerDetails: {
    firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', runType, registrationCost: 25, shirtSize: 'Medium', gender: 'Female', birthDate: '1990-01-01',
    lifeChurch: false, shipping: runType === 'virtual' ? runnerAddress : null,
  },
});

describe('LINE_ITEM_KINDS', () => {
  it('has one row per line-item type', () => {
    expect(Object.keys(LINE_ITEM_KINDS).sort()).toEqual([...RECORDED_LINE_ITEM_TYPES].sort());
    for (const type of RECORDED_LINE_ITEM_TYPES) expect(LINE_ITEM_KINDS[type].type).toBe(type);
  });

  it("describes a sponsor's match by the sponsor, never as something the donor paid (docs/features/sponsor-matches.md)", () => {
    const match = { type: 'match' as const, productDetails: null, runnerDetails: null, primaryContact: 'Acme' };
    expect(describeLineItem(match, 'receipt-email')).toBe('Matched by Acme');
    expect(describeLineItem(match, 'list')).toBe('Sponsor match: Acme');
    expect(isDonorPaid('match')).toBe(false);
    expect(LINE_ITEM_TYPES.every(isDonorPaid)).toBe(true);
  });

  it('names each kind as the lists and the grids did', () => {
    expect(LINE_ITEM_TYPES.map((type) => [LINE_ITEM_KINDS[type].label, LINE_ITEM_KINDS[type].shortLabel, LINE_ITEM_KINDS[type].teamTabLabel])).toEqual([
      ['Donation', 'Donation', 'Donation'],
      ['T-Shirt', 'T-Shirt', 'T-Shirt'],
      ['5k Registration', '5K', '5k'],
    ]);
  });

  // The texts each place showed before the table (tests and e2e pin them).
  const texts: [RecordedLineItem, Record<LineItemPlace, string>][] = [
    [donation, { list: 'Donation', invoice: 'Donation', 'receipt-email': 'Donation (on behalf of Acme)', 'thank-you': 'Donation', parcel: 'Donation' }],
    [
      shirt,
      {
        // The size the buyer chose ("Large"), never its code ("lg"), in every place.
        list: 'T-Shirt: Event Shirt (Large) × 2',
        invoice: 'T-Shirt: Event Shirt (Large) × 2 at $20.00',
        'receipt-email': 'Event Shirt, size Large: 2 × $20.00',
        'thank-you': 'Event Shirt (Large) × 2',
        parcel: 'Event Shirt (Large) × 2',
      },
    ],
    [
      runner('virtual'),
      {
        list: '5k Registration (virtual): Ann Lee',
        invoice: '5k Registration (virtual): Ann Lee',
        'receipt-email': '5k registration (virtual): Ann Lee',
        'thank-you': '5k registration: Ann Lee (virtual)',
        parcel: 'Virtual 5k packet (shirt Medium)',
      },
    ],
  ];
  it.each(texts)('describes a %s item in each place', (item, byPlace) => {
    for (const [place, text] of Object.entries(byPlace)) expect(describeLineItem(item, place as LineItemPlace)).toBe(text);
  });

  it('says only "Donation" in the receipt without the employer option', () => {
    expect(describeLineItem({ ...donation, useEmployerAsName: false }, 'receipt-email')).toBe('Donation');
  });

  it('shows an unknown type as it is and has no kind for it', () => {
    const unknown = { type: 'raffle', productDetails: null, runnerDetails: null } as unknown as RecordedLineItem;
    expect(lineItemKind('raffle')).toBeUndefined();
    expect(lineItemKind('toString')).toBeUndefined();
    expect(describeLineItem(unknown, 'invoice')).toBe('raffle');
    expect(lineItemParcel(unknown, { contactName: 'Dana Donor', shippingAddress: address })).toBeNull();
  });

  it('ships shirts to the order and virtual runners to themselves; nothing else', () => {
    const order = { contactName: 'Dana Donor', shippingAddress: address };
    expect(lineItemParcel(shirt, order)).toEqual({ name: 'Dana Donor', address, contents: 'Event Shirt (Large) × 2' });
    const xl = { ...runner('virtual'), runnerDetails: { ...runner('virtual').runnerDetails!, shirtSize: 'XLarge' } } as RecordedLineItem;
    expect(lineItemParcel(xl, order)?.contents).toBe('Virtual 5k packet (shirt X-Large)');
    expect(lineItemParcel(runner('virtual'), order)).toEqual({ name: 'Ann Lee', address: runnerAddress, contents: 'Virtual 5k packet (shirt Medium)' });
    expect(lineItemParcel(runner('in-person'), order)).toBeNull();
    expect(lineItemParcel(donation, order)).toBeNull();
  });
});

describe('pricing reads the kind table', () => {
  it('never prices an unknown type as a runner', () => {
    const raffle = { type: 'raffle', amount: 30, runnerDetails: { registrationCost: 30 } } as unknown as CheckoutLineItem;
    expect(() => pricingInputFromPayload({ transaction: { coverFees: true, offline: false }, lineItems: [raffle] })).toThrow('Unknown line item type: "raffle".');
    expect(() => pricingInputFromLines([{ type: 'raffle' as never, unitPriceCents: 3000, quantity: 1 }], { coverFees: false })).toThrow(/Unknown line item type/);
  });

  it('counts each kind in its term of the total', () => {
    expect(
      pricingInputFromLines(
        [
          { type: 'donation', unitPriceCents: 2500, quantity: 1 },
          { type: 'tshirt', unitPriceCents: 2000, quantity: 2 },
          { type: '5k', unitPriceCents: 3000, quantity: 1 },
        ],
        { coverFees: true, offline: false },
      ),
    ).toEqual({ donationCents: 2500, shirts: [{ unitPriceCents: 2000, quantity: 2 }], runnerPricesCents: [3000], coverFees: true, offline: false });
  });
});
