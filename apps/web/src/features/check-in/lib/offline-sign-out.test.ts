import { describe, expect, it } from 'vitest';
import type { CheckInRoster } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { sessionStore } from '../../session/index.ts';
import { enqueue, readQueue } from './offline-queue.ts';
import { countUnsentCheckIns } from './offline-sign-out.ts';
import { deleteRostersWhenSessionEnds } from './rosters-end-with-session.ts';
import { loadRosters, markRefused, saveRoster } from './offline-store.ts';

const roster: CheckInRoster = { eventYear: 2026, eventCity: 'Tulsa', registered: 0, checkedIn: 0, entries: [], waivers: [] };
const checkIn = (entryId: number) => ({ type: 'check-in' as const, clientId: `c-${entryId}`, entryId, giveShirt: false, at: '2026-04-18T13:02:00.000Z' });

describe('the check-in data at the end of a session (docs/decisions/0011-event-day-check-in.md)', () => {
  it('counts only the items still waiting for an answer', async () => {
    await enqueue(checkIn(1), 'One');
    await enqueue(checkIn(2), 'Two');
    await markRefused([{ clientId: 'c-2', message: 'You check in people of your own city only.' }]);
    expect(await countUnsentCheckIns()).toBe(1);
  });

  it('a session that ends by itself (expired, refused refresh) deletes the rosters and keeps the queue', async () => {
    const stop = deleteRostersWhenSessionEnds(); // as main.tsx does at start, on any page
    try {
      signInAs({ role: 'volunteer' });
      await saveRoster(roster);
      await enqueue(checkIn(1), 'One');
      sessionStore.getState().clear();
      await expect.poll(() => loadRosters()).toEqual([]);
      expect((await readQueue()).waiting).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
