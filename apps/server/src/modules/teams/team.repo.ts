import { and, count, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { persons, teamMembers, teams } from '../../db/schema/index.ts';
import { offsetOf, orderByFromQuery } from '../../lib/pagination.ts';
import { likeSubstring } from '../../lib/like-substring.ts';

export type TeamRow = typeof teams.$inferSelect;
export type TeamInsert = Omit<typeof teams.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * The team's participant count (docs/decisions/0123-membership-per-year.md): members of the team's year (`teams.year`)
 * whose person is active. Past years' members are not counted.
 */
const participantCount = sql<number>`(select count(*)::int from team_members tm join persons mp on mp.id = tm.person_id where tm.team_id = ${teams.id} and tm.event_year = ${teams.year} and mp.active = true)`;

const captainPersonColumns = {
  firstName: persons.firstName,
  lastName: persons.lastName,
  email: persons.email,
  phone: persons.phone,
  // The Teams report's captain columns.
  address: persons.address,
  shirtSize: persons.shirtSize,
};

/** Members of the team in a year whose person is active. */
export async function countTeamMembers(db: DbOrTx, teamId: number, year: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.eventYear, year), eq(persons.active, true)));
  return row?.n ?? 0;
}

/** Active teams of an event year, by name (the public list). */
export async function listActiveTeams(db: DbOrTx, year: number) {
  return db
    .select({ id: teams.id, name: teams.name, slug: teams.slug, eventCity: teams.eventCity })
    .from(teams)
    .where(and(eq(teams.active, true), eq(teams.year, year)))
    .orderBy(sql`lower(${teams.name})`, teams.id);
}

/** Slugs equal to `base` or `base-N`: the ones a new slug must avoid. */
export async function findSlugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ slug: teams.slug })
    .from(teams)
    .where(or(eq(teams.slug, base), like(teams.slug, `${escaped}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertTeam(db: DbOrTx, values: TeamInsert): Promise<TeamRow> {
  const [row] = await db.insert(teams).values(values).returning();
  return row!;
}

/** A team with its captain person and member count. */
export async function findTeamDetail(db: DbOrTx, where: { id: number } | { slug: string }) {
  const [row] = await db
    .select({ team: teams, participants: participantCount, captainPerson: captainPersonColumns })
    .from(teams)
    .leftJoin(persons, eq(persons.id, teams.captainPersonId))
    .where('id' in where ? eq(teams.id, where.id) : eq(teams.slug, where.slug))
    .limit(1);
  return row ?? null;
}

/** The members of a team in a year with their person fields, by name. */
export async function listTeamMembers(db: DbOrTx, teamId: number, year: number) {
  return db
    .select({
      personId: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      email: persons.email,
      phone: persons.phone,
      event: persons.event,
      active: persons.active,
    })
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.eventYear, year)))
    .orderBy(persons.lastName, persons.firstName, persons.id);
}

export interface TeamListFilters {
  active?: boolean;
  year?: number;
  /** A substring of any field the grid shows: team name, city, captain's first, last or full name, or email; any case. */
  search?: string;
}

const SORTABLE_TEAM_FIELDS = {
  name: teams.name,
  totalRaised: teams.totalRaisedCents,
  teamDonationGoal: teams.teamDonationGoalCents,
  teamMemberGoal: teams.teamMemberGoal,
  active: teams.active,
  eventCity: teams.eventCity,
  year: teams.year,
  createdAt: teams.createdAt,
  participants: participantCount,
};
export const DEFAULT_TEAM_SORT = 'totalRaised:desc';

/** One page of teams (admin list) and the number of teams matching the filters. */
/** Page sizes above this count members with membersPerTeamYear rather than per row. */
const BULK_COUNT_FROM_LIMIT = 500;

/** Active members per team and year, as a subquery to join (the participantCount rule, grouped). */
function membersPerTeamYear(db: DbOrTx) {
  const member = alias(persons, 'member');
  return db
    .select({ teamId: teamMembers.teamId, eventYear: teamMembers.eventYear, n: sql<number>`count(*)::int`.as('n') })
    .from(teamMembers)
    .innerJoin(member, and(eq(member.id, teamMembers.personId), eq(member.active, true)))
    .groupBy(teamMembers.teamId, teamMembers.eventYear)
    .as('member_counts');
}

export async function listTeams(
  db: DbOrTx,
  filters: TeamListFilters,
  page: { page: number; limit: number; sortBy?: string },
) {
  const conditions: SQL[] = [];
  if (filters.active !== undefined) conditions.push(eq(teams.active, filters.active));
  if (filters.year !== undefined) conditions.push(eq(teams.year, filters.year));
  if (filters.search) {
    const pattern = likeSubstring(filters.search);
    conditions.push(
      or(
        ilike(teams.name, pattern),
        ilike(teams.eventCity, pattern),
        ilike(persons.firstName, pattern),
        ilike(persons.lastName, pattern),
        ilike(sql`${persons.firstName} || ' ' || ${persons.lastName}`, pattern),
        ilike(persons.email, pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const order = orderByFromQuery(page.sortBy, SORTABLE_TEAM_FIELDS, DEFAULT_TEAM_SORT, teams.id);
  // A report page (thousands of teams) counts every team's members in one grouped pass; a small
  // page counts its few teams one by one (measured at 5,000 teams: half the time of the per-row count).
  const memberCounts = page.limit > BULK_COUNT_FROM_LIMIT ? membersPerTeamYear(db) : null;
  const base = db
    .select({ team: teams, participants: memberCounts ? sql<number>`coalesce(${memberCounts.n}, 0)` : participantCount, captainPerson: captainPersonColumns })
    .from(teams)
    .leftJoin(persons, eq(persons.id, teams.captainPersonId));
  const joined = memberCounts ? base.leftJoin(memberCounts, and(eq(memberCounts.teamId, teams.id), eq(memberCounts.eventYear, teams.year))) : base;
  const rows = await joined.where(where).orderBy(...order).limit(page.limit).offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(teams).leftJoin(persons, eq(persons.id, teams.captainPersonId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function setTeamCaptain(db: DbOrTx, teamId: number, captainUserId: number, captainPersonId: number | null) {
  await db.update(teams).set({ captainUserId, captainPersonId, updatedAt: new Date() }).where(eq(teams.id, teamId));
}

/** Writes changed team columns. */
export async function updateTeam(db: DbOrTx, teamId: number, values: Partial<TeamInsert>) {
  await db.update(teams).set({ ...values, updatedAt: new Date() }).where(eq(teams.id, teamId));
}
