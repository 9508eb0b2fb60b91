import { describe, expect, it } from 'vitest';
import {
  feesCoveredLabel, PAYMENT_METHOD_TYPES, TEST_BANK_ACCOUNTS, TEST_BANK_ROUTING_NUMBER, coverFeesLabel, coveredFeeCents, feeRateFor, paymentMethodLabel,
} from './payment-methods.ts';
import { feeCents } from '../money.ts';
import { computeCheckoutTotals } from './pricing.ts';
import { testPaymentConfirmInputSchema } from './payment.schema.ts';

describe('payment methods', () => {
  it('covers cards and wallets at 3.5%, the same cents as feeCents', () => {
    for (const subtotal of [0, 1, 14, 15, 1000, 2857, 12_345_67]) {
      for (const method of ['card', 'apple_pay', 'google_pay', 'link'] as const) expect(coveredFeeCents(subtotal, feeRateFor(method))).toBe(feeCents(subtotal));
    }
  });

  it('covers bank transfers at the lower rate, never more than the cap', () => {
    expect(coveredFeeCents(10_000, feeRateFor('us_bank_account'))).toBe(80);
    expect(coveredFeeCents(100_000, feeRateFor('us_bank_account'))).toBe(500);
    expect(coveredFeeCents(100_000, feeRateFor('us_bank_account', { cardFeePercent: 3.5, bankFeePercent: 1, bankFeeCapDollars: 7.5 }))).toBe(750);
    expect(computeCheckoutTotals({ donationCents: 10_000, coverFees: true, feeRate: feeRateFor('us_bank_account') }).totalCents).toBe(10_080);
  });

  it('derives the cover-fees words from the rates', () => {
    expect(coverFeesLabel('card')).toBe('Cover the 3.5% card fee');
    expect(coverFeesLabel('us_bank_account')).toBe('Cover the 0.8% bank fee (at most $5)');
    expect(coverFeesLabel('apple_pay', { cardFeePercent: 2.9, bankFeePercent: 0.8, bankFeeCapDollars: 5 })).toBe('Cover the 2.9% card fee');
  });

  it('names every method', () => {
    expect(paymentMethodLabel({ type: 'card', brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(paymentMethodLabel({ type: 'card', brand: null, last4: null })).toBe('Card');
    expect(paymentMethodLabel({ type: 'apple_pay', brand: 'mastercard', last4: '4444' })).toBe('Apple Pay (Mastercard •••• 4444)');
    expect(paymentMethodLabel({ type: 'us_bank_account', brand: 'STRIPE TEST BANK', last4: '6789' })).toBe('Bank transfer (STRIPE TEST BANK •••• 6789)');
    for (const type of PAYMENT_METHOD_TYPES) expect(paymentMethodLabel({ type, brand: null, last4: null })).not.toBe('');
  });

  it('takes the test wallet and the test bank account at test-confirm, the card by default', () => {
    const ref = { id: 'test_pi_1', secret: 's' };
    expect(testPaymentConfirmInputSchema.parse({ ...ref, method: 'test_wallet', wallet: 'google_pay' })).toMatchObject({ method: 'test_wallet', wallet: 'google_pay' });
    expect(
      testPaymentConfirmInputSchema.parse({ ...ref, method: 'test_bank_account', bankAccount: { accountNumber: TEST_BANK_ACCOUNTS.settles.accountNumber, routingNumber: TEST_BANK_ROUTING_NUMBER } }),
    ).toMatchObject({ method: 'test_bank_account' });
    expect(testPaymentConfirmInputSchema.parse({ ...ref, card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' } }).method).toBe('card');
    expect(testPaymentConfirmInputSchema.safeParse({ ...ref, method: 'test_wallet', wallet: 'paypal' }).success).toBe(false);
    expect(testPaymentConfirmInputSchema.safeParse({ ...ref, method: 'cash' }).success).toBe(false);
    expect(testPaymentConfirmInputSchema.safeParse({ ...ref, method: 'test_bank_account', bankAccount: { accountNumber: '12', routingNumber: '1' } }).success).toBe(false);
    expect(testPaymentConfirmInputSchema.safeParse('x').success).toBe(false);
  });

  it('names the covered fees by the method: the bank\'s for a bank transfer, the card\'s for cards and wallets', () => {
    expect(feesCoveredLabel('us_bank_account')).toBe('Bank fees covered');
    expect(feesCoveredLabel('apple_pay')).toBe('Card fees covered');
    expect(feesCoveredLabel(null)).toBe('Card fees covered');
  });
});
