import { Group, Text } from '@mantine/core';
import { GridTotal } from '../../../components/data-grid/grid-toolbar.tsx';

/** Above a tab's list: what it lists ("Donations for 2025") and "Total: n". */
export function TabListHeader({ caption, total }: { caption: string; total: number }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {caption}
      </Text>
      <GridTotal total={total} />
    </Group>
  );
}
