import type { ReactNode } from 'react';
import { Card, Stack, Title } from '@mantine/core';

/** One titled card of the profile screen; its heading names the region for assistive technology. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `profile-${id}-heading`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
