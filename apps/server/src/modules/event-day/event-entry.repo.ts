import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventEntries, persons, teamMembers, teams } from '../../db/schema/index.ts';

export type EventEntryRow = typeof eventEntries.$inferSelect;

/** A person's entry of the year, or null. */
export async function findEntryOfPerson(db: DbOrTx, personId: number, eventYear: number): Promise<EventEntryRow | null> {
  const [row] = await db
    .select()
    .from(eventEntries)
    .where(and(eq(eventEntries.personId, personId), eq(eventEntries.eventYear, eventYear)))
    .limit(1);
  return row ?? null;
}

/** The entry, locked until the end of the caller's transaction. */
export async function lockEntry(db: DbOrTx, id: number): Promise<EventEntryRow | null> {
  const [row] = await db.select().from(eventEntries).where(eq(eventEntries.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateEntry(db: DbOrTx, id: number, values: Partial<EventEntryRow>): Promise<EventEntryRow> {
  const [row] = await db.update(eventEntries).set(values).where(eq(eventEntries.id, id)).returning();
  return row!;
}

/**
 * What the confirmation and the check-in lookup show of an entry: the person, and the team they
 * are on that year (null for a runner on no team).
 */
export async function findEntryDetails(db: DbOrTx, where: { id: number } | { token: string }) {
  const [row] = await db
    .select({
      entry: eventEntries,
      person: { firstName: persons.firstName, lastName: persons.lastName, email: persons.email, shirtSize: persons.shirtSize },
      teamName: teams.name,
    })
    .from(eventEntries)
    .innerJoin(persons, eq(persons.id, eventEntries.personId))
    .leftJoin(teamMembers, and(eq(teamMembers.personId, eventEntries.personId), eq(teamMembers.eventYear, eventEntries.eventYear)))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where('id' in where ? eq(eventEntries.id, where.id) : eq(eventEntries.checkInToken, where.token))
    .limit(1);
  return row ?? null;
}
export type EntryDetails = NonNullable<Awaited<ReturnType<typeof findEntryDetails>>>;
