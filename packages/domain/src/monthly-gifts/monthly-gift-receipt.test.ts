import { describe, expect, it } from 'vitest';
import {
  MONTHLY_GIFT_RECEIPT_LINK_TEXT, MONTHLY_GIFT_RECEIPT_REPEATS, monthLabel, monthOfPaymentDetails, receiptMonthLine, receiptMonthOf,
} from './monthly-gift-receipt.ts';

describe("a monthly gift's receipt (docs/features/monthly-gifts.md)", () => {
  const base = { paymentDetails: null, monthlyCheckout: false, hasDonation: true, recordedAt: '2026-11-29T18:00:00.000Z' };

  it("a later month is the period its paymentDetails name; the first is the Chicago month it was recorded in", () => {
    expect(receiptMonthOf({ ...base, paymentDetails: { provider: 'test', monthlyGiftId: 4, period: '2026-12' } })).toEqual({ period: '2026-12', first: false });
    expect(receiptMonthOf({ ...base, monthlyCheckout: true })).toEqual({ period: '2026-11', first: true });
    // 05:30 UTC on December 1 is still November 30 in Chicago (docs/decisions/0107-time-zone.md).
    expect(receiptMonthOf({ ...base, monthlyCheckout: true, recordedAt: new Date('2026-12-01T05:30:00.000Z') })).toEqual({ period: '2026-11', first: true });
  });

  it('any other gift has no month', () => {
    expect(receiptMonthOf(base)).toBeNull();
    expect(receiptMonthOf({ ...base, monthlyCheckout: true, hasDonation: false })).toBeNull();
    expect(receiptMonthOf({ ...base, paymentDetails: { provider: 'test', paymentId: 'pi_1' } })).toBeNull();
    expect(receiptMonthOf({ ...base, paymentDetails: { monthlyGiftId: 4, period: 'soon' } })).toBeNull();
    expect(monthOfPaymentDetails({ monthlyGiftId: '4', period: '2026-12' })).toBeNull();
  });

  it('says the month plainly, the first one so', () => {
    expect(monthLabel('2027-01')).toBe('January 2027');
    expect(receiptMonthLine({ period: '2026-12', first: false })).toBe('Monthly gift: December 2026');
    expect(receiptMonthLine({ period: '2026-11', first: true })).toBe('Monthly gift: November 2026, the first month');
    expect(MONTHLY_GIFT_RECEIPT_REPEATS).toContain(MONTHLY_GIFT_RECEIPT_LINK_TEXT);
  });
});
