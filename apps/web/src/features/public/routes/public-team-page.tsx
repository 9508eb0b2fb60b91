import { Alert, Button, Card, Group, Image, Progress, SimpleGrid, Stack, Text, Typography } from '@mantine/core';
import { TEAM_IMAGE_DISPLAY_WIDTH, formatCents, progressPercent, toCents } from '@walkfund/domain';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePublicTeam, type PublicTeamView } from '../api/get-public-team.ts';
import { PublicPage } from '../components/public-page.tsx';
import { fullName } from '../lib/person.ts';

/** ?team=&name=&city= for the donate and join links. */
function teamQuery(team: PublicTeamView): string {
  return new URLSearchParams({ team: String(team.id), name: team.name, city: team.eventCity }).toString();
}

function TeamProgress({ team }: { team: PublicTeamView }) {
  const raisedCents = toCents(team.totalRaised);
  const goalCents = toCents(team.teamDonationGoal);
  const percent = progressPercent(raisedCents, goalCents);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={700}>{formatCents(raisedCents)} raised</Text>
        {goalCents > 0 && <Text c="dimmed">of {formatCents(goalCents)} goal</Text>}
      </Group>
      {goalCents > 0 && <Progress value={percent} size="lg" radius="xl" aria-label={`${Math.round(percent)}% of the donation goal`} />}
    </Stack>
  );
}

/** /team/{slug}: the public team page with progress, Donate and Join. */
export function PublicTeamPage({ slug }: { slug: string }) {
  const query = usePublicTeam(slug);
  if (query.isPending) return <FullPageLoader />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PublicPage title={missing ? 'Team not found' : 'Something went wrong'}>
        <Alert color={missing ? 'gray' : 'red'}>
          {missing ? 'We could not find a team at this address.' : 'The team could not be loaded. Please try again.'}
        </Alert>
      </PublicPage>
    );
  }
  const team = query.data;
  const search = teamQuery(team);
  return (
    <PublicPage title={team.name} description={`${team.eventCity} · ${team.year}`}>
      <SimpleGrid cols={{ base: 1, sm: team.imageUrl ? 2 : 1 }} spacing="lg">
        {team.imageUrl && <Image src={team.imageUrl} alt={`${team.name} team photo`} w="100%" maw={TEAM_IMAGE_DISPLAY_WIDTH} radius="md" />}
        <Card withBorder padding="md">
          <Stack gap="sm">
            <TeamProgress team={team} />
            <Text size="sm">
              {team.participants} {team.participants === 1 ? 'member' : 'members'}
            </Text>
            {team.captain && <Text size="sm">Captain: {fullName(team.captain)}</Text>}
            {team.active ? (
              <Group grow>
                <Button component={Link} to={`${paths.frontend('donate')}?${search}`}>
                  Donate
                </Button>
                <Button component={Link} to={`${paths.frontend('join')}?${search}`} variant="light">
                  Join
                </Button>
              </Group>
            ) : (
              <Text c="dimmed" size="sm">
                This team is not active this year.
              </Text>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
      {team.teamMessage && (
        <Card withBorder padding="md">
          {/* The message is HTML sanitized by the server (bold, italic, underline, links). */}
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: team.teamMessage }} />
          </Typography>
        </Card>
      )}
    </PublicPage>
  );
}
