import { describe, expect, it } from 'vitest';
import { receiptAmounts, type ReceiptLineInput } from './deductible.ts';
import { valueReceivedStatement } from './receipt.schema.ts';

const donation: ReceiptLineInput = { type: 'donation', label: 'Donation', paidCents: 5000, refundedCents: 0 };
const shirt: ReceiptLineInput = { type: 'tshirt', label: 'Event Shirt (Medium)', paidCents: 2000, refundedCents: 0 };
const runner: ReceiptLineInput = { type: '5k', label: '5k runner', paidCents: 3000, refundedCents: 0 };

describe('receiptAmounts', () => {
  it('a donation alone is all deductible: nothing received in return', () => {
    const amounts = receiptAmounts({ lines: [donation], shippingFeeCents: 0, feesCoveredCents: 0, refundedOffLinesCents: 0 });
    expect(amounts).toMatchObject({ totalCents: 5000, valueReceivedCents: 0, deductibleCents: 5000, refundedCents: 0 });
    expect(valueReceivedStatement(amounts)).toBe('No goods or services were provided in exchange for this contribution.');
  });

  it('a shirt and a 5k registration are value received; only the donation is deductible', () => {
    const amounts = receiptAmounts({ lines: [donation, shirt, runner], shippingFeeCents: 0, feesCoveredCents: 0, refundedOffLinesCents: 0 });
    expect(amounts).toMatchObject({ totalCents: 10000, valueReceivedCents: 5000, deductibleCents: 5000 });
    expect(amounts.lines.map((l) => [l.valueReceivedCents, l.deductibleCents])).toEqual([[0, 5000], [2000, 0], [3000, 0]]);
    expect(valueReceivedStatement(amounts)).toBe(
      'Goods and services provided in exchange (shirts, 5k registrations, shipping): $50.00. The deductible part of this payment is $50.00.',
    );
  });

  it('shipping is value received; covered card fees are a gift', () => {
    const amounts = receiptAmounts({ lines: [donation, shirt], shippingFeeCents: 500, feesCoveredCents: 180, refundedOffLinesCents: 0 });
    expect(amounts).toMatchObject({ totalCents: 7680, valueReceivedCents: 2500, deductibleCents: 5180 });
  });

  it('counts what was kept after refunds', () => {
    const amounts = receiptAmounts({
      lines: [{ ...donation, refundedCents: 2000 }, { ...shirt, refundedCents: 2000 }],
      shippingFeeCents: 500,
      feesCoveredCents: 180,
      refundedOffLinesCents: 0,
    });
    expect(amounts).toMatchObject({ totalCents: 3680, valueReceivedCents: 500, deductibleCents: 3180, refundedCents: 4000 });
    expect(amounts.lines[1]).toMatchObject({ amountCents: 0, valueReceivedCents: 0 });
  });

  it('a refund beyond the lines comes off the covered fee first, then shipping', () => {
    const amounts = receiptAmounts({
      lines: [{ ...donation, refundedCents: 5000 }, { ...shirt, refundedCents: 2000 }],
      shippingFeeCents: 500,
      feesCoveredCents: 180,
      refundedOffLinesCents: 300,
    });
    expect(amounts).toMatchObject({ feesCoveredCents: 0, shippingCents: 380, totalCents: 380, deductibleCents: 0, refundedCents: 7300 });
  });
});

describe("a sponsor's match on a receipt (docs/features/sponsor-matches.md)", () => {
  it('is stated apart and is in none of the donor’s amounts, refunds included', () => {
    const amounts = receiptAmounts({
      lines: [
        { type: 'donation', label: 'Donation', paidCents: 5000, refundedCents: 1000 },
        { type: 'match', label: 'Matched by Acme', paidCents: 5000, refundedCents: 1000 },
      ],
      shippingFeeCents: 0,
      feesCoveredCents: 0,
      refundedOffLinesCents: 0,
    });
    expect(amounts).toMatchObject({ totalCents: 4000, deductibleCents: 4000, refundedCents: 1000, matchedCents: 4000 });
    expect(amounts.lines.map((l) => l.type)).toEqual(['donation']);
    expect(amounts.matches).toEqual([{ label: 'Matched by Acme', amountCents: 4000 }]);
  });
});
