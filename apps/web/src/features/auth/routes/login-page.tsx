import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { UI_MESSAGES, type AuthResponse } from '@walkfund/domain';
import { useEventHeading, useEventSettings } from '../../settings/index.ts';
import { afterLoginPath } from '../after-login-path.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { LoginForm } from '../components/login-form.tsx';

type Panel = { name: 'login'; notice: string | null } | { name: 'forgot'; email: string };

/** /login: the Sign In form and the Forgot Password panel, toggled. */
export function LoginPage() {
  const heading = useEventHeading();
  const settings = useEventSettings();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { from?: string; forgotPassword?: boolean } | null;
  // A failed reset link offers a new one: it opens on the Forgot Password panel.
  const [panel, setPanel] = useState<Panel>(state?.forgotPassword ? { name: 'forgot', email: '' } : { name: 'login', notice: null });
  const from = state?.from ?? null;

  const onSignedIn = ({ user }: AuthResponse) => navigate(afterLoginPath(user, from), { replace: true });

  return (
    <AuthCard heading={heading} subtitle={panel.name === 'login' ? 'Sign In' : 'Forgot Password'}>
      {panel.name === 'login' ? (
        <LoginForm
          notice={panel.notice}
          termsUrl={settings.data?.termsAndConditionsUrl ?? ''}
          onForgotPassword={(email) => setPanel({ name: 'forgot', email })}
          onSignedIn={onSignedIn}
        />
      ) : (
        <ForgotPasswordForm
          initialEmail={panel.email}
          onSent={() => setPanel({ name: 'login', notice: UI_MESSAGES.forgotSent })}
          onCancel={() => setPanel({ name: 'login', notice: null })}
        />
      )}
    </AuthCard>
  );
}
