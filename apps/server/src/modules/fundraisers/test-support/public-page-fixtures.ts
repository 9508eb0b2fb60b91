import { and, eq } from 'drizzle-orm';
import { toCents } from '@walkfund/domain';
import { createTeamMember, type PersonOverrides } from '../../../../test/factories.ts';
import type { Db } from '../../../db/client.ts';
import { fundraiserPages, teamMembers } from '../../../db/schema/index.ts';
import { buildTeam, uniqueSuffix } from '../../teams/test-support/team-fixtures.ts';

export type PageRow = typeof fundraiserPages.$inferSelect;

/** A claimed page for a person (as opening a sign-in link makes it: leaderboards not chosen yet), with optional columns. */
export async function buildPage(db: Db, personId: number, overrides: Partial<typeof fundraiserPages.$inferInsert> = {}): Promise<PageRow> {
  const [row] = await db
    .insert(fundraiserPages)
    .values({ personId, slug: `walker-${uniqueSuffix()}`, story: '<p>I walk for my sister.</p>', ...overrides })
    .returning();
  return row!;
}

/** Sets the membership's goal (dollars) for the person's row on the team. */
export async function setGoal(db: Db, teamId: number, personId: number, dollars: number) {
  await db
    .update(teamMembers)
    .set({ fundraisingGoalCents: toCents(dollars) })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.personId, personId)));
}

/** An active team of the current year with a member who has a public page and a goal, and said yes to leaderboards. */
export async function teamWithPage(db: Db, person: PersonOverrides = {}, page: Partial<typeof fundraiserPages.$inferInsert> = {}, goal = 200) {
  const team = await buildTeam(db);
  const walker = await createTeamMember(db, team.id, { firstName: 'Wendy', lastName: 'Walker', ...person });
  const row = await buildPage(db, walker.id, { showOnLeaderboards: true, ...page });
  await setGoal(db, team.id, walker.id, goal);
  return { team, walker, page: row };
}
