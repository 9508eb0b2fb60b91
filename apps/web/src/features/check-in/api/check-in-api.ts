import { useEffect, useState } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkInRosterSchema, checkInSearchResultSchema, checkInSyncAnswerSchema, guardianProblem, userViewSchema,
  type CheckInCard, type CheckInInput, type CheckInResult, type CheckInSyncItem, type CheckInSyncResult, type EventCity,
  type WaiverAcceptanceInput, type WalkUpInput, type WalkUpResult,
} from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { answerOrKept, isNetworkFailure } from '../lib/kept-answer.ts';
import {
  dismissRefused, enqueue, flushQueue, readQueue, searchStoredRoster, subscribeQueue, withQueued, type QueueState,
} from '../lib/offline-queue.ts';
import { loadRoster, saveRoster } from '../lib/offline-store.ts';

const checkInKey = ['check-in'] as const;

/** GET /v1/users/{id}: the signed-in volunteer's own record, for their city (kept for a reload without signal). */
export function useOwnEventCity(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['check-in', 'own-city', userId],
    queryFn: ({ signal }) => {
      const key = `walkfund.check-in.city.${userId}`;
      return answerOrKept({
        read: async () => (await apiFetch(`/users/${userId}`, { signal, schema: userViewSchema })).eventCity,
        keep: (city) => void (city && localStorage.setItem(key, city)),
        kept: () => localStorage.getItem(key),
      });
    },
    enabled,
    networkMode: 'always',
  });
}

/**
 * GET /v1/check-in/roster?city=: the city's people and counts (docs/decisions/0011-event-day-check-in.md).
 * Each answer is kept on the phone (IndexedDB); without signal the kept roster answers.
 */
export function rosterQuery(city: EventCity) {
  return queryOptions({
    queryKey: [...checkInKey, 'roster', city],
    queryFn: ({ signal }) =>
      answerOrKept({
        read: () => apiFetch('/check-in/roster', { signal, query: { city }, schema: checkInRosterSchema }),
        keep: saveRoster,
        kept: async () => (await loadRoster(city))?.roster ?? null,
      }),
    networkMode: 'always',
  });
}

/**
 * GET /v1/check-in/search?city=&q=: at most 50 cards by name, email, phone, team or bib. Without
 * signal the phone searches its kept roster (name, team or bib). Either way a check-in waiting in
 * the queue shows the person in.
 */
