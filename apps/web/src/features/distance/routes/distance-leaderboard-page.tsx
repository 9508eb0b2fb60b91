import type { ReactNode } from 'react';
import { Alert, Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMiles, type DistanceLeaderTeam, type DistanceLeaderWalker } from '@walkfund/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDistanceLeaderboard } from '../api/get-distance-leaderboard.ts';

function Board<T>({ title, id, rows, name, detail, miles }: {
  title: string; id: string; rows: T[]; name: (row: T) => ReactNode; detail: (row: T) => string; miles: (row: T) => number;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">No miles logged yet.</Text>
      ) : (
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
          {rows.map((row, index) => (
            <li key={index}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} miw={0}>
                  <Text fw={600}>
                    {index + 1}. {name(row)}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {detail(row)}
                  </Text>
                </Stack>
                <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatMiles(miles(row))}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /frontend/distance: the year's distance leaderboard (docs/features/miles-and-badges.md), walkers who said yes to leaderboards, and teams. */
export function DistanceLeaderboardPage() {
  const query = useDistanceLeaderboard();
  if (query.isPending) return <FullPageLoader />;
  if (query.isError) {
    return (
      <Alert color="red" title="Error" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  const board = query.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Distance leaderboard</Title>
        <Text c="gray.7">Miles our walkers logged in {board.year}.</Text>
      </div>
      {!board.enabled ? (
        <Text>Distance logging is not on for this event.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Board<DistanceLeaderWalker>
            title="Walkers"
            id="distance-walkers"
            rows={board.walkers}
            name={(w) => (
              <Anchor component={Link} to={paths.fundraiser(encodeURIComponent(w.slug))}>
                {w.firstName} {w.lastName}
              </Anchor>
            )}
            detail={(w) => w.teamName}
            miles={(w) => w.miles}
          />
          <Board<DistanceLeaderTeam>
            title="Teams"
            id="distance-teams"
            rows={board.teams}
            name={(team) => (
              <Anchor component={Link} to={paths.team(encodeURIComponent(team.slug))}>
                {team.name}
              </Anchor>
            )}
            detail={(team) => team.eventCity}
            miles={(team) => team.miles}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
