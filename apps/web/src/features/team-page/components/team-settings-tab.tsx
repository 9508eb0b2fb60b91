import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Switch, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { TOASTS, type TeamDetail, type UserView } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useChangeCaptain } from '../api/change-captain.ts';
import { useCaptainCandidates } from '../api/get-captain-candidates.ts';
import { useResetTeam } from '../api/reset-team.ts';
import { useUpdateMembersEventYear } from '../api/update-members-event-year.ts';
import { useUpdateTeam } from '../api/update-team.ts';
import { BadgeSwitches } from './badge-switches.tsx';

/** "First Last (email) · Team" for the captain select. */
function userLabel(user: UserView): string {
  const person = typeof user.person === 'object' && user.person ? user.person : null;
  const team = typeof user.team === 'object' && user.team ? user.team : null;
  const name = person ? `${person.firstName} ${person.lastName} (${user.email})` : user.email;
  return team ? `${name} · ${team.name}` : name;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <SectionCard title={title} idPrefix="team-settings" order={3}>
      {children}
    </SectionCard>
  );
}

/** A button with its helper text right under it, the text describing the button (aria-describedby). */
function ActionWithHelp({ help, children }: { help: ReactNode; children: (helpId: string) => ReactNode }) {
  const helpId = useId();
  return (
    <Stack gap={4} align="flex-start">
      {children(helpId)}
      <Text id={helpId} size="sm" c="dimmed">
        {help}
      </Text>
    </Stack>
  );
}

function ActiveSwitch({ team }: { team: TeamDetail }) {
  const update = useUpdateTeam(team.id);
  const toggle = async (active: boolean) => {
    try {
      await update.mutateAsync({ active });
      notifyToast(TOASTS.teamUpdated);
    } catch {
      notifyToast(TOASTS.teamUpdateFailed);
    }
  };
  return (
    <Switch
      label="Team is active"
      description={`Event year ${team.year}`}
      checked={team.active}
      disabled={update.isPending}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}

function ChangeCaptain({ team }: { team: TeamDetail }) {
  const users = useCaptainCandidates();
  const change = useChangeCaptain(team.id);
  const [selected, setSelected] = useState<string | null>(team.captain ? String(team.captain) : null);
  const data = (users.data?.results ?? []).map((user) => ({ value: String(user.id), label: userLabel(user) }));
  const unchanged = selected === null || Number(selected) === team.captain;

  const submit = async () => {
    if (selected === null) return;
    try {
      await change.mutateAsync(Number(selected));
      notifyToast(TOASTS.captainChanged);
    } catch {
      notifyToast(TOASTS.captainChangeFailed);
    }
  };

  return (
    <Stack gap="sm">
      <Select
        label="Team captain"
        placeholder={users.isPending ? 'Loading users…' : 'Choose a user'}
        data={data}
        value={selected}
        onChange={setSelected}
        searchable
        nothingFoundMessage="No user found"
        disabled={users.isPending}
        error={users.isError ? errorMessage(users.error) : undefined}
        comboboxProps={{ withinPortal: true }}
        maw={480}
      />
      {change.isError && (
        <Alert color="red" title="Error">
          {errorMessage(change.error)}
        </Alert>
      )}
      <Button onClick={() => void submit()} loading={change.isPending} disabled={unchanged} style={{ alignSelf: 'flex-start' }}>
        Change Captain
      </Button>
    </Stack>
  );
}

function ResetTeam({ team }: { team: TeamDetail }) {
  const reset = useResetTeam(team.id);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    try {
      await reset.mutateAsync();
      notifyToast(TOASTS.teamReset);
      setConfirming(false);
      void navigate(paths.teams);
    } catch {
      notifyToast(TOASTS.teamResetFailed);
      setConfirming(false);
    }
  };
  return (
    <>
      <ActionWithHelp help="Closes the team's year: its results go to the team history, the team becomes inactive and its progress starts again from zero.">
        {(helpId) => (
          <Button color="red" variant="light" onClick={() => setConfirming(true)} aria-describedby={helpId}>
            Reset Team
          </Button>
        )}
      </ActionWithHelp>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Reset Team" centered>
        <Stack gap="md">
          <Text>Reset {team.name}? Its year is kept in the team history, and the team becomes inactive until it is reactivated.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={reset.isPending} onClick={() => void confirm()}>
              Reset Team
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function UpdateMembersEventYear({ team, eventYear }: { team: TeamDetail; eventYear: number }) {
  const update = useUpdateMembersEventYear(team.id);
  const submit = async () => {
    try {
      await update.mutateAsync();
      notifyToast(TOASTS.teamUpdated);
    } catch {
      notifyToast(TOASTS.teamUpdateFailed);
    }
  };
  return (
    <ActionWithHelp help={`Sets the event year of the team's members to ${eventYear}.`}>
      {(helpId) => (
        <Button variant="light" onClick={() => void submit()} loading={update.isPending} aria-describedby={helpId}>
          Update Members&apos; Event Year
        </Button>
      )}
    </ActionWithHelp>
  );
}

/**
 * Settings (admin, docs/spec/back-office.md §2): active, change captain, reset, launch reactivation, update the
 * members' event year and the three badge switches.
 */
export function TeamSettingsTab({ team, eventYear }: { team: TeamDetail; eventYear: number }) {
  return (
    <Stack gap="md">
      <Section title="Status">
        <ActiveSwitch team={team} />
      </Section>
      <Section title="Captain">
        <ChangeCaptain team={team} />
      </Section>
      <Section title="Badges">
        <BadgeSwitches team={team} isAdmin />
      </Section>
      <Section title="Team Year">
        {team.captain ? (
          <Button component={Link} to={paths.backendTeamReactivate(team.id, team.captain)} variant="light" style={{ alignSelf: 'flex-start' }}>
            Launch Reactivation
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            Assign a captain before launching the reactivation.
          </Text>
        )}
        <UpdateMembersEventYear team={team} eventYear={eventYear} />
        <ResetTeam team={team} />
      </Section>
    </Stack>
  );
}
