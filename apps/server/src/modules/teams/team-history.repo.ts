import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { persons, teamHistory, teamMembers, users } from '../../db/schema/index.ts';

export type TeamHistoryRow = typeof teamHistory.$inferSelect;
export type TeamHistoryInsert = Omit<typeof teamHistory.$inferInsert, 'id' | 'createdAt'>;

/**
 * Keeps a closed year's results. A year is closed once: when a reset already closed it, the
 * reactivation that follows keeps the reset's record (which has the year's real results).
 * True when this call wrote the row.
 */
export async function insertTeamHistory(db: DbOrTx, values: TeamHistoryInsert): Promise<boolean> {
  const rows = await db
    .insert(teamHistory)
    .values(values)
    .onConflictDoNothing({ target: [teamHistory.teamId, teamHistory.year] })
    .returning({ id: teamHistory.id });
  return rows.length > 0;
}

/** The team's closed years, newest first. */
export async function listTeamHistory(db: DbOrTx, teamId: number): Promise<TeamHistoryRow[]> {
  return db.select().from(teamHistory).where(eq(teamHistory.teamId, teamId)).orderBy(desc(teamHistory.year));
}

/** The captain as history keeps them: the user id and the person's contact details. */
export async function findCaptainSnapshot(db: DbOrTx, captainUserId: number | null, captainPersonId: number | null) {
  if (captainPersonId === null) return null;
  const [row] = await db
    .select({ person: persons, userId: users.id })
    .from(persons)
    .leftJoin(users, eq(users.personId, persons.id))
    .where(eq(persons.id, captainPersonId))
    .limit(1);
  if (!row) return null;
  const p = row.person;
  return {
    userId: captainUserId ?? row.userId ?? null,
    personId: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    address: p.address,
    lifeChurchLocation: p.lifeChurchLocation,
    shirtSize: p.shirtSize,
  };
}

/** Each member's raised cents of the team's year, by person: what a closing year keeps beside each member. */
export async function findMembersRaised(db: DbOrTx, teamId: number, year: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ personId: teamMembers.personId, raisedCents: teamMembers.raisedCents })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.eventYear, year)));
  return new Map(rows.map((r) => [r.personId, r.raisedCents]));
}
