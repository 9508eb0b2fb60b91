import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';

interface PublicPageProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of every public screen: one narrow column, comfortable at 375 px. */
export function PublicPage({ title, description, children }: PublicPageProps) {
  return (
    <Container size="sm" px={0} py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
