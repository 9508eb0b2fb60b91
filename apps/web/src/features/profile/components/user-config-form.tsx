import { Alert, Button, Group, NativeSelect, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TOASTS, type Role } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import type { UserProfile } from '../api/get-user-profile.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { ProfileSection } from './profile-section.tsx';

const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'captain', label: 'Captain' },
];

interface UserConfigDraft {
  active: boolean;
  isEmailVerified: boolean;
  role: Role;
}

/** User Config (admins only): active, email verified and role, sent as PATCH /v1/users/{id} {isEmailVerified, role, active}. */
export function UserConfigForm({ user }: { user: UserProfile }) {
  const update = useUpdateUser(user.id);
  const form = useForm<UserConfigDraft>({
    initialValues: { active: user.active, isEmailVerified: user.isEmailVerified, role: user.role },
  });

  const submit = form.onSubmit(({ active, isEmailVerified, role }) =>
    update.mutate(
      { isEmailVerified, role, active },
      {
        onSuccess: () => notifyToast(TOASTS.profileUpdated, 'success'),
        onError: () => notifyToast(TOASTS.profileUpdateFailed, 'error'),
      },
    ),
  );

  return (
    <ProfileSection id="config" title="User Config">
      <form onSubmit={submit} noValidate aria-label="User Config">
        <Stack gap="sm">
          <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
          <Switch label="Email verified" {...form.getInputProps('isEmailVerified', { type: 'checkbox' })} />
          <NativeSelect label="Role" data={ROLE_OPTIONS} {...form.getInputProps('role')} />
          {update.isError && (
            <Alert color="red" variant="light">
              {errorMessage(update.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save User Config
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
