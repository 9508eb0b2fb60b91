import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { EMAIL_LIST_LABELS, EMAIL_PREFERENCES_MESSAGES, type EmailPreferences } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { useEmailPreferencesLookup } from '../api/email-preferences.ts';
import { useUpdateEmailPreferences } from '../api/update-email-preferences.ts';

/** The token of `#token=...`, or null (the fragment never reaches a server log). */
export function preferencesTokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() ? token.trim() : null;
}

/**
 * /frontend/email-preferences#token=...: where every unsubscribe link lands (docs/features/coaching.md).
 * No sign-in: the signed token names the person. They see which lists they get (coaching, team
 * news) and change them; receipts and sign-in links always go.
 */
export function EmailPreferencesPage() {
  const location = useLocation();
  const [token] = useState(() => preferencesTokenFromFragment(location.hash));
  const lookup = useEmailPreferencesLookup();
  const { mutate } = lookup;
  const asked = useRef(false);

  useEffect(() => {
    // The token leaves the address bar: not kept in the history, not shared by copying the address.
    if (window.location.hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    if (!token || asked.current) return;
    asked.current = true;
    mutate(token);
  }, [token, mutate]);

  return (
    <Container size={560} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            Email preferences
          </Title>
          {(!token || lookup.isError) && (
            <Alert color="orange" variant="light" role="alert">
              {lookup.isError ? errorMessage(lookup.error) : EMAIL_PREFERENCES_MESSAGES.linkInvalid}
            </Alert>
          )}
          {token && lookup.isPending && (
            <Stack align="center" gap="sm" role="status" aria-live="polite">
              <Loader size="md" aria-hidden="true" />
              <Text>One moment while we open your preferences.</Text>
            </Stack>
          )}
          {token && lookup.data && <PreferencesForm token={token} initial={lookup.data} />}
        </Stack>
      </Paper>
    </Container>
  );
}

function PreferencesForm({ token, initial }: { token: string; initial: EmailPreferences }) {
  const [coaching, setCoaching] = useState(initial.coaching);
  const [teamNews, setTeamNews] = useState(initial.teamNews);
  const update = useUpdateEmailPreferences();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ token, coaching, teamNews });
  };
  const unsubscribeAll = () => {
    setCoaching(false);
    setTeamNews(false);
    update.mutate({ token, coaching: false, teamNews: false });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Email preferences">
      <Stack gap="md">
        <Text>
          Emails to <strong>{initial.email}</strong>. Receipts and sign-in links always come; choose the rest.
        </Text>
        <Checkbox label={EMAIL_LIST_LABELS.coaching.label} description={EMAIL_LIST_LABELS.coaching.description} checked={coaching} onChange={(event) => setCoaching(event.currentTarget.checked)} />
        <Checkbox label={EMAIL_LIST_LABELS['team-news'].label} description={EMAIL_LIST_LABELS['team-news'].description} checked={teamNews} onChange={(event) => setTeamNews(event.currentTarget.checked)} />
        <Stack gap="xs" align="flex-start">
          <Button type="submit" loading={update.isPending}>
            Save my preferences
          </Button>
          <Button variant="subtle" onClick={unsubscribeAll} disabled={update.isPending}>
            Unsubscribe from both
          </Button>
        </Stack>
        {update.isSuccess && (
          <Alert color="green" variant="light" role="status">
            {EMAIL_PREFERENCES_MESSAGES.saved}
          </Alert>
        )}
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(update.error)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
