import { Group, Image, Paper, Text } from '@mantine/core';
import { matchBannerText } from '@walkfund/domain';
import { useRunningMatches, type MatchScopeQuery } from '../api/get-running-matches.ts';

/**
 * "Gifts are doubled by Acme until Friday: $3,200 of $5,000 left" (docs/features/sponsor-matches.md):
 * each running match that covers gifts here, on the campaign home, team and walker pages. Nothing
 * while none runs (or while it loads: the page does not wait for it).
 */
export function MatchBanner(scope: MatchScopeQuery) {
  const matches = useRunningMatches(scope).data ?? [];
  if (!matches.length) return null;
  return (
    <>
      {matches.map((m) => (
        <Paper key={m.id} withBorder radius="md" p="sm" bg="yellow.0" component="section" aria-label={`Sponsor match by ${m.sponsorName}`}>
          <Group gap="sm" wrap="nowrap">
            {m.logoUrl && <Image src={m.logoUrl} alt={`${m.sponsorName} logo`} w={48} h={48} fit="contain" />}
            <Text fw={600} size="sm">
              {matchBannerText(m)}
            </Text>
          </Group>
        </Paper>
      ))}
    </>
  );
}
