import { Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useUserProfile } from '../../../lib/users/user-profile.ts';
import { useSession } from '../../session/index.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

function PasswordScreen({ userId, isSelf, backTo }: { userId: number; isSelf: boolean; backTo: string }) {
  const navigate = useNavigate();
  // Only an admin setting someone else's password needs to see whose it is.
  const target = useUserProfile(isSelf ? 0 : userId);
  return (
    <Stack gap="md" maw={520}>
      <Anchor component={Link} to={backTo} size="sm">
        {isSelf ? 'Back to My Profile' : 'Back to the user'}
      </Anchor>
      <Title order={1} size="h2">
        Change Password
      </Title>
      {!isSelf && (target.isPending ? <Loader size="sm" aria-label="Loading the user" /> : target.data && <Text c="dimmed">For {target.data.email}</Text>)}
      <Card withBorder radius="md" padding="md">
        <ChangePasswordForm userId={userId} requireCurrent={isSelf} onDone={() => navigate(backTo)} />
      </Card>
    </Stack>
  );
}

/** /my-profile/change-password and /change-password: the signed-in user's own password. */
export function ChangePasswordPage() {
  const { user } = useSession();
  if (!user) return null;
  return <PasswordScreen userId={user.id} isSelf backTo={paths.myProfile} />;
}

/** /user/{id}/user-password (admin): another user's password, without their current one. */
export function UserPasswordPage() {
  const { user } = useSession();
  const { id = '' } = useParams();
  const userId = Number(id);
  if (!user) return null;
  if (!/^\d+$/.test(id) || userId <= 0) return <Navigate to={paths.notFound} replace />;
  const isSelf = userId === user.id;
  return <PasswordScreen key={userId} userId={userId} isSelf={isSelf} backTo={isSelf ? paths.myProfile : paths.user(userId)} />;
}
