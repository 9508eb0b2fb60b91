import { CARD_FEE_PER_MILLE } from './constants.ts';

/** Dollars (a number with at most two decimals) to integer cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Integer cents to dollars as a number (2500 -> 25, 2588 -> 25.88). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Integer cents to a display string: 2588 -> "$25.88", 150000 -> "$1,500.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
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

/** Dollars as the star lock text shows them: "$200", "$1,250", "$99.50". */
export function formatDollarsShort(dollars: number): string {
  const cents = Math.round(dollars * 100);
  const whole = Math.floor(Math.abs(cents) / 100).toLocaleString('en-US');
  const rest = Math.abs(cents) % 100;
  return `${cents < 0 ? '-' : ''}$${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}
