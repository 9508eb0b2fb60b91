import { NativeSelect, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EVENT_CITIES, TOASTS, type EventCity, type Role } from '@walkfund/domain';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { submitWithToasts } from '../../../lib/submit-with-toasts.ts';
import type { UserProfile } from '../../../lib/users/user-profile.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { ProfileSection } from './profile-section.tsx';

const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'captain', label: 'Captain' },
  { value: 'volunteer', label: 'Volunteer (check-in only)' },
];

interface UserConfigDraft {
  active: boolean;
  isEmailVerified: boolean;
  role: Role;
  /** A volunteer's city (docs/decisions/0011-event-day-check-in.md). */
  eventCity: EventCity;
}

/**
 * User Config (admins only): active, email verified and role, sent as PATCH /v1/users/{id}
 * {isEmailVerified, role, active}, with the city a volunteer checks in.
 */
export function UserConfigForm({ user }: { user: UserProfile }) {
  const update = useUpdateUser(user.id);
  const form = useForm<UserConfigDraft>({
    initialValues: {
      active: user.active,
      isEmailVerified: user.isEmailVerified,
      role: user.role,
      eventCity: EVENT_CITIES.find((city) => city === user.eventCity) ?? EVENT_CITIES[0],
    },
  });

  // The switches, the role and the city cannot be invalid: every submit is sent.
  const submit = submitWithToasts(form, update.mutate, {
    toInput: ({ active, isEmailVerified, role, eventCity }) => ({ isEmailVerified, role, active, ...(role === 'volunteer' ? { eventCity } : {}) }),
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
          {form.values.role === 'volunteer' && (
            <NativeSelect label="Checks in" description="The city this volunteer checks in." data={[...EVENT_CITIES]} {...form.getInputProps('eventCity')} />
          )}
          <FormActions error={update.error} errorTitle={null} submitLabel="Save User Config" pending={update.isPending} />
        </Stack>
      </form>
    </ProfileSection>
  );
}
