import { and, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role, USER_SORT_FIELDS } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { reusableStatement } from '../../db/reusable-statement.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { persons, teams, users } from '../../db/schema/index.ts';
import { fitsIdColumn } from '../../lib/id-column.ts';
import { likeSubstring } from '../../lib/like-substring.ts';
import { orderByFromQuery } from '../../lib/pagination.ts';

export type UserRow = typeof users.$inferSelect;
export type UserInsert = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type UserPatch = Partial<Pick<UserRow, 'email' | 'passwordHash' | 'role' | 'eventCity' | 'active' | 'isEmailVerified'>>;

const USER_EMAIL_UNIQUE = 'users_email_unique';

/** Null for an unknown id, an id out of the column's range included. */
/** Built once (db/reusable-statement.ts): every signed-in request reads its user. */
const findUserByIdStatement = reusableStatement('walkfund_user_by_id', (db) => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1));

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  if (!fitsIdColumn(id)) return null;
  const [row] = await findUserByIdStatement(db, { id });
  return row ?? null;
}

/** False on a database nobody has signed up to yet (the seed's "empty"). */
export async function hasAnyUser(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return !!row;
}

/** Emails identify users case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row ?? null;
}

export async function isEmailTaken(db: DbOrTx, email: string, exceptUserId?: number) {
  const conditions = [sql`lower(${users.email}) = lower(${email})`];
  if (exceptUserId !== undefined) conditions.push(ne(users.id, exceptUserId));
  const [row] = await db.select({ id: users.id }).from(users).where(and(...conditions)).limit(1);
  return !!row;
}

/** True when `err` is the unique-email violation (two writers passed the check at once). */
export function isEmailUniqueViolation(err: unknown): boolean {
  return violatedUniqueConstraint(err) === USER_EMAIL_UNIQUE;
}

export async function insertUser(db: DbOrTx, values: UserInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: DbOrTx, id: number, patch: UserPatch) {
  if (!fitsIdColumn(id)) return null;
  const [row] = await db.update(users).set({ ...patch, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row ?? null;
}

/** Ends every access token of the user at once: tokens carry the version they were issued with. */
export async function bumpTokenVersion(db: DbOrTx, id: number) {
  await db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, id));
}

/**
 * The user of an email and the team they captain, in one query: the "exists" answer costs the
 * same whether or not there is an account or a team.
 */
export async function findUserAndTeamByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ userId: users.id, team: { id: teams.id, name: teams.name, active: teams.active } })
    .from(users)
    .leftJoin(teams, eq(users.teamId, teams.id))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function findPersonsByIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(persons).where(inArray(persons.id, ids));
}

/** A user with the team they captain and their person's first name, for the session answer. */
export async function findUserWithTeam(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ user: users, team: { id: teams.id, name: teams.name, slug: teams.slug, active: teams.active, year: teams.year }, firstName: persons.firstName })
    .from(users)
    .leftJoin(teams, eq(users.teamId, teams.id))
    .leftJoin(persons, eq(users.personId, persons.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** Columns `sortBy` may name on the users list; names sort by the user's person, `team` by the name of the team they captain. */
const USER_SORTABLE = {
  id: users.id,
  email: users.email,
  role: users.role,
  active: users.active,
  isEmailVerified: users.isEmailVerified,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  firstName: persons.firstName,
  lastName: persons.lastName,
  team: teams.name,
} satisfies Record<(typeof USER_SORT_FIELDS)[number], unknown>;

export interface UserListFilters {
  role?: Role;
  active?: boolean;
  /** Substring of the email, first name, last name, full name, role or captained team's name, any case. */
  search?: string;
}

function listConditions(filters: UserListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.active !== undefined) conditions.push(eq(users.active, filters.active));
  if (filters.search) {
    const pattern = likeSubstring(filters.search);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(persons.firstName, pattern),
        ilike(persons.lastName, pattern),
        ilike(sql`${persons.firstName} || ' ' || ${persons.lastName}`, pattern),
        ilike(users.role, pattern),
        ilike(teams.name, pattern),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of users and the total matching the filters. */
export async function listUsers(
  db: DbOrTx,
  options: { filters: UserListFilters; sortBy: string | undefined; limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = listConditions(options.filters);
  const orderBy = orderByFromQuery(options.sortBy, USER_SORTABLE, 'createdAt:desc', users.id);
  const rows = await db
    .select({ user: users })
    .from(users)
    .leftJoin(persons, eq(users.personId, persons.id))
    .leftJoin(teams, eq(users.teamId, teams.id))
    .where(where)
    .orderBy(...orderBy)
    .limit(options.limit)
    .offset(options.offset);
  const [totals] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(persons, eq(users.personId, persons.id))
    .leftJoin(teams, eq(users.teamId, teams.id))
    .where(where);
  return { rows: rows.map((r) => r.user), total: Number(totals?.total ?? 0) };
}
