import { Anchor, Avatar, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { formatCents, progressPercent, toCents, type FundraiserListItem } from '@walkfund/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useTeamFundraisers } from '../api/get-team-fundraisers.ts';
import { fullName } from '../../../lib/persons/full-name.ts';

/** One walker: photo, name linked to their page, and raised against their goal. */
export function FundraiserRow({ fundraiser, detail }: { fundraiser: FundraiserListItem; detail?: string }) {
  const name = fullName(fundraiser);
  const raisedCents = toCents(fundraiser.raised);
  const goalCents = toCents(fundraiser.goal);
  const percent = Math.floor(progressPercent(raisedCents, goalCents));
  return (
    <Group wrap="nowrap" gap="sm" align="flex-start">
      {/* Decorative: the name beside it says who it is. Fixed size, so nothing moves as it loads. */}
      <Avatar src={fundraiser.imageUrl} alt="" size={40} radius="xl" name={name} color="initials" aria-hidden imageProps={{ width: 40, height: 40 }} />
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={paths.fundraiser(encodeURIComponent(fundraiser.slug))} fw={600} lineClamp={1}>
            {name}
          </Anchor>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatCents(raisedCents)}
          </Text>
        </Group>
        {detail && (
          <Text size="sm" c="gray.7" lineClamp={1}>
            {detail}
          </Text>
        )}
        {goalCents > 0 && (
          <Progress
            value={percent}
            size="sm"
            radius="xl"
            aria-label={`${name}: ${formatCents(raisedCents)} raised of a ${formatCents(goalCents)} goal (${percent}%)`}
          />
        )}
      </Stack>
    </Group>
  );
}

/** The team page's walkers with a page of their own (GET /v1/teams/{id}/fundraisers); nothing when there are none. */
export function TeamFundraisers({ teamId }: { teamId: number }) {
  const query = useTeamFundraisers(teamId);
  const fundraisers = query.data ?? [];
  if (fundraisers.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="team-fundraisers-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="team-fundraisers-title">
          Fundraisers
        </Title>
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="team-fundraisers-title">
          {fundraisers.map((fundraiser) => (
            <li key={fundraiser.personId}>
              <FundraiserRow fundraiser={fundraiser} />
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
