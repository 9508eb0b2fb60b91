import type { Waiver, WaiverKind } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { currentWaivers } from './waiver.repo.ts';

/**
 * The waiver core other modules use (a module reaches another's repository only through a
 * service, eslint.config.js; docs/decisions/0011-event-day-check-in.md): the current waiver of a
 * city and kind and an acceptance stored once (a walk-up at the gate), the entries' waiver status
 * (check-in's cards, the admin home), and a city's current waivers for the roster.
 */
export { currentWaiver, entryWaiverStatus, recordWaiverAcceptance, type WaiverAcceptanceRecord, type WaiverRow } from './waiver.repo.ts';

/** A city's current waivers as the check-in roster carries them, so a phone offline can show the text. */
export async function cityCurrentWaivers(db: DbOrTx, eventCity: string): Promise<Waiver[]> {
  return (await currentWaivers(db, eventCity)).map((w) => ({
    id: w.id,
    eventCity: w.eventCity,
    kind: w.kind as WaiverKind,
    version: w.version,
    body: w.body,
    createdAt: w.createdAt.toISOString(),
  }));
}
