import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { SessionUser } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import type { EventSettingsView } from '../../settings/index.ts';
import { CaptainChecklist } from './captain-checklist.tsx';
import { TeamPosterCard } from '../../ask-kit/index.ts';

/**
 * The captain landing: the team's setup checklist until it is done (a new captain lands here from
 * Create a Team), their team (from the session) and its links (the shell shows the captain alerts).
 */
export function CaptainDashboard({ user, settings }: { user: SessionUser; settings: EventSettingsView }) {
  const team = user.team;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Welcome to the {settings.appYear} {settings.appTitle}
      </Title>
      {team && <CaptainChecklist teamId={team.id} publicEventSite={settings.publicEventSite} />}
      {team ? (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start">
              <div>
                <Text size="sm" c="dimmed">
                  Your team
                </Text>
                <Title order={2} size="h3">
                  {team.name}
                </Title>
              </div>
              <Badge color={team.active ? 'green' : 'gray'} variant="light">
                {team.active ? 'Active' : 'Inactive'}
              </Badge>
            </Group>
            <Group gap="sm">
              <Button component={Link} to={paths.team(team.slug)}>
                View Public Team Page
              </Button>
              <Button component={Link} to={paths.myTeam} variant="light">
                Manage My Team
              </Button>
              <Button component={Link} to={paths.myPage} variant="light">
                My Fundraising Page
              </Button>
              <Button component={Link} to={paths.myProfile} variant="default">
                Edit My Profile
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text>You are not the captain of a team yet.</Text>
            <Group gap="sm">
              <Button component={Link} to={paths.frontend('create-a-team')}>
                Create a Team
              </Button>
              <Button component={Link} to={paths.myProfile} variant="default">
                Edit My Profile
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {team && <TeamPosterCard team={team} />}
    </Stack>
  );
}
