import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUserProfile } from '../../../lib/users/user-profile.ts';
import { useSession } from '../../session/index.ts';
import { DeactivateAccount } from '../components/deactivate-account.tsx';
import { DisplayInformation } from '../components/display-information.tsx';
import { PersonalInformationForm } from '../components/personal-information-form.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { SignInEmailForm } from '../components/sign-in-email-form.tsx';
import { UserConfigForm } from '../components/user-config-form.tsx';

/**
 * The profile of one user (docs/spec/back-office.md: Profile): Display Information, Personal Information, the
 * sign-in email, the admin's User Config and Deactivate Account, and the way to Change Password.
 */
function ProfileScreen({ userId }: { userId: number }) {
  const { user: me, isAdmin } = useSession();
  const profile = useUserProfile(userId);
  const isSelf = me?.id === userId;

  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        {isSelf ? 'My Profile' : 'Edit User'}
      </Title>
      {profile.isPending && <Loader aria-label="Loading the profile" />}
      {profile.isError && (
        <Alert color="red" title="Error">
          {errorMessage(profile.error)}
        </Alert>
      )}
      {profile.data && (
        <>
          <DisplayInformation user={profile.data} />
          <PersonalInformationForm key={profile.data.person?.id ?? 0} user={profile.data} />
          <SignInEmailForm key={profile.data.email} user={profile.data} isSelf={isSelf} />
          {isAdmin && (
            <UserConfigForm
              key={`${profile.data.active}-${profile.data.isEmailVerified}-${profile.data.role}`}
              user={profile.data}
            />
          )}
          <ProfileSection title="Password">
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                {isSelf ? 'Change the password you sign in with.' : 'Set a new password for this user.'}
              </Text>
              <Button component={Link} to={isSelf ? paths.myProfileChangePassword : paths.userPassword(userId)} variant="light">
                Change Password
              </Button>
            </Group>
          </ProfileSection>
          {isAdmin && !isSelf && profile.data.active && (
            <Group justify="flex-end">
              <DeactivateAccount user={profile.data} />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

/** /my-profile: the signed-in user's own profile. */
export function MyProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  return <ProfileScreen userId={user.id} />;
}

/** /user/{id} (admin): any user's profile. */
export function UserProfilePage() {
  const { id = '' } = useParams();
  const userId = Number(id);
  if (!/^\d+$/.test(id) || userId <= 0) return <Navigate to={paths.notFound} replace />;
  return <ProfileScreen key={userId} userId={userId} />;
}
