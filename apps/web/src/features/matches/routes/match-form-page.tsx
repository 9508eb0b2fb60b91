import { Alert, Button, Loader, Stack } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifyToast } from '../../../lib/notify.ts';
import { useMatch } from '../api/get-match.ts';
import { useTeamOptions } from '../api/get-team-options.ts';
import { useSaveMatch } from '../api/save-match.ts';
import { MatchForm } from '../components/match-form.tsx';
import { matchFormValues, newMatchValues } from '../components/match-form-values.ts';

/** /matches/new and /matches/{id} (admin): a sponsor match's form. */
export function MatchFormPage() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const match = useMatch(id);
  const teams = useTeamOptions();
  const save = useSaveMatch();
  const navigate = useNavigate();
  const back = (
    <Button variant="default" component={Link} to={paths.matches}>
      Back
    </Button>
  );
  if (id !== null && match.isPending) return <Loader aria-label="Loading the match" />;
  if (id !== null && match.isError) {
    return (
      <Stack gap="md">
        <PageHeader title="Sponsor match">{back}</PageHeader>
        <Alert color="red" role="alert">
          {errorMessage(match.error)}
        </Alert>
      </Stack>
    );
  }
  const initial = match.data ? matchFormValues(match.data) : newMatchValues();
  return (
    <Stack gap="md">
      <PageHeader title={match.data ? `Match by ${match.data.sponsorName}` : 'New sponsor match'}>{back}</PageHeader>
      <MatchForm
        key={match.data?.id ?? 'new'}
        initialValues={initial}
        teams={teams.data ?? []}
        saving={save.isPending}
        submitLabel={id === null ? 'Create match' : 'Save match'}
        onSubmit={(input) =>
          save.mutate(
            { id, input },
            {
              onSuccess: (saved) => {
                notifyToast(['Match saved', `${saved.sponsorName}: ${saved.status === 'running' ? 'running now' : saved.status}.`], 'success');
                void navigate(paths.matches);
              },
              onError: (error) => notifyError('The match was not saved', errorMessage(error)),
            },
          )
        }
      />
    </Stack>
  );
}
