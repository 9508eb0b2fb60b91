import { describe, expect, it } from 'vitest';
import { checkInTokenHash, type CheckInCard, type CheckInRoster, type CheckInSyncAnswer, type CheckInSyncItem } from '@walkfund/domain';
import { dismissRefused, enqueue, findEntryByToken, flushQueue, readQueue, searchCards, searchStoredRoster, withQueued, type SyncSender } from './offline-queue.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { saveRoster } from './offline-store.ts';

const card = (entryId: number, firstName: string, lastName: string, extra: Partial<CheckInCard> = {}): CheckInCard => ({
  entryId, firstName, lastName, team: 'Blue Walkers', kind: 'walk', eventCity: 'Oklahoma City', shirtSize: 'Medium', bib: null,
  checkedInAt: null, checkedInBy: null, shirtGivenSize: null, shirtGivenAt: null, waiver: 'not-required', ...extra,
});
const item = (entryId: number, extra: Partial<Extract<CheckInSyncItem, { type: 'check-in' }>> = {}): CheckInSyncItem => ({
  type: 'check-in', clientId: crypto.randomUUID(), entryId, giveShirt: true, at: '2026-04-18T13:02:00.000Z', ...extra,
});

/** A server like POST /v1/check-in/sync: each clientId applied once; entry 999 is another city's. */
function fakeServer() {
  const applied = new Map<string, number>();
  const calls: string[][] = [];
  const send: SyncSender = async (items) => {
    calls.push(items.map((i) => i.clientId));
    const answer: CheckInSyncAnswer = { results: [] };
    for (const i of items) {
      if (i.type === 'check-in' && i.entryId === 999) {
        answer.results.push({ clientId: i.clientId, status: 'refused', message: 'You check in people of your own city only.' });
        continue;
      }
      applied.set(i.clientId, (applied.get(i.clientId) ?? 0) + 1);
      answer.results.push({ clientId: i.clientId, status: applied.get(i.clientId)! > 1 ? 'already' : 'recorded' });
    }
    return answer;
  };
  return { send, applied, calls };
}
const noSignal: SyncSender = () => Promise.reject(new TypeError('Failed to fetch'));

