import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { persons, teamMembers, teams } from '../../db/schema/index.ts';
import type { TeamRow } from '../../lib/teams-by-ids.repo.ts';
import type { PersonRow } from './person.repo.ts';
import { emailKey } from './person-row.ts';

/** Inserts the team's memberships of its year; a person already on a team that year is left where they are. Answers the new rows' ids. */
export async function insertTeamMembers(db: DbOrTx, team: { id: number; year: number }, personIds: number[]): Promise<number[]> {
  const added = await db
    .insert(teamMembers)
    .values(personIds.map((personId) => ({ teamId: team.id, personId, eventYear: team.year })))
    .onConflictDoNothing()
    .returning({ id: teamMembers.id });
  return added.map((row) => row.id);
}

/**
 * The team's active members of the year whose email (trimmed, any case) is one of `emails`, the
 * oldest person first per email. Each email is first locked for the rest of the transaction, so two
 * checkouts entering the same new person one after the other wait and the second finds the first's person.
 */
export async function selectTeamMembersByEmail(tx: Tx, team: { id: number; year: number }, emails: string[]): Promise<Map<string, PersonRow>> {
  // An empty email (a walk-up registered at the gate without one) is nobody's: never matched to a member.
  const keys = [...new Set(emails.map(emailKey))].filter((key) => key !== '').sort();
  const found = new Map<string, PersonRow>();
  if (!keys.length) return found;
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`team-member:${team.id}:${team.year}:${key}`}, 0))`);
  }
  const rows = await tx
    .select({ person: persons })
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .where(
      and(
        eq(teamMembers.teamId, team.id),
        eq(teamMembers.eventYear, team.year),
        eq(persons.active, true),
        inArray(sql`lower(btrim(${persons.email}))`, keys),
      ),
    )
    .orderBy(persons.id);
  for (const { person } of rows) {
    const key = emailKey(person.email);
    if (!found.has(key)) found.set(key, person);
  }
  return found;
}

/** The person ids of the team's members in a year. */
export async function selectMemberIds(db: DbOrTx, teamId: number, year: number): Promise<number[]> {
  const rows = await db
    .select({ personId: teamMembers.personId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.eventYear, year)));
  return rows.map((r) => r.personId);
}

/** True when the person is a member of the team in that year. */
export async function selectIsMember(db: DbOrTx, teamId: number, personId: number, year: number): Promise<boolean> {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.personId, personId), eq(teamMembers.eventYear, year)))
    .limit(1);
  return !!row;
}

/** The team a person is on in a year, or null. */
export async function selectTeamOfPerson(db: DbOrTx, personId: number, year: number): Promise<TeamRow | null> {
  const [row] = await db
    .select({ team: teams })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.personId, personId), eq(teamMembers.eventYear, year)))
    .limit(1);
  return row?.team ?? null;
}

/** For each person, the id of the team they are on in their own event year (people on none are absent). */
export async function selectTeamIdsOfPersons(db: DbOrTx, people: { id: number; eventYear: number }[]): Promise<Map<number, number>> {
  if (!people.length) return new Map();
  const rows = await db
    .select({ personId: teamMembers.personId, teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(persons, and(eq(persons.id, teamMembers.personId), eq(persons.eventYear, teamMembers.eventYear)))
    .where(inArray(teamMembers.personId, people.map((p) => p.id)));
  return new Map(rows.map((r) => [r.personId, r.teamId]));
}

/** Removes people from the team's members of a year; returns how many left. */
export async function deleteTeamMembers(db: DbOrTx, teamId: number, year: number, personIds: number[]): Promise<number> {
  if (!personIds.length) return 0;
  const removed = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.eventYear, year), inArray(teamMembers.personId, personIds)))
    .returning({ id: teamMembers.id });
  return removed.length;
}

/** The team ids other than `teamId` the people are on in a year. */
export async function selectOtherMemberships(db: DbOrTx, teamId: number, year: number, personIds: number[]) {
  if (!personIds.length) return [];
  return db
    .select({ personId: teamMembers.personId, teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.eventYear, year), inArray(teamMembers.personId, personIds), sql`${teamMembers.teamId} <> ${teamId}`));
}
