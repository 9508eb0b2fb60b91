import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { fundraiserPages, teamMembers, teams } from '../../db/schema/index.ts';

/** The back office's reads and writes of personal pages (docs/decisions/0009-personal-pages.md). */

export type FundraiserPageRow = typeof fundraiserPages.$inferSelect;

/** A person's page, or null when they have not claimed one. */
export async function findPageOfPerson(db: DbOrTx, personId: number): Promise<FundraiserPageRow | null> {
  const [row] = await db.select().from(fundraiserPages).where(eq(fundraiserPages.personId, personId)).limit(1);
  return row ?? null;
}

/** The page row locked until the transaction ends: moderation changes are made one at a time. */
export async function lockPageOfPerson(tx: Tx, personId: number): Promise<FundraiserPageRow | null> {
  const [row] = await tx.select().from(fundraiserPages).where(eq(fundraiserPages.personId, personId)).for('update');
  return row ?? null;
}

export async function updatePage(tx: Tx, id: number, values: Partial<Pick<FundraiserPageRow, 'hiddenByAdmin' | 'story' | 'imageUrl'>>) {
  await tx.update(fundraiserPages).set({ ...values, updatedAt: new Date() }).where(eq(fundraiserPages.id, id));
}

/** The person's membership of `year` with its team, or null. */
export async function findMembershipOfYear(db: DbOrTx, personId: number, year: number) {
  const [row] = await db
    .select({
      goalCents: teamMembers.fundraisingGoalCents,
      raisedCents: teamMembers.raisedCents,
      team: { id: teams.id, name: teams.name, slug: teams.slug, eventCity: teams.eventCity },
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.personId, personId), eq(teamMembers.eventYear, year)))
    .limit(1);
  return row ?? null;
}

