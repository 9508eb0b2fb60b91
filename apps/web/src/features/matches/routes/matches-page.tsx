import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MatchView } from '@walkfund/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useEndMatch } from '../api/end-match.ts';
import { useMatches } from '../api/get-matches.ts';
import { MatchesTable } from '../components/matches-table.tsx';

/** /matches (admin): sponsor matches (docs/features/sponsor-matches.md), a new one, and each one's End button. */
export function MatchesPage() {
  const matches = useMatches();
  const end = useEndMatch();
  const endMatch = (match: MatchView) => {
    if (!window.confirm(`End the match by ${match.sponsorName} now? Gifts from now on are not matched.`)) return;
    end.mutate(match.id, {
      onSuccess: () => notifySuccess('Match ended', `Gifts are no longer matched by ${match.sponsorName}.`),
      onError: (error) => notifyError('The match was not ended', errorMessage(error)),
    });
  };
  return (
    <Stack gap="md">
      <PageHeader title="Sponsor Matches">
        <Button component={Link} to={paths.matchesNew}>
          New match
        </Button>
      </PageHeader>
      <Text size="sm" c="dimmed">
        While a match runs, each donation it covers is matched until its cap is used.{' '}
        <Anchor component={Link} to={paths.report('matches')}>
          Matches report
        </Anchor>{' '}
        ·{' '}
        <Anchor component={Link} to={paths.employerMatches}>
          Donors whose employer matches gifts
        </Anchor>
      </Text>
      {matches.isPending && <Loader aria-label="Loading matches" />}
      {matches.isError && (
        <Alert color="red" role="alert">
          {errorMessage(matches.error)}
        </Alert>
      )}
      {matches.data && <MatchesTable matches={matches.data} ending={end.isPending ? (end.variables ?? null) : null} onEnd={endMatch} />}
    </Stack>
  );
}
