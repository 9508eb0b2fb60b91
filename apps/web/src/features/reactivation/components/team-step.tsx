import { Alert, Button, Checkbox, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_AMOUNT_DOLLARS, MAX_COUNT, REACTIVATION_MIN_DONATION_GOAL, REACTIVATION_MIN_MEMBER_GOAL, type TeamMember } from '@walkfund/domain';
import { CITY_OPTIONS } from '../../../components/forms/select-options.ts';
import { memberLabel, type TeamGoalsDraft } from '../lib/reactivation-body.ts';

interface TeamStepProps {
  form: UseFormReturnType<TeamGoalsDraft>;
  members: readonly TeamMember[];
  /** The captain's person id: always kept, so their box is ticked and locked. */
  captainPersonId: number | null;
  kept: ReadonlySet<number>;
  onToggle(personId: number, keep: boolean): void;
  closingYear: number;
  reactivating: boolean;
  serverError: string | null;
  onBack(): void;
  onReactivate(): void;
}

/** Step 2: team name, city, new goals and the members to keep; Back and Reactivate. */
export function TeamStep(props: TeamStepProps) {
  const { form, members, captainPersonId, kept, onToggle, closingYear, reactivating, serverError, onBack, onReactivate } = props;
  return (
    <form
      noValidate
      aria-label="Team information"
      onSubmit={(event) => {
        event.preventDefault();
        onReactivate();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Team name" withAsterisk {...form.getInputProps('name')} />
          <NativeSelect label="Event city" withAsterisk data={CITY_OPTIONS} {...form.getInputProps('eventCity')} />
          <NumberInput
            label="Donation goal"
            withAsterisk
            prefix="$"
            thousandSeparator=","
            decimalScale={2}
            min={REACTIVATION_MIN_DONATION_GOAL}
            max={MAX_AMOUNT_DOLLARS}
            hideControls
            // Out-of-range values stay as typed, so the spec's messages explain them.
            clampBehavior="none"
            inputMode="decimal"
            {...form.getInputProps('teamDonationGoal')}
          />
          <NumberInput
            label="Team member goal"
            withAsterisk
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            min={REACTIVATION_MIN_MEMBER_GOAL}
            max={MAX_COUNT}
            inputMode="numeric"
            {...form.getInputProps('teamMemberGoal')}
          />
        </SimpleGrid>

        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Text component="legend" fw={600} mb={4}>
            Team members
          </Text>
          <Text size="sm" c="dimmed">
            Choose which members to keep on the team. Members you untick are not on the team this year; {closingYear} stays in the
            team&apos;s history.
          </Text>
          {members.length === 0 ? (
            <Text size="sm">The team had no members in {closingYear}.</Text>
          ) : (
            members.map((m) => {
              const isCaptain = m.personId === captainPersonId;
              return (
                <Checkbox
                  key={m.personId}
                  label={isCaptain ? `${memberLabel(m)} (Captain)` : memberLabel(m)}
                  description={m.email}
                  checked={isCaptain || kept.has(m.personId)}
                  disabled={isCaptain}
                  onChange={(event) => onToggle(m.personId, event.currentTarget.checked)}
                />
              );
            })
          )}
        </Stack>

        {serverError && (
          <Alert color="red" title="Error">
            {serverError}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={reactivating}>
            Back
          </Button>
          <Button type="submit" loading={reactivating}>
            Reactivate
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
