import { Card, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { TOASTS, adminTeamWithCaptainInputSchema } from '@walkfund/domain';
import { paths } from '../../../app/paths.ts';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { bindForm } from '../../../components/forms/form-binding.ts';
import { PhoneInput } from '../../../components/forms/phone-input.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { submitWithToasts } from '../../../lib/submit-with-toasts.ts';
import { useCreateTeamWithCaptain } from '../api/create-teams.ts';
import { TeamInfoFields } from '../components/team-info-fields.tsx';
import { EMPTY_CREATE_TEAM, createTeamErrors, toCreateTeamBody, toCreateTeamInput, type CreateTeamDraft } from '../lib/team-drafts.ts';

function validate(draft: CreateTeamDraft): Record<string, string> {
  const parsed = adminTeamWithCaptainInputSchema.safeParse(toCreateTeamBody(draft));
  return parsed.success ? {} : createTeamErrors(parsed.error.issues);
}

/**
 * /create-team (admin; docs/spec/back-office.md "Create a Team"): the captain's profile and the team in one
 * form, POST /v1/teams/create-team. Cancel goes to /teams; so does a created team.
 */
export function AdminCreateTeamPage() {
  const navigate = useNavigate();
  const create = useCreateTeamWithCaptain();
  const form = useForm<CreateTeamDraft>({ initialValues: EMPTY_CREATE_TEAM, validate, validateInputOnBlur: true });
  const binding = bindForm(form);
  const hasErrors = Object.keys(form.errors).length > 0;
  const message = form.getValues().team.teamMessage;

  const submit = submitWithToasts(form, create.mutate, {
    toInput: toCreateTeamInput,
    success: TOASTS.createTeamSuccess,
    failure: TOASTS.createTeamFailed,
    onSaved: () => navigate(paths.teams),
  });

  return (
    <Stack gap="md">
      <PageHeader title="Create a Team" />
      <form onSubmit={submit} noValidate aria-label="Create a Team">
        <Stack gap="md">
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Text fw={600}>Captain profile</Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput label="First name" withAsterisk autoComplete="off" {...form.getInputProps('firstName')} />
                <TextInput label="Last name" withAsterisk autoComplete="off" {...form.getInputProps('lastName')} />
                <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
                <PhoneInput binding={binding} />
                <PasswordInput label="Password" withAsterisk autoComplete="new-password" {...form.getInputProps('password.password')} />
                <PasswordInput label="Confirm password" withAsterisk autoComplete="new-password" {...form.getInputProps('password.confirm')} />
              </SimpleGrid>
            </Stack>
          </Card>
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Text fw={600}>Team info</Text>
              <TeamInfoFields
                input={(field) => form.getInputProps(`team.${field}`)}
                labels={{ name: 'Team name', eventCity: 'Team city' }}
                message={message}
                messageError={form.errors['team.teamMessage'] as string | undefined}
                onMessage={(html) => {
                  form.setFieldValue('team.teamMessage', html);
                  if (form.errors['team.teamMessage']) form.validateField('team.teamMessage');
                }}
              />
            </Stack>
          </Card>
          <FormActions
            error={create.error}
            errorTitle="The team was not created"
            cancelTo={paths.teams}
            submitLabel="Create My Team!"
            pending={create.isPending}
            disabled={hasErrors}
          />
        </Stack>
      </form>
    </Stack>
  );
}
