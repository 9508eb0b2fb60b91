import { Button, Group, Text } from '@mantine/core';

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Server-driven paging (back office "Grids"): Prev when page > 1, Next when page < totalPages. */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  const hasPrev = page > 1;
  const hasNext = totalPages > 1 && page < totalPages;
  if (!hasPrev && !hasNext) return null;
  return (
    <Group gap="xs" justify="flex-end">
      {hasPrev && (
        <Button variant="default" size="xs" onClick={() => onPage(page - 1)}>
          Prev
        </Button>
      )}
      <Text size="sm" c="dimmed">
        Page {page} of {totalPages}
      </Text>
      {hasNext && (
        <Button variant="default" size="xs" onClick={() => onPage(page + 1)}>
          Next
        </Button>
      )}
    </Group>
  );
}
