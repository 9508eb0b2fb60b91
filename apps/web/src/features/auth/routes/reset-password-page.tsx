import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { TOASTS } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useEventHeading } from '../../settings/index.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

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
      <ResetPasswordForm token={token} onDone={onDone} />
    </AuthCard>
  );
}
