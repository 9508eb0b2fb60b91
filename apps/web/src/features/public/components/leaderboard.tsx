import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { CampaignLeaderboardTeam } from '@walkfund/domain';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { formatDollars } from '../../../lib/format.ts';

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
            <Group component="li" key={team.id} justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Text fw={700} w={28} ta="right" aria-hidden>
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
              </Group>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatDollars(team.raised)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
