import { DISPLAY_TIME_ZONE } from '@walkfund/domain';
import type { SupportingState } from '../stores/supporting-store.ts';
import type { CreditedFundraiser } from '../stores/gift-store.ts';

/** 1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd". */
export function ordinalDay(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

const chicagoDay = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, day: 'numeric' });

/** The day of the month a monthly gift started today repeats on: today's, in the event's time zone (docs/decisions/0107-time-zone.md). */
export function monthlyChargeDay(now: Date = new Date()): number {
  return Number(chicagoDay.format(now));
}

/** "on the 29th", and for a day a short month lacks, what happens then. */
function onDay(day: number): string {
  return day > 28 ? `on the ${ordinalDay(day)} (the last day in shorter months)` : `on the ${ordinalDay(day)}`;
}

interface MonthlyLineInput {
  /** Whole dollars, or null while the amount is not valid yet. */
  amount: number | null;
  supporting: SupportingState;
  /** The walker credited, if any (docs/decisions/0008-fundraiser-credit.md). */
  fundraiser: CreditedFundraiser | null;
  day?: number;
}

/**
 * What "Make it monthly" does, in one sentence the donor reads beside the amount and again on the
 * thank-you page (docs/features/monthly-gifts.md): how much, which day, to whom (the team or walker
 * while they walk this year, then the event), and that it can be changed or cancelled.
 */
export function monthlyGiftLine({ amount, supporting, fundraiser, day = monthlyChargeDay() }: MonthlyLineInput): string {
  const how = amount ? `$${amount.toLocaleString('en-US')} each month ${onDay(day)}` : `Each month ${onDay(day)}`;
  const team = supporting.type === 'Team' ? supporting.team : null;
  const walker = fundraiser && team && fundraiser.teamId === team.id ? `${fundraiser.firstName} ${fundraiser.lastName}`.trim() : null;
  let whom: string;
  if (walker && team) whom = `to ${walker} of ${team.name} while they walk this year, then to the event`;
  else if (team) whom = `to ${team.name} while they walk this year, then to the event`;
  else if (supporting.type === 'Event' && supporting.eventCity) whom = `to the ${supporting.eventCity} event`;
  else whom = 'to the walk';
  return `${how}, ${whom}. Change or cancel any time from your giving page.`;
}
