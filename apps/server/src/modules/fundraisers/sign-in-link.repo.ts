import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { persons, signInLinks, teamMembers, teams, users } from '../../db/schema/index.ts';

/** Sign-in links (docs/decisions/0009-personal-pages.md): only the token's SHA-256 is stored. */

export async function insertSignInLink(db: DbOrTx, values: { personId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(signInLinks).values(values);
}

/** Locks the person's row for the transaction, so two links made at once for them do not both stay valid. */
export async function lockPersonForLinks(db: DbOrTx, personId: number): Promise<void> {
  await db.select({ id: persons.id }).from(persons).where(eq(persons.id, personId)).for('update');
}

/**
 * Uses the link in one statement (unused and unexpired, then marked used), so two clicks of one
 * link give one session. The person it signs in, or null.
 */
export async function claimSignInLink(db: DbOrTx, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(signInLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(signInLinks.tokenHash, tokenHash), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, new Date())))
    .returning({ personId: signInLinks.personId });
  return row?.personId ?? null;
}

/** Which user a link signs in: the one whose person it is, else the one with the person's email. */
export async function findUserOfPerson(db: DbOrTx, personId: number) {
  const [row] = await db.select().from(users).where(eq(users.personId, personId)).orderBy(users.id).limit(1);
  return row ?? null;
}

export async function findUserByEmailAddress(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row ?? null;
}

/** Links an existing user (found by email, with no person) to the person. */
export async function linkUserToPerson(db: DbOrTx, userId: number, personId: number): Promise<void> {
  await db.update(users).set({ personId, updatedAt: new Date() }).where(and(eq(users.id, userId), isNull(users.personId)));
}

/** A participant account with no usable password yet; null when the email was taken meanwhile. */
export async function insertParticipant(db: DbOrTx, values: { email: string; passwordHash: string; personId: number }) {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: 'participant', passwordSet: false, isEmailVerified: true })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The active persons with this email (any case) who are on a team in `year`, with the team: "Start fundraising". */
export async function findMembersByEmail(db: DbOrTx, email: string, year: number) {
  return db
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName, email: persons.email, teamId: teams.id, teamName: teams.name })
    .from(persons)
    .innerJoin(teamMembers, and(eq(teamMembers.personId, persons.id), eq(teamMembers.eventYear, year)))
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(sql`lower(${persons.email}) = lower(${email})`, eq(persons.active, true)));
}

/** Of these persons, those on a team in `year`, with the team (invitations). */
export async function findMembersByIds(db: DbOrTx, personIds: number[], year: number) {
  if (!personIds.length) return [];
  return db
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName, email: persons.email, teamId: teams.id, teamName: teams.name })
    .from(persons)
    .innerJoin(teamMembers, and(eq(teamMembers.personId, persons.id), eq(teamMembers.eventYear, year)))
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(inArray(persons.id, personIds));
}
