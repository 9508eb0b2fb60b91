import { useState } from 'react';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { COACHING_MESSAGES } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNudgeByLink } from '../api/nudge-link.ts';

/** The token of `#token=...`, or null (the fragment never reaches a server log). */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() ? token.trim() : null;
}

/**
 * /frontend/nudge#token=...: a captain's weekly digest links here for each member who could use a
 * nudge (docs/features/coaching.md). One click sends it; opening the page alone sends nothing, so
 * a mail scanner following the link does not.
 */
export function NudgeLinkPage() {
  const location = useLocation();
  const [token] = useState(() => tokenFromFragment(location.hash));
  const nudge = useNudgeByLink();
  return (
    <Container size={560} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            Send a nudge
          </Title>
          {!token && (
            <Alert color="orange" variant="light" role="alert">
              {COACHING_MESSAGES.nudgeLinkInvalid}
            </Alert>
          )}
          {token && !nudge.isSuccess && (
            <>
              <Text>A short, friendly email goes to your team member in your name, with a link to their page.</Text>
              <Button onClick={() => nudge.mutate(token)} loading={nudge.isPending} style={{ alignSelf: 'flex-start' }}>
                Send the nudge
              </Button>
            </>
          )}
          {nudge.isError && (
            <Alert color="orange" variant="light" role="alert">
              {errorMessage(nudge.error)}
            </Alert>
          )}
          {nudge.isSuccess && (
            <Alert color="green" variant="light" role="status">
              {nudge.data.message}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
