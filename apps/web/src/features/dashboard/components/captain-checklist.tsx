import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TeamDetail } from '@walkfund/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { CopyLink } from '../../../components/copy-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { absoluteUrl, publicTeamUrl, teamJoinPath } from '../../../lib/teams/public-team-links.ts';
import { useTeam } from '../../../lib/teams/team-detail.ts';
import { checklistItems, markTeamLinkCopied, teamLinkCopied, type ChecklistItemId } from './captain-checklist-items.ts';

const TITLE_ID = 'captain-checklist-title';

/** Where each step is done: the goal, photo and message on My Team; the links right here. */
function StepAction({ id, team, publicEventSite, onLinkCopied }: { id: ChecklistItemId; team: TeamDetail; publicEventSite: string; onLinkCopied: () => void }) {
  switch (id) {
    case 'goal':
      return <StepLink label="Set Goal" />;
    case 'photo':
      return <StepLink label="Add Photo" />;
    case 'message':
      return <StepLink label="Write Message" />;
    case 'share':
      return <CopyLink label="Team page link" url={publicTeamUrl(team.slug, publicEventSite)} copyLabel="Copy Team Page Link" onCopied={onLinkCopied} />;
    case 'invite':
      return <CopyLink label="Join link" url={absoluteUrl(teamJoinPath(team))} copyLabel="Copy Join Link" />;
  }
}

function StepLink({ label }: { label: string }) {
  return (
    <Button component={Link} to={paths.myTeam} size="xs" variant="light" style={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
}

/**
 * A new team's setup checklist (goal, team photo, message, share link, invite members), each step
 * done or not from the team as the server answers it, with where it is done. Shown to the captain
 * until every step is done.
 */
export function CaptainChecklist({ teamId, publicEventSite }: { teamId: number; publicEventSite: string }) {
  const team = useTeam(teamId);
  const [linkCopied, setLinkCopied] = useState(() => teamLinkCopied(teamId));
  if (team.isPending) return null;
  if (team.isError) {
    return (
      <Alert color="yellow" variant="light" title="Team setup">
        The setup checklist could not be loaded: {errorMessage(team.error)}
      </Alert>
    );
  }
  const items = checklistItems(team.data, linkCopied);
  const done = items.filter((item) => item.done).length;
  if (done === items.length) return null;
  const copyLink = () => {
    markTeamLinkCopied(teamId);
    setLinkCopied(true);
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={TITLE_ID}>
            Set up your team
          </Title>
          <Text size="sm" c="dimmed">
            {done} of {items.length} done
          </Text>
        </div>
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <Stack key={item.id} gap={6} component="li">
              <Group gap="xs">
                <Text fw={500}>{item.label}</Text>
                <Badge color={item.done ? 'green' : 'gray'} variant="light">
                  {item.done ? 'Done' : 'Not done'}
                </Badge>
              </Group>
              {!item.done && <StepAction id={item.id} team={team.data} publicEventSite={publicEventSite} onLinkCopied={copyLink} />}
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
