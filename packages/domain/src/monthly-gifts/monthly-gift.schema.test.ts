import { describe, expect, it } from 'vitest';
import { checkoutPayloadSchema, paymentCreateInputSchema, type CheckoutPayloadInput } from '../checkout/checkout.schema.ts';
import { MONTHLY_GIFT_MESSAGES } from './constants.ts';
import {
  isMonthlyPayload, monthlyGiftAmountInputSchema, monthlyGiftCardInputSchema, monthlyGiftListQuerySchema,
} from './monthly-gift.schema.ts';

const billing = { name_on_card: 'Ann Lee', billing_address: '1 Main St', billing_city: 'Tulsa', billing_state: 'OK', billing_zip: '74101' };
const shirt = { type: 'tshirt' as const, amount: 20, productDetails: { slug: 'event-shirt', size: 'med', pricePerUnit: 20, unitCount: 1 } };

function payload(transaction: Record<string, unknown> = {}, lineItems: CheckoutPayloadInput['lineItems'] = [{ type: 'donation', amount: 25 }]): CheckoutPayloadInput {
  return {
    person: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(405) 555-1234' },
    transaction: { supportingType: 'event', eventCity: 'Oklahoma City', billingContact: billing, totalCharged: 25.88, feesCovered: 0.88, shippingFee: 0, ...transaction } as CheckoutPayloadInput['transaction'],
    lineItems,
  };
}

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('transaction.monthly in the checkout payload', () => {
  it('is off unless asked for, and then kept', () => {
    expect(checkoutPayloadSchema.parse(payload()).transaction.monthly).toBe(false);
    const monthly = checkoutPayloadSchema.parse(payload({ monthly: true }));
    expect(monthly.transaction.monthly).toBe(true);
    expect(isMonthlyPayload(monthly)).toBe(true);
    expect(isMonthlyPayload(checkoutPayloadSchema.parse(payload()))).toBe(false);
    expect(isMonthlyPayload(null)).toBe(false);
    expect(isMonthlyPayload({ transaction: { monthly: 'yes' } })).toBe(false);
  });

  it('needs a donation line: shirts alone are charged once', () => {
    const found = messages(checkoutPayloadSchema.safeParse(payload({ monthly: true, shippingAddress: { address: '1 Main', city: 'Tulsa', state: 'OK', zipcode: '74101' } }, [shirt])));
    expect(found['transaction.monthly']).toBe(MONTHLY_GIFT_MESSAGES.needsDonation);
  });

  it('takes a donation with a shirt (only the donation recurs)', () => {
    const parsed = checkoutPayloadSchema.parse(
      payload({ monthly: true, shippingAddress: { address: '1 Main', city: 'Tulsa', state: 'OK', zipcode: '74101' } }, [{ type: 'donation', amount: 25 }, shirt]),
    );
    expect(parsed.transaction.monthly).toBe(true);
  });

  it('is never an offline payment', () => {
    const found = messages(checkoutPayloadSchema.safeParse(payload({ monthly: true, offline: true, billingContact: undefined })));
    expect(found['transaction.monthly']).toBe(MONTHLY_GIFT_MESSAGES.notOffline);
  });

  it('is paid by card, Apple Pay, Google Pay or Link, never a bank transfer', () => {
    for (const paymentMethod of ['card', 'apple_pay', 'google_pay', 'link']) {
      expect(checkoutPayloadSchema.safeParse(payload({ monthly: true, paymentMethod })).success).toBe(true);
    }
    const found = messages(checkoutPayloadSchema.safeParse(payload({ monthly: true, paymentMethod: 'us_bank_account' })));
    expect(found['transaction.paymentMethod']).toBe('A monthly gift is paid by card, Apple Pay, Google Pay or Link.');
    // The rule belongs to the card payment's creation too.
    const created = paymentCreateInputSchema.safeParse({ amount: '2588', ...payload({ monthly: true, paymentMethod: 'us_bank_account' }) });
    expect(messages(created)['transaction.paymentMethod']).toBe(MONTHLY_GIFT_MESSAGES.paymentMethod);
  });

  it('refuses a value that is not a boolean', () => {
    expect(messages(checkoutPayloadSchema.safeParse(payload({ monthly: 'true' })))['transaction.monthly']).toBe('monthly must be true or false.');
  });
});

describe('the donor controls and the admin list', () => {
  it('takes a new amount by the donation rule', () => {
    expect(monthlyGiftAmountInputSchema.parse({ amount: 15 })).toEqual({ amount: 15 });
    expect(monthlyGiftAmountInputSchema.safeParse({ amount: 9 }).success).toBe(false);
    expect(monthlyGiftAmountInputSchema.safeParse({ amount: 15.5 }).success).toBe(false);
    expect(monthlyGiftAmountInputSchema.safeParse({ amount: 15, extra: 1 }).success).toBe(false);
  });

  it('takes a test card, a SetupIntent id or nothing, never both', () => {
    const testCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
    expect(monthlyGiftCardInputSchema.parse({ testCard }).testCard?.number).toBe('4242424242424242');
    expect(monthlyGiftCardInputSchema.parse({})).toEqual({});
    expect(monthlyGiftCardInputSchema.parse({ setupIntentId: 'seti_123' }).setupIntentId).toBe('seti_123');
    expect(monthlyGiftCardInputSchema.safeParse({ testCard, setupIntentId: 'seti_123' }).success).toBe(false);
    expect(monthlyGiftCardInputSchema.safeParse({ setupIntentId: 'seti_\u0000' }).success).toBe(false);
    expect(monthlyGiftCardInputSchema.safeParse({ setupIntentId: 'x'.repeat(300) }).success).toBe(false);
  });

  it('reads the list query with defaults and bounds', () => {
    expect(monthlyGiftListQuerySchema.parse({})).toEqual({ offset: 0, limit: 50 });
    expect(monthlyGiftListQuerySchema.parse({ status: 'failed', offset: '10', limit: '5', search: ' Ann ' })).toEqual({ status: 'failed', offset: 10, limit: 5, search: 'Ann' });
    expect(monthlyGiftListQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(monthlyGiftListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(monthlyGiftListQuerySchema.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
    expect(monthlyGiftListQuerySchema.safeParse({ page: '2' }).success).toBe(false);
  });
});
