import { useState } from 'react';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { TEAM_EMAIL_MESSAGES, TOASTS, type TeamEmailForm } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useSession } from '../../session/index.ts';
import { useEventSettings } from '../../settings/index.ts';
import { useTeam } from '../../../lib/teams/team-detail.ts';
import { useSendTeamEmail } from '../api/send-team-email.ts';
import { EmailChoice } from '../components/email-choice.tsx';
import { EmailForm } from '../components/email-form.tsx';
import { activeMemberEmails, teamMailtoHref } from '../../../lib/teams/team-mailto.ts';

/**
 * /email-team/{teamId} ("Send Your Team An Email" / "Email My Team"): the choice view, then the
 * person's own email client or the email form (POST /v1/teams/email-team/). A captain returns to
 * /my-team, an admin to the team's page.
 */
function TeamEmailScreen({ teamId }: { teamId: number }) {
  const navigate = useNavigate();
  const { isAdmin } = useSession();
  const team = useTeam(teamId);
  const appTitle = useEventSettings().data?.appTitle ?? '';
  const send = useSendTeamEmail();
  const [view, setView] = useState<'choice' | 'form'>('choice');
  const [serverError, setServerError] = useState<string | null>(null);
  const teamPage = isAdmin ? paths.team(teamId) : paths.myTeam;

  const onSend = (values: TeamEmailForm) => {
    setServerError(null);
    send.mutate(
      { teamId, ...values },
      {
        onSuccess: () => {
          notifyToast(TOASTS.emailSent, 'success');
          navigate(teamPage);
        },
        onError: (error) => {
          notifyToast(TOASTS.emailFailed, 'error');
          setServerError(error instanceof ApiError ? error.message : errorMessage(error));
        },
      },
    );
  };

  const recipients = team.data ? activeMemberEmails(team.data.members).length : 0;

  return (
    <Stack gap="md" maw={820}>
      <Anchor component={Link} to={teamPage} size="sm">
        Back to the team
      </Anchor>
      <div>
        <Text size="sm" c="dimmed" fw={500}>
          Email My Team
        </Text>
        <Title order={1} size="h2">
          Send Your Team An Email
        </Title>
        {team.data && <Text c="dimmed">{team.data.name}</Text>}
      </div>
      {team.isPending && <Loader aria-label="Loading the team" />}
      {team.isError && (
        <Alert color="red" title="Error">
          {errorMessage(team.error)}
        </Alert>
      )}
      {team.data && recipients === 0 && (
        <Alert color="yellow" variant="light">
          {TEAM_EMAIL_MESSAGES.noMembers}
        </Alert>
      )}
      {team.data &&
        (view === 'choice' ? (
          <EmailChoice
            mailtoHref={teamMailtoHref(team.data.members, appTitle, team.data.name)}
            recipients={recipients}
            disabled={recipients === 0}
            // The link itself opens the mail app; once the click is handled, return to the team.
            onUseClient={() => window.setTimeout(() => navigate(teamPage), 0)}
            onUseForm={() => setView('form')}
          />
        ) : (
          <EmailForm
            sending={send.isPending}
            serverError={serverError}
            onSend={onSend}
            onInvalid={() => notifyToast(TOASTS.emailFailed, 'error')}
            onCancel={() => {
              setServerError(null);
              setView('choice');
            }}
          />
        ))}
    </Stack>
  );
}

export function TeamEmailPage() {
  const { teamId = '' } = useParams();
  const id = Number(teamId);
  if (!/^\d+$/.test(teamId) || id <= 0) return <Navigate to={paths.notFound} replace />;
  return <TeamEmailScreen key={id} teamId={id} />;
}
