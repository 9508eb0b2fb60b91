import type { ReactNode } from 'react';
import { Card, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useNavigate } from 'react-router';
import { TOASTS } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { bindForm } from '../../../components/forms/form-binding.ts';
import { PhoneInput } from '../../../components/forms/phone-input.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { submitWithToasts } from '../../../lib/submit-with-toasts.ts';
import { useCreateTeamForCaptain, useCreateTeamWithCaptain } from '../api/create-teams.ts';
import { useCaptainOptions } from '../api/get-captain-options.ts';
import { captainOptions } from '../lib/captain-options.ts';
import {
  EMPTY_ADMIN_TEAM, adminTeamResolver, toCreateTeamInput, toNewTeamInput, type AdminTeamDraft, type AdminTeamFormKind,
} from '../lib/team-drafts.ts';
import { TeamInfoFields } from './team-info-fields.tsx';

/** The texts that differ between the two forms (docs/spec/back-office.md §2). */
const FORM_TEXTS = {
  'new-team': {
    title: 'New Team',
    formLabel: 'New team',
    cityLabel: 'Event city',
    submitLabel: 'Create Team',
    errorTitle: undefined,
    success: TOASTS.teamCreated,
    failure: TOASTS.teamCreateFailed,
  },
  'create-team': {
    title: 'Create a Team',
    formLabel: 'Create a Team',
    cityLabel: 'Team city',
    submitLabel: 'Create My Team!',
    errorTitle: 'The team was not created',
    success: TOASTS.createTeamSuccess,
    failure: TOASTS.createTeamFailed,
  },
} satisfies Record<AdminTeamFormKind, unknown>;

type DraftForm = UseFormReturnType<AdminTeamDraft>;

/** New Team's captain: an existing user (those who captain a team already are offered but disabled). */
function ExistingCaptainSelect({ form }: { form: DraftForm }) {
  const users = useCaptainOptions();
  return (
    <Select
      label="Team captain"
      withAsterisk
      placeholder={users.isPending ? 'Loading users…' : 'Choose a user'}
      data={captainOptions(users.data?.results ?? [])}
      searchable
      nothingFoundMessage="No user found"
      disabled={users.isPending}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps('captainUserId')}
      error={form.errors.captainUserId ?? (users.isError ? errorMessage(users.error) : undefined)}
    />
  );
}

/** Create a Team's captain: a new user's profile and password. */
function NewCaptainFields({ form }: { form: DraftForm }) {
  const binding = bindForm(form, 'captain.');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput label="First name" withAsterisk autoComplete="off" {...form.getInputProps('captain.firstName')} />
      <TextInput label="Last name" withAsterisk autoComplete="off" {...form.getInputProps('captain.lastName')} />
      <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...form.getInputProps('captain.email')} />
      <PhoneInput binding={binding} />
      <PasswordInput label="Password" withAsterisk autoComplete="new-password" {...form.getInputProps('captain.password.password')} />
      <PasswordInput label="Confirm password" withAsterisk autoComplete="new-password" {...form.getInputProps('captain.password.confirm')} />
    </SimpleGrid>
  );
}

/**
 * The admin's team form, for both routes: the team (name, city, message) and its captain, an
 * existing user on /teams/new (POST /v1/teams/new-team) or a new one on /create-team (POST
 * /v1/teams/create-team). Cancel goes to /teams; so does a created team.
 */
export function AdminTeamForm({ kind }: { kind: AdminTeamFormKind }) {
  const navigate = useNavigate();
  const texts = FORM_TEXTS[kind];
  // Both requests are declared (hooks run unconditionally); the form sends the one of its kind.
  const forCaptain = useCreateTeamForCaptain();
  const withCaptain = useCreateTeamWithCaptain();
  const create = kind === 'new-team' ? forCaptain : withCaptain;
  const form = useForm<AdminTeamDraft>({ initialValues: EMPTY_ADMIN_TEAM, validate: adminTeamResolver(kind), validateInputOnBlur: true });
  const hasErrors = Object.keys(form.errors).length > 0;

  const toasts = { success: texts.success, failure: texts.failure, onSaved: () => navigate(paths.teams) };
  const submit =
    kind === 'new-team'
      ? submitWithToasts(form, forCaptain.mutate, { toInput: toNewTeamInput, ...toasts })
      : submitWithToasts(form, withCaptain.mutate, { toInput: toCreateTeamInput, ...toasts });

  const teamFields = (
    <TeamInfoFields
      input={(field) => form.getInputProps(`team.${field}`)}
      labels={{ name: 'Team name', eventCity: texts.cityLabel }}
      message={form.getValues().team.teamMessage}
      messageError={form.errors['team.teamMessage'] as string | undefined}
      onMessage={(html) => {
        form.setFieldValue('team.teamMessage', html);
        if (form.errors['team.teamMessage']) form.validateField('team.teamMessage');
      }}
    />
  );

  return (
    <Stack gap="md">
      <PageHeader title={texts.title} />
      <form onSubmit={submit} noValidate aria-label={texts.formLabel}>
        <Stack gap="md">
          {kind === 'new-team' ? (
            <FormCard>
              {teamFields}
              <ExistingCaptainSelect form={form} />
            </FormCard>
          ) : (
            <>
              <FormCard title="Captain profile">
                <NewCaptainFields form={form} />
              </FormCard>
              <FormCard title="Team info">{teamFields}</FormCard>
            </>
          )}
          <FormActions
            error={create.error}
            errorTitle={texts.errorTitle}
            cancelTo={paths.teams}
            submitLabel={texts.submitLabel}
            pending={create.isPending}
            disabled={hasErrors}
          />
        </Stack>
      </form>
    </Stack>
  );
}

function FormCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        {title && <Text fw={600}>{title}</Text>}
        {children}
      </Stack>
    </Card>
  );
}
