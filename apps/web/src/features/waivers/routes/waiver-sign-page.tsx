import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { WAIVER_KIND_LABELS, WAIVER_MESSAGES, type WaiverLinkLookup } from '@walkfund/domain';
import {
  EMPTY_WAIVER_ACCEPTANCE, WaiverAcceptanceFields, bindWaiverAcceptance, parseWaiverAcceptance, type WaiverAcceptanceErrors,
} from '../../../components/waiver-acceptance-fields.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSignWithWaiverLink, useWaiverLinkLookup } from '../api/waiver-link.ts';

/** The token of `#token=...`, or null (docs/decisions/0009-personal-pages.md: the fragment never reaches a server log). */
export function waiverTokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() ? token.trim() : null;
}

function WaiverCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={640} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/**
 * /frontend/waiver#token=...: an emailed waiver link lands here (
 * docs/decisions/0011-event-day-check-in.md). Reads the waiver, takes the typed name (and a
 * guardian's for someone under 18), and signs once. A light public page: no admin code.
 */
export function WaiverSignPage() {
  const location = useLocation();
  const [token] = useState(() => waiverTokenFromFragment(location.hash));
  const lookup = useWaiverLinkLookup();
  const { mutate } = lookup;
  // Strict mode runs effects twice; one lookup is enough.
  const asked = useRef(false);

  useEffect(() => {
    // The token leaves the address bar at once: not kept in the history, not shared by copying the address.
    if (window.location.hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    if (!token || asked.current) return;
    asked.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token || lookup.isError) {
    return (
      <WaiverCard title="Waiver">
        <Alert color="orange" variant="light" role="alert">
          {lookup.isError ? errorMessage(lookup.error) : WAIVER_MESSAGES.linkInvalid}
        </Alert>
      </WaiverCard>
    );
  }
  if (!lookup.data) {
    return (
      <WaiverCard title="Waiver">
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader size="md" aria-hidden="true" />
          <Text>One moment while we open your waiver.</Text>
        </Stack>
      </WaiverCard>
    );
  }
  return <SignForm token={token} waiver={lookup.data} />;
}

function SignForm({ token, waiver }: { token: string; waiver: WaiverLinkLookup }) {
  const [values, setValues] = useState({ ...EMPTY_WAIVER_ACCEPTANCE, minor: waiver.minorKnown });
  const [errors, setErrors] = useState<WaiverAcceptanceErrors>({});
  const sign = useSignWithWaiverLink();

  if (sign.isSuccess) {
    return (
      <WaiverCard title="Waiver signed">
        <Alert color="green" variant="light" role="status">
          {WAIVER_MESSAGES.signed}
        </Alert>
        <Text>See you on the day, {waiver.firstName}!</Text>
      </WaiverCard>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseWaiverAcceptance(waiver.waiver.id, values);
    setErrors(parsed.errors ?? {});
    if (parsed.acceptance) sign.mutate({ token, acceptance: parsed.acceptance });
  };

  return (
    <WaiverCard title={`${waiver.eventCity} ${WAIVER_KIND_LABELS[waiver.kind]} waiver`}>
      <Text>Hi {waiver.firstName}, please read the waiver and sign it by typing your full name.</Text>
      <form onSubmit={onSubmit} noValidate aria-label="Sign the waiver">
        <Stack gap="md">
          <WaiverAcceptanceFields
            binding={bindWaiverAcceptance(values, errors, setValues)}
            body={waiver.waiver.body}
            knownMinor={waiver.minorKnown || undefined}
          />
          {sign.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(sign.error)}
            </Alert>
          )}
          <Button type="submit" loading={sign.isPending}>
            Sign the waiver
          </Button>
        </Stack>
      </form>
    </WaiverCard>
  );
}
