import { eq, sql } from 'drizzle-orm';
import type { AuthResponse } from '@walkfund/domain';
import { kindfulExports, users } from '../src/db/schema/index.ts';
import type { Db } from '../src/db/client.ts';
import { DEFAULT_LIMITS, type RequestLimits } from '../src/modules/rate-limits/limits.ts';
import { buildCheckout, payByTestCard } from '../src/modules/payments/test-support/checkout-fixtures.ts';
import { createSignInLink } from '../src/modules/fundraisers/sign-in-link.service.ts';
import { donorSessionHeaders } from '../src/modules/my-giving/test-support/my-giving-fixtures.ts';
import {
  authHeader, createAdmin, createCaptain, createTeam, createTeamMember, createUserWithPerson, loginAs, uniqueSuffix, type CreatedUser, type PersonRow, type Session,
  type TeamRow, type UserRow,
} from './factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * Shared by the tests that walk the server's own route list (authorization matrix, write-route
 * fuzz): the roles, the data they act on, and a whole-database row count.
 */

export const ROLES_UNDER_TEST = ['anonymous', 'captainA', 'captainB', 'participant', 'volunteer', 'admin', 'donor'] as const;
export type RoleUnderTest = (typeof ROLES_UNDER_TEST)[number];

/** A route as `app.routeTable` lists it, keyed "METHOD /url" (the url as registered, with its :params). */
export interface RouteEntry {
  method: string;
  url: string;
}
export const routeKey = (route: RouteEntry) => `${route.method} ${route.url}`;

/**
 * Every route the app registered but HEAD (Fastify's twin of each GET) and wildcards (the web
 * app's static files, served to anyone).
 */
