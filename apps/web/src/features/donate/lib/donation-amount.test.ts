import { describe, expect, it } from 'vitest';
import { donationAmountError } from './donation-amount.ts';

describe('donation amount (docs/decisions/0103-donation-minimum.md)', () => {
  it('refuses fractions and amounts under $10', () => {
    expect(donationAmountError(9.5)).toBe('Donation amount must be whole dollars.');
    expect(donationAmountError('9.5')).toBe('Donation amount must be whole dollars.');
    expect(donationAmountError(9)).toBe('Donation amount must be at least $10.');
    expect(donationAmountError(0)).toBe('Donation amount must be at least $10.');
  });

  it('accepts whole dollars from $10', () => {
    expect(donationAmountError(10)).toBeNull();
    expect(donationAmountError('250')).toBeNull();
  });

  it('requires an amount', () => {
    expect(donationAmountError('')).toBe('Donation amount is required.');
    expect(donationAmountError(null)).toBe('Donation amount is required.');
  });
});
