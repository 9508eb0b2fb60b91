import {
  CHECK_IN_SEARCH_LIMIT, CHECK_IN_SYNC_MAX_ITEMS, checkInTokenHash, shirtSizeToHandOut,
  type CheckInCard, type CheckInSyncAnswer, type CheckInSyncItem, type CheckInSyncResult,
} from '@walkfund/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { deleteAllQueued, deleteQueued, listQueued, loadRoster, loadRosters, markRefused, putQueued, type QueuedItem } from './offline-store.ts';

/**
 * The phone's queue (docs/decisions/0011-event-day-check-in.md, "Offline: the phone keeps the
 * roster and a queue"): every check-in goes into IndexedDB first, then is sent with
 * POST /v1/check-in/sync. An item leaves the queue only when the server's answer names it; an
 * item the server refused is no longer sent and stays, with its message, until the volunteer has
 * seen it. So a queued check-in is either recorded once (the server applies each clientId once),
 * still shown as waiting, or shown as refused with the server's reason.
 */

export type SyncSender = (items: CheckInSyncItem[]) => Promise<CheckInSyncAnswer>;

const listeners = new Set<() => void>();

/** Called after every change of the queue (the page's "N waiting to send"). */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function notify() {
  for (const listener of listeners) listener();
}

/** Puts an item in the queue (the same clientId twice is one item). */
export async function enqueue(item: CheckInSyncItem, label: string): Promise<void> {
  await putQueued({ clientId: item.clientId, item, label, queuedAt: new Date().toISOString() });
  notify();
}

export interface QueueState {
  /** Items not answered yet. */
  waiting: QueuedItem[];
  /** Items the server refused, with its message, until the volunteer dismisses them. */
  refused: QueuedItem[];
}

export async function readQueue(): Promise<QueueState> {
  const all = await listQueued();
  return { waiting: all.filter((i) => i.refused === undefined), refused: all.filter((i) => i.refused !== undefined) };
}

/** The volunteer has read the refusal: the item leaves the phone. */
export async function dismissRefused(clientIds: string[]): Promise<void> {
  await deleteQueued(clientIds);
  notify();
}

/** Empties the queue (signing out anyway): the page's count shows it at once. */
export async function clearQueue(): Promise<void> {
  await deleteAllQueued();
  notify();
}

export interface FlushOutcome {
  /** The server's answer for each item it answered in this send. */
  results: Map<string, CheckInSyncResult>;
  /** The network or the server failed: what was not answered stays waiting. */
  failed: boolean;
}

/**
 * Refusals of a whole send that say "not now" rather than "not this": signed out (the page signs
 * in again), not allowed at the moment, too many requests. The items wait, as without signal.
 */
const NOT_NOW_STATUSES = new Set([401, 403, 408, 425, 429]);

/** The server refused the send itself (4xx) for what it carried, not for want of a network or a server. */
function refusesContent(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && !NOT_NOW_STATUSES.has(err.status);
}

/**
 * Sends one batch and applies the answer: answered items leave the waiting queue (a refused one
 * is kept, with its message, for the volunteer to read). A batch the server refuses whole (an
 * older or stricter server, an item it cannot read) is sent again in halves, down to the one item
 * it refuses alone, which is marked refused with the server's message: a bad item never keeps
 * the good ones behind it from being sent. True when the send failed (kept waiting, stop for now).
 */
async function sendBatch(send: SyncSender, batch: QueuedItem[], results: Map<string, CheckInSyncResult>): Promise<boolean> {
  let answer: CheckInSyncAnswer;
  try {
    answer = await send(batch.map((q) => q.item));
  } catch (err) {
    if (!refusesContent(err)) return true;
    if (batch.length > 1) {
      const half = Math.ceil(batch.length / 2);
      return (await sendBatch(send, batch.slice(0, half), results)) || (await sendBatch(send, batch.slice(half), results));
    }
    const { clientId } = batch[0]!;
    results.set(clientId, { clientId, status: 'refused', message: err.message });
    await markRefused([{ clientId, message: err.message }]);
    notify();
    return false;
  }
  const sent = new Set(batch.map((q) => q.clientId));
  const answered = answer.results.filter((r) => sent.has(r.clientId));
  for (const r of answered) results.set(r.clientId, r);
  const refusals = answered.flatMap((r) => (r.status === 'refused' ? [{ clientId: r.clientId, message: r.message }] : []));
  await deleteQueued(answered.filter((r) => r.status !== 'refused').map((r) => r.clientId));
  await markRefused(refusals);
  notify();
  return false;
}

