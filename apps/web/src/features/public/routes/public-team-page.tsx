import { Alert, Button, Card, Group, Image, Progress, SimpleGrid, Stack, Text, Typography } from '@mantine/core';
import { TEAM_IMAGE_DISPLAY_WIDTH, formatCents, progressPercent, toCents, type CampaignTeam } from '@walkfund/domain';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCampaignTeam } from '../api/get-campaign.ts';
import { DonorWall } from '../components/donor-wall.tsx';
import { PublicPage } from '../components/public-page.tsx';
import { ShareButton } from '../components/share-button.tsx';
import { Thermometer } from '../components/thermometer.tsx';
import { fullName } from '../lib/person.ts';

/** ?team=&name=&city= for the donate and join links: the team's id, with its name and city as the server gave them. */
function teamQuery(team: CampaignTeam): string {
  return new URLSearchParams({ team: String(team.id), name: team.name, city: team.eventCity }).toString();
}

/** Members of the year against the team's member goal (the count alone when there is no goal). */
function MembersProgress({ team }: { team: CampaignTeam }) {
  const members = `${team.participants} ${team.participants === 1 ? 'member' : 'members'}`;
  if (team.teamMemberGoal <= 0) return <Text size="sm">{members}</Text>;
  const percent = Math.floor(progressPercent(team.participants, team.teamMemberGoal));
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {members}
        </Text>
        <Text size="sm" c="gray.7">
          of {team.teamMemberGoal} goal
        </Text>
      </Group>
      <Progress
        value={percent}
        size="sm"
        radius="xl"
        aria-label={`Team members: ${team.participants} of a goal of ${team.teamMemberGoal}`}
      />
    </Stack>
  );
}

/** /team/{slug}: the public team page: photo, message, progress, donor wall, Donate, Join and Share. */
export function PublicTeamPage({ slug }: { slug: string }) {
  const query = useCampaignTeam(slug);
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
  const shareText = `${formatCents(toCents(team.totalRaised))} raised for ${team.name}. Join us or give!`;
  return (
    <PublicPage title={team.name} description={`${team.eventCity} · ${team.year}`}>
      <SimpleGrid cols={{ base: 1, sm: team.imageUrl ? 2 : 1 }} spacing="lg">
        {team.imageUrl && <Image src={team.imageUrl} alt={`${team.name} team photo`} w="100%" maw={TEAM_IMAGE_DISPLAY_WIDTH} radius="md" />}
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Thermometer label={`${team.name} fundraising progress`} raised={team.totalRaised} goal={team.teamDonationGoal} size="lg" />
            <MembersProgress team={team} />
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
              <Text c="gray.7" size="sm">
                This team is not active this year.
              </Text>
            )}
            <ShareButton url={`${window.location.origin}${paths.team(encodeURIComponent(team.slug))}`} title={team.name} text={shareText} />
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
      <Card withBorder padding="md">
        <DonorWall donors={team.donors} title="Supporters" />
      </Card>
    </PublicPage>
  );
}
