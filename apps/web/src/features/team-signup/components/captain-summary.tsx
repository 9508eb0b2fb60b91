import { Button, Group, Text } from '@mantine/core';
import { formatAddress } from '../../public-flow/index.ts';
import { fullName } from '../../../lib/persons/full-name.ts';
import type { CaptainDraft } from '../lib/captain.ts';
import { SummaryCard } from '../../../components/public/summary-card.tsx';

/** The completed captain step, with Edit back to it. */
export function CaptainSummary({ captain, onEdit }: { captain: CaptainDraft; onEdit(): void }) {
  return (
    <SummaryCard title="Team Captain">
      <Text fw={500}>{fullName(captain)}</Text>
      <Text size="sm">{captain.email}</Text>
      <Text size="sm">{captain.phone}</Text>
      <Text size="sm">{formatAddress(captain.address)}</Text>
      <Group>
        <Button variant="default" size="xs" onClick={onEdit}>
          Edit
        </Button>
      </Group>
    </SummaryCard>
  );
}
