import { Alert, Button, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TOASTS } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import type { UserProfile } from '../api/get-user-profile.ts';
import { useUpdatePerson } from '../api/update-person.ts';
import { personalDraftOf, profileErrors, toPersonUpdate, type PersonalDraft } from '../lib/personal-draft.ts';
import { PersonalInfoFields } from './personal-info-fields.tsx';
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
      <ProfileSection id="personal" title="Personal Information">
        <Alert color="gray" variant="light">
          This user has no personal information.
        </Alert>
      </ProfileSection>
    );
  }

  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { personId: person.id, input: toPersonUpdate(values, hadAddress) },
        {
          onSuccess: () => notifyToast(TOASTS.profileUpdated, 'success'),
          onError: () => notifyToast(TOASTS.profileUpdateFailed, 'error'),
        },
      ),
    () => notifyToast(TOASTS.profileUpdateFailed, 'error'),
  );

  return (
    <ProfileSection id="personal" title="Personal Information">
      <form onSubmit={submit} noValidate aria-label="Personal Information">
        <PersonalInfoFields form={form} />
        {save.isError && (
          <Alert color="red" variant="light" mt="md">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={save.isPending}>
            Save Profile
          </Button>
        </Group>
      </form>
    </ProfileSection>
  );
}
