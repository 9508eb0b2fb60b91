import { useState } from 'react';
import { Alert, Loader, Stack, Stepper, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { Navigate, useNavigate, useParams } from 'react-router';
import { TEAM_MESSAGES, TOASTS, type TeamDetail } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { personalDraftOf, type PersonalDraft } from '../../../lib/persons/personal-draft.ts';
import { useTeam } from '../../../lib/teams/team-detail.ts';
import { useUserProfile, type UserProfile } from '../../../lib/users/user-profile.ts';
import { useSession } from '../../session/index.ts';
import { useEventSettings, type EventSettingsView } from '../../settings/index.ts';
import { useReactivateTeam } from '../api/reactivate-team.ts';
import { PersonalStep } from '../components/personal-step.tsx';
import { TeamStep } from '../components/team-step.tsx';
import { WelcomeStep } from '../components/welcome-step.tsx';
import { buildReactivationBody, captainStepErrors, teamGoalsDraftOf, teamStepErrors, type TeamGoalsDraft } from '../lib/reactivation-body.ts';

/** Below Mantine's xs breakpoint (36em, 576 px): phones. */
const NARROW_SCREEN = '(max-width: 35.99em)';

const NOT_THE_CAPTAIN = 'That user is not the captain of this team.';

interface WizardProps {
  team: TeamDetail;
  captain: UserProfile;
  settings: EventSettingsView;
  /** Where a successful reactivation goes: /team/{id} for an admin, /my-team for the captain. */
  doneTo: string;
}

/** Welcome Back: step 0 begin, step 1 personal information, step 2 team information. */
function ReactivationWizard({ team, captain, settings, doneTo }: WizardProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [kept, setKept] = useState<Set<number>>(() => new Set(team.members.map((m) => m.personId)));
  const [serverError, setServerError] = useState<string | null>(null);
  const reactivate = useReactivateTeam(team.id);
  const personalForm = useForm<PersonalDraft>({ initialValues: personalDraftOf(captain.person), validate: captainStepErrors, validateInputOnBlur: true });
  const teamForm = useForm<TeamGoalsDraft>({ initialValues: teamGoalsDraftOf(team), validate: teamStepErrors, validateInputOnBlur: true });

  const next = () => {
    if (!personalForm.validate().hasErrors) setStep(2);
  };

  const submit = () => {
    if (teamForm.validate().hasErrors) return;
    setServerError(null);
    const body = buildReactivationBody(personalForm.getValues(), teamForm.getValues(), team.members, [...kept]);
    reactivate.mutate(body, {
      onSuccess: () => {
        notifyToast(TOASTS.teamUpdated, 'success');
        navigate(doneTo, { replace: true });
      },
      onError: (error) => {
        const message = errorMessage(error);
        setServerError(message);
        notifyToast(['Error', message], 'error');
      },
    });
  };

  const narrow = useMediaQuery(NARROW_SCREEN, false, { getInitialValueInEffect: false });

  const toggle = (personId: number, keep: boolean) =>
    setKept((current) => {
      const nextSet = new Set(current);
      if (keep) nextSet.add(personId);
      else nextSet.delete(personId);
      return nextSet;
    });

  return (
    <Stepper
      active={step}
      size="sm"
      // On a phone the three steps do not fit in a row and wrapped with dangling separators (finding 13 of docs/features/walkthrough-findings.md): a column.
      orientation={narrow ? 'vertical' : 'horizontal'}
      allowNextStepsSelect={false}
      onStepClick={setStep}
    >
      <Stepper.Step label="Welcome">
        <WelcomeStep teamName={team.name} closingYear={team.year} appYear={settings.appYear} appTitle={settings.appTitle} onBegin={() => setStep(1)} />
      </Stepper.Step>
      <Stepper.Step label="Personal Info">
        <PersonalStep form={personalForm} email={captain.person?.email ?? captain.email} onBack={() => setStep(0)} onNext={next} />
      </Stepper.Step>
      <Stepper.Step label="Team Info">
        <TeamStep
          form={teamForm}
          members={team.members}
          captainPersonId={captain.person?.id ?? null}
          kept={kept}
          onToggle={toggle}
          closingYear={team.year}
          reactivating={reactivate.isPending}
          serverError={serverError}
          onBack={() => setStep(1)}
          onReactivate={submit}
        />
      </Stepper.Step>
    </Stepper>
  );
}

/**
 * Loads the team, its captain (user with person) and the event settings. A team already active
 * for the current event year has nothing to reactivate: to / (docs/spec/public-flows.md, Team reactivation wizard).
 */
function ReactivationScreen({ teamId, captainUserId, doneTo }: { teamId: number; captainUserId: number; doneTo: string }) {
  const team = useTeam(teamId);
  const captain = useUserProfile(captainUserId);
  const settings = useEventSettings();
  // Decided on arrival only: the reactivation itself makes the team active.
  const [settled, setSettled] = useState<'wizard' | 'active' | null>(null);

  const error = team.error ?? captain.error ?? settings.error;
  const ready = team.data && captain.data && settings.data;
  if (ready && settled === null) {
    setSettled(team.data.active && team.data.year === settings.data.appYear ? 'active' : 'wizard');
  }
  if (settled === 'active') return <Navigate to={paths.home} replace />;
  // The server writes the personal information to the team's captain: the wizard edits that person.
  const captainProblem =
    team.data?.captain === null ? TEAM_MESSAGES.noCaptain : team.data && team.data.captain !== captainUserId ? NOT_THE_CAPTAIN : null;

  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        Welcome Back
      </Title>
      {error && (
        <Alert color="red" title="Error">
          {errorMessage(error)}
        </Alert>
      )}
      {!error && !ready && <Loader aria-label="Loading your team" />}
      {ready && captainProblem && (
        <Alert color="red" title="Error">
          {captainProblem}
        </Alert>
      )}
      {ready && settled === 'wizard' && !captainProblem && (
        <ReactivationWizard team={team.data} captain={captain.data} settings={settings.data} doneTo={doneTo} />
      )}
    </Stack>
  );
}

/** /team-reactivate: the signed-in captain's team (where a captain of an inactive team lands after sign-in). */
export function TeamReactivatePage() {
  const { user, isAdmin } = useSession();
  if (!user) return null;
  if (!user.team) return <Navigate to={paths.home} replace />;
  return <ReactivationScreen teamId={user.team.id} captainUserId={user.id} doneTo={isAdmin ? paths.team(user.team.id) : paths.myTeam} />;
}

/** /backend-team-reactivate/{teamId}/{captainId} (admin, docs/decisions/0105-admin-only-reactivation.md): any team, keeping the members the admin chooses. */
export function BackendTeamReactivatePage() {
  const { teamId = '', captainId = '' } = useParams();
  const isId = (v: string) => /^\d+$/.test(v) && Number(v) > 0;
  if (!isId(teamId) || !isId(captainId)) return <Navigate to={paths.notFound} replace />;
  const id = Number(teamId);
  return <ReactivationScreen key={`${teamId}/${captainId}`} teamId={id} captainUserId={Number(captainId)} doneTo={paths.team(id)} />;
}
