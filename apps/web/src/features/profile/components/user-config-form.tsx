import { NativeSelect, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TOASTS, type Role } from '@walkfund/domain';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { submitWithToasts } from '../../../lib/submit-with-toasts.ts';
import type { UserProfile } from '../../../lib/users/user-profile.ts';
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

  // The switches and the role cannot be invalid: every submit is sent.
  const submit = submitWithToasts(form, update.mutate, {
    toInput: ({ active, isEmailVerified, role }) => ({ isEmailVerified, role, active }),
    success: TOASTS.profileUpdated,
    failure: TOASTS.profileUpdateFailed,
  });

  return (
    <ProfileSection title="User Config">
      <form onSubmit={submit} noValidate aria-label="User Config">
        <Stack gap="sm">
          <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
          <Switch label="Email verified" {...form.getInputProps('isEmailVerified', { type: 'checkbox' })} />
          <NativeSelect label="Role" data={ROLE_OPTIONS} {...form.getInputProps('role')} />
          <FormActions error={update.error} errorTitle={null} submitLabel="Save User Config" pending={update.isPending} />
        </Stack>
      </form>
    </ProfileSection>
  );
}