export function useCheckInSearch(city: EventCity | null, q: string) {
  return useQuery({
    queryKey: [...checkInKey, 'search', city, q],
    queryFn: async ({ signal }) => {
      const local = () => (city ? searchStoredRoster(city, q).catch(() => null) : Promise.resolve(null));
      if (navigator.onLine === false) {
        const found = await local();
        if (found) return found;
      }
      try {
        const result = await apiFetch('/check-in/search', { signal, query: { city, q }, schema: checkInSearchResultSchema });
        const { waiting } = await readQueue().catch(() => ({ waiting: [] }));
        return { ...result, entries: withQueued(result.entries, waiting) };
      } catch (err) {
        const found = isNetworkFailure(err) ? await local() : null;
        if (found) return found;
        throw err;
      }
    },
    enabled: city !== null && q.length >= 2,
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

/** POST /v1/check-in/sync: one batch of the phone's queue; an answer per item applied. */
export function postSync(items: CheckInSyncItem[]) {
  return apiFetch('/check-in/sync', { method: 'POST', body: { items }, schema: checkInSyncAnswerSchema });
}

/** Sends what waits in the queue (after a check-in, on load, when the network is back, "Send now"). */
export const flushCheckIns = () => flushQueue(postSync);

/** Puts any sync item (a walk-up, a signed waiver) in the queue and tries to send it at once. */
export async function queueSyncItem(item: CheckInSyncItem, label: string) {
  await enqueue(item, label);
  return flushCheckIns();
}

/**
 * Queues an item and sends the queue: the server's answer for it, or null when it waits on the
 * phone (no signal). A refusal is thrown with the server's message, and, shown there, leaves the queue.
 */
export async function sendThroughQueue(item: CheckInSyncItem, label: string): Promise<CheckInSyncResult | null> {
  const outcome = await queueSyncItem(item, label);
  const answer = outcome.results.get(item.clientId) ?? null;
  if (answer?.status === 'refused') {
    await dismissRefused([item.clientId]);
    throw new Error(answer.message);
  }
  return answer;
}

/**
 * A waiver signed on the volunteer's screen, through the queue (the card's onSignWaiver). The
 * server's rule first (guardianProblem with the roster's `minor`): what it would refuse is never
 * queued, so the phone never shows "signed" for it, with or without signal.
 */
export async function queueWaiverSignature(card: CheckInCard, acceptance: WaiverAcceptanceInput) {
  const problem = guardianProblem(acceptance, card.minor);
  if (problem) throw new Error(problem);
  const item: CheckInSyncItem = { type: 'waiver', clientId: crypto.randomUUID(), entryId: card.entryId, acceptance, at: new Date().toISOString() };
  return sendThroughQueue(item, `${card.firstName} ${card.lastName}`);
}

/** A person registered at the gate, through the queue (the walk-up form's onSubmit): their card, or null while it waits. */
export async function queueWalkUp(input: WalkUpInput): Promise<WalkUpResult | null> {
  const item: CheckInSyncItem = { ...input, type: 'walk-up', at: input.at ?? new Date().toISOString() };
  const answer = await sendThroughQueue(item, `${input.firstName} ${input.lastName}`);
  return answer?.card ? { alreadyRegistered: answer.status === 'already', entry: answer.card } : null;
}

/** The answer of a check-in; `queued` when it waits on the phone for the network. */
export type QueuedCheckInResult = CheckInResult & { queued: boolean };

/**
 * A check-in: into the phone's queue first, then sent (POST /v1/check-in/sync). Answered by the
 * server, it says recorded or already checked in; without signal the card shows it waiting. A
 * refusal (another city, not registered) is thrown with the server's message.
 */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entryId, input, card }: { entryId: number; input: CheckInInput; card: CheckInCard }): Promise<QueuedCheckInResult> => {
      const item: CheckInSyncItem = {
        type: 'check-in',
        clientId: input.clientId,
        entryId,
        giveShirt: input.giveShirt,
        ...(input.giveShirt && input.shirtSize ? { shirtSize: input.shirtSize } : {}),
        assignBib: input.assignBib,
        at: input.at ?? new Date().toISOString(),
      };
      // A refusal is thrown, shown on the card right now: seen, it leaves the phone.
      const answer = await sendThroughQueue(item, `${card.firstName} ${card.lastName}`);
      if (answer?.card) return { alreadyCheckedIn: answer.status === 'already', entry: answer.card, queued: false };
      const { waiting } = await readQueue();
      return { alreadyCheckedIn: false, entry: withQueued([card], waiting)[0]!, queued: true };
    },
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkInKey }),
  });
}

/**
 * The queue as the page shows it ("N waiting to send", the refusals to read), and its sending:
 * on page load, on the browser's `online` event, and with "Send now".
 */
export function useCheckInQueue() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<QueueState>({ waiting: [], refused: [] });
  useEffect(() => {
    let alive = true;
    const refresh = () => {
      readQueue()
        .then((next) => alive && setState(next))
        .catch(() => undefined);
    };
    const unsubscribe = subscribeQueue(() => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: checkInKey });
    });
    const send = () => void flushCheckIns().catch(() => undefined);
    refresh();
    send();
    window.addEventListener('online', send);
    return () => {
      alive = false;
      unsubscribe();
      window.removeEventListener('online', send);
    };
  }, [queryClient]);
  const sendNow = useMutation({ mutationFn: flushCheckIns, networkMode: 'always' });
  return { ...state, sendNow, dismiss: (clientIds: string[]) => dismissRefused(clientIds) };
}
