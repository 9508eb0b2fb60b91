import { Alert, Button, Card, Group, Select, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { TOASTS, adminTeamCreateInputSchema } from '@walkfund/domain';
import { paths } from '../../../app/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useCreateTeamForCaptain } from '../api/create-teams.ts';
import { useCaptainOptions } from '../api/get-captain-options.ts';
import { TeamInfoFields } from '../components/team-info-fields.tsx';
import { captainOptions } from '../lib/captain-options.ts';
import { EMPTY_NEW_TEAM, toNewTeamBody, toNewTeamInput, type NewTeamDraft } from '../lib/team-drafts.ts';

const newTeamErrors = schemaResolver(adminTeamCreateInputSchema, { sync: true });

/**
 * /teams/new (admin): name, event city, team message and the required captain (an existing
 * user), POST /v1/teams/new-team; back to /teams when created.
 */
export function NewTeamPage() {
  const navigate = useNavigate();
  const users = useCaptainOptions();
  const create = useCreateTeamForCaptain();
  const form = useForm<NewTeamDraft>({
    initialValues: EMPTY_NEW_TEAM,
    validate: (values) => newTeamErrors(toNewTeamBody(values)),
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const hasErrors = Object.keys(form.errors).length > 0;

  const submit = form.onSubmit(
    (draft) =>
      create.mutate(toNewTeamInput(draft), {
        onSuccess: () => {
          notifyToast(TOASTS.teamCreated, 'success');
          navigate(paths.teams);
        },
        onError: () => notifyToast(TOASTS.teamCreateFailed, 'error'),
      }),
    () => notifyToast(TOASTS.teamCreateFailed, 'error'),
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        New Team
      </Title>
      <form onSubmit={submit} noValidate aria-label="New team">
        <Stack gap="md">
          <Card withBorder padding="md">
            <Stack gap="sm">
              <TeamInfoFields
                input={(field) => form.getInputProps(field)}
                labels={{ name: 'Team name', eventCity: 'Event city' }}
                message={values.teamMessage}
                messageError={form.errors.teamMessage as string | undefined}
                onMessage={(html) => {
                  form.setFieldValue('teamMessage', html);
                  if (form.errors.teamMessage) form.validateField('teamMessage');
                }}
              />
              <Select
                label="Team captain"
                withAsterisk
                placeholder={users.isPending ? 'Loading users…' : 'Choose a user'}
                data={captainOptions(users.data?.results ?? [])}
                searchable
                nothingFoundMessage="No user found"
                disabled={users.isPending}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('captain')}
                error={form.errors.captain ?? (users.isError ? errorMessage(users.error) : undefined)}
              />
            </Stack>
          </Card>
          {create.isError && (
            <Alert color="red" title="Error" role="alert">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button component={Link} to={paths.teams} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={hasErrors}>
              Create Team
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
