import type { Waiver, WaiverKind } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { currentWaivers } from './waiver.repo.ts';

/**
 * What other modules use of the waiver core (check-in's cards and roster): they reach its
 * repository only through here (eslint.config.js). docs/decisions/0011-event-day-check-in.md.
 */
export { entryWaiverStatus } from './waiver.repo.ts';

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
