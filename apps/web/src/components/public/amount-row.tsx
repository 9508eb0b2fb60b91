import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { formatCents } from '@walkfund/domain';

/** One labelled amount of a cart or receipt. */
export function AmountRow({ label, cents, strong = false }: { label: ReactNode; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={strong ? 700 : 400} size={strong ? 'lg' : 'sm'}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} size={strong ? 'lg' : 'sm'} style={{ whiteSpace: 'nowrap' }}>
        {formatCents(cents)}
      </Text>
    </Group>
  );
}
