import { Text } from '@mantine/core';
import { estimateMatch, formatCents, toCents } from '@walkfund/domain';
import { useRunningMatches } from '../api/get-running-matches.ts';

interface MatchEstimateProps {
  /** The supported team, or null for the event. */
  teamId: number | null;
  /** The event city of a gift to the event (a team's is the team's). */
  eventCity: string | null;
  /** The donation in the cart, in dollars (0: none). */
  donation: number;
}

/**
 * At checkout: what the running match would add to the donation (docs/features/sponsor-matches.md),
 * by the server's own rule (estimateMatch). An estimate: other gifts may use the cap first.
 */
export function MatchEstimate({ teamId, eventCity, donation }: MatchEstimateProps) {
  const matches = useRunningMatches({ team: teamId, city: eventCity }, donation > 0).data ?? [];
  const estimate = donation > 0 ? estimateMatch(matches.map(asCandidate), { teamId, eventCity, cents: toCents(donation) }) : null;
  if (!estimate || estimate.cents <= 0) return null;
  return (
    <Text size="sm" c="green.8" fw={600} role="status">
      {estimate.match.sponsorName} adds {formatCents(estimate.cents)} to your gift (estimated; the sponsor&apos;s gift, not charged to you).
    </Text>
  );
}

function asCandidate(m: { id: number; scope: 'event' | 'city' | 'team'; eventCity: string | null; teamId: number | null; minGift: number; remaining: number; ratio: number; sponsorName: string }) {
  return { ...m, minGiftCents: toCents(m.minGift), remainingCents: toCents(m.remaining) };
}
