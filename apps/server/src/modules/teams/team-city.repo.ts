import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventEntries, persons, teamMembers } from '../../db/schema/index.ts';

/**
 * The members of a team's year follow the team's city: their walk entries (the check-in roster
 * reads them by year and city) and their persons (docs/decisions/0011-event-day-check-in.md). Run in
 * the transaction that changes the team's city, after the team's row is locked.
 */

const membersOfYear = (team: { id: number; year: number }) =>
  sql`select ${teamMembers.personId} from ${teamMembers} where ${teamMembers.teamId} = ${team.id} and ${teamMembers.eventYear} = ${team.year}`;

/**
 * Locks the walk entries of the team's members for its year (the check-in's own first lock, so a
 * check-in at the same moment waits or is waited for) and answers how many the gate has started
 * on: checked in, a bib, or a shirt given, all tied to the old city's bib ranges and shirt stock.
 */
export async function lockMemberEntries(tx: Tx, team: { id: number; year: number }): Promise<{ ids: number[]; startedAtGate: number }> {
  const rows = await tx
    .select({ id: eventEntries.id, checkedInAt: eventEntries.checkedInAt, bib: eventEntries.bib, shirtGivenAt: eventEntries.shirtGivenAt })
    .from(eventEntries)
    .where(and(eq(eventEntries.eventYear, team.year), eq(eventEntries.kind, 'walk'), sql`${eventEntries.personId} in (${membersOfYear(team)})`))
    .orderBy(eventEntries.id)
    .for('update');
  return { ids: rows.map((r) => r.id), startedAtGate: rows.filter((r) => r.checkedInAt || r.bib !== null || r.shirtGivenAt).length };
}

/**
 * Moves the locked walk entries and the members' persons of that year to `city`. A member whose
 * entry that year is a 5k keeps their city: the run is theirs, not the team's.
 */
export async function moveMembersToCity(tx: Tx, team: { id: number; year: number }, entryIds: number[], city: string): Promise<void> {
  if (entryIds.length) await tx.update(eventEntries).set({ eventCity: city }).where(inArray(eventEntries.id, entryIds));
  const runners = tx
    .select({ personId: eventEntries.personId })
    .from(eventEntries)
    .where(and(eq(eventEntries.eventYear, team.year), ne(eventEntries.kind, 'walk')));
  await tx
    .update(persons)
    .set({ eventCity: city, updatedAt: new Date() })
    .where(and(eq(persons.eventYear, team.year), sql`${persons.id} in (${membersOfYear(team)})`, sql`${persons.id} not in (${runners})`));
}