async function flushOnce(send: SyncSender): Promise<FlushOutcome> {
  const results = new Map<string, CheckInSyncResult>();
  const { waiting } = await readQueue();
  for (let start = 0; start < waiting.length; start += CHECK_IN_SYNC_MAX_ITEMS) {
    if (await sendBatch(send, waiting.slice(start, start + CHECK_IN_SYNC_MAX_ITEMS), results)) return { results, failed: true };
  }
  return { results, failed: false };
}

let flushing: Promise<FlushOutcome> | null = null;

/**
 * Sends every waiting item, in batches, one send at a time: a send asked for while another runs
 * starts after it (so an item queued meanwhile goes too), and never sends an item twice at once.
 */
export function flushQueue(send: SyncSender): Promise<FlushOutcome> {
  const run = (flushing ?? Promise.resolve(null)).catch(() => null).then(() => flushOnce(send));
  flushing = run;
  void run.finally(() => {
    if (flushing === run) flushing = null;
  }).catch(() => undefined);
  return run;
}

/**
 * The cards as the volunteer should see them: a check-in waiting in the queue shows the person
 * in (at the phone's time, by "you"), with the shirt and its size when it was given.
 */
export function withQueued<C extends CheckInCard>(cards: C[], queued: QueuedItem[]): C[] {
  const byEntry = new Map<number, Extract<CheckInSyncItem, { type: 'check-in' }>>();
  const signed = new Set<number>();
  for (const q of queued) {
    if (q.refused !== undefined) continue;
    if (q.item.type === 'check-in' && !byEntry.has(q.item.entryId)) byEntry.set(q.item.entryId, q.item);
    if (q.item.type === 'waiver') signed.add(q.item.entryId);
  }
  return cards.map((queuedCard) => {
    // A waiver signed on this phone and waiting to be sent shows as signed.
    const card = signed.has(queuedCard.entryId) ? { ...queuedCard, waiver: 'signed' as const } : queuedCard;
    const item = byEntry.get(card.entryId);
    if (!item) return card;
    return {
      ...card,
      checkedInAt: card.checkedInAt ?? item.at,
      checkedInBy: card.checkedInAt ? card.checkedInBy : 'you',
      shirtGivenAt: card.shirtGivenAt ?? (item.giveShirt ? item.at : null),
      // The size handed out, as the server will record it (shirtSizeToHandOut).
      shirtGivenSize: card.shirtGivenAt ? card.shirtGivenSize : item.giveShirt ? shirtSizeToHandOut(item.shirtSize, card.shirtSize) : null,
    };
  });
}

/** The phone's own search, offline: a part of the name or team, or the exact bib; at most 50, by last name. */
export function searchCards<C extends CheckInCard>(cards: C[], q: string): C[] {
  const needle = q.trim().toLowerCase();
  if (needle.length === 0) return [];
  const bib = /^\d{1,9}$/.test(needle) ? Number(needle) : null;
  return cards
    .filter((c) => `${c.firstName} ${c.lastName}`.toLowerCase().includes(needle) || (c.team ?? '').toLowerCase().includes(needle) || (bib !== null && c.bib === bib))
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.entryId - b.entryId)
    .slice(0, CHECK_IN_SEARCH_LIMIT);
}

/** Search of the stored roster of a city, with what is waiting in the queue. */
export async function searchStoredRoster(city: string, q: string): Promise<{ registered: number; checkedIn: number; entries: CheckInCard[] } | null> {
  const stored = await loadRoster(city);
  if (!stored) return null;
  const { waiting } = await readQueue();
  const cards = withQueued(stored.roster.entries, waiting);
  return { registered: cards.length, checkedIn: cards.filter((c) => c.checkedInAt !== null).length, entries: searchCards(cards, q).map(stripTokenHash) };
}

function stripTokenHash<C extends CheckInCard>(card: C & { tokenHash?: string }): CheckInCard {
  const { tokenHash: _hash, ...rest } = card;
  return rest;
}

/**
 * The person a scanned check-in token belongs to, from the rosters stored on the phone (their
 * tokenHash, domain's checkInTokenHash), with what is waiting in the queue: the scanner's answer
 * when there is no signal. Null when no stored roster has them.
 */
export async function findEntryByToken(token: string): Promise<CheckInCard | null> {
  const [hash, rosters, { waiting }] = await Promise.all([checkInTokenHash(token), loadRosters(), readQueue()]);
  for (const stored of rosters) {
    const found = stored.roster.entries.find((e) => e.tokenHash === hash);
    if (found) return stripTokenHash(withQueued([found], waiting)[0]!);
  }
  return null;
}
