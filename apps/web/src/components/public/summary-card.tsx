import type { ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';

interface SummaryCardProps {
  title: string;
  /** Where Edit goes; no link when absent. */
  editTo?: string;
  children: ReactNode;
}

/** A titled card of the summary or checkout with its Edit link. */
export function SummaryCard({ title, editTo, children }: SummaryCardProps) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            {title}
          </Title>
          {editTo && (
            <Anchor component={Link} to={editTo} aria-label={`Edit ${title}`} fw={500}>
              Edit
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
