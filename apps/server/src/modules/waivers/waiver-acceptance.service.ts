import type { Waiver, WaiverKind } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { currentWaiver, currentWaivers, recordWaiverAcceptance, type WaiverAcceptanceRecord, type WaiverRow } from './waiver.repo.ts';

/**
 * The waiver core other modules use (docs/decisions/0011-event-day-check-in.md): the current waiver
 * of a city and kind and an acceptance stored once (a walk-up at the gate), and a city's current
 * waivers for the roster. The entries' waiver status (check-in's cards, the admin home) is SQL they
 * select: lib/entry-waiver-status.repo.ts.
 */
export type { WaiverAcceptanceRecord, WaiverRow };

/** The current (highest) version of a city's waiver of a kind, or null when none is published. */
export async function findCurrentWaiver(db: DbOrTx, eventCity: string, kind: WaiverKind): Promise<WaiverRow | null> {
  return currentWaiver(db, eventCity, kind);
}

/** Stores an acceptance once (the same person, year and version, or the same clientId, answers the stored one). */
export async function storeWaiverAcceptance(db: DbOrTx, record: WaiverAcceptanceRecord) {
  return recordWaiverAcceptance(db, record);
}

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
