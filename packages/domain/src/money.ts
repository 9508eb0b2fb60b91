import { CARD_FEE_PER_MILLE } from './checkout/constants.ts';

/** Dollars (a number with at most two decimals) to integer cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Integer cents to dollars as a number (2500 -> 25, 2588 -> 25.88). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** How a money amount is written; the default is "$1,500.50". */
export interface MoneyFormat {
  /** Leave out ".00" of a whole-dollar amount: "$200", "$1,250.50" (the star of the team lock text). */
  wholeDollarsShort?: boolean;
  /** A plain number with two decimals, no "$" and no thousands separator: "1500.50" (report cells and their CSV). */
  plain?: boolean;
}

/**
 * Integer cents to a display string, the one money formatter of the product: 2588 -> "$25.88",
 * 150000 -> "$1,500.00", -500 -> "-$5.00"; a fractional cent figure is rounded to the cent and a
 * negative zero is shown as zero. `format` writes the short and the plain forms.
 */
export function formatCents(cents: number, format: MoneyFormat = {}): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const whole = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  if (format.plain) return `${sign}${whole}.${rest}`;
  const dollars = whole.toLocaleString('en-US');
  if (format.wholeDollarsShort && abs % 100 === 0) return `${sign}$${dollars}`;
  return `${sign}$${dollars}.${rest}`;
}

/** Dollars (as the API shows them) to a display string, through formatCents: 1500.5 -> "$1,500.50". */
export function formatDollars(dollars: number, format: MoneyFormat = {}): string {
  return formatCents(toCents(dollars), format);
}

/** The covered card fee: 3.5% of the subtotal, rounded half-up to the cent (docs/decisions/0109-checkout-totals.md). */
export function feeCents(subtotalCents: number): number {
  return Math.floor((subtotalCents * CARD_FEE_PER_MILLE + 500) / 1000);
}

/** A whole-percent progress figure capped at 100 (a zero goal counts as 0%). */
export function progressPercent(value: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.min(100, Math.round((value / goal) * 10000) / 100);
}
