import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES, TOASTS } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useEventHeading } from '../../settings/index.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FORGOT_PASSWORD_STATE, ResetPasswordForm } from '../components/reset-password-form.tsx';
import { useResetLinkCheck } from '../api/reset-password.ts';

/** The link is checked when the page opens; a used or expired one offers a new link instead of the form. */
function ResetPasswordBody({ token, onDone }: { token: string; onDone: () => void }) {
  const check = useResetLinkCheck(token);
  if (check.isPending) return <Loader aria-label="Checking the link" mx="auto" />;
  // Without an answer (no signal), the form is shown: setting the password says whether the link works.
  if (check.data?.usable === false) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" title={AUTH_MESSAGES.resetLinkExpired}>
          <Text size="sm">Reset links work once and expire after a while. Ask for a new one and use the newest email.</Text>
        </Alert>
        <Anchor component={Link} to={paths.login} state={FORGOT_PASSWORD_STATE}>
          Request a new reset link
        </Anchor>
      </Stack>
    );
  }
  return <ResetPasswordForm token={token} onDone={onDone} />;
}

/** /frontend/reset-password?token=...: without a token the user goes to /login. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const heading = useEventHeading();
  const token = params.get('token');
  if (!token) return <Navigate to={paths.login} replace />;

  const onDone = () => {
    notifyToast(TOASTS.passwordChanged);
    navigate(paths.login, { replace: true });
  };

  return (
    <AuthCard heading={heading} subtitle="Reset Password">
      <ResetPasswordBody token={token} onDone={onDone} />
    </AuthCard>
  );
}
