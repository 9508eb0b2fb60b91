import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

/** The centred card of the sign-in and password screens, headed by the event's year, state and title. */
export function AuthCard({ heading, subtitle, children }: { heading: string; subtitle: string; children: ReactNode }) {
  return (
    <Container size={460} px="md" py={{ base: 'lg', sm: 60 }}>
      <Stack gap={4} mb="lg" ta="center">
        <Title order={1} size="h2" mih="1.3em">
          {heading}
        </Title>
        <Text c="dimmed" fw={500}>
          {subtitle}
        </Text>
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        {children}
      </Paper>
    </Container>
  );
}
