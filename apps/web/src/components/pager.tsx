import { Button, Group, Text } from '@mantine/core';

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The buttons' texts when a grid names them otherwise (Kindful: "Prev Page" / "Next Page"). */
  labels?: PagerLabels;
}

export interface PagerLabels {
  prev: string;
  next: string;
}

/** Server-driven paging (docs/spec/back-office.md "Grids"): Prev when page > 1, Next when page < totalPages. */
export function Pager({ page, totalPages, onPage, labels = { prev: 'Prev', next: 'Next' } }: PagerProps) {
  const hasPrev = page > 1;
  const hasNext = totalPages > 1 && page < totalPages;
  if (!hasPrev && !hasNext) return null;
  return (
    <Group gap="xs" justify="flex-end">
      {hasPrev && (
        <Button variant="default" size="xs" onClick={() => onPage(page - 1)}>
          {labels.prev}
        </Button>
      )}
      <Text size="sm" c="dimmed">
        Page {page} of {totalPages}
      </Text>
      {hasNext && (
        <Button variant="default" size="xs" onClick={() => onPage(page + 1)}>
          {labels.next}
        </Button>
      )}
    </Group>
  );
}
