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
    // A badge clips its label to the column's width: in a table of many columns that left "R…".
    <Badge variant="light" color={LABELS[status].color} style={{ minWidth: 'max-content' }}>
      {LABELS[status].label}
    </Badge>
  );
}
