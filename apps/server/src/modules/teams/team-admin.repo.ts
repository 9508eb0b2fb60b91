import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { teams, users } from '../../db/schema/index.ts';

/**
 * The user who is to captain a new team, locked until the transaction ends: two admins giving
 * the same user a team at once are served one after the other, so the second sees the first team.
 */
export async function lockUserForCaptaincy(tx: Tx, userId: number) {
  const [user] = await tx
    .select({ id: users.id, active: users.active, personId: users.personId, teamId: users.teamId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return null;
  const [team] = user.teamId === null ? [] : await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, user.teamId));
  return { ...user, teamName: team?.name ?? null };
}
