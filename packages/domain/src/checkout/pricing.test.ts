import { describe, expect, it } from 'vitest';
import { centsToDollars } from '../money.ts';
import { chargedCheckoutTotals, computeCheckoutTotals, pricingInputFromPayload, runnerPriceCents, DEFAULT_RUNNER_PRICES, type CheckoutPricingInput } from './pricing.ts';

const shirt = (dollars: number, quantity: number) => ({ unitPriceCents: dollars * 100, quantity });

describe('computeCheckoutTotals (docs/decisions/0109-checkout-totals.md)', () => {
  const table: { name: string; input: CheckoutPricingInput; subtotal: number; fee: number; total: number; shipping: number }[] = [
    { name: '$25 donation with fees', input: { donationCents: 2500, coverFees: true }, subtotal: 25, fee: 0.88, total: 25.88, shipping: 0 },
    { name: '$25 donation without fees', input: { donationCents: 2500, coverFees: false }, subtotal: 25, fee: 0, total: 25, shipping: 0 },
    { name: 'two $20 shirts with fees', input: { shirts: [shirt(20, 2)], coverFees: true }, subtotal: 48, fee: 1.68, total: 49.68, shipping: 8 },
    { name: 'two $20 shirts without fees', input: { shirts: [shirt(20, 2)], coverFees: false }, subtotal: 48, fee: 0, total: 48, shipping: 8 },
    { name: 'shirts of two products pay shipping once', input: { shirts: [shirt(20, 1), shirt(25, 2)], coverFees: false }, subtotal: 78, fee: 0, total: 78, shipping: 8 },
    { name: 'one in-person runner with fees', input: { runnerPricesCents: [3000], coverFees: true }, subtotal: 30, fee: 1.05, total: 31.05, shipping: 0 },
    { name: 'one virtual runner with fees', input: { runnerPricesCents: [2500], coverFees: true }, subtotal: 25, fee: 0.88, total: 25.88, shipping: 0 },
    { name: 'in-person and virtual runners without fees', input: { runnerPricesCents: [3000, 2500], coverFees: false }, subtotal: 55, fee: 0, total: 55, shipping: 0 },
    {
      name: 'all together with fees (640.5 cents rounds half-up)',
      input: { donationCents: 5000, shirts: [shirt(20, 1), shirt(25, 2)], runnerPricesCents: [3000, 2500], coverFees: true },
      subtotal: 183,
      fee: 6.41,
      total: 189.41,
      shipping: 8,
    },
    { name: 'offline never covers fees', input: { donationCents: 2500, shirts: [shirt(20, 2)], coverFees: true, offline: true }, subtotal: 73, fee: 0, total: 73, shipping: 8 },
    { name: 'an empty cart', input: { coverFees: true }, subtotal: 0, fee: 0, total: 0, shipping: 0 },
  ];

  it.each(table)('$name', ({ input, subtotal, fee, total, shipping }) => {
    const totals = computeCheckoutTotals(input);
    expect(centsToDollars(totals.subtotalCents)).toBe(subtotal);
    expect(centsToDollars(totals.coveredFeeCents)).toBe(fee);
    expect(centsToDollars(totals.totalCents)).toBe(total);
    expect(centsToDollars(totals.shippingCents)).toBe(shipping);
    expect(totals.totalCents).toBe(totals.subtotalCents + totals.coveredFeeCents);
    expect(Number.isInteger(totals.totalCents)).toBe(true);
  });

  it('keeps each part apart', () => {
    expect(computeCheckoutTotals({ donationCents: 1000, shirts: [shirt(20, 3)], runnerPricesCents: [3000], coverFees: false })).toEqual({
      donationCents: 1000,
      shirtsCents: 6000,
      shippingCents: 800,
      runnersCents: 3000,
      subtotalCents: 10800,
      coveredFeeCents: 0,
      totalCents: 10800,
    });
  });

  it('rounds the covered fee half-up to the cent', () => {
    expect(computeCheckoutTotals({ donationCents: 1100, coverFees: true }).coveredFeeCents).toBe(39); // 38.5
    expect(computeCheckoutTotals({ donationCents: 1010, coverFees: true }).coveredFeeCents).toBe(35); // 35.35
  });
});

describe('runner prices and payload pricing', () => {
  it('prices runners from event settings', () => {
    expect(runnerPriceCents('in-person', DEFAULT_RUNNER_PRICES)).toBe(3000);
    expect(runnerPriceCents('virtual', DEFAULT_RUNNER_PRICES)).toBe(2500);
    expect(runnerPriceCents('virtual', { runnerPrice: 35, virtualRunnerPrice: 27.5 })).toBe(2750);
  });

  it('reads the pricing input a payload carries', () => {
    const runner = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', runType: 'virtual' as const, registrationCost: 25, gender: 'Female' as const, birthDate: '1990-01-01', lifeChurch: false };
    const input = pricingInputFromPayload({
      transaction: { coverFees: true, offline: false },
      lineItems: [
        { type: 'donation', amount: 25 },
        { type: 'tshirt', amount: 40, productDetails: { slug: 'event-shirt', size: 'lg', pricePerUnit: 20, unitCount: 2 } },
        { type: '5k', amount: 25, runnerDetails: runner },
      ],
    });
    expect(input).toEqual({ donationCents: 2500, shirts: [{ unitPriceCents: 2000, quantity: 2 }], runnerPricesCents: [2500], coverFees: true, offline: false, feeRate: { percent: 3.5, capCents: null } });
    expect(computeCheckoutTotals(input).totalCents).toBe(Math.round((2500 + 4000 + 800 + 2500) * 1.035));
  });
});

describe('chargedCheckoutTotals', () => {
  const lineItems = [
    { type: 'donation' as const, amount: 25 },
    { type: 'tshirt' as const, amount: 40, productDetails: { slug: 'event-shirt', size: 'lg', pricePerUnit: 20, unitCount: 2 } },
  ];

  it('takes the shipping fee, covered fee and total the priced checkout states, not the rates of today', () => {
    // Charged at a 3% fee and $6 shipping before the rates changed: 25 + 40 + 6 = 71, fee 2.13.
    const transaction = { coverFees: true, offline: false, shippingFee: 6, feesCovered: 2.13, totalCharged: 73.13 };
    expect(chargedCheckoutTotals({ transaction, lineItems })).toEqual({
      donationCents: 2500,
      shirtsCents: 4000,
      shippingCents: 600,
      runnersCents: 0,
      subtotalCents: 7100,
      coveredFeeCents: 213,
      totalCents: 7313,
    });
  });

  it('equals the computed totals for a checkout priced at the rates of today', () => {
    const computed = computeCheckoutTotals(pricingInputFromPayload({ transaction: { coverFees: true, offline: false }, lineItems }));
    const transaction = {
      coverFees: true,
      offline: false,
      shippingFee: centsToDollars(computed.shippingCents),
      feesCovered: centsToDollars(computed.coveredFeeCents),
      totalCharged: centsToDollars(computed.totalCents),
    };
    expect(chargedCheckoutTotals({ transaction, lineItems })).toEqual(computed);
  });

  it('refuses amounts that do not add up', () => {
    const transaction = { coverFees: true, offline: false, shippingFee: 8, feesCovered: 2.56, totalCharged: 80 };
    expect(() => chargedCheckoutTotals({ transaction, lineItems })).toThrow(/do not add up/);
  });
});
