import type { ReactNode } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';

interface StatusPageProps {
  title: string;
  text: ReactNode;
  /** The call to action; defaults to a Back to Home button. */
  action?: ReactNode;
}

/** The shared frame of the 404, deactivated, event-over and error pages. */
export function StatusPage({ title, text, action }: StatusPageProps) {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 80 }}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {text}
        </Text>
        {action ?? <BackToHomeButton />}
      </Stack>
    </Container>
  );
}

export function BackToHomeButton() {
  return (
    <Button component={Link} to={paths.home} mt="md">
      Back to Home
    </Button>
  );
}
