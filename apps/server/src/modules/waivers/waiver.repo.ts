import { and, desc, eq, or } from 'drizzle-orm';
import type { WaiverKind, WaiverSource } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { entryWaiverStatus } from '../../lib/entry-waiver-status.repo.ts';
import { eventEntries, persons, waiverAcceptances, waivers } from '../../db/schema/index.ts';

/**
 * The waiver core every part of event day shares (docs/decisions/0011-event-day-check-in.md):
 * which text is current, how an acceptance is stored once, and what "signed" means.
 */

export type WaiverRow = typeof waivers.$inferSelect;

/** The current (highest) version of each city's and kind's waiver; one city when given. */
export async function currentWaivers(db: DbOrTx, eventCity?: string): Promise<WaiverRow[]> {
  const rows = await db
    .selectDistinctOn([waivers.eventCity, waivers.kind])
    .from(waivers)
    .where(eventCity === undefined ? undefined : eq(waivers.eventCity, eventCity))
    .orderBy(waivers.eventCity, waivers.kind, desc(waivers.version));
  return rows;
}

/** The current waiver a person of this city and kind must accept, or null when none is published. */
export async function currentWaiver(db: DbOrTx, eventCity: string, kind: WaiverKind): Promise<WaiverRow | null> {
  const [row] = await db
    .select()
    .from(waivers)
    .where(and(eq(waivers.eventCity, eventCity), eq(waivers.kind, kind)))
    .orderBy(desc(waivers.version))
    .limit(1);
  return row ?? null;
}

export interface WaiverAcceptanceRecord {
  personId: number;
  eventYear: number;
  waiverId: number;
  signedName: string;
  minor: boolean;
  guardianName: string | null;
  source: WaiverSource;
  ipAddress?: string | null;
  witnessedByUserId?: number | null;
  /** The phone's id of a signature taken at check-in or at the gate (offline sync applies it once). */
  clientId?: string | null;
  acceptedAt?: Date;
}

/**
 * Stores an acceptance once: the same person, year and waiver version again, or the same client id
 * again, keeps the first acceptance. Answers the stored row (the first one).
 */
export async function recordWaiverAcceptance(db: DbOrTx, record: WaiverAcceptanceRecord) {
  const [inserted] = await db
    .insert(waiverAcceptances)
    .values({
      personId: record.personId,
      eventYear: record.eventYear,
      waiverId: record.waiverId,
      signedName: record.signedName,
      minor: record.minor,
      guardianName: record.minor ? record.guardianName : null,
      source: record.source,
      ipAddress: record.ipAddress ?? null,
      witnessedByUserId: record.witnessedByUserId ?? null,
      clientId: record.clientId ?? null,
      ...(record.acceptedAt ? { acceptedAt: record.acceptedAt } : {}),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const samePersonYearVersion = and(
    eq(waiverAcceptances.personId, record.personId),
    eq(waiverAcceptances.eventYear, record.eventYear),
    eq(waiverAcceptances.waiverId, record.waiverId),
  );
  const [existing] = await db
    .select()
    .from(waiverAcceptances)
    .where(
      record.clientId
        ? or(eq(waiverAcceptances.clientId, record.clientId), samePersonYearVersion)
        : samePersonYearVersion,
    )
    .limit(1);
  return existing!;
}

/**
 * An entry with its waiver status and what signing needs of the person (first name, email, birth
 * date for the under-18 rule): select these from `event_entries` joined to `persons`.
 */
export const entryWaiverColumns = {
  entryId: eventEntries.id,
  personId: eventEntries.personId,
  eventYear: eventEntries.eventYear,
  eventCity: eventEntries.eventCity,
  kind: eventEntries.kind,
  waiver: entryWaiverStatus,
  firstName: persons.firstName,
  email: persons.email,
  birthDate: persons.birthDate,
};
