import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { MY_GIVING_MESSAGES, type DonorSession } from '@walkfund/domain';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDownloadGiftReceipt } from '../api/download-gift-receipt.ts';
import { useDownloadStatement } from '../api/download-statement.ts';
import { useEndDonorSession } from '../api/end-donor-session.ts';
import { useMyGiving } from '../api/get-my-giving.ts';
import { useOpenDonorSession } from '../api/open-donor-session.ts';
import { FindGiftsForm } from '../components/find-gifts-form.tsx';
import { GiftCard } from '../components/gift-card.tsx';
import { MonthlyGiftsSection } from '../components/monthly-gifts-section.tsx';
import { RemoveDataCard } from '../components/remove-data-card.tsx';
import { clearDonorSession, loadDonorSession, saveDonorSession, tokenFromFragment } from '../lib/donor-session.ts';

/** Takes the token out of the address bar at once: a link works once, and is not kept in the history. */
function removeFragmentFromAddressBar() {
  if (!window.location.hash) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Container size={640} px={0} py={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">{children}</Stack>
    </Container>
  );
}

/** No session: "Find my gifts", with what happened to a link or a session, if anything. */
function FindGifts({ notice }: { notice: { color: string; text: string } | null }) {
  return (
    <Frame>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            Find my gifts
          </Title>
          <Text c="gray.7">
            Enter the email you gave with. We will send you a link to see your gifts, print their receipts, download your yearly giving
            statements and change your monthly gifts. No password needed.
          </Text>
          {notice && (
            <Alert color={notice.color} variant="light" role={notice.color === 'green' ? 'status' : 'alert'}>
              {notice.text}
            </Alert>
          )}
          <FindGiftsForm />
        </Stack>
      </Paper>
    </Frame>
  );
}

/** The signed-in donor's gifts, statements and their data. */
function MyGifts({ session, onEnd }: { session: DonorSession; onEnd: (notice: { color: string; text: string } | null) => void }) {
  const giving = useMyGiving(session);
  const statement = useDownloadStatement(session);
  const receipt = useDownloadGiftReceipt(session);
  const signOut = useEndDonorSession(session);
  const sessionEnded = giving.isError && giving.error instanceof ApiError && giving.error.status === 401;

  useEffect(() => {
    if (sessionEnded) onEnd({ color: 'orange', text: MY_GIVING_MESSAGES.sessionEnded });
  }, [sessionEnded, onEnd]);

  if (giving.isPending || sessionEnded) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading your gifts" />
      </Group>
    );
  }
  if (giving.isError) {
    return (
      <Frame>
        <Title order={1} size="h2">
          Your gifts
        </Title>
        <Alert color="red" role="alert">
          {errorMessage(giving.error)}
        </Alert>
      </Frame>
    );
  }
  const { gifts, statementYears, monthlyGifts } = giving.data;
  const download = (statement.error ?? receipt.error) as Error | null;
  return (
    <Frame>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Your gifts
        </Title>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="gray.7">
            Signed in as {session.email}
          </Text>
          <Button variant="subtle" size="xs" onClick={() => signOut.mutate(undefined, { onSettled: () => onEnd(null) })}>
            Sign out
          </Button>
        </Group>
      </Stack>
      {download && (
        <Alert color="red" role="alert">
          {errorMessage(download)}
        </Alert>
      )}
      {statementYears.length > 0 && (
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="statements-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="statements-title">
              Giving statements
            </Title>
            <Text size="sm">One PDF per calendar year with every gift and its tax-deductible amount, for your records and your tax return.</Text>
            <Group gap="xs">
              {statementYears.map((year) => (
                <Button
                  key={year}
                  variant="light"
                  onClick={() => statement.mutate(year)}
                  loading={statement.isPending && statement.variables === year}
                >
                  Download {year} statement
                </Button>
              ))}
            </Group>
          </Stack>
        </Paper>
      )}
      {/* docs/features/monthly-gifts.md: each gift with its controls. */}
      <MonthlyGiftsSection gifts={monthlyGifts} session={session} />
      <Stack gap="sm" component="section" aria-labelledby="gifts-title">
        <Title order={2} size="h4" id="gifts-title">
          {gifts.length === 1 ? '1 gift' : `${gifts.length} gifts`}
        </Title>
        {gifts.length === 0 && <Text>We found no gifts given with this email.</Text>}
        {gifts.map((gift) => (
          <GiftCard
            key={gift.transactionId}
            gift={gift}
            onDownload={() => receipt.mutate(gift.transactionId)}
            downloading={receipt.isPending && receipt.variables === gift.transactionId}
          />
        ))}
      </Stack>
      <RemoveDataCard session={session} onRemoved={(message) => onEnd({ color: 'green', text: message })} />
    </Frame>
  );
}

/**
 * /frontend/my-giving: the donor's own page (docs/features/my-giving.md). An emailed link lands here
 * with #token=..., opens a donor session (kept in this tab) and shows the gifts given with its
 * email; without one, "Find my gifts" asks for the email.
 */
export function MyGivingPage() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const open = useOpenDonorSession();
  const { mutate } = open;
  // The link's token, whether the page loads with it or an open page is sent to it (a hash change).
  const token = tokenFromFragment(location.hash);
  const [session, setSession] = useState<DonorSession | null>(() => (token ? null : loadDonorSession()));
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  // A link works once, so each token is sent once (strict mode runs effects twice).
  const sent = useRef(new Set<string>());

  useEffect(() => {
    removeFragmentFromAddressBar();
    if (!token || sent.current.has(token)) return;
    sent.current.add(token);
    mutate(token, {
      onSuccess: (opened) => {
        saveDonorSession(opened);
        setSession(opened);
        setNotice(null);
      },
      onError: (error) => setNotice({ color: 'orange', text: errorMessage(error) }),
    });
  }, [token, mutate]);

  const end = (next: { color: string; text: string } | null) => {
    clearDonorSession();
    queryClient.removeQueries({ queryKey: ['my-giving'] });
    setSession(null);
    setNotice(next);
  };

  if (session) return <MyGifts session={session} onEnd={end} />;
  if (open.isPending) {
    return (
      <Group justify="center" py="xl" role="status" aria-live="polite">
        <Loader size="md" aria-hidden="true" />
        <Text>Opening your gifts…</Text>
      </Group>
    );
  }
  return <FindGifts notice={notice} />;
}
