import { Stack, Switch, Text } from '@mantine/core';
import { SWITCH_BADGE_NAMES, TOASTS, type TeamDetail } from '@walkfund/domain';
import { notifyToast } from '../../../lib/notify.ts';
import { useUpdateTeam } from '../api/update-team.ts';

/** The three badge switches and the team field each one sets. */
export const BADGE_SWITCHES = [
  { field: 'hasFacebookFundraiser', label: SWITCH_BADGE_NAMES.facebookFundraiser },
  { field: 'hasCommunityEvent', label: SWITCH_BADGE_NAMES.teamEvent },
  { field: 'hasEmployeeMatch', label: SWITCH_BADGE_NAMES.employerMatch },
] as const;

/**
 * Facebook fundraiser, team event and employer match (docs/spec/back-office.md §2): an admin toggles them
 * (PATCH /v1/teams/{id}); everyone else sees them disabled.
 */
export function BadgeSwitches({ team, isAdmin }: { team: TeamDetail; isAdmin: boolean }) {
  const update = useUpdateTeam(team.id);
  const toggle = async (field: (typeof BADGE_SWITCHES)[number]['field'], value: boolean) => {
    try {
      await update.mutateAsync({ [field]: value });
      notifyToast(TOASTS.teamUpdated);
    } catch {
      notifyToast(TOASTS.teamUpdateFailed);
    }
  };
  return (
    <Stack gap="xs" role="group" aria-label="Badge switches">
      {BADGE_SWITCHES.map(({ field, label }) => (
        <Switch
          key={field}
          label={label}
          checked={team[field]}
          disabled={!isAdmin || update.isPending}
          onChange={(event) => void toggle(field, event.currentTarget.checked)}
        />
      ))}
      {!isAdmin && (
        <Text size="xs" c="dimmed">
          An event admin turns these on when your team earns them.
        </Text>
      )}
    </Stack>
  );
}
