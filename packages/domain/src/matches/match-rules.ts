import { DISPLAY_TIME_ZONE } from '../common/constants.ts';
import { formatCents } from '../money.ts';
import type { MatchScope, MatchStatus } from './match-constants.ts';

/**
 * The rules of sponsor matches (docs/features/sponsor-matches.md), pure, for the server's
 * recording and the checkout's estimate alike.
 */

/** What a gift brings from a match: the gift times the ratio, never more than what is left under the cap. */
export function matchedCents(giftCents: number, ratio: number, remainingCents: number): number {
  if (giftCents <= 0 || remainingCents <= 0) return 0;
  return Math.min(giftCents * ratio, remainingCents);
}

/**
 * What a refund takes back of a match, proportionally and exactly: after the refunds of the gift so
 * far (`refundedGiftCents` in all), the match keeps its share of what is left of the gift, rounded
 * to the cent (half up); a full refund takes it all back. Answers the cents to take back now, given
 * what earlier refunds took back already.
 */
export function matchTakeBackCents(args: { matchedCents: number; giftCents: number; refundedGiftCents: number; takenBackCents: number }): number {
  const { matchedCents: matched, giftCents, takenBackCents } = args;
  if (matched <= 0 || giftCents <= 0) return 0;
  const refunded = Math.min(Math.max(args.refundedGiftCents, 0), giftCents);
  // BigInt: matched × refunded may pass 2^53 for large amounts.
  const due = Number((BigInt(matched) * BigInt(refunded) * 2n + BigInt(giftCents)) / (BigInt(giftCents) * 2n));
  return Math.max(0, Math.min(matched, due) - takenBackCents);
}

/** A match's state at `now`. */
export function matchStatus(m: { startsAt: Date | string; endsAt: Date | string; remainingCents: number }, now: Date = new Date()): MatchStatus {
  const t = now.getTime();
  if (new Date(m.endsAt).getTime() <= t) return 'ended';
  if (new Date(m.startsAt).getTime() > t) return 'scheduled';
  return m.remainingCents <= 0 ? 'used-up' : 'running';
}

/** "1:1", "2:1". */
export function matchRatioLabel(ratio: number): string {
  return `${ratio}:1`;
}

const VERBS: Record<number, string> = { 1: 'doubled', 2: 'tripled', 3: 'quadrupled' };

/** What a ratio does to a gift, in words: "doubled", "tripled", or "matched 4:1". */
export function matchVerb(ratio: number): string {
  return VERBS[ratio] ?? `matched ${matchRatioLabel(ratio)}`;
}

/** "Friday" within the coming week, "Dec 5" after it (America/Chicago). */
export function matchUntilText(endsAt: Date | string, now: Date = new Date()): string {
  const end = new Date(endsAt);
  const withinWeek = end.getTime() - now.getTime() < 6 * 86_400_000;
  return (withinWeek ? WEEKDAY_FORMAT : MONTH_DAY_FORMAT).format(end);
}

// Made once: a new Intl.DateTimeFormat costs about 50 µs, and the banner is drawn on every public page.
const WEEKDAY_FORMAT = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: DISPLAY_TIME_ZONE });
const MONTH_DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: DISPLAY_TIME_ZONE });

/** The banner's sentence: "Gifts are doubled by Acme until Friday: $3,200 of $5,000 left". */
export function matchBannerText(
  m: { sponsorName: string; ratio: number; cap: number; remaining: number; minGift: number; endsAt: string },
  now: Date = new Date(),
): string {
  const money = (dollars: number) => formatCents(Math.round(dollars * 100), { wholeDollarsShort: true });
  const gifts = m.minGift > 0 ? `Gifts of ${money(m.minGift)} or more are` : 'Gifts are';
  return `${gifts} ${matchVerb(m.ratio)} by ${m.sponsorName} until ${matchUntilText(m.endsAt, now)}: ${money(m.remaining)} of ${money(m.cap)} left`;
}

/** A match as the recording and the estimate pick it. */
export interface MatchCandidate {
  id: number;
  scope: MatchScope;
  eventCity: string | null;
  teamId: number | null;
  minGiftCents: number;
  remainingCents: number;
}

const SCOPE_ORDER: Record<MatchScope, number> = { team: 0, city: 1, event: 2 };

/**
 * The matches that may match a gift, in the order they are tried (and their rows locked): the
 * narrowest scope first (team, city, event), then the oldest match. One order for every recording,
 * so two recordings never lock two match rows the other way round. A gift is matched by the first
 * one that has money left; a match whose cap runs out mid-gift matches part of it, and the next
 * one does not add to it (docs/features/sponsor-matches.md).
 */
export function matchCandidates<M extends MatchCandidate>(matches: readonly M[], gift: { teamId: number | null; eventCity: string | null; cents: number }): M[] {
  return matches
    .filter(
      (m) =>
        gift.cents >= m.minGiftCents &&
        (m.scope === 'event' || (m.scope === 'city' && m.eventCity !== null && m.eventCity === gift.eventCity) || (m.scope === 'team' && m.teamId !== null && m.teamId === gift.teamId)),
    )
    .sort((a, b) => SCOPE_ORDER[a.scope] - SCOPE_ORDER[b.scope] || a.id - b.id);
}

/** The checkout's estimate: what the first covering match with money left would add to a gift. */
export function estimateMatch<M extends MatchCandidate & { ratio: number }>(
  matches: readonly M[],
  gift: { teamId: number | null; eventCity: string | null; cents: number },
): { match: M; cents: number } | null {
  const match = matchCandidates(matches, gift).find((m) => m.remainingCents > 0);
  return match ? { match, cents: matchedCents(gift.cents, match.ratio, match.remainingCents) } : null;
}
