import { useEffect, useRef, type ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

interface PublicPageProps {
  title: string;
  description?: ReactNode;
  /** Above the heading, e.g. the donation's step indicator. */
  steps?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every public screen: one narrow column, comfortable at 375 px. Its title is the
 * document's title too, and arriving from another screen of the app puts focus on the heading, so
 * keyboard and screen-reader users start at the new step.
 */
export function PublicPage({ title, description, steps, children }: PublicPageProps) {
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    // "default" is the first page of the visit: leave focus where the browser puts it.
    if (key !== 'default') heading.current?.focus({ preventScroll: false });
  }, [key]);

  return (
    <Container size="sm" px={0} py="md">
      <Stack gap="lg">
        {steps}
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
