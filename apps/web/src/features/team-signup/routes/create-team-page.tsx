import { useState } from 'react';
import { useForm } from '@mantine/form';
import { TOASTS } from '@walkfund/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useEventSettings } from '../../settings/index.ts';
import { checkUserExists } from '../api/check-user-exists.ts';
import { useCreateTeam } from '../api/create-team.ts';
import { CaptainStep } from '../components/captain-step.tsx';
import { CaptainSummary } from '../components/captain-summary.tsx';
import { ExistingUserModal } from '../components/existing-user-modal.tsx';
import { TeamStep } from '../components/team-step.tsx';
import { PublicPage } from '../../../components/public/public-page.tsx';
import { useCurrentWaiver, PublicWaiverFields, emptyWaiver, waiverErrors } from '../../public-flow/index.ts';
import { bindForm } from '../../../components/forms/form-binding.ts';
import { EMPTY_CAPTAIN, EMPTY_TEAM, captainErrors, teamErrors, toTeamCreateInput, type CaptainDraft, type TeamDraft } from '../lib/captain.ts';

/**
 * /frontend/create-a-team: the captain step (Next checks that the email has no account), its
 * summary with Edit, then the team step and Create My Team!. On success the new captain is
 * signed in and goes to /, where the team's setup checklist waits.
 */
export function CreateTeamPage() {
  const navigate = useNavigate();
  const termsUrl = useEventSettings().data?.termsAndConditionsUrl ?? '';
  const captainForm = useForm<CaptainDraft>({ initialValues: { ...EMPTY_CAPTAIN, waiver: emptyWaiver() }, validate: captainErrors, validateInputOnBlur: true });
  const teamForm = useForm<TeamDraft>({ initialValues: EMPTY_TEAM, validate: teamErrors, validateInputOnBlur: true });
  // The captain walks too: the chosen city's walk waiver, signed on the team step (docs/features/event-day.md).
  const city = teamForm.getValues().eventCity;
  const waiver = useCurrentWaiver(city || null, 'walk');
  const [captainCompleted, setCaptainCompleted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [existingTeam, setExistingTeam] = useState<{ name: string | null } | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateTeam();

  const next = async () => {
    // Nothing is sent yet: the fields say what is missing ("We failed to create your team!" waits for a failed create).
    if (captainForm.validate().hasErrors) {
      focusFirstInvalid();
      return;
    }
    setChecking(true);
    try {
      const answer = await checkUserExists(captainForm.getValues().email.trim());
      if (answer.exists) setExistingTeam({ name: answer.team?.name ?? null });
      else setCaptainCompleted(true);
    } catch (error) {
      notifyToast(['Error', errorMessage(error)], 'error');
    } finally {
      setChecking(false);
    }
  };

  const startNewTeam = () => {
    setExistingTeam(null);
    captainForm.setFieldValue('email', '');
    captainForm.setFieldError('email', 'Use a different email address for the new team.');
  };

  const createTeam = () => {
    const captain = captainForm.getValues();
    const waiverMissing = waiverErrors(captain.waiver, waiver, { name: `${captain.firstName} ${captain.lastName}` });
    captainForm.setErrors({ ...captainForm.errors, ...waiverMissing });
    if (teamForm.validate().hasErrors || !termsAccepted || Object.keys(waiverMissing).length > 0) {
      // An invalid create-team form shows the failure toast; the fields say why (docs/spec/public-flows.md, Validation rules).
      notifyToast(TOASTS.createTeamFailed, 'error');
      setTermsMissing(!termsAccepted);
      focusFirstInvalid();
      return;
    }
    setServerError(null);
    create.mutate(toTeamCreateInput(captainForm.getValues(), teamForm.getValues()), {
      onSuccess: ({ auth }) => {
        // Signed in, the captain lands on the dashboard's setup checklist; the spec's "check your e-mail" is for the case they are not.
        notifyToast(auth ? [TOASTS.createTeamSuccess[0], 'Your team is ready. Set it up with the checklist below.'] : TOASTS.createTeamSuccess, 'success');
        navigate(auth ? paths.home : paths.login);
      },
      onError: (error) => {
        notifyToast(TOASTS.createTeamFailed, 'error');
        setServerError(error instanceof ApiError && error.body ? error.body.message : errorMessage(error));
      },
    });
  };

  return (
    <PublicPage title="Create a Team" description="Lead a team for the walk: tell us about you, then about your team.">
      {captainCompleted ? (
        <>
          <CaptainSummary captain={captainForm.getValues()} onEdit={() => setCaptainCompleted(false)} />
          <TeamStep
            form={teamForm}
            termsUrl={termsUrl}
            termsAccepted={termsAccepted}
            onTermsChange={(accepted) => {
              setTermsAccepted(accepted);
              if (accepted) setTermsMissing(false);
            }}
            termsMissing={termsMissing}
            processing={create.isPending}
            serverError={serverError}
            onCreate={createTeam}
            waiver={<PublicWaiverFields binding={bindForm(captainForm)} city={city || null} kind="walk" />}
          />
        </>
      ) : (
        <CaptainStep form={captainForm} checking={checking} onNext={next} />
      )}
      <ExistingUserModal
        opened={existingTeam !== null}
        teamName={existingTeam?.name ?? null}
        onNewTeam={startNewTeam}
        onClose={() => setExistingTeam(null)}
      />
    </PublicPage>
  );
}
