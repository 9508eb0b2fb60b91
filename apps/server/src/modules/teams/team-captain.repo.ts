import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teams, users } from '../../db/schema/index.ts';

/* The captain's user account as the teams module writes it: users.team_id, a new captain's user. */

export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row?.id ?? null;
}

export async function insertCaptainUser(db: DbOrTx, values: { email: string; passwordHash: string; personId: number; teamId: number }) {
  const [row] = await db.insert(users).values({ ...values, role: 'captain' }).returning();
  return row!;
}

/** users.team_id: the team a user captains (null: none). */
export async function setUserTeam(db: DbOrTx, userId: number, teamId: number | null) {
  await db.update(users).set({ teamId, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Users whose users.team_id names the team, but `exceptUserId`. */
export async function clearOtherCaptains(db: DbOrTx, teamId: number, exceptUserId: number) {
  await db
    .update(users)
    .set({ teamId: null, updatedAt: new Date() })
    .where(and(eq(users.teamId, teamId), sql`${users.id} <> ${exceptUserId}`));
}

export async function findUserForCaptaincy(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, active: users.active, personId: users.personId, teamId: users.teamId, teamName: teams.name })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
