import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { matchRatioLabel } from '@walkfund/domain';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatDollars } from '../../../lib/format.ts';
import { useMatches } from '../api/get-matches.ts';

/** The admin home's "Matches running" (docs/features/sponsor-matches.md): each running match and how much of its cap is used. */
export function RunningMatchesCard() {
  const matches = useMatches();
  const running = (matches.data ?? []).filter((m) => m.status === 'running');
  if (!matches.data) return null;
  return (
    <SectionCard title="Matches running" idPrefix="admin-home">
      {running.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sponsor match is running.{' '}
          <Anchor component={Link} to={paths.matchesNew}>
            Create one
          </Anchor>
        </Text>
      ) : (
        running.map((m) => (
          <Stack key={m.id} gap={4}>
            <Group justify="space-between">
              <Anchor component={Link} to={paths.match(m.id)}>
                {m.sponsorName} ({matchRatioLabel(m.ratio)})
              </Anchor>
              <Text size="sm">
                {formatDollars(m.matched)} of {formatDollars(m.cap)} · until {formatDate(m.endsAt)}
              </Text>
            </Group>
            <Progress value={m.cap > 0 ? (m.matched / m.cap) * 100 : 0} aria-label={`${m.sponsorName}: share of the cap used`} />
          </Stack>
        ))
      )}
    </SectionCard>
  );
}
