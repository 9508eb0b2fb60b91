import { and, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventEntries, persons, waiverSignLinks } from '../../db/schema/index.ts';
import { entryWaiverColumns } from './waiver.repo.ts';

/**
 * Single-use waiver signing links (docs/decisions/0011-event-day-check-in.md, the sign-in link's
 * design of docs/decisions/0009-personal-pages.md): only the token's SHA-256 is stored.
 */


/** The person's entry of the year with its waiver status and what the link needs of the person; null without one. */
export async function findPersonEntryWaiver(db: DbOrTx, personId: number, eventYear: number, options: { lock?: boolean } = {}) {
  const query = db
    .select(entryWaiverColumns)
    .from(eventEntries)
    .innerJoin(persons, eq(persons.id, eventEntries.personId))
    .where(and(eq(eventEntries.personId, personId), eq(eventEntries.eventYear, eventYear)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: eventEntries }) : await query;
  return row ?? null;
}

/** Whether a link was made for the person and year at or after `since` (a job's run that already sent). */
export async function hasWaiverLinkSince(db: DbOrTx, personId: number, eventYear: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: waiverSignLinks.id })
    .from(waiverSignLinks)
    .where(and(eq(waiverSignLinks.personId, personId), eq(waiverSignLinks.eventYear, eventYear), gte(waiverSignLinks.createdAt, since)))
    .limit(1);
  return !!row;
}

export async function insertWaiverLink(db: DbOrTx, values: { personId: number; eventYear: number; tokenHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
  await db.insert(waiverSignLinks).values(values);
}

/** Links of the person that can no longer be used: kept out of the table as new ones are made. */
export async function deleteSpentWaiverLinks(db: DbOrTx, personId: number): Promise<void> {
  await db
    .delete(waiverSignLinks)
    .where(and(eq(waiverSignLinks.personId, personId), or(sql`${waiverSignLinks.usedAt} is not null`, lt(waiverSignLinks.expiresAt, new Date()))));
}

/** The link by its token's hash, used or not. */
export async function findWaiverLink(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(waiverSignLinks).where(eq(waiverSignLinks.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Uses the link in one statement (unused and unexpired, then marked used): two submits sign once. */
export async function claimWaiverLink(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(waiverSignLinks)
    .set({ usedAt: now })
    .where(and(eq(waiverSignLinks.tokenHash, tokenHash), isNull(waiverSignLinks.usedAt), gt(waiverSignLinks.expiresAt, now)))
    .returning({ personId: waiverSignLinks.personId, eventYear: waiverSignLinks.eventYear });
  return row ?? null;
}
