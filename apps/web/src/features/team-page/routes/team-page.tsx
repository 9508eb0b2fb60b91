import { Suspense, lazy, useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { PendingGiftsCard } from '../../my-page/index.ts';
import { useSession } from '../../session/index.ts';
import { useEventSettings } from '../../settings/index.ts';
import { useTeam } from '../../../lib/teams/team-detail.ts';
import { TeamActions } from '../components/team-actions.tsx';
import { TeamBadgesTab } from '../components/team-badges-tab.tsx';
import { TeamDonationsTab } from '../components/team-donations-tab.tsx';
import { TeamHeaderCard } from '../components/team-header-card.tsx';
import { TeamHistoryTab } from '../components/team-history-tab.tsx';
import { TeamInfoTab } from '../components/team-info-tab.tsx';
import { TeamMembersTab } from '../components/team-members-tab.tsx';
import { TeamSettingsTab } from '../components/team-settings-tab.tsx';
import { TeamStarTab } from '../components/team-star-tab.tsx';
import { TeamTransactionsTab } from '../components/team-transactions-tab.tsx';
import { DEFAULT_TEAM_TAB, tabFromSearch, visibleTabs, type TeamTab } from '../lib/team-tabs.ts';
import { clearWalkthroughSeen, markWalkthroughSeen, walkthroughSeen } from '../lib/walkthrough-flag.ts';

// The tour library loads only when the tour runs (first visit or Show Walkthrough).
const TeamWalkthrough = lazy(async () => ({ default: (await import('../components/team-walkthrough.tsx')).TeamWalkthrough }));

/** The walkthrough: once on the first visit (a stored flag), and again on Show Walkthrough. */
function useWalkthrough(ready: boolean) {
  // Wanted from the first render when the flag is not set; shown once the page is ready.
  const [run, setRun] = useState(() => !walkthroughSeen());
  const [round, setRound] = useState(0);
  // A tour that is shown sets the flag: so once per browser (the effect only writes storage).
  useEffect(() => {
    if (run && ready) markWalkthroughSeen();
  }, [run, ready, round]);
  return {
    run: run && ready,
    round,
    /** Show Walkthrough clears the flag and runs the tour again (a new round remounts it). */
    show: () => {
      clearWalkthroughSeen();
      setRun(true);
      setRound((r) => r + 1);
    },
    end: () => setRun(false),
  };
}

function TeamPageContent({ teamId, isAdmin, own }: { teamId: number; isAdmin: boolean; own: boolean }) {
  const team = useTeam(teamId);
  const settings = useEventSettings();
  const [params, setParams] = useSearchParams();
  const tab = tabFromSearch(params.get('tab'), isAdmin, own);
  const walkthrough = useWalkthrough(!!team.data && !!settings.data);

  if (team.isError || settings.isError) {
    const error = team.error ?? settings.error;
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {own ? 'My Team' : 'Edit Team'}
        </Title>
        <Alert color="red" title={missing ? 'Team not found' : 'Error'} role="alert">
          {errorMessage(error)}
        </Alert>
        {isAdmin && (
          <Button component={Link} to={paths.teams} variant="light" style={{ alignSelf: 'flex-start' }}>
            All Teams
          </Button>
        )}
      </Stack>
    );
  }
  if (!team.data || !settings.data) return <FullPageLoader />;

  const data = team.data;
  const eventSettings = settings.data;
  const setTab = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!value || value === DEFAULT_TEAM_TAB) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  const panel = (value: TeamTab) => {
    switch (value) {
      case 'teamInfo':
        return <TeamInfoTab team={data} />;
      case 'teamMembers':
        return <TeamMembersTab team={data} isAdmin={isAdmin} eventYear={eventSettings.appYear} />;
      case 'teamDonations':
        return <TeamDonationsTab team={data} />;
      case 'teamBadges':
        return <TeamBadgesTab team={data} settings={eventSettings} isAdmin={isAdmin} />;
      case 'teamStar':
        return <TeamStarTab team={data} settings={eventSettings} />;
      case 'teamSettings':
        return <TeamSettingsTab team={data} eventYear={eventSettings.appYear} />;
      case 'teamTransactions':
        return <TeamTransactionsTab team={data} />;
      case 'teamHistory':
        return <TeamHistoryTab team={data} isAdmin={isAdmin} />;
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {own ? 'My Team' : 'Edit Team'}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={walkthrough.show}>
          Show Walkthrough
        </Button>
      </Group>
      {!data.active && (
        <Alert color="yellow" variant="light" title="Inactive team">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">This team is not active for {eventSettings.appYear}.</Text>
            {own && (
              <Button component={Link} to={paths.teamReactivate} size="xs" variant="light" color="yellow">
                Reactivate My Team
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <TeamHeaderCard team={data} />
      <TeamActions team={data} settings={eventSettings} />
      {/* docs/features/payment-methods.md: the captain sees the team's bank transfers on their way. */}
      {own && <PendingGiftsCard scope="team" />}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List data-tour="team-tabs" aria-label="Team sections">
          {visibleTabs(isAdmin, own).map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {visibleTabs(isAdmin, own).map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            {panel(t.value)}
          </Tabs.Panel>
        ))}
      </Tabs>
      {walkthrough.run && (
        <Suspense fallback={null}>
          <TeamWalkthrough key={walkthrough.round} run onEnd={walkthrough.end} />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * The team page: /my-team (the signed-in captain's own team) and /team/{id} (an admin on any
 * team). Header card, action buttons, and the tabs kept in the URL (?tab=teamMembers).
 */
export function TeamPage({ teamId }: { teamId?: number }) {
  const { user, isAdmin } = useSession();
  const id = teamId ?? user?.team?.id ?? null;
  if (id === null) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          My Team
        </Title>
        <Text>You are not the captain of a team.</Text>
        <Button component={Link} to={isAdmin ? paths.teams : paths.frontend('create-a-team')} style={{ alignSelf: 'flex-start' }}>
          {isAdmin ? 'All Teams' : 'Create a Team'}
        </Button>
      </Stack>
    );
  }
  return <TeamPageContent key={id} teamId={id} isAdmin={isAdmin} own={teamId === undefined} />;
}
