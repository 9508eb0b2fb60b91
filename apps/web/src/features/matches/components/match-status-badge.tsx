import { Badge } from '@mantine/core';
import type { MatchStatus } from '@walkfund/domain';

const LABELS: Record<MatchStatus, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  running: { label: 'Running', color: 'green' },
  'used-up': { label: 'Cap used', color: 'orange' },
  ended: { label: 'Ended', color: 'gray' },
};

export function matchStatusLabel(status: MatchStatus): string {
  return LABELS[status].label;
}

export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  return (
    <Badge variant="light" color={LABELS[status].color}>
      {LABELS[status].label}
    </Badge>
  );
}
