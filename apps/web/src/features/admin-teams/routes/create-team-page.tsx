import { Alert, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { TOASTS, adminTeamWithCaptainInputSchema } from '@walkfund/domain';
import { paths } from '../../../app/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { bindForm } from '../../../components/forms/form-binding.ts';
import { PhoneInput } from '../../../components/forms/phone-input.tsx';
import { useCreateTeamWithCaptain } from '../api/create-teams.ts';
import { TeamInfoFields } from '../components/team-info-fields.tsx';
import { EMPTY_CREATE_TEAM, createTeamErrors, toCreateTeamBody, toCreateTeamInput, type CreateTeamDraft } from '../lib/team-drafts.ts';

function validate(draft: CreateTeamDraft): Record<string, string> {
  const parsed = adminTeamWithCaptainInputSchema.safeParse(toCreateTeamBody(draft));
  return parsed.success ? {} : createTeamErrors(parsed.error.issues);
}

/**
 * /create-team (admin; back office "Create a Team"): the captain's profile and the team in one
 * form, POST /v1/teams/create-team. Cancel goes to /teams; so does a created team.
 */
export function AdminCreateTeamPage() {
  const navigate = useNavigate();
  const create = useCreateTeamWithCaptain();
  const form = useForm<CreateTeamDraft>({ initialValues: EMPTY_CREATE_TEAM, validate, validateInputOnBlur: true });
  const binding = bindForm(form);
  const hasErrors = Object.keys(form.errors).length > 0;
  const message = form.getValues().team.teamMessage;

  const submit = form.onSubmit(
    (draft) =>
      create.mutate(toCreateTeamInput(draft), {
        onSuccess: () => {
          notifyToast(TOASTS.createTeamSuccess, 'success');
          navigate(paths.teams);
        },
        onError: () => notifyToast(TOASTS.createTeamFailed, 'error'),
      }),
    () => notifyToast(TOASTS.createTeamFailed, 'error'),
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Create a Team
      </Title>
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
          {create.isError && (
            <Alert color="red" title="The team was not created" role="alert">
              {create.error instanceof ApiError && create.error.body ? create.error.body.message : errorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button component={Link} to={paths.teams} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={hasErrors}>
              Create My Team!
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
