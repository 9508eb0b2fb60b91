import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TOASTS, emailField, enteredPasswordField } from '@walkfund/domain';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { submitWithToasts } from '../../../lib/submit-with-toasts.ts';
import type { UserProfile } from '../../../lib/users/user-profile.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { ProfileSection } from './profile-section.tsx';

interface EmailDraft {
  email: string;
  currentPassword: string;
}

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/**
 * The sign-in email (PATCH /v1/users/{id} {email}). Changing one's own needs the current
 * password, whose field appears once the email differs; an admin changing another user's does not.
 */
export function SignInEmailForm({ user, isSelf }: { user: UserProfile; isSelf: boolean }) {
  const update = useUpdateUser(user.id);
  const changed = (email: string) => email.trim().toLowerCase() !== user.email.toLowerCase();
  const form = useForm<EmailDraft>({
    initialValues: { email: user.email, currentPassword: '' },
    validate: (values) => {
      const errors: Record<string, string> = {};
      const email = firstIssue(emailField.safeParse(values.email));
      if (email) errors.email = email;
      if (isSelf && changed(values.email)) {
        const current = firstIssue(enteredPasswordField.safeParse(values.currentPassword));
        if (current) errors.currentPassword = current;
      }
      return errors;
    },
    validateInputOnBlur: true,
  });
  const needsCurrentPassword = isSelf && changed(form.getValues().email);

  const submit = submitWithToasts(form, update.mutate, {
    toInput: ({ email, currentPassword }) => ({ email: email.trim().toLowerCase(), ...(isSelf ? { currentPassword } : {}) }),
    success: TOASTS.profileUpdated,
    failure: TOASTS.profileUpdateFailed,
    onSaved: (updated) => {
      form.setInitialValues({ email: updated.email, currentPassword: '' });
      form.setValues({ email: updated.email, currentPassword: '' });
    },
  });

  return (
    <ProfileSection title="Sign-in Email">
      <form onSubmit={submit} noValidate aria-label="Sign-in Email">
        <Stack gap="sm">
          <TextInput label="Email" type="email" withAsterisk autoComplete="email" {...form.getInputProps('email')} />
          {needsCurrentPassword && (
            <PasswordInput
              label="Current password"
              description="Enter your current password to change your email."
              withAsterisk
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
          )}
          <FormActions error={update.error} errorTitle={null} submitLabel="Change Email" pending={update.isPending} disabled={!changed(form.getValues().email)} />
        </Stack>
      </form>
    </ProfileSection>
  );
}
