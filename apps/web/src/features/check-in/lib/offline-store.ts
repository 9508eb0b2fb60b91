import type { CheckInRoster, CheckInSyncItem } from '@walkfund/domain';

/**
 * The check-in page's IndexedDB (docs/decisions/0011-event-day-check-in.md, "Offline: the phone
 * keeps the roster and a queue"): the roster of each city the phone has loaded, and the queue of
 * what the volunteer did that the server has not answered yet, and the last public answers the
 * walk-up form needs (the year's teams, a city's waivers). A tiny wrapper over the browser's API,
 * no library: three object stores, whole-record reads and writes.
 */

const DB_NAME = 'walkfund-check-in';
// Version 2 added KEPT; an upgrade keeps the rosters and the queue.
const DB_VERSION = 2;
const ROSTERS = 'rosters';
const QUEUE = 'queue';
const KEPT = 'kept';

/** A roster as stored: the server's answer and when it was saved. */
export interface StoredRoster {
  city: string;
  savedAt: string;
  roster: CheckInRoster;
}

/**
 * One queued item. `refused` is the server's message for an item it will not apply: the page shows
 * it, and the volunteer's "OK" drops it; until then it is neither waiting nor lost.
 */
export interface QueuedItem {
  clientId: string;
  item: CheckInSyncItem;
  /** Who it is about, for the page ("Rita Runner"). */
  label: string;
  queuedAt: string;
  refused?: string;
}

let opened: { factory: IDBFactory; db: Promise<IDBDatabase> } | null = null;

function openDb(): Promise<IDBDatabase> {
  const factory = globalThis.indexedDB;
  if (!factory) return Promise.reject(new Error('IndexedDB is not available'));
  // A test replaces the factory between tests: open the new one.
  if (opened?.factory === factory) return opened.db;
  const db = new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const upgrading = request.result;
      if (!upgrading.objectStoreNames.contains(ROSTERS)) upgrading.createObjectStore(ROSTERS, { keyPath: 'city' });
      if (!upgrading.objectStoreNames.contains(QUEUE)) upgrading.createObjectStore(QUEUE, { keyPath: 'clientId' });
      if (!upgrading.objectStoreNames.contains(KEPT)) upgrading.createObjectStore(KEPT, { keyPath: 'key' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
  opened = { factory, db };
  db.catch(() => {
    if (opened?.db === db) opened = null;
  });
  return db;
}

/** Runs `run` in one transaction of `store` and resolves when the transaction has committed. */
async function withStore<T>(store: string, mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await openDb();
  return new Promise<T | undefined>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const request = run(tx.objectStore(store));
    tx.oncomplete = () => resolve(request ? request.result : undefined);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export async function saveRoster(roster: CheckInRoster): Promise<void> {
  const record: StoredRoster = { city: roster.eventCity, savedAt: new Date().toISOString(), roster };
  await withStore(ROSTERS, 'readwrite', (s) => s.put(record));
}

export async function loadRoster(city: string): Promise<StoredRoster | null> {
  return ((await withStore<StoredRoster | undefined>(ROSTERS, 'readonly', (s) => s.get(city))) as StoredRoster | undefined) ?? null;
}

export async function loadRosters(): Promise<StoredRoster[]> {
  return ((await withStore<StoredRoster[]>(ROSTERS, 'readonly', (s) => s.getAll())) as StoredRoster[] | undefined) ?? [];
}

/** Deletes every kept roster and answer (sign-out, lib/offline-sign-out.ts). */
export async function deleteRosters(): Promise<void> {
  await withStore(ROSTERS, 'readwrite', (s) => s.clear());
  await withStore(KEPT, 'readwrite', (s) => s.clear());
}

/** Keeps a public answer under `key`, replacing the one before. */
export async function keepAnswer(key: string, value: unknown): Promise<void> {
  await withStore(KEPT, 'readwrite', (s) => s.put({ key, value }));
}

/** The answer kept under `key`, or null. */
export async function keptAnswer<T>(key: string): Promise<T | null> {
  const record = (await withStore<{ key: string; value: T } | undefined>(KEPT, 'readonly', (s) => s.get(key))) as { value: T } | undefined;
  return record ? record.value : null;
}

/** Adds an item; the same clientId again keeps the first (a double tap queues one). */
export async function putQueued(item: QueuedItem): Promise<void> {
  await withStore(QUEUE, 'readwrite', (s) => {
    const found = s.getKey(item.clientId);
    found.onsuccess = () => {
      if (found.result === undefined) s.add(item);
    };
  });
}

/** The queue in the order the volunteer did things. */
export async function listQueued(): Promise<QueuedItem[]> {
  const all = ((await withStore<QueuedItem[]>(QUEUE, 'readonly', (s) => s.getAll())) as QueuedItem[] | undefined) ?? [];
  return all.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.clientId.localeCompare(b.clientId));
}

export async function deleteQueued(clientIds: string[]): Promise<void> {
  if (clientIds.length === 0) return;
  await withStore(QUEUE, 'readwrite', (s) => {
    for (const id of clientIds) s.delete(id);
  });
}

/** Empties the queue, waiting and refused items alike (sign-out anyway, lib/offline-sign-out.ts). */
export async function deleteAllQueued(): Promise<void> {
  await withStore(QUEUE, 'readwrite', (s) => s.clear());
}

export async function markRefused(refusals: { clientId: string; message: string }[]): Promise<void> {
  if (refusals.length === 0) return;
  const db = await openDb();
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(QUEUE, 'readwrite');
    const store = tx.objectStore(QUEUE);
    for (const { clientId, message } of refusals) {
      const get = store.get(clientId);
      get.onsuccess = () => {
        const found = get.result as QueuedItem | undefined;
        if (found) store.put({ ...found, refused: message });
      };
    }
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}
