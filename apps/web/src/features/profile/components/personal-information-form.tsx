import { Alert, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TOASTS } from '@walkfund/domain';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { PersonalInfoFields } from '../../../components/forms/personal-info-fields.tsx';
import { personalDraftOf, profileErrors, toPersonUpdate, type PersonalDraft } from '../../../lib/persons/personal-draft.ts';
import { submitWithToasts } from '../../../lib/submit-with-toasts.ts';
import type { UserProfile } from '../../../lib/users/user-profile.ts';
import { useUpdatePerson } from '../api/update-person.ts';
import { ProfileSection } from './profile-section.tsx';

/**
 * Personal Information: saved with PATCH /v1/persons/{personId}. An invalid form shows the
 * failure toast without calling the server.
 */
export function PersonalInformationForm({ user }: { user: UserProfile }) {
  const person = user.person;
  const hadAddress = !!person?.address;
  const save = useUpdatePerson(user.id);
  const form = useForm<PersonalDraft>({
    initialValues: personalDraftOf(person),
    validate: (values) => profileErrors(values, hadAddress),
    validateInputOnBlur: true,
  });

  if (!person) {
    return (
      <ProfileSection title="Personal Information">
        <Alert color="gray" variant="light">
          This user has no personal information.
        </Alert>
      </ProfileSection>
    );
  }

  const submit = submitWithToasts(form, save.mutate, {
    toInput: (values) => ({ personId: person.id, input: toPersonUpdate(values, hadAddress) }),
    success: TOASTS.profileUpdated,
    failure: TOASTS.profileUpdateFailed,
  });

  return (
    <ProfileSection title="Personal Information">
      <form onSubmit={submit} noValidate aria-label="Personal Information">
        <Stack gap="md">
          <PersonalInfoFields form={form} />
          <FormActions error={save.error} errorTitle={null} submitLabel="Save Profile" pending={save.isPending} />
        </Stack>
      </form>
    </ProfileSection>
  );
}
