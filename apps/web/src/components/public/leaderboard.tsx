import type { CSSProperties } from 'react';
import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import type { CampaignLeaderboardTeam } from '@walkfund/domain';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { formatDollars } from '../../lib/format.ts';

const RANK_ROW: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr) auto',
  columnGap: 'var(--mantine-spacing-sm)',
  alignItems: 'baseline',
};

/** The year's top teams by raised, each linking to its public page. */
export function Leaderboard({ teams }: { teams: CampaignLeaderboardTeam[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="leaderboard-title">
      <Title order={2} size="h3" id="leaderboard-title">
        Top teams
      </Title>
      {teams.length === 0 ? (
        <Text c="gray.7">No teams yet this year.</Text>
      ) : (
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Top teams">
          {teams.map((team, index) => (
            // A grid with a fixed rank column: every name starts at the same x, whatever the rank's
            // digits or the name's length (a flex row let the rank shrink under a long name, finding 13 of docs/features/walkthrough-findings.md).
            <Box component="li" key={team.id} style={RANK_ROW}>
              <Text fw={700} ta="right" aria-hidden>
                {index + 1}.
              </Text>
              <Stack gap={0} miw={0}>
                <Anchor component={Link} to={paths.team(team.slug)} fw={600} lineClamp={2}>
                  {team.name}
                </Anchor>
                <Text size="sm" c="gray.7">
                  {team.eventCity} · {team.participants} {team.participants === 1 ? 'member' : 'members'}
                </Text>
              </Stack>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatDollars(team.raised)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
