import { Alert, Card, Checkbox, Loader, NativeSelect, NumberInput, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { TOASTS } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { AddressFields } from '../../../components/forms/address-fields.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { bindForm } from '../../../components/forms/form-binding.ts';
import { PhoneInput } from '../../../components/forms/phone-input.tsx';
import { CAMPUS_OPTIONS, CITY_OPTIONS } from '../../../components/forms/select-options.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { submitWithToasts } from '../../../lib/submit-with-toasts.ts';
import { useEventSettings } from '../../settings/index.ts';
import { useCreateUser } from '../api/create-user.ts';
import { emptyNewUser, newUserErrors, toUserCreateInput, type NewUserDraft } from '../lib/new-user-draft.ts';

const ROLE_OPTIONS = [
  { value: 'admin', label: 'Admin' },
  { value: 'captain', label: 'Captain' },
  { value: 'volunteer', label: 'Volunteer (check-in only)' },
];

/** /users/new (admin): a user and their person, POST /v1/users; back to /users when created. */
export function NewUserPage() {
  const settings = useEventSettings();
  return (
    <Stack gap="md">
      <PageHeader title="Add New User" />
      {settings.isError && (
        <Alert color="red" title="Error" role="alert">
          {errorMessage(settings.error)}
        </Alert>
      )}
      {settings.isPending && <Loader aria-label="Loading event settings" />}
      {settings.data && <NewUserForm currentYear={settings.data.appYear} />}
    </Stack>
  );
}

function NewUserForm({ currentYear }: { currentYear: number }) {
  const navigate = useNavigate();
  const create = useCreateUser();
  const form = useForm<NewUserDraft>({ initialValues: emptyNewUser(currentYear), validate: newUserErrors, validateInputOnBlur: true });
  const binding = bindForm(form);
  const hasErrors = Object.keys(form.errors).length > 0;
  const { lifeChurch } = form.getValues();

  const submit = submitWithToasts(form, create.mutate, {
    toInput: toUserCreateInput,
    success: TOASTS.userCreated,
    failure: TOASTS.userCreateFailed,
    onSaved: () => navigate(paths.users),
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New user">
      <Stack gap="md">
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Text fw={600}>Account</Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
              <PasswordInput label="Password" withAsterisk autoComplete="new-password" {...form.getInputProps('password')} />
              <NativeSelect label="Role" data={ROLE_OPTIONS} {...form.getInputProps('role')} />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Text fw={600}>Person</Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label="First name" withAsterisk {...form.getInputProps('firstName')} />
              <TextInput label="Last name" withAsterisk {...form.getInputProps('lastName')} />
              <PhoneInput binding={binding} />
              <NumberInput label="Event year" withAsterisk allowDecimal={false} allowNegative={false} min={2000} max={9999} {...form.getInputProps('eventYear')} />
              <NativeSelect
                label="Event city"
                description={form.values.role === 'volunteer' ? 'The city this volunteer checks in.' : undefined}
                withAsterisk={form.values.role === 'volunteer'}
                data={CITY_OPTIONS}
                {...form.getInputProps('eventCity')}
              />
            </SimpleGrid>
            <Checkbox label="Marketing emails" {...form.getInputProps('marketing', { type: 'checkbox' })} />
            <Checkbox label="Life.Church" {...form.getInputProps('lifeChurch', { type: 'checkbox' })} />
            {lifeChurch && <NativeSelect label="Life.Church campus" withAsterisk data={CAMPUS_OPTIONS} {...form.getInputProps('lifeChurchLocation')} />}
          </Stack>
        </Card>
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Text fw={600}>Address (optional)</Text>
            <AddressFields binding={bindForm(form, 'address.')} />
          </Stack>
        </Card>
        <FormActions error={create.error} cancelTo={paths.users} submitLabel="Create User" pending={create.isPending} disabled={hasErrors} />
      </Stack>
    </form>
  );
}
