import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CHECK_IN_SYNC_MESSAGES, EVENT_CITIES, type EventCity } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../session/index.ts';
import { queueWaiverSignature, queueWalkUp, rosterQuery, useCheckInQueue, useCheckInSearch, useOwnEventCity } from '../api/check-in-api.ts';
import { CheckInCard } from '../components/check-in-card.tsx';
import { OFFLINE_APP_MESSAGES, useOfflineApp } from '../lib/offline-app.ts';
import { withQueued } from '../lib/offline-queue.ts';
import { QrScanner } from '../components/qr-scanner.tsx';
import { QrScannerResult } from '../components/qr-scanner-result.tsx';
import { WalkUpButton } from '../components/walk-up-form.tsx';

const isEventCity = (value: string | null | undefined): value is EventCity => EVENT_CITIES.includes(value as EventCity);

/** Whether the browser has a network (its `online`/`offline` events). */
function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** /check-in (docs/decisions/0011-event-day-check-in.md): admins choose a city, a volunteer has theirs; search, then one tap per person. */
export function CheckInPage() {
  const { user } = useSession();
  const isVolunteer = user?.role === 'volunteer';
  const ownCity = useOwnEventCity(user?.id ?? 0, isVolunteer);
  const [chosenCity, setChosenCity] = useState<EventCity>(EVENT_CITIES[0]);
  const [search, setSearch] = useState('');
  // The token of the last QR code scanned: that person's card comes first.
  const [scannedToken, setScannedToken] = useState<string | null>(null);
  const [q] = useDebouncedValue(search.trim(), 250);
  const city: EventCity | null = isVolunteer ? (isEventCity(ownCity.data) ? ownCity.data : null) : chosenCity;
  const roster = useQuery({ ...rosterQuery(city ?? EVENT_CITIES[0]), enabled: city !== null });
  const results = useCheckInSearch(city, q);
  // Offline (docs/decisions/0011-event-day-check-in.md): installable, the roster kept, a queue.
  const { state: offlineApp } = useOfflineApp();
  const queue = useCheckInQueue();
  const online = useOnline();
  // The counts with the check-ins still waiting on this phone.
  const waitingIn = roster.data ? withQueued(roster.data.entries, queue.waiting).filter((c, i) => c.checkedInAt !== null && roster.data.entries[i]!.checkedInAt === null).length : 0;

  if (!user || (user.role !== 'admin' && !isVolunteer)) return <Navigate to={paths.notFound} replace />;
  if (isVolunteer && ownCity.isPending) return <Loader aria-label="Loading" />;

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        Check-in
      </Title>
      {isVolunteer ? (
        <Text>{city ? `You are checking people in for ${city}.` : 'Your account has no city yet. Please ask an admin.'}</Text>
      ) : (
        <Select label="City" data={[...EVENT_CITIES]} value={chosenCity} onChange={(v) => isEventCity(v) && setChosenCity(v)} allowDeselect={false} />
      )}
      {roster.data && (
        <Text fw={700} size="lg" role="status">
          {roster.data.checkedIn + waitingIn} of {roster.data.registered} checked in
        </Text>
      )}
      {!online && <Alert color="yellow">{CHECK_IN_SYNC_MESSAGES.offline}</Alert>}
      {offlineApp !== 'unsupported' && (
        // One line kept for it from the start, so the buttons below do not move under a finger
        // (or a test's click) when the worker's answer arrives. Wraps on a narrow phone: the button
        // keeps its whole label (it was cut at 375 px).
        <Group justify="space-between" gap="xs" mih={30}>
          {offlineApp === 'ready' && (
            <Text size="sm" data-testid="check-in-offline-app">
              {OFFLINE_APP_MESSAGES.ready}
            </Text>
          )}
          {offlineApp === 'preparing' && online && (
            <Text size="sm" data-testid="check-in-offline-app">
              {OFFLINE_APP_MESSAGES.preparing}
            </Text>
          )}
          {offlineApp === 'not-ready' && (
            <>
              <Text size="sm" data-testid="check-in-offline-app">
                {OFFLINE_APP_MESSAGES.openOnceMore}
              </Text>
              {online && (
                <Button variant="light" size="compact-md" style={{ flexShrink: 0 }} onClick={() => window.location.reload()}>
                  {CHECK_IN_SYNC_MESSAGES.openAgain}
                </Button>
              )}
            </>
          )}
        </Group>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text aria-live="polite" data-testid="check-in-queue">
          {queue.waiting.length === 0 ? CHECK_IN_SYNC_MESSAGES.allSent : CHECK_IN_SYNC_MESSAGES.waiting(queue.waiting.length)}
        </Text>
        {queue.waiting.length > 0 && (
          <Button variant="light" size="compact-md" onClick={() => queue.sendNow.mutate()} loading={queue.sendNow.isPending}>
            {CHECK_IN_SYNC_MESSAGES.sendNow}
          </Button>
        )}
      </Group>
      {queue.refused.map((item) => (
        <Alert key={item.clientId} color="red" withCloseButton closeButtonLabel="OK" onClose={() => void queue.dismiss([item.clientId])}>
          {CHECK_IN_SYNC_MESSAGES.refusedOf(item.item.type, item.label, item.refused ?? '')}
        </Alert>
      ))}
      {roster.isError && <Alert color="red">{errorMessage(roster.error)}</Alert>}
      <QrScanner onToken={setScannedToken} />
      {scannedToken && <QrScannerResult token={scannedToken} />}
      {city && <WalkUpButton city={city} onSubmit={queueWalkUp} />}
      <TextInput
        label="Find a person"
        description="Name, email, phone, team or bib"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maxLength={100}
        autoComplete="off"
      />
      {results.isError && <Alert color="red">{errorMessage(results.error)}</Alert>}
      {q.length >= 2 && results.data && results.data.entries.length === 0 && <Text>No one found. Try part of the name.</Text>}
      {q.length >= 2 && results.data && results.data.entries.length > 0 && (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }} aria-label="People found">
          {results.data.entries.map((card) => (
            <CheckInCard
              key={card.entryId}
              card={card}
              waivers={roster.data?.waivers}
              shirtsOnHand={roster.data?.shirtsOnHand}
              onSignWaiver={(acceptance) => queueWaiverSignature(card, acceptance)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
