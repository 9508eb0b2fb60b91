import type { CheckInSyncInput, CheckInSyncItem, CheckInSyncResult } from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { signWaiverAtCheckIn } from '../waivers/waiver-check-in.service.ts';
import { checkIn } from './check-in.service.ts';
import { registerWalkUp, type WalkUpOptions } from './walk-up.service.ts';

type ItemHandler<T extends CheckInSyncItem['type']> = (input: {
  db: Db;
  user: AuthUser;
  walkUp: WalkUpOptions;
  item: Extract<CheckInSyncItem, { type: T }>;
}) => Promise<Omit<CheckInSyncResult, 'clientId'>>;

/** What each queued item type does on the server: one table, so a new type fails to compile until handled. */
const handlers: { [T in CheckInSyncItem['type']]: ItemHandler<T> } = {
  'check-in': async ({ db, user, item }) => {
    const result = await checkIn({
      db,
      user,
      entryId: item.entryId,
      body: { clientId: item.clientId, giveShirt: item.giveShirt, assignBib: item.assignBib, at: item.at },
    });
    return { status: result.alreadyCheckedIn ? 'already' : 'recorded', card: result.entry };
  },
  // A signature on the volunteer's screen: the person's first signature stays (`already`).
  waiver: async ({ db, user, item }) => {
    const result = await signWaiverAtCheckIn(db, user, { clientId: item.clientId, entryId: item.entryId, acceptance: item.acceptance, at: item.at });
    return { status: result.alreadySigned ? 'already' : 'recorded' };
  },
  // A person registered at the gate: the same clientId again is the same registration.
  'walk-up': async ({ db, user, walkUp, item }) => {
    const { type: _type, ...input } = item;
    const result = await registerWalkUp(db, user, input, walkUp);
    return { status: 'recorded', card: result.entry };
  },
};

/**
 * POST /v1/check-in/sync (docs/decisions/0011-event-day-check-in.md): a phone's queue, applied
 * item by item in order, each in its own transaction (the item's service owns it), so a refused
 * or failing item loses none of the others. Each item is idempotent by its clientId: the same batch
 * sent again answers the same and records nothing twice. A refusal (4xx: another city, an unknown
 * entry, a time outside the event day) is answered with its message; an unexpected failure is
 * logged and left out of the answer, so the phone keeps the item and sends it again.
 */
export async function syncCheckIns(input: {
  db: Db;
  user: AuthUser;
  body: CheckInSyncInput;
  walkUp: WalkUpOptions;
  logError: (err: unknown, clientId: string) => void;
}): Promise<{ results: CheckInSyncResult[] }> {
  const results: CheckInSyncResult[] = [];
  for (const item of input.body.items) {
    try {
      const handler = handlers[item.type] as ItemHandler<typeof item.type>;
      results.push({ clientId: item.clientId, ...(await handler({ db: input.db, user: input.user, walkUp: input.walkUp, item })) });
    } catch (err) {
      if (err instanceof AppError && err.status < 500) results.push({ clientId: item.clientId, status: 'refused', message: err.message });
      else input.logError(err, item.clientId);
    }
  }
  return { results };
}