export function apiRoutes(routeTable: readonly RouteEntry[]): RouteEntry[] {
  const seen = new Set<string>();
  return routeTable.filter((route) => {
    if (route.method === 'HEAD' || route.url.includes('*')) return false;
    const key = routeKey(route);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Limits so high that no 429 hides what a route answers (these tests are about other rules). */
export const UNLIMITED: Pick<TestApp['config'], 'limits'> = {
  limits: Object.fromEntries(
    Object.entries(DEFAULT_LIMITS).map(([name, limit]) => [name, { ...limit, limit: 1_000_000 }]),
  ) as RequestLimits,
};

/**
 * Team A and its captain (the owner of every resource a path names), team B and its captain
 * (a signed-in stranger to A's resources), a participant (a member of team A who claimed their
 * page: signed in, yet owner of nothing of the team's), an admin, and a card transaction
 * supporting team A.
 */
export interface RouteWorld {
  teamA: TeamRow;
  teamB: TeamRow;
  captainA: CreatedUser;
  captainB: CreatedUser;
  /** A member of team A signed in by a sign-in link: a participant with a claimed page (docs/decisions/0009-personal-pages.md). */
  participant: Participant;
  /** A volunteer of team A's event city (docs/decisions/0011-event-day-check-in.md): check-in only. */
  volunteer: CreatedUser;
  admin: CreatedUser;
  transactionId: number;
  /** The transaction's printable receipt token (docs/decisions/0012-receipts.md): GET /v1/receipts/{token}. */
  receiptToken: string;
  /** The transaction's Kindful export record (written with it). */
  kindfulExportId: number;
  /** The payment that produced the transaction: `?secret=` reads it anonymously. */
  payment: { id: string; secret: string };
  /** The email the world's transaction was given with: the donor's (docs/features/my-giving.md). */
  donorEmail: string;
  /** The role's bearer header (anonymous: none; the donor: their session's x-donor-session), from one sign-in per role and world. */
  headersOf(role: RoleUnderTest): Promise<Record<string, string>>;
}

export async function buildRouteWorld(t: TestApp): Promise<RouteWorld> {
  const db = t.app.db;
  const captainA = await createCaptain(db);
  const teamA = await createTeam(db, { captain: captainA });
  const captainB = await createCaptain(db);
  const teamB = await createTeam(db, { captain: captainB });
  const admin = await createAdmin(db);
  const participant = await participantByLink(t, teamA.id);
  const volunteer = await createUserWithPerson(db, { role: 'volunteer', eventCity: teamA.eventCity });
  const paid = await payByTestCard(t, buildCheckout({ donation: 25, team: teamA.id }));
  if (paid.recorded.statusCode !== 201) throw new Error(`recording the world's transaction answered ${paid.recorded.statusCode}: ${paid.recorded.body}`);
  const transactionId = (paid.recorded.json() as { id: number }).id;
  const [kindfulExport] = await db.select({ id: kindfulExports.id }).from(kindfulExports).where(eq(kindfulExports.transactionId, transactionId));
  if (!kindfulExport) throw new Error("the world's transaction has no Kindful export record");
  const users: Record<Exclude<RoleUnderTest, 'anonymous' | 'participant' | 'donor'>, CreatedUser> = { captainA, captainB, volunteer, admin };
  // The donor of the world's transaction, signed in to their own page (no account: a session scoped to the email).
  const donorEmail = ((paid.recorded.json() as { contactEmail: string }).contactEmail ?? '').toLowerCase();
  const donorHeaders = await donorSessionHeaders(db, donorEmail);
  const sessions = new Map<RoleUnderTest, Promise<Session>>();
  return {
    teamA,
    teamB,
    captainA,
    captainB,
    participant,
    volunteer,
    admin,
    transactionId,
    receiptToken: (paid.recorded.json() as { receiptToken: string }).receiptToken,
    kindfulExportId: kindfulExport.id,
    payment: paid.ref,
    donorEmail,
    async headersOf(role) {
      if (role === 'anonymous') return {};
      if (role === 'donor') return donorHeaders;
      if (role === 'participant') return participant.session.headers;
      const user = users[role];
      let session = sessions.get(role);
      if (!session) {
        session = loginAs(t.app, user.user.email, user.password);
        sessions.set(role, session);
      }
      return (await session).headers;
    },
  };
}

/** A member who opened a sign-in link: their participant account, person and session. */
export interface Participant {
  user: UserRow;
  person: PersonRow;
  session: Session;
}

/**
 * A new member of the team who opens a sign-in link (POST /v1/auth/sign-in-link): a participant
 * account with no password, a claimed page and a session, as an invitation leaves them.
 */
export async function participantByLink(t: TestApp, teamId: number): Promise<Participant> {
  const person = await createTeamMember(t.app.db, teamId, { firstName: 'Pat', lastName: `Participant ${uniqueSuffix()}` });
  const token = await t.app.db.transaction((tx) => createSignInLink(tx, person.id));
  const res = await t.app.inject({ method: 'POST', url: '/v1/auth/sign-in-link', payload: { token } });
  if (res.statusCode !== 200) throw new Error(`opening a sign-in link answered ${res.statusCode}: ${res.body}`);
  const body = res.json() as AuthResponse;
  const [user] = await t.app.db.select().from(users).where(eq(users.id, body.user.id));
  return { user: user!, person, session: { ...body, headers: authHeader(body.tokens.access.token) } };
}

/** Tables whose rows any request may write by design (counters of requests). */
const COUNTED_BY_DESIGN = new Set(['rate_limits']);

/**
 * Row count of every table of the application's schema (but the request counters), in one
 * statement, so a test can prove that a refused request wrote nothing anywhere.
 */
export async function countAllRows(db: Db): Promise<Record<string, number>> {
  const tables = await listTables(db);
  const columns = tables.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ');
  const result = await db.execute(sql.raw(`select ${columns}`));
  return (result.rows[0] ?? {}) as Record<string, number>;
}

const tableLists = new WeakMap<Db, Promise<string[]>>();
function listTables(db: Db): Promise<string[]> {
  let tables = tableLists.get(db);
  if (!tables) {
    tables = db
      .execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)
      .then((result) => (result.rows as { tablename: string }[]).map((r) => r.tablename).filter((name) => !COUNTED_BY_DESIGN.has(name)));
    tableLists.set(db, tables);
  }
  return tables;
}

/** The tables whose counts differ, as "table: before -> after". */
export function rowCountChanges(before: Record<string, number>, after: Record<string, number>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).map((name) => `${name}: ${before[name]} -> ${after[name]}`);
}
