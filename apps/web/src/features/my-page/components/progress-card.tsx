import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatDollars, progressPercent, type MyPage } from '@walkfund/domain';
import { SectionCard } from '../../../components/section-card.tsx';

/** Raised against the goal: the page's thermometer, in dollars as the API gives them. */
export function ProgressCard({ page }: { page: Pick<MyPage, 'raised' | 'goal'> }) {
  const percent = progressPercent(page.raised, page.goal);
  const summary = `${formatDollars(page.raised)} raised of your ${formatDollars(page.goal)} goal`;
  return (
    <SectionCard title="Your progress" idPrefix="my-page">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Text fz={28} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatDollars(page.raised)}
        </Text>
        <Text c="dimmed">of {formatDollars(page.goal)} goal</Text>
      </Group>
      <Stack gap={4}>
        <Progress value={percent} size="xl" radius="xl" aria-label={summary} />
        <Text size="sm" c="dimmed">
          {Math.floor(percent)}% of your goal
        </Text>
      </Stack>
    </SectionCard>
  );
}
