import { DISPLAY_TIME_ZONE } from '../common/constants.ts';

/*
 * What a monthly gift's receipt says (docs/features/monthly-gifts.md, "The receipt"): which month
 * it is for, and on the first month that it repeats. Read from what the transaction carries, so the
 * receipt needs nothing from the monthly gifts' tables: a later month's `paymentDetails` name the
 * gift and the month; the first month is the checkout with `transaction.monthly`.
 */

/** What `paymentDetails` of a later month's transaction carry: the gift and the month, and the note when it went elsewhere. */
export interface MonthPaymentDetails {
  monthlyGiftId: number;
  period: string;
  /** Said when the month does not go where the gift started (the walker left their team, the team is not active this year). */
  note?: string;
}

/** The month's details of a transaction's paymentDetails, or null for any other transaction. */
export function monthOfPaymentDetails(details: unknown): MonthPaymentDetails | null {
  const d = details as Partial<MonthPaymentDetails> | null | undefined;
  return d && typeof d === 'object' && Number.isInteger(d.monthlyGiftId) && typeof d.period === 'string' ? { monthlyGiftId: d.monthlyGiftId!, period: d.period } : null;
}

/** The month a receipt is for: its period (YYYY-MM) and whether it is the gift's first month. */
export interface ReceiptMonth {
  period: string;
  first: boolean;
}

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;
const CHICAGO_MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit' });
const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The month of a monthly gift's transaction, or null for any other gift. A later month names its
 * period in `paymentDetails`; the first month is a checkout with `transaction.monthly` and a
 * donation (the gift starts only then), in the America/Chicago month it was recorded
 * (docs/decisions/0107-time-zone.md), the month of the receipt's date.
 */
export function receiptMonthOf(input: { paymentDetails: unknown; monthlyCheckout: boolean; hasDonation: boolean; recordedAt: Date | string }): ReceiptMonth | null {
  const later = monthOfPaymentDetails(input.paymentDetails);
  if (later) return PERIOD.test(later.period) ? { period: later.period, first: false } : null;
  if (!input.monthlyCheckout || !input.hasDonation) return null;
  return { period: CHICAGO_MONTH.format(new Date(input.recordedAt)).slice(0, 7), first: true };
}

/** "2026-12" -> "December 2026". */
export function monthLabel(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return MONTH_LABEL.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** The receipt's line: "Monthly gift: December 2026", the first month said so. */
export function receiptMonthLine(month: ReceiptMonth): string {
  return `Monthly gift: ${monthLabel(month.period)}${month.first ? ', the first month' : ''}`;
}

/** The words of MONTHLY_GIFT_RECEIPT_REPEATS that link to the donor's giving page (MY_GIVING_PATH). */
export const MONTHLY_GIFT_RECEIPT_LINK_TEXT = 'your giving page';

/** Said on the first month's receipt, its MONTHLY_GIFT_RECEIPT_LINK_TEXT linked to the donor's giving page. */
export const MONTHLY_GIFT_RECEIPT_REPEATS = `Your gift repeats on this day each month. You can change, pause or cancel it any time from ${MONTHLY_GIFT_RECEIPT_LINK_TEXT}.`;
