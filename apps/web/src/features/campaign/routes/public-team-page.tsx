import { Anchor, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Typography } from '@mantine/core';
import { formatCents, progressPercent, toCents, type CampaignTeam } from '@walkfund/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { useEventSettings } from '../../settings/index.ts';
import { useCampaignTeam } from '../api/get-campaign.ts';
import { DonorWall } from '../../../components/public/donor-wall.tsx';
import { LoadError } from '../../../components/public/load-error.tsx';
import { PublicPage } from '../../../components/public/public-page.tsx';
import { ShareButton } from '../../../components/public/share-button.tsx';
import { TeamFundraisers } from '../components/team-fundraisers.tsx';
import { TeamPhoto } from '../components/team-photo.tsx';
import { TeamDistance } from '../../distance/index.ts';
import { Thermometer } from '../../../components/public/thermometer.tsx';
import { MatchBanner } from '../../match-banner/index.ts';
import { fullName } from '../../../lib/persons/full-name.ts';
import { useGiftSourceFromAddress } from '../../public-flow/index.ts';

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
  // A link from the team's poster says where it was shared (docs/features/ask-kit.md).
  useGiftSourceFromAddress();
  const pagesEnabled = useEventSettings().data?.personalPagesEnabled ?? false;
  if (query.isPending) return <FullPageLoader />;
  if (query.isError) return <LoadError error={query.error} thing="team" />;
  const team = query.data;
  const search = teamQuery(team);
  const shareText = `${formatCents(toCents(team.totalRaised))} raised for ${team.name}. Join us or give!`;
  return (
    <PublicPage title={team.name} description={`${team.eventCity} · ${team.year}`}>
      <SimpleGrid cols={{ base: 1, sm: team.imageUrl ? 2 : 1 }} spacing="lg">
        {team.imageUrl && <TeamPhoto src={team.imageUrl} teamName={team.name} />}
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Thermometer label={`${team.name} fundraising progress`} raised={team.totalRaised} goal={team.teamDonationGoal} size="lg" />
            {/* Gifts to the team doubled by a sponsor (docs/features/sponsor-matches.md). */}
            {team.active && <MatchBanner team={team.id} />}
            <MembersProgress team={team} />
            {team.active && <TeamDistance slug={team.slug} />}
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
            {team.active && pagesEnabled && (
              <Text size="sm">
                On this team?{' '}
                <Anchor component={Link} to={paths.startFundraising}>
                  Start fundraising
                </Anchor>
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
      {pagesEnabled && <TeamFundraisers teamId={team.id} />}
      <Card withBorder padding="md">
        <DonorWall donors={team.donors} title="Supporters" />
      </Card>
    </PublicPage>
  );
}
