import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatCents, progressPercent, toCents } from '@walkfund/domain';

interface ThermometerProps {
  /** What the bar measures, for screen readers ("Event fundraising progress"). */
  label: string;
  /** Dollars raised. */
  raised: number;
  /** Dollars of the goal; 0 or less: no goal, so no bar. */
  goal: number;
  size?: 'md' | 'lg' | 'xl';
}

/**
 * Raised against a goal: the amounts as text and a progressbar whose value is the share of the
 * goal, capped at 100% (a team past its goal shows a full bar and the real amount).
 */
export function Thermometer({ label, raised, goal, size = 'xl' }: ThermometerProps) {
  const raisedCents = toCents(raised);
  const goalCents = toCents(goal);
  const percent = Math.floor(progressPercent(raisedCents, goalCents));
  const raisedText = `${formatCents(raisedCents)} raised`;
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Text fw={700} fz={{ base: 'lg', sm: 'xl' }}>
          {raisedText}
        </Text>
        {goalCents > 0 && <Text c="gray.7">of {formatCents(goalCents)} goal</Text>}
      </Group>
      {goalCents > 0 && (
        <>
          <Progress.Root
            size={size}
            radius="xl"
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${raisedText} of a ${formatCents(goalCents)} goal (${percent}%)`}
          >
            <Progress.Section value={percent} withAria={false} />
          </Progress.Root>
          <Text size="sm" c="gray.7">
            {percent}% of the goal
          </Text>
        </>
      )}
    </Stack>
  );
}
