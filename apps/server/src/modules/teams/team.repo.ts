import { and, count, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { lineItems, persons, teamMembers, teams, transactions, users } from '../../db/schema/index.ts';
import { offsetOf, orderByFromQuery } from '../../lib/pagination.ts';

export type TeamRow = typeof teams.$inferSelect;
export type TeamInsert = Omit<typeof teams.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Active members: the team's participant count. */
const participantCount = sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.teamId} = ${teams.id} and ${teamMembers.active} = true)`;

const captainPersonColumns = {
  firstName: persons.firstName,
  lastName: persons.lastName,
  email: persons.email,
  phone: persons.phone,
};

export async function findTeamById(db: DbOrTx, id: number): Promise<TeamRow | null> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
  return row ?? null;
}

/** The team row locked until the transaction ends, so its cached total is computed one writer at a time. */
export async function lockTeam(tx: Tx, id: number): Promise<TeamRow | null> {
  const [row] = await tx.select().from(teams).where(eq(teams.id, id)).for('update');
  return row ?? null;
}

/**
 * DECISIONS.md 11: a team's totalRaised is the sum of its paid line items (donations, runner
 * registrations, shirts) of the given event year, over its active transactions; shipping and
 * covered fees are not line items, so they never count. Stores and returns the cents.
 */
export async function recomputeTeamTotal(tx: DbOrTx, teamId: number, year: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${lineItems.amountCents}), 0)` })
    .from(lineItems)
    .innerJoin(transactions, eq(transactions.id, lineItems.transactionId))
    .where(and(eq(transactions.teamId, teamId), eq(transactions.active, true), eq(lineItems.eventYear, year)));
  const total = Number(row?.total ?? 0);
  await tx.update(teams).set({ totalRaisedCents: total, updatedAt: new Date() }).where(eq(teams.id, teamId));
  return total;
}

/** Adds people to a team's members (already-members are left as they are). */
export async function addTeamMembers(db: DbOrTx, teamId: number, personIds: number[]) {
  if (!personIds.length) return;
  await db
    .insert(teamMembers)
    .values(personIds.map((personId) => ({ teamId, personId })))
    .onConflictDoNothing({ target: [teamMembers.teamId, teamMembers.personId] });
}

export async function countTeamMembers(db: DbOrTx, teamId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.active, true)));
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

export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row?.id ?? null;
}

export async function insertCaptainUser(db: DbOrTx, values: { email: string; passwordHash: string; personId: number; teamId: number }) {
  const [row] = await db.insert(users).values({ ...values, role: 'captain' }).returning();
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

/** The members of a team with their person fields. */
export async function listTeamMembers(db: DbOrTx, teamId: number) {
  return db
    .select({
      personId: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      email: persons.email,
      phone: persons.phone,
      event: persons.event,
      active: teamMembers.active,
    })
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(persons.lastName, persons.firstName, persons.id);
}

export interface TeamListFilters {
  active?: boolean;
  year?: number;
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
export async function listTeams(
  db: DbOrTx,
  filters: TeamListFilters,
  page: { page: number; limit: number; sortBy?: string },
) {
  const conditions: SQL[] = [];
  if (filters.active !== undefined) conditions.push(eq(teams.active, filters.active));
  if (filters.year !== undefined) conditions.push(eq(teams.year, filters.year));
  if (filters.search) conditions.push(ilike(teams.name, `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = orderByFromQuery(page.sortBy, SORTABLE_TEAM_FIELDS, DEFAULT_TEAM_SORT, teams.id);
  const rows = await db
    .select({ team: teams, participants: participantCount, captainPerson: captainPersonColumns })
    .from(teams)
    .leftJoin(persons, eq(persons.id, teams.captainPersonId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(teams).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function setTeamCaptain(db: DbOrTx, teamId: number, captainUserId: number, captainPersonId: number) {
  await db.update(teams).set({ captainUserId, captainPersonId, updatedAt: new Date() }).where(eq(teams.id, teamId));
}

/** The unique constraint a failed insert violated (PostgreSQL 23505), from pg, PGlite or a Drizzle wrapper. */
export function violatedUniqueConstraint(err: unknown): string | null {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as Error & { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? /unique constraint "([^"]+)"/.exec(e.message)?.[1] ?? 'unknown';
  }
  return null;
}
