import type { ReactNode } from 'react';
import { Card, Stack, Title, type MantineSpacing, type TitleOrder } from '@mantine/core';

interface SectionCardProps {
  title: string;
  /** Makes the heading's id unique on the page: "{idPrefix}-{title as words}". */
  idPrefix: string;
  /** The heading's level under the page's h1 (2, or 3 inside a tab). */
  order?: TitleOrder;
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A titled card of a page; its heading names the region for assistive technology. */
export function SectionCard({ title, idPrefix, order = 2, gap = 'sm', children }: SectionCardProps) {
  const headingId = `${idPrefix}-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap={gap}>
        <Title order={order} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
