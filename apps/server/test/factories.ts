import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toTeamSlug, type AuthResponse, type Role } from '@walkfund/domain';
import type { DbOrTx } from '../src/db/client.ts';
import { persons, teamMembers, teams, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { currentEventYear } from '../src/modules/event-settings/event-settings.service.ts';

/**
 * Test factories: each call makes unique data straight in the database, so tests never depend on
 * demo data or on each other. Overrides replace any column.
 */

/** Satisfies the password rule (docs/decisions/0104-password-rule.md). */
export const TEST_PASSWORD = 'Walkfund#Test1';

export type UserRow = typeof users.$inferSelect;
export type PersonRow = typeof persons.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type PersonOverrides = Partial<Omit<typeof persons.$inferInsert, 'id'>>;
export type TeamOverrides = Partial<Omit<typeof teams.$inferInsert, 'id'>>;

let sequence = 0;

/** A suffix no other call in this test run returns. */
export function uniqueSuffix(): string {
  sequence += 1;
  return `${process.pid}-${sequence}-${randomBytes(3).toString('hex')}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${uniqueSuffix()}@example.com`;
}

/** argon2 takes ~20 ms: each distinct password is hashed once per test file. */
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A person of the current event year (unless `eventYear` is given). */
export async function createPerson(db: DbOrTx, overrides: PersonOverrides = {}): Promise<PersonRow> {
  const n = uniqueSuffix();
  const [row] = await db
    .insert(persons)
    .values({
      firstName: 'Test',
      lastName: `Person ${n}`,
      email: uniqueEmail('person'),
      phone: '(405) 555-0100',
      ...overrides,
      eventYear: overrides.eventYear ?? (await currentEventYear(db)),
    })
    .returning();
  return row!;
}

export interface UserOverrides {
  email?: string;
  password?: string;
  role?: Role;
  active?: boolean;
  isEmailVerified?: boolean;
  teamId?: number | null;
  /** A volunteer's event city. */
  eventCity?: string | null;
  person?: PersonOverrides;
}

export interface CreatedUser {
  user: UserRow;
  person: PersonRow;
  /** The plain password, to sign in with. */
  password: string;
}

/** A user (captain unless `role` says otherwise) with their person; the person shares the email. */
export async function createUserWithPerson(db: DbOrTx, overrides: UserOverrides = {}): Promise<CreatedUser> {
  const email = (overrides.email ?? uniqueEmail(overrides.role ?? 'captain')).toLowerCase();
  const password = overrides.password ?? TEST_PASSWORD;
  const person = await createPerson(db, { email, ...overrides.person });
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await cachedHash(password),
      role: overrides.role ?? 'captain',
      active: overrides.active ?? true,
      isEmailVerified: overrides.isEmailVerified ?? false,
      personId: person.id,
      teamId: overrides.teamId ?? null,
      eventCity: overrides.eventCity ?? null,
    })
    .returning();
  // The user of a team is its captain, and a captain is a member of the team's year.
  if (overrides.teamId) await addTeamMember(db, overrides.teamId, person.id);
  return { user: user!, person, password };
}

export function createAdmin(db: DbOrTx, overrides: Omit<UserOverrides, 'role'> = {}) {
  return createUserWithPerson(db, { ...overrides, role: 'admin' });
}

export function createCaptain(db: DbOrTx, overrides: Omit<UserOverrides, 'role'> = {}) {
  return createUserWithPerson(db, { ...overrides, role: 'captain' });
}

/**
 * An active team of the current event year with a unique name and slug. With `captain`, the team
 * is theirs: captain ids on the team, `users.team_id`, and the captain's person a member of the
 * team's year.
 */
export async function createTeam(db: DbOrTx, overrides: TeamOverrides & { captain?: CreatedUser } = {}): Promise<TeamRow> {
  const { captain, ...columns } = overrides;
  const name = columns.name ?? `Test Team ${uniqueSuffix()}`;
  const [team] = await db
    .insert(teams)
    .values({
      name,
      slug: toTeamSlug(name),
      eventCity: 'Oklahoma City',
      teamMessage: 'We walk together.',
      teamDonationGoalCents: 100_000,
      teamMemberGoal: 10,
      captainUserId: captain?.user.id ?? null,
      captainPersonId: captain?.person.id ?? null,
      ...columns,
      year: columns.year ?? (await currentEventYear(db)),
    })
    .returning();
  if (captain) {
    await db.update(users).set({ teamId: team!.id }).where(eq(users.id, captain.user.id));
    await addTeamMember(db, team!.id, captain.person.id);
    captain.user.teamId = team!.id;
  }
  return team!;
}

/**
 * Makes an existing person a member of the team for `eventYear` (default: the team's year):
 * a team_members row, the one record of membership (docs/decisions/0123-membership-per-year.md).
 */
export async function addTeamMember(db: DbOrTx, teamId: number, personId: number, eventYear?: number) {
  const year = eventYear ?? (await db.select({ year: teams.year }).from(teams).where(eq(teams.id, teamId)))[0]!.year;
  await db.insert(teamMembers).values({ teamId, personId, eventYear: year }).onConflictDoNothing();
}

/** A new person who is a member of the team for the team's year (or `eventYear`). */
export async function createTeamMember(db: DbOrTx, teamId: number, overrides: PersonOverrides = {}, eventYear?: number): Promise<PersonRow> {
  const person = await createPerson(db, overrides);
  await addTeamMember(db, teamId, person.id, eventYear);
  return person;
}

/** The flat POST /v1/users body (public team sign-up). */
export function buildUserInput(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Casey',
    lastName: 'Walker',
    email: uniqueEmail('signup'),
    password: TEST_PASSWORD,
    phone: '(405) 555-0199',
    role: 'captain',
    ...overrides,
  };
}

export function authHeader(accessToken: string) {
  return { authorization: `Bearer ${accessToken}` };
}

export interface Session extends AuthResponse {
  /** `{authorization: 'Bearer ...'}` for app.inject. */
  headers: { authorization: string };
}

/** Signs in over HTTP (POST /v1/auth/login); fails the test with the API's answer when refused. */
export async function loginAs(app: FastifyInstance, email: string, password: string = TEST_PASSWORD): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`loginAs(${email}) answered ${res.statusCode}: ${res.body}`);
  const body = res.json() as AuthResponse;
  return { ...body, headers: authHeader(body.tokens.access.token) };
}

/** A new user (and person) who is signed in. */
export async function signedInUser(app: FastifyInstance, overrides: UserOverrides = {}): Promise<CreatedUser & { session: Session }> {
  const created = await createUserWithPerson(app.db, overrides);
  return { ...created, session: await loginAs(app, created.user.email, created.password) };
}

export function signedInAdmin(app: FastifyInstance, overrides: Omit<UserOverrides, 'role'> = {}) {
  return signedInUser(app, { ...overrides, role: 'admin' });
}

export function signedInCaptain(app: FastifyInstance, overrides: Omit<UserOverrides, 'role'> = {}) {
  return signedInUser(app, { ...overrides, role: 'captain' });
}

/** A signed-in volunteer of one event city (docs/decisions/0011-event-day-check-in.md). */
export function signedInVolunteer(app: FastifyInstance, eventCity: string, overrides: Omit<UserOverrides, 'role' | 'eventCity'> = {}) {
  return signedInUser(app, { ...overrides, role: 'volunteer', eventCity });
}
