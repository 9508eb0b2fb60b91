import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

/** A back-office page's h1 with its buttons (Add New User, Back) on the right. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  const heading = (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
  if (!children) return heading;
  return (
    <Group justify="space-between">
      {heading}
      <Group gap="xs">{children}</Group>
    </Group>
  );
}
