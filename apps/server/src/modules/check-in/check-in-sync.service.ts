import { parseCheckInSyncItem, type CheckInCard, type CheckInSyncInput, type CheckInSyncItem, type CheckInSyncResult } from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { sessionStartedAt } from '../sessions/session.service.ts';
import { signWaiverAtCheckIn } from './check-in-waiver.service.ts';
import { checkIn } from './check-in.service.ts';
import { registerWalkUp, type WalkUpOptions } from './walk-up.service.ts';

type Applied = { status: 'recorded' | 'already'; card?: CheckInCard };

type ItemHandler<T extends CheckInSyncItem['type']> = (input: {
  db: Db;
  user: AuthUser;
  walkUp: WalkUpOptions;
  /** When the volunteer signed in on the phone, read once per batch: no item's `at` is before it. */
  sessionStartedAt: Date | null;
  item: Extract<CheckInSyncItem, { type: T }>;
}) => Promise<Applied>;

/** What each queued item type does on the server: one table, so a new type fails to compile until handled. */
const handlers: { [T in CheckInSyncItem['type']]: ItemHandler<T> } = {
  'check-in': async ({ db, user, sessionStartedAt, item }) => {
    const result = await checkIn({
      db,
      user,
      entryId: item.entryId,
      body: { clientId: item.clientId, giveShirt: item.giveShirt, shirtSize: item.shirtSize, assignBib: item.assignBib, at: item.at },
      sessionStartedAt,
    });
    return { status: result.alreadyCheckedIn ? 'already' : 'recorded', card: result.entry };
  },
  // A signature on the volunteer's screen: the person's first signature stays (`already`).
  waiver: async ({ db, user, item }) => {
    const result = await signWaiverAtCheckIn(db, user, { clientId: item.clientId, entryId: item.entryId, acceptance: item.acceptance, at: item.at });
    return { status: result.alreadySigned ? 'already' : 'recorded' };
  },
  // A person registered at the gate: the same clientId again is the same registration.
  'walk-up': async ({ db, user, walkUp, sessionStartedAt, item }) => {
    const { type: _type, ...input } = item;
    const result = await registerWalkUp(db, user, input, { ...walkUp, sessionStartedAt });
    return { status: 'recorded', card: result.entry };
  },
};

/**
 * POST /v1/check-in/sync (docs/decisions/0011-event-day-check-in.md): a phone's queue, applied
 * item by item in order, each in its own transaction (the item's service owns it), so a refused
 * or failing item loses none of the others. Each item is read on its own: one the server cannot
 * read is refused with the reason, never the whole batch (the phone would send that batch again
 * and again). Each item is idempotent by its clientId: the same batch sent again answers the same
 * and records nothing twice; a clientId that comes twice in one batch answers `already` the
 * second time. A refusal (4xx: another city, an unknown entry, a time before the sign-in) is
 * answered with its message; an unexpected failure is logged and left out of the answer, so the
 * phone keeps the item and sends it again.
 */
export async function syncCheckIns(input: {
  db: Db;
  user: AuthUser;
  body: CheckInSyncInput;
  walkUp: WalkUpOptions;
  logError: (err: unknown, clientId: string) => void;
}): Promise<{ results: CheckInSyncResult[] }> {
  const results: CheckInSyncResult[] = [];
  const appliedInBatch = new Set<string>();
  const started = await sessionStartedAt(input.db, input.user);
  for (const raw of input.body.items) {
    const reading = parseCheckInSyncItem(raw);
    if (!reading.ok) {
      results.push({ clientId: reading.clientId, status: 'refused', message: reading.message });
      continue;
    }
    const item = reading.item;
    try {
      const handler = handlers[item.type] as ItemHandler<typeof item.type>;
      const applied = await handler({ db: input.db, user: input.user, walkUp: input.walkUp, sessionStartedAt: started, item });
      // The same item twice in one batch is applied once: the second is not a second registration.
      const status = appliedInBatch.has(item.clientId) ? 'already' : applied.status;
      appliedInBatch.add(item.clientId);
      results.push({ clientId: item.clientId, status, ...(applied.card ? { card: applied.card } : {}) });
    } catch (err) {
      if (err instanceof AppError && err.status < 500) results.push({ clientId: item.clientId, status: 'refused', message: err.message });
      else input.logError(err, item.clientId);
    }
  }
  return { results };
}
