import { describe, expect, it } from 'vitest';
import { DONATION_MESSAGES, DONATION_PRESETS_DOLLARS, parseDonationInput } from './donation.ts';
import { donationDollarsField } from './donation.schema.ts';
import { MIN_DONATION_DOLLARS } from '../checkout/constants.ts';

function messages(value: unknown): string[] {
  const result = donationDollarsField.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('donationDollarsField (docs/decisions/0103-donation-minimum.md: whole dollars, at least 10)', () => {
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

describe('parseDonationInput (what a donor types)', () => {
  it('refuses a decimal point instead of dropping it (25.00 is not 2,500)', () => {
    expect(parseDonationInput('25.00')).toEqual({ ok: false, error: DONATION_MESSAGES.wholeDollars });
    expect(parseDonationInput('10.5')).toEqual({ ok: false, error: DONATION_MESSAGES.wholeDollars });
    expect(parseDonationInput('.5')).toEqual({ ok: false, error: DONATION_MESSAGES.wholeDollars });
  });

  it('refuses other characters and malformed thousands', () => {
    for (const text of ['25a', '-25', '1e3', '2,50', '25 00']) {
      expect(parseDonationInput(text)).toEqual({ ok: false, error: DONATION_MESSAGES.wholeDollars });
    }
  });

  it('reads whole dollars, with thousands commas and a leading $', () => {
    expect(parseDonationInput('25')).toEqual({ ok: true, dollars: 25 });
    expect(parseDonationInput(' $1,000 ')).toEqual({ ok: true, dollars: 1000 });
    expect(parseDonationInput('2500')).toEqual({ ok: true, dollars: 2500 });
  });

  it('applies the minimum, the maximum and the required rule', () => {
    expect(parseDonationInput('9')).toEqual({ ok: false, error: 'Donation amount must be at least $10.' });
    expect(parseDonationInput('1000001')).toEqual({ ok: false, error: DONATION_MESSAGES.tooLarge });
    expect(parseDonationInput('  ')).toEqual({ ok: false, error: DONATION_MESSAGES.required });
  });

  it('offers whole-dollar presets that all pass the rule', () => {
    for (const preset of DONATION_PRESETS_DOLLARS) expect(parseDonationInput(String(preset))).toEqual({ ok: true, dollars: preset });
  });
});
