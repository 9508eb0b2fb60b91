import { describe, expect, it } from 'vitest';
import { donationDollarsField } from './donation.ts';
import { MIN_DONATION_DOLLARS } from '../constants.ts';

function messages(value: unknown): string[] {
  const result = donationDollarsField.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('donationDollarsField (DECISIONS.md 3: whole dollars, at least 10)', () => {
  it('has a minimum of 10', () => {
    expect(MIN_DONATION_DOLLARS).toBe(10);
  });

  it.each([10, 11, 25, 100, 1_000_000])('accepts %s', (value) => {
    expect(donationDollarsField.parse(value)).toBe(value);
  });

  it('coerces a digit string from a form field', () => {
    expect(donationDollarsField.parse('25')).toBe(25);
    expect(donationDollarsField.parse('10')).toBe(10);
  });

  it('refuses 9 (below the minimum)', () => {
    expect(messages(9)).toEqual(['Donation amount must be at least $10.']);
    expect(messages(0)).toEqual(['Donation amount must be at least $10.']);
    expect(messages(-10)).toEqual(['Donation amount must be at least $10.']);
  });

  it('refuses 9.5 (not whole dollars, and below the minimum)', () => {
    expect(messages(9.5).length).toBeGreaterThan(0);
    expect(messages(9.5)[0]).toBe('Donation amount must be whole dollars.');
  });

  it('refuses cents on an amount above the minimum', () => {
    expect(messages(10.5)).toEqual(['Donation amount must be whole dollars.']);
    expect(messages('25.99')).toEqual(['Donation amount must be whole dollars.']);
  });

  it('refuses an empty field and non-numbers', () => {
    expect(messages('')).toEqual(['Donation amount must be at least $10.']);
    expect(messages('abc')).toEqual(['Donation amount is required.']);
    expect(messages(undefined)).toEqual(['Donation amount is required.']);
  });

  it('refuses absurd amounts', () => {
    expect(messages(1_000_001)).toEqual(['Donation amount is too large.']);
  });
});
