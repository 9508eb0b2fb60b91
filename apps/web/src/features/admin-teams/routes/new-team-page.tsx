import { Card, Select, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { TOASTS, adminTeamCreateInputSchema } from '@walkfund/domain';
import { paths } from '../../../app/paths.ts';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { submitWithToasts } from '../../../lib/submit-with-toasts.ts';
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

  const submit = submitWithToasts(form, create.mutate, {
    toInput: toNewTeamInput,
    success: TOASTS.teamCreated,
    failure: TOASTS.teamCreateFailed,
    onSaved: () => navigate(paths.teams),
  });

  return (
    <Stack gap="md">
      <PageHeader title="New Team" />
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
          <FormActions error={create.error} cancelTo={paths.teams} submitLabel="Create Team" pending={create.isPending} disabled={hasErrors} />
        </Stack>
      </form>
    </Stack>
  );
}