describe("the phone's check-in queue (docs/decisions/0011-event-day-check-in.md): recorded once or shown as waiting", () => {
  it('keeps every item while there is no signal, then sends each once and empties', async () => {
    const items = [item(1), item(2), item(3)];
    for (const i of items) await enqueue(i, `Person ${i.clientId}`);
    expect((await flushQueue(noSignal)).failed).toBe(true);
    expect((await readQueue()).waiting.map((q) => q.clientId)).toHaveLength(3);
    const server = fakeServer();
    const outcome = await flushQueue(server.send);
    expect(outcome.failed).toBe(false);
    expect([...outcome.results.values()].map((r) => r.status)).toEqual(['recorded', 'recorded', 'recorded']);
    expect(await readQueue()).toEqual({ waiting: [], refused: [] });
    expect([...server.applied.values()]).toEqual([1, 1, 1]);
    // Nothing left to send: a later send sends nothing.
    await flushQueue(server.send);
    expect(server.calls).toHaveLength(1);
  });

  it('a double tap queues one item', async () => {
    const i = item(1);
    await enqueue(i, 'Rita');
    await enqueue(i, 'Rita');
    expect((await readQueue()).waiting).toHaveLength(1);
  });

  it('an answer lost on the way back leaves the items waiting; sent again, the server records them once', async () => {
    const server = fakeServer();
    const lostAnswer: SyncSender = async (items) => {
      await server.send(items);
      throw new TypeError('Failed to fetch');
    };
    await enqueue(item(1), 'A');
    await enqueue(item(2), 'B');
    await flushQueue(lostAnswer);
    expect((await readQueue()).waiting).toHaveLength(2);
    const outcome = await flushQueue(server.send);
    expect([...outcome.results.values()].map((r) => r.status)).toEqual(['already', 'already']);
    expect((await readQueue()).waiting).toHaveLength(0);
    expect([...server.applied.keys()]).toHaveLength(2);
  });

  it('an item the server did not answer stays waiting; the answered ones leave', async () => {
    const server = fakeServer();
    const [a, b] = [item(1), item(2)];
    await enqueue(a, 'A');
    await enqueue(b, 'B');
    await flushQueue(async (items) => ({ results: (await server.send(items)).results.filter((r) => r.clientId === a.clientId) }));
    expect((await readQueue()).waiting.map((q) => q.clientId)).toEqual([b.clientId]);
  });

  it('a refused item is shown with its message, not sent again, and leaves only when dismissed', async () => {
    const server = fakeServer();
    const refused = item(999);
    await enqueue(refused, 'Tom Tulsa');
    await enqueue(item(1), 'A');
    await flushQueue(server.send);
    const state = await readQueue();
    expect(state.waiting).toEqual([]);
    expect(state.refused).toMatchObject([{ clientId: refused.clientId, label: 'Tom Tulsa', refused: 'You check in people of your own city only.' }]);
    await flushQueue(server.send);
    expect(server.calls).toHaveLength(1);
    await dismissRefused([refused.clientId]);
    expect(await readQueue()).toEqual({ waiting: [], refused: [] });
  });

  it('a batch the server refuses whole (4xx) is not kept waiting: the item it refuses alone is shown with its message, the rest are recorded', async () => {
    const server = fakeServer();
    const message = 'items.0.at: at must be an ISO date and time.';
    // A stricter server that refuses a whole batch with an item it cannot read (here: no `at`).
    const strict: SyncSender = async (items) => {
      if (items.some((i) => !i.at)) throw new ApiError(400, message, { code: 400, message });
      return server.send(items);
    };
    const bad = item(7, { at: '' });
    const good = [item(1), item(2), item(3), item(4)];
    for (const [n, i] of [good[0]!, good[1]!, bad, good[2]!, good[3]!].entries()) await enqueue(i, `P${n}`);
    const outcome = await flushQueue(strict);
    expect(outcome.failed).toBe(false);
    expect(outcome.results.get(bad.clientId)).toEqual({ clientId: bad.clientId, status: 'refused', message });
    expect(good.map((g) => outcome.results.get(g.clientId)?.status)).toEqual(['recorded', 'recorded', 'recorded', 'recorded']);
    const state = await readQueue();
    expect(state.waiting).toEqual([]);
    expect(state.refused).toMatchObject([{ clientId: bad.clientId, label: 'P2', refused: message }]);
    expect([...server.applied.values()].every((count) => count === 1)).toBe(true);
    // Nothing is sent again: the refused item waits only for the volunteer's OK.
    const calls = server.calls.length;
    await flushQueue(strict);
    expect(server.calls).toHaveLength(calls);
  });

  it('a send refused for now (signed out, too many requests) or a server failure keeps every item waiting, as without signal', async () => {
    await enqueue(item(1), 'A');
    await enqueue(item(2), 'B');
    for (const [status, text] of [[401, 'Please authenticate'], [429, 'Too many attempts.'], [503, 'Service unavailable']] as const) {
      const refuse: SyncSender = () => Promise.reject(new ApiError(status, text, { code: status, message: text }));
      expect((await flushQueue(refuse)).failed, String(status)).toBe(true);
      expect(await readQueue(), String(status)).toMatchObject({ waiting: [{}, {}], refused: [] });
    }
  });

  it('two sends at once never send an item twice at the same time, and a long queue goes in batches of 200', async () => {
    const server = fakeServer();
    for (let n = 0; n < 205; n++) await enqueue(item(n + 1), `P${n}`);
    await Promise.all([flushQueue(server.send), flushQueue(server.send)]);
    expect(server.calls.map((c) => c.length)).toEqual([200, 5]);
    expect([...server.applied.values()].every((count) => count === 1)).toBe(true);
    expect((await readQueue()).waiting).toHaveLength(0);
  });

  it('searches the stored roster without signal by name, team or bib, showing a queued check-in as in', async () => {
    const rita = card(41, 'Rita', 'Runner', { team: 'Blue Walkers' });
    const sam = card(42, 'Sam', 'Stroll', { team: 'Green Team', bib: 1207, waiver: 'missing' });
    const token = 'AAAAAAAAAAAAAAAAAAAAAA';
    const roster: CheckInRoster = {
      eventYear: 2026, eventCity: 'Oklahoma City', registered: 2, checkedIn: 0, waivers: [],
      entries: [{ ...rita, tokenHash: await checkInTokenHash(token) }, { ...sam, tokenHash: await checkInTokenHash('BBBBBBBBBBBBBBBBBBBBBB') }],
    };
    await saveRoster(roster);
    await enqueue(item(41, { at: '2026-04-18T13:05:00.000Z' }), 'Rita Runner');
    const found = await searchStoredRoster('Oklahoma City', 'rita');
    expect(found).toMatchObject({ registered: 2, checkedIn: 1, entries: [{ entryId: 41, checkedInAt: '2026-04-18T13:05:00.000Z', checkedInBy: 'you', shirtGivenSize: 'Medium' }] });
    expect(found!.entries[0]).not.toHaveProperty('tokenHash');
    expect(searchCards([rita, sam], 'green').map((c) => c.entryId)).toEqual([42]);
    expect(searchCards([rita, sam], '1207').map((c) => c.entryId)).toEqual([42]);
    expect(searchCards([rita, sam], 'zzz')).toEqual([]);
    // A scanned code, matched by its hash: the phone holds no token.
    expect(await findEntryByToken(token)).toMatchObject({ entryId: 41, checkedInBy: 'you' });
    expect(await findEntryByToken('CCCCCCCCCCCCCCCCCCCCCC')).toBeNull();
    // A waiver signed on this phone, waiting to be sent, shows as signed.
    await enqueue({ type: 'waiver', clientId: crypto.randomUUID(), entryId: 42, acceptance: { waiverId: 3, signedName: 'Sam Stroll', minor: false }, at: '2026-04-18T13:06:00.000Z' }, 'Sam Stroll');
    expect((await searchStoredRoster('Oklahoma City', 'sam'))!.entries[0]).toMatchObject({ waiver: 'signed', checkedInAt: null });
    // A person the server says is in keeps the server's check-in.
    const first = { ...sam, checkedInAt: '2026-04-18T12:00:00.000Z', checkedInBy: 'Ann' };
    expect(withQueued([first], [{ clientId: 'x', item: item(42), label: 'Sam', queuedAt: '' }])[0]).toMatchObject({ checkedInBy: 'Ann' });
  });
});
