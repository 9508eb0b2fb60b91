import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSignOut } from '../../auth/index.ts';
import { useSession } from '../../session/index.ts';
import { PublicPage } from '../../../components/public/public-page.tsx';
import { TeamSelect, useTeamFromQuery } from '../../donate/index.ts';
import { useSupportingStore } from '../../public-flow/index.ts';

const CONTACT_TO_JOIN = `${paths.frontend('contact')}?join=true`;

/** A captain already leads a team: sign out first, or go to the dashboard. */
function CaptainWarning({ teamName }: { teamName: string }) {
  const signOut = useSignOut();
  return (
    <Alert color="yellow" title="You are signed in as a team captain">
      <Stack gap="sm">
        <Text size="sm">
          You captain {teamName}. To join another team, please sign out first, or go to your dashboard to manage your team.
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            Sign Out
          </Button>
          <Button size="xs" component={Link} to={paths.home}>
            Go to Dashboard
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * /frontend/join?team=&name=&city=: pick the team to join, then Next to the contact. A team named
 * in the query is preset and the visitor goes straight to the contact.
 */
export function JoinPage() {
  const navigate = useNavigate();
  const { user, isAdmin } = useSession();
  const team = useSupportingStore((s) => (s.type === 'Team' ? s.team : null));
  const supportTeam = useSupportingStore((s) => s.supportTeam);
  const setTeam = useSupportingStore((s) => s.setTeam);
  const captainTeam = user && !isAdmin ? user.team : null;
  useTeamFromQuery(() => {
    if (!captainTeam) navigate(CONTACT_TO_JOIN, { replace: true });
  });

  return (
    <PublicPage title="Join a Team" description="Walk with a team and help them reach their goal.">
      {captainTeam ? (
        <CaptainWarning teamName={captainTeam.name} />
      ) : (
        <>
          <Card withBorder padding="md">
            <TeamSelect value={team} onChange={(t) => (t ? supportTeam(t) : setTeam(null))} />
          </Card>
          <Button size="md" disabled={!team} onClick={() => navigate(CONTACT_TO_JOIN)}>
            Next
          </Button>
        </>
      )}
    </PublicPage>
  );
}
