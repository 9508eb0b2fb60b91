import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneDigits } from './phone.ts';

describe('phone numbers (one rule for every phone field and the server)', () => {
  it('drops a leading country code 1 instead of shifting the number', () => {
    expect(phoneDigits('+1 405 555 1234')).toBe('4055551234');
    expect(normalizePhone('+1 405 555 1234')).toBe('(405) 555-1234');
    expect(normalizePhone('1-405-555-1234')).toBe('(405) 555-1234');
    expect(normalizePhone('+1 (405) 555-1234')).toBe('(405) 555-1234');
  });

  it('puts ten digits written any usual way into the mask', () => {
    for (const text of ['4055551234', '405-555-1234', '405.555.1234', '(405)555-1234', ' (405) 555-1234 ']) {
      expect(normalizePhone(text)).toBe('(405) 555-1234');
    }
  });

  it('leaves what is not a 10-digit US number for the validation to refuse', () => {
    expect(normalizePhone('(405) 555-123')).toBe('(405) 555-123');
    expect(normalizePhone('24055551234')).toBe('24055551234');
    expect(normalizePhone('(40a) 555-1234')).toBe('(40a) 555-1234');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(normalizePhone('')).toBe('');
  });
});
