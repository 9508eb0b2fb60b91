import { useState } from 'react';
import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  REACTIVATION_MIN_DONATION_GOAL, REACTIVATION_MIN_MEMBER_GOAL, TOASTS, teamChangesSchema, type TeamChanges, type TeamDetail,
} from '@walkfund/domain';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { formatDollars, formatPercent } from '../../../lib/format.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useUpdateTeam } from '../api/update-team.ts';
import { teamChangeErrors } from '../lib/changes.ts';

interface Draft {
  teamDonationGoal: number | string;
  teamMemberGoal: number | string;
  teamMessage: string;
}

/** What differs from the saved team: only these fields are sent. */
function changedFields(team: TeamDetail, draft: Draft): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (draft.teamDonationGoal === '' || Number(draft.teamDonationGoal) !== team.teamDonationGoal) changes.teamDonationGoal = draft.teamDonationGoal;
  if (draft.teamMemberGoal === '' || Number(draft.teamMemberGoal) !== team.teamMemberGoal) changes.teamMemberGoal = draft.teamMemberGoal;
  if (draft.teamMessage !== team.teamMessage) changes.teamMessage = draft.teamMessage;
  return changes;
}

function TeamInfoForm({ team }: { team: TeamDetail }) {
  const update = useUpdateTeam(team.id);
  const [draft, setDraft] = useState<Draft>({
    teamDonationGoal: team.teamDonationGoal,
    teamMemberGoal: team.teamMemberGoal,
    teamMessage: team.teamMessage,
  });
  const changes = changedFields(team, draft);
  const errors = teamChangeErrors(changes);
  const hasChanges = Object.keys(changes).length > 0;
  const hasErrors = Object.keys(errors).length > 0;

  const save = async () => {
    const parsed = teamChangesSchema.safeParse(changes);
    if (!parsed.success) return;
    try {
      await update.mutateAsync(parsed.data as TeamChanges);
      notifyToast(TOASTS.teamUpdated);
    } catch {
      notifyToast(TOASTS.teamUpdateFailed);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="lg">
        <Card withBorder padding="md" component="section" aria-labelledby="team-goals-title">
          <Stack gap="sm">
            <Title order={3} size="h4" id="team-goals-title">
              Goals
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NumberInput
                label="Donation Goal"
                description={`Raised ${formatDollars(team.totalRaised)} (${formatPercent(team.fundraisingGoalPercentage)})`}
                prefix="$"
                thousandSeparator=","
                decimalScale={2}
                min={REACTIVATION_MIN_DONATION_GOAL}
                // Show the goal's message rather than silently raising the value on blur.
                clampBehavior="none"
                value={draft.teamDonationGoal}
                onChange={(value) => setDraft((d) => ({ ...d, teamDonationGoal: value }))}
                error={errors.teamDonationGoal}
              />
              <NumberInput
                label="Member Goal"
                description={`${team.participants} ${team.participants === 1 ? 'member' : 'members'} (${formatPercent(team.memberGoalPercentage)})`}
                allowDecimal={false}
                allowNegative={false}
                min={REACTIVATION_MIN_MEMBER_GOAL}
                clampBehavior="none"
                value={draft.teamMemberGoal}
                onChange={(value) => setDraft((d) => ({ ...d, teamMemberGoal: value }))}
                error={errors.teamMemberGoal}
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder padding="md" component="section">
          <RichTextEditor
            label="Team Message"
            description="Shown on your public team page."
            value={draft.teamMessage}
            onChange={(teamMessage) => setDraft((d) => ({ ...d, teamMessage }))}
            error={errors.teamMessage}
          />
        </Card>
        <Group justify="flex-end" gap="sm">
          {!hasChanges && (
            <Text size="sm" c="dimmed">
              No changes to save.
            </Text>
          )}
          <Button type="submit" loading={update.isPending} disabled={!hasChanges || hasErrors}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Team Info (docs/spec/back-office.md §2): the goals and the team message; Save sends only what changed. */
export function TeamInfoTab({ team }: { team: TeamDetail }) {
  // A saved or reloaded team starts the form again from its values.
  const key = `${team.id}:${team.teamDonationGoal}:${team.teamMemberGoal}:${team.teamMessage}`;
  return <TeamInfoForm key={key} team={team} />;
}
