import { Button, Tooltip } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useNudgeMember } from '../api/nudge-member.ts';
import { useTeamNudges } from '../api/team-nudges.ts';

/**
 * "Nudge" beside a member (docs/features/coaching.md): a short email in the captain's name. Once
 * per member and week: the button says so when this week's nudge went.
 */
export function NudgeButton({ teamId, personId, name }: { teamId: number; personId: number; name: string }) {
  const nudges = useTeamNudges(teamId);
  const nudge = useNudgeMember(teamId);
  const done = nudges.data?.nudges.some((n) => n.personId === personId) ?? false;
  const button = (
    <Button
      size="xs"
      variant="light"
      disabled={done}
      loading={nudge.isPending}
      aria-label={done ? `${name} was nudged this week` : `Nudge ${name}`}
      onClick={() =>
        nudge.mutate(personId, {
          onSuccess: (result) => notifySuccess('Nudge sent', result.message),
          onError: (error) => notifyError('Not sent', errorMessage(error)),
        })
      }
    >
      {done ? 'Nudged' : 'Nudge'}
    </Button>
  );
  return done ? <Tooltip label="One nudge a week is plenty.">{button}</Tooltip> : button;
}
