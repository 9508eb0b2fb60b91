import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCalendarDate } from '@walkfund/domain';
import { createTestApp, type TestApp } from './test-app.ts';
import {
  apiRoutes, buildRouteWorld, ROLES_UNDER_TEST, routeKey, UNLIMITED, type RoleUnderTest, type RouteEntry, type RouteWorld,
} from './route-fixtures.ts';

/**
 * The authorization matrix: every route the server registers (read from `app.routeTable`, so a
 * new route is walked without anyone listing it here) × {anonymous, captain of team A, captain
 * of team B, a participant (a member of team A with a claimed page), admin}, against the expected statuses below. A route with no rule fails the test:
 * whoever adds a route writes down who may call it.
 *
 * Paths name team A's resources, so captain A is the owner and captain B a signed-in stranger;
 * the participant, though on team A, reaches only their own user, person and page.
 * Write bodies are empty or invalid on purpose: authorization is decided before the body is
 * validated, so a refused caller gets 401/403 and never a 400 that describes the schema; an
 * allowed caller gets the 400 (or the route's success). Public routes answer their natural status.
 */

/**
 * What each role gets. The volunteer (docs/decisions/0011-event-day-check-in.md) reaches only
 * check-in and their own user, so unless a probe says otherwise (`volunteer`), a volunteer gets
 * 403 wherever an anonymous caller gets 401, and elsewhere (public routes) what the participant gets.
 */
type Statuses = Record<Exclude<RoleUnderTest, 'volunteer' | 'donor'>, number> & { volunteer?: number; donor?: number };

function expectedStatus(expect: Statuses, role: RoleUnderTest): number {
  // The donor (docs/features/my-giving.md) has no account: a session that only /v1/my-giving reads,
  // so everywhere else, unless a probe says otherwise, they get what an anonymous caller gets.
  if (role === 'donor') return expect.donor ?? expect.anonymous;
  if (role !== 'volunteer') return expect[role];
  return expect.volunteer ?? (expect.anonymous === 401 ? 403 : expect.participant);
}

interface Probe {
  /** The request path (required when the route has :params); the route url otherwise. */
  path?: (w: RouteWorld) => string;
  /** What the path names, for the printed table. */
  label?: string;
  /** JSON body of a write; `{}` unless given (a function when it names the world's rows). */
  body?: object | ((w: RouteWorld) => object);
  expect: Statuses;
}

interface Rule {
  /** Who may call it, in a few words. */
  who: string;
  probes: Probe[];
}

const all = (status: number): Statuses => ({ anonymous: status, captainA: status, captainB: status, participant: status, admin: status });
/** Signed-in admins only. */
const adminOnly = (adminStatus: number): Statuses => ({ anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: adminStatus });
/**
 * Team A's captain (the owner) or an admin. The participant is a member of team A, yet owns
 * nothing of the team's (docs/decisions/0009-personal-pages.md).
 */
const ownerOrAdmin = (status: number): Statuses => ({ anonymous: 401, captainA: status, captainB: 403, participant: 403, admin: status });
/** The signed-in user's own record: what captain A gets on theirs, the participant gets on their own. */
const selfOrAdmin = (status: number): Statuses => ({ anonymous: 401, captainA: 403, captainB: 403, participant: status, admin: status });

/** A donor's own page (docs/features/my-giving.md): only their session; a signed-in user's token is nothing there. */
const donorOnly = (status: number): Statuses => ({ ...all(401), volunteer: 401, donor: status });
/** The calendar year of a gift made now (America/Chicago): the year its statement covers. */
const chicagoYear = () => Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric' }).format(new Date()));

/** Check-in: an admin, or the world's volunteer (of team A's city). */
const checkIn = (status: number): Statuses => ({ anonymous: 401, captainA: 403, captainB: 403, participant: 403, volunteer: status, admin: status });
const otherCity = (city: string) => (city === 'Tulsa' ? 'Oklahoma City' : 'Tulsa');

/** An id no row has (the largest 32-bit id: within every id column). */
const MISSING_ID = 2_147_483_647;

/** Keyed "METHOD /url" exactly as `app.routeTable` lists the route. */
const RULES: Record<string, Rule> = {
  'GET /health': { who: 'public', probes: [{ expect: all(200) }] },
  // Public; 503 here because API tests run jobs with drain() and never start the job worker.
  'GET /health/ready': { who: 'public', probes: [{ expect: all(503) }] },
  // Only with METRICS_TOKEN as a bearer token (modules/metrics/metrics.test.ts); off without it, as in this app.
  'GET /metrics': { who: 'the METRICS_TOKEN bearer; 404 when it is not set', probes: [{ expect: all(404) }] },

  // Sign-in and sessions: public; each refuses an empty body.
  'POST /v1/auth/login': { who: 'public', probes: [{ expect: all(400) }] },
  'POST /v1/auth/logout': { who: 'public (the refresh token is the capability)', probes: [{ expect: all(400) }] },
  'POST /v1/auth/refresh-tokens': { who: 'public (the refresh token is the capability)', probes: [{ expect: all(400) }] },
  'POST /v1/auth/forgot-password': { who: 'public', probes: [{ expect: all(400) }] },
  'POST /v1/auth/reset-password': { who: 'public (the reset token is the capability)', probes: [{ expect: all(400) }] },
  'POST /v1/auth/reset-password/check': { who: 'public (it answers only whether a token is usable)', probes: [{ expect: all(400) }] },
  'POST /v1/auth/sign-in-link': {
    who: 'public (the sign-in link is the capability)',
    probes: [{ expect: all(400) }, { label: 'a token nobody was sent', body: { token: 'not-a-real-token' }, expect: all(400) }],
  },

  // Users.
  'POST /v1/users': {
    who: 'public sign-up, or an admin (back office); only an admin names a team',
    probes: [
      { expect: all(400) },
      // Captain B placing a new user on team A: refused before validation (the body is not valid on purpose).
      { label: 'a new user on team A', body: (w) => ({ person: { team: w.teamA.id } }), expect: { anonymous: 403, captainA: 403, captainB: 403, participant: 403, volunteer: 403, admin: 400 } },
    ],
  },
  'POST /v1/users/exists': { who: 'public', probes: [{ expect: all(400) }] },
  'GET /v1/users': {
    who: 'admin',
    probes: [{ expect: adminOnly(200) }, { path: () => '/v1/users?limit=not-a-number', label: 'bad query', expect: adminOnly(400) }],
  },
  'GET /v1/users/:id': {
    who: 'self or admin',
    probes: [
      // Captain A reads their own user; captain B reads A's.
      { path: (w) => `/v1/users/${w.captainA.user.id}`, label: "captain A's user", expect: ownerOrAdmin(200) },
      { path: (w) => `/v1/users/${w.participant.user.id}`, label: "the participant's user", expect: selfOrAdmin(200) },
      { path: (w) => `/v1/users/${w.volunteer.user.id}`, label: "the volunteer's user", expect: { ...selfOrAdmin(200), participant: 403, volunteer: 200 } },
      // Nobody but an admin learns whether an id exists.
      { path: () => `/v1/users/${MISSING_ID}`, label: 'no such user', expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: 404 } },
      // Self-or-admin is decided on the raw path before it is parsed: a path that is not one's own
      // id is refused; past that, a path id that cannot exist is a 404 like any unknown path.
      { path: () => '/v1/users/not-an-id', label: 'not an id', expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: 404 } },
    ],
  },
  'PATCH /v1/users/:id': {
    who: 'self or admin',
    probes: [
      // `{}` is a valid (empty) change; an invalid email shows that the owner check comes first.
      { path: (w) => `/v1/users/${w.captainA.user.id}`, label: "captain A's user, {}", body: {}, expect: ownerOrAdmin(200) },
      { path: (w) => `/v1/users/${w.participant.user.id}`, label: "the participant's user, {}", body: {}, expect: selfOrAdmin(200) },
      { path: (w) => `/v1/users/${w.volunteer.user.id}`, label: "the volunteer's user, {}", body: {}, expect: { ...selfOrAdmin(200), participant: 403, volunteer: 200 } },
      {
        path: (w) => `/v1/users/${w.captainA.user.id}`,
        label: "captain A's user, bad email",
        body: { email: 'not-an-email' },
        expect: ownerOrAdmin(400),
      },
    ],
  },

  // Event settings.
  'GET /v1/event-settings': { who: 'public', probes: [{ expect: all(200) }] },
  'PUT /v1/event-settings': { who: 'admin', probes: [{ expect: adminOnly(400) }] },
  'PATCH /v1/event-settings': {
    who: 'admin',
    probes: [
      // `{}` is a valid (empty) change; a goal under 200 shows that the admin check comes first.
      { label: '{}', expect: adminOnly(200) },
      { label: 'goal under 200', body: { eventFundraisingGoal: 100 }, expect: adminOnly(400) },
    ],
  },

  // Teams.
  'GET /v1/teams/list': { who: 'public', probes: [{ expect: all(200) }] },
  'GET /v1/teams/by-slug/:slug': { who: 'public', probes: [{ path: (w) => `/v1/teams/by-slug/${w.teamA.slug}`, label: "team A's slug", expect: all(200) }] },
  // The campaign's public reads (docs/decisions/0121-public-home.md).
  'GET /v1/campaign': { who: 'public', probes: [{ expect: all(200) }] },
  'GET /v1/campaign/teams/:slug': {
    who: 'public',
    probes: [
      { path: (w) => `/v1/campaign/teams/${w.teamA.slug}`, label: "team A's slug", expect: all(200) },
      { path: () => '/v1/campaign/teams/no-such-team-slug', label: 'no such team', expect: all(404) },
    ],
  },
  'POST /v1/teams': { who: 'public (create a team with its captain)', probes: [{ expect: all(400) }] },
  'GET /v1/teams': {
    who: 'admin',
    probes: [{ expect: adminOnly(200) }, { path: () => '/v1/teams?limit=not-a-number', label: 'bad query', expect: adminOnly(400) }],
  },
  // Admin team creation (docs/spec/back-office.md "New team" and "Create a Team").
  'POST /v1/teams/new-team': {
    who: 'admin',
    probes: [
      { label: '{}', expect: adminOnly(400) },
      {
        label: "captain A, who captains team A",
        body: (w) => ({ name: 'Matrix Walkers', eventCity: 'Tulsa', teamMessage: 'Walk with us.', captain: w.captainA.user.id }),
        expect: adminOnly(409),
      },
    ],
  },
  'POST /v1/teams/create-team': {
    who: 'admin',
    probes: [
      { label: '{}', expect: adminOnly(400) },
      {
        label: "captain A's email",
        body: (w) => ({
          captain: { firstName: 'Mat', lastName: 'Rix', email: w.captainA.user.email, phone: '(405) 555-0100', password: { password: 'Walkfund#Test1', confirm: 'Walkfund#Test1' } },
          team: { name: 'Matrix Walkers', eventCity: 'Tulsa', teamMessage: 'Walk with us.' },
        }),
        expect: adminOnly(409),
      },
    ],
  },
  'GET /v1/teams/:id': {
    who: "the team's captain or an admin",
    probes: [
      { path: (w) => `/v1/teams/${w.teamA.id}`, label: 'team A', expect: ownerOrAdmin(200) },
      { path: () => `/v1/teams/${MISSING_ID}`, label: 'no such team', expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: 404 } },
      // The team-owner rule runs in onRequest on the raw path: a path that is not one's own team is
      // refused; past that, a path id that cannot exist is a 404 like any unknown path.
      { path: () => '/v1/teams/not-an-id', label: 'not an id', expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: 404 } },
    ],
  },
  'PATCH /v1/teams/:id': {
    who: "the team's captain or an admin; active and the badge switches: admin",
    probes: [
      { path: (w) => `/v1/teams/${w.teamA.id}`, label: 'team A, {}', expect: ownerOrAdmin(200) },
      { path: (w) => `/v1/teams/${w.teamA.id}`, label: 'team A, goal 5', body: { teamDonationGoal: 5 }, expect: ownerOrAdmin(400) },
      { path: (w) => `/v1/teams/${w.teamA.id}`, label: 'team A, an admin-only field', body: { hasEmployeeMatch: true }, expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: 200 } },
      { path: () => `/v1/teams/${MISSING_ID}`, label: 'no such team', expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: 404 } },
    ],
  },
  'PUT /v1/teams/captain/:id': {
    who: 'admin',
    probes: [
      { path: (w) => `/v1/teams/captain/${w.teamA.id}`, label: 'team A, {}', expect: adminOnly(400) },
      {
        path: (w) => `/v1/teams/captain/${w.teamA.id}`,
        label: 'team A, its own captain',
        body: (w) => ({ captain: w.captainA.user.id }),
        expect: adminOnly(200),
      },
    ],
  },
  'PATCH /v1/teams/reactivate/:id': {
    who: "the team's captain or an admin",
    probes: [
      { path: (w) => `/v1/teams/reactivate/${w.teamA.id}`, label: 'team A, {}', expect: ownerOrAdmin(400) },
      { path: () => `/v1/teams/reactivate/${MISSING_ID}`, label: 'no such team', expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: 400 } },
    ],
  },
  'PATCH /v1/teams/reset/:id': {
    who: 'admin',
    probes: [
      { path: (w) => `/v1/teams/reset/${w.teamA.id}`, label: 'team A', expect: adminOnly(200) },
      { path: () => `/v1/teams/reset/${MISSING_ID}`, label: 'no such team', expect: adminOnly(404) },
    ],
  },
  'PATCH /v1/teams/event-year-update/:id': {
    who: 'admin',
    probes: [
      { path: (w) => `/v1/teams/event-year-update/${w.teamA.id}`, label: 'team A', expect: adminOnly(200) },
      { path: () => `/v1/teams/event-year-update/${MISSING_ID}`, label: 'no such team', expect: adminOnly(404) },
    ],
  },
  'GET /v1/teams/history/:id': {
    who: "the team's captain or an admin",
    probes: [
      { path: (w) => `/v1/teams/history/${w.teamA.id}`, label: 'team A', expect: ownerOrAdmin(200) },
      { path: () => `/v1/teams/history/${MISSING_ID}`, label: 'no such team', expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: 404 } },
    ],
  },

  // Join flow, profiles and members.
  'POST /v1/persons': {
    who: 'public (join a team), a captain to their own team, or an admin',
    probes: [
      { expect: all(400) },
      // A captain adds only to their own team, refused before validation: captain B into team A.
      { label: 'into team A, invalid', body: (w) => ({ team: w.teamA.id }), expect: { ...all(400), captainB: 403 } },
      { label: 'into team A as {id}, invalid', body: (w) => ({ team: { id: w.teamA.id } }), expect: { ...all(400), captainB: 403 } },
      {
        label: 'into team A',
        body: (w) => ({ firstName: 'Matrix', lastName: 'Member', email: `matrix-member-${w.teamA.id}-${Math.random().toString(36).slice(2, 8)}@example.com`, lifeChurch: false, team: w.teamA.id }),
        expect: { ...all(201), captainB: 403 },
      },
    ],
  },
  'GET /v1/persons': {
    who: 'admin (the participants grid)',
    probes: [
      { expect: adminOnly(200) },
      { path: () => '/v1/persons?eventYear=2025&search=walker&lifeChurch=true&populate=team&sortBy=lastName:asc', label: 'filtered', expect: adminOnly(200) },
      { path: () => '/v1/persons?limit=not-a-number', label: 'bad query', expect: adminOnly(400) },
      { path: () => '/v1/persons?sortBy=passwordHash:asc', label: 'unknown sort', expect: adminOnly(400) },
    ],
  },
  'GET /v1/persons/:id': {
    who: "that person's user or an admin",
    probes: [
      { path: (w) => `/v1/persons/${w.captainA.person.id}`, label: "captain A's person", expect: ownerOrAdmin(200) },
      { path: (w) => `/v1/persons/${w.participant.person.id}`, label: "the participant's person", expect: selfOrAdmin(200) },
      { path: () => `/v1/persons/${MISSING_ID}`, label: 'no such person', expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: 404 } },
    ],
  },
  'PATCH /v1/persons/:id': {
    who: "that person's user or an admin; email, eventYear, event, eventCity, active: admin",
    probes: [
      { path: (w) => `/v1/persons/${w.captainA.person.id}`, label: "captain A's person, {}", expect: ownerOrAdmin(200) },
      { path: (w) => `/v1/persons/${w.participant.person.id}`, label: "the participant's person, {}", expect: selfOrAdmin(200) },
      { path: (w) => `/v1/persons/${w.captainA.person.id}`, label: "captain A's person, bad phone", body: { phone: '123' }, expect: ownerOrAdmin(400) },
      { path: (w) => `/v1/persons/${w.captainA.person.id}`, label: "captain A's person, active", body: { active: true }, expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: 200 } },
    ],
  },
  'PATCH /v1/persons/remove/:id': {
    who: "the captain of the person's team or an admin",
    probes: [
      // Captain A's own person is on team A: the owner passes to validation; a captain cannot leave.
      { path: (w) => `/v1/persons/remove/${w.captainA.person.id}`, label: "team A's member, {}", expect: ownerOrAdmin(400) },
      // A participant is a member of team A, not its captain: refused even for their own person.
      { path: (w) => `/v1/persons/remove/${w.participant.person.id}`, label: 'the participant, {}', expect: ownerOrAdmin(400) },
      {
        path: (w) => `/v1/persons/remove/${w.captainA.person.id}`,
        label: "team A's captain",
        body: (w) => ({ team: w.teamA.id }),
        expect: ownerOrAdmin(400),
      },
      // Captain B naming team A for their own member: refused before validation.
      {
        path: (w) => `/v1/persons/remove/${w.captainB.person.id}`,
        label: "captain B's member, team A, invalid",
        body: (w) => ({ team: w.teamA.id, extra: true }),
        expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: 400 },
      },
    ],
  },

  // Line items: the admin's grids; a captain reads their own team's donations.
  'GET /v1/lineitems': {
    who: "admin; a captain: their team's donations",
    probes: [
      { expect: adminOnly(200) },
      { path: (w) => `/v1/lineitems?type=donation&team=${w.teamA.id}&limit=100`, label: "team A's donations", expect: ownerOrAdmin(200) },
      { path: (w) => `/v1/lineitems?type=5k&team=${w.teamA.id}`, label: "team A's runners", expect: adminOnly(200) },
      { path: (w) => `/v1/lineitems?type=donation&team=${w.teamA.id}&limit=abc`, label: 'bad query', expect: ownerOrAdmin(400) },
      {
        path: () => '/v1/lineitems?type=5k&eventYear=2025&populate=team,person,transaction&sortBy=runnerName:asc&search=quick&limit=200',
        label: 'the runners grid',
        expect: adminOnly(200),
      },
      { path: () => '/v1/lineitems?type=tshirt&sortBy=secret:asc', label: 'unknown sort', expect: adminOnly(400) },
    ],
  },

  // Payments: the checkout is public; the payment's secret is its capability.
  'GET /v1/payment/config': { who: 'public', probes: [{ expect: all(200) }] },
  // Payments that settle later (docs/features/payment-methods.md): admins list them; a signed-in walker or captain reads their own.
  'GET /v1/payment/pending': { who: 'admin', probes: [{ expect: adminOnly(200) }, { path: () => '/v1/payment/pending?status=failed', label: 'failed', expect: adminOnly(200) }] },
  'GET /v1/payment/pending/mine': { who: 'signed in (their own pending gifts)', probes: [{ expect: { ...all(200), anonymous: 401 } }] },
  'POST /v1/payment/test-settle': { who: 'admin (test mode)', probes: [{ expect: adminOnly(200) }] },
  // Apple Pay's domain check (docs/features/payment-methods.md): public; 404 while no file is configured.
  'GET /.well-known/apple-developer-merchantid-domain-association': { who: 'public', probes: [{ expect: all(404) }] },
  'POST /v1/payment': { who: 'public', probes: [{ expect: all(400) }] },
  'POST /v1/payment/test-confirm': { who: 'public (test mode; the payment secret is the capability)', probes: [{ expect: all(400) }] },
  // Signed by the processor, not by a user; the test app runs the test-mode processor, which has no webhook.
  'POST /v1/payment/webhook': { who: 'the processor (signature)', probes: [{ expect: all(404) }] },

  // Transactions.
  'POST /v1/transactions': { who: 'public card recording (payment secret); offline: admin', probes: [{ expect: all(400) }] },
  'GET /v1/transactions/:id': {
    who: 'admin, or whoever holds the payment secret',
    probes: [
      { path: (w) => `/v1/transactions/${w.transactionId}`, label: "team A's transaction", expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: 200 } },
      {
        path: (w) => `/v1/transactions/${w.transactionId}?secret=${encodeURIComponent(w.payment.secret)}`,
        label: 'with its payment secret',
        expect: all(200),
      },
      { path: (w) => `/v1/transactions/${w.transactionId}?secret=wrong`, label: 'with a wrong secret', expect: { anonymous: 403, captainA: 403, captainB: 403, participant: 403, admin: 200 } },
    ],
  },

  // Printable receipts (docs/decisions/0012-receipts.md): the random token is the donor's capability; by transaction, admins only.
  'GET /v1/receipts/:token': {
    who: 'public (the receipt token is the capability)',
    probes: [
      { path: (w) => `/v1/receipts/${w.receiptToken}`, label: "team A's transaction's token", expect: all(200) },
      { path: () => '/v1/receipts/00000000-0000-4000-8000-000000000000', label: 'a token no transaction has', expect: all(404) },
      { path: () => '/v1/receipts/1', label: 'a transaction id instead of a token', expect: all(404) },
    ],
  },
  'GET /v1/receipts/transaction/:id': {
    who: 'admin',
    probes: [
      { path: (w) => `/v1/receipts/transaction/${w.transactionId}`, label: "team A's transaction", expect: adminOnly(200) },
      { path: () => `/v1/receipts/transaction/${MISSING_ID}`, label: 'a missing transaction', expect: adminOnly(404) },
    ],
  },
  'GET /v1/transactions': {
    who: 'admin',
    probes: [
      { expect: adminOnly(200) },
      { path: (w) => `/v1/transactions?team=${w.teamA.id}&sortBy=createdAt:desc`, label: "team A's transactions", expect: adminOnly(200) },
      { path: () => '/v1/transactions?limit=not-a-number', label: 'bad query', expect: adminOnly(400) },
    ],
  },
  'PATCH /v1/transactions/supporting/:id': {
    who: 'admin (team A\'s own captain too is refused)',
    probes: [
      { path: (w) => `/v1/transactions/supporting/${w.transactionId}`, label: "team A's transaction, {}", expect: adminOnly(400) },
      {
        path: (w) => `/v1/transactions/supporting/${w.transactionId}`,
        label: "team A's transaction to the event",
        body: { supportingType: 'event', eventCity: 'Tulsa' },
        expect: adminOnly(200),
      },
      { path: () => `/v1/transactions/supporting/${MISSING_ID}`, label: 'no such transaction', body: { supportingType: 'event', eventCity: 'Tulsa' }, expect: adminOnly(404) },
    ],
  },
  'PATCH /v1/transactions/:id': {
    who: 'admin',
    probes: [
      { path: (w) => `/v1/transactions/${w.transactionId}`, label: "team A's transaction, {}", expect: adminOnly(400) },
      { path: (w) => `/v1/transactions/${w.transactionId}`, label: "team A's transaction, shipped", body: { hasShipped: true }, expect: adminOnly(200) },
      { path: () => `/v1/transactions/${MISSING_ID}`, label: 'no such transaction', body: { hasShipped: true }, expect: adminOnly(404) },
    ],
  },
  'POST /v1/transactions/:id/refunds': {
    who: 'admin',
    probes: [
      { path: (w) => `/v1/transactions/${w.transactionId}/refunds`, label: "team A's transaction, {}", expect: adminOnly(400) },
      { path: (w) => `/v1/transactions/${w.transactionId}/refunds`, label: "team A's transaction, $1", body: { amount: 1, reason: 'Matrix refund' }, expect: adminOnly(201) },
      { path: () => `/v1/transactions/${MISSING_ID}/refunds`, label: 'no such transaction', body: { amount: 1, reason: 'Matrix refund' }, expect: adminOnly(404) },
    ],
  },

  // Images (docs/decisions/0116-images.md). The upload is multipart only: a JSON body is a 415 for whoever may upload.
  'POST /v1/uploads': {
    who: 'signed in: an admin any purpose; a captain team and star images while captaining a team; a participant their page photo (team purpose)',
    probes: [{ expect: { anonymous: 401, captainA: 415, captainB: 415, participant: 415, admin: 415 } }],
  },
  'GET /uploads/:key': {
    who: 'public (stored images)',
    probes: [
      { path: () => `/uploads/${'0'.repeat(32)}.webp`, label: 'no such image', expect: all(404) },
      { path: () => '/uploads/not-a-key', label: 'not a key', expect: all(404) },
    ],
  },

  // Email My Team: the team is named in the body, and the owner rule reads it before validation.
  'POST /v1/teams/email-team': {
    who: "the team's captain or an admin",
    probes: [
      {
        label: 'team A, valid',
        body: (w) => ({ teamId: w.teamA.id, subject: 'Walk day is this Saturday', message: 'Meet at the north gate at 8:00.' }),
        expect: ownerOrAdmin(200),
      },
      { label: 'team A, no subject', body: (w) => ({ teamId: w.teamA.id }), expect: ownerOrAdmin(400) },
      {
        label: 'no such team',
        body: { teamId: MISSING_ID, subject: 'Walk day is this Saturday', message: 'Meet at the north gate at 8:00.' },
        expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: 404 },
      },
    ],
  },

  // Personal fundraising pages (docs/decisions/0009-personal-pages.md).
  'POST /v1/fundraisers/sign-in-link': {
    who: 'public (the same answer for every email)',
    probes: [{ expect: all(400) }, { label: "the participant's email", body: (w) => ({ email: w.participant.person.email }), expect: all(200) }],
  },
  'POST /v1/fundraisers/invite': {
    who: "a captain for their own team's members this year; an admin for anyone on a team",
    probes: [
      { label: '{}', expect: { anonymous: 401, captainA: 400, captainB: 400, participant: 403, admin: 400 } },
      // Captain B may invite, but not team A's member: a 400 naming them, no email.
      { label: "team A's member", body: (w) => ({ persons: [w.participant.person.id] }), expect: { anonymous: 401, captainA: 200, captainB: 400, participant: 403, admin: 200 } },
    ],
  },
  // My Page: every call acts on the caller's own person; the world's admin is on no team.
  'GET /v1/my/page': { who: 'signed in, on a team this year (their own page)', probes: [{ expect: { anonymous: 401, captainA: 200, captainB: 200, participant: 200, admin: 404 } }] },
  'PATCH /v1/my/page': {
    who: 'signed in, on a team this year (their own page)',
    probes: [
      { label: '{}', expect: { anonymous: 401, captainA: 200, captainB: 200, participant: 200, admin: 404 } },
      { label: 'goal 5', body: { goal: 5 }, expect: { anonymous: 401, captainA: 400, captainB: 400, participant: 400, admin: 400 } },
    ],
  },
  'POST /v1/my/page/gifts/:transactionId/thank-you': {
    who: 'signed in: a gift credited to the caller',
    probes: [
      // The world's transaction credits nobody: not the caller's gift, whoever asks.
      { path: (w) => `/v1/my/page/gifts/${w.transactionId}/thank-you`, label: "team A's gift, credited to nobody", expect: { anonymous: 401, captainA: 404, captainB: 404, participant: 404, admin: 404 } },
      { path: () => '/v1/my/page/gifts/not-an-id/thank-you', label: 'not an id', expect: { anonymous: 401, captainA: 404, captainB: 404, participant: 404, admin: 404 } },
    ],
  },
  'PUT /v1/my/password': {
    who: 'signed in: the first password of an account made by a sign-in link',
    probes: [
      { label: '{}', expect: { anonymous: 401, captainA: 400, captainB: 400, participant: 400, admin: 400 } },
      { label: 'a valid password', body: { password: 'Walkfund#Test2' }, expect: { anonymous: 401, captainA: 409, captainB: 409, participant: 204, admin: 409 } },
    ],
  },

  // Miles and badges (docs/features/miles-and-badges.md): a walker (a claimed page, on a team this
  // year) and their own log only; the world's captains have not claimed a page, the admin walks on no team.
  'GET /v1/my/distance': { who: 'signed in, a walker this year (their own log)', probes: [{ expect: { anonymous: 401, captainA: 404, captainB: 404, participant: 200, admin: 404 } }] },
  'POST /v1/my/distance': {
    who: 'signed in, a walker this year (their own log), decided before the body',
    probes: [
      { label: '{}', expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 400, admin: 403 } },
      { label: 'a walk today', body: () => ({ amount: 2.5, unit: 'mi', date: eventCalendarDate() }), expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 201, admin: 403 } },
    ],
  },
  'DELETE /v1/my/distance/:entryId': {
    who: "signed in: one's own entry (another walker's is 403, distance/distance.test.ts)",
    probes: [
      { path: () => `/v1/my/distance/${MISSING_ID}`, label: 'no such entry', expect: { anonymous: 401, captainA: 404, captainB: 404, participant: 404, admin: 404 } },
      { path: () => '/v1/my/distance/not-an-id', label: 'not an id', expect: { anonymous: 401, captainA: 404, captainB: 404, participant: 404, admin: 404 } },
    ],
  },
  'GET /v1/my/badges': { who: 'signed in, a walker this year (their own badges)', probes: [{ expect: { anonymous: 401, captainA: 404, captainB: 404, participant: 200, admin: 404 } }] },
  'GET /v1/distance/leaderboard': { who: 'public (walkers who said yes to leaderboards)', probes: [{ expect: all(200) }] },
  'GET /v1/distance/teams/:slug': {
    who: 'public',
    probes: [
      { path: (w) => `/v1/distance/teams/${w.teamA.slug}`, label: 'team A', expect: all(200) },
      { path: () => '/v1/distance/teams/no-such-team', label: 'no team has the slug', expect: all(404) },
    ],
  },
  'GET /v1/badges/walkers/:slug': {
    who: 'public (a page that is public)',
    probes: [{ path: () => '/v1/badges/walkers/no-such-walker', label: 'no page has the slug', expect: all(404) }],
  },

  'GET /v1/fundraisers/:slug': {
    who: 'public (a page that is on; moved to the team otherwise)',
    probes: [{ path: () => '/v1/fundraisers/no-such-walker', label: 'no page has the slug', expect: all(404) }],
  },
  'GET /v1/teams/:id/fundraisers': {
    who: 'public (pages that are on and consent)',
    probes: [
      { path: (w) => `/v1/teams/${w.teamA.id}/fundraisers`, label: 'team A', expect: all(200) },
      { path: () => `/v1/teams/${MISSING_ID}/fundraisers`, label: 'no such team', expect: all(404) },
    ],
  },
  'GET /v1/fundraisers/people/:personId': {
    who: 'admin (moderation)',
    probes: [
      { path: (w) => `/v1/fundraisers/people/${w.participant.person.id}`, label: "the participant's page", expect: adminOnly(200) },
      { path: () => `/v1/fundraisers/people/${MISSING_ID}`, label: 'no such person', expect: adminOnly(404) },
    ],
  },
  'PATCH /v1/fundraisers/people/:personId': {
    who: 'admin (moderation, audited); the participant cannot unhide their own page',
    probes: [
      { path: (w) => `/v1/fundraisers/people/${w.participant.person.id}`, label: "the participant's page, {}", expect: adminOnly(200) },
      { path: (w) => `/v1/fundraisers/people/${w.participant.person.id}`, label: "the participant's page, pageOn", body: { pageOn: false }, expect: adminOnly(400) },
      { path: () => `/v1/fundraisers/people/${MISSING_ID}`, label: 'no such person, {}', expect: adminOnly(404) },
    ],
  },
  'PATCH /v1/transactions/:id/fundraiser': {
    who: 'admin (audited, like Change Support)',
    probes: [
      { path: (w) => `/v1/transactions/${w.transactionId}/fundraiser`, label: "team A's transaction, {}", expect: adminOnly(400) },
      { path: (w) => `/v1/transactions/${w.transactionId}/fundraiser`, label: "team A's transaction, nobody", body: { fundraiser: null }, expect: adminOnly(200) },
      { path: () => `/v1/transactions/${MISSING_ID}/fundraiser`, label: 'no such transaction', body: { fundraiser: null }, expect: adminOnly(404) },
    ],
  },
  'GET /v1/reports/fundraisers': {
    who: 'admin',
    probes: [{ expect: adminOnly(200) }, { path: () => '/v1/reports/fundraisers?year=abc', label: 'bad year', expect: adminOnly(400) }],
  },

  // Reconciliation view (docs/features/hardening.md): admin only.
  // Reports: the Daily Snapshots report and the report years.
  'GET /v1/daily-reports': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'POST /v1/daily-reports/backfill': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  // The admin home (docs/features/receipts-and-admin-home.md): admin only.
  'GET /v1/admin/home': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'GET /v1/reports/years': { who: 'admin', probes: [{ expect: adminOnly(200) }] },

  // Sponsor matches (docs/features/sponsor-matches.md): admins manage them and read the reports; the running ones are public.
  'GET /v1/matches': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'POST /v1/matches': { who: 'admin', probes: [{ expect: adminOnly(400) }] },
  'GET /v1/matches/:id': { who: 'admin', probes: [{ path: () => `/v1/matches/${MISSING_ID}`, label: 'no such match', expect: adminOnly(404) }] },
  'PUT /v1/matches/:id': {
    who: 'admin',
    probes: [
      { path: () => `/v1/matches/${MISSING_ID}`, label: 'no such match, {}', expect: adminOnly(400) },
      {
        path: () => `/v1/matches/${MISSING_ID}`,
        label: 'no such match, a valid match',
        body: { sponsorName: 'Acme', ratio: 1, cap: 100, scope: 'event', startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-02T00:00:00Z' },
        expect: adminOnly(404),
      },
    ],
  },
  'POST /v1/matches/:id/end': { who: 'admin', probes: [{ path: () => `/v1/matches/${MISSING_ID}/end`, label: 'no such match', expect: adminOnly(404) }] },
  'GET /v1/matches/running': {
    who: 'public (the banner)',
    probes: [
      { path: (w) => `/v1/matches/running?team=${w.teamA.id}`, label: 'team A', expect: all(200) },
      { path: () => '/v1/matches/running?city=Paris', label: 'no such city', expect: all(400) },
    ],
  },
  'GET /v1/reports/matches': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'GET /v1/reports/employer-matches': {
    who: 'admin',
    probes: [{ expect: adminOnly(200) }, { path: () => '/v1/reports/employer-matches?year=abc', label: 'bad year', expect: adminOnly(400) }],
  },
  // Tributes (docs/features/tributes.md): the admins' report.
  'GET /v1/reports/tributes': {
    who: 'admin',
    probes: [{ expect: adminOnly(200) }, { path: () => '/v1/reports/tributes?year=abc', label: 'bad year', expect: adminOnly(400) }],
  },

  // The OpenAPI document of the API (modules/openapi): public, like the spec it is generated from.
  'GET /v1/openapi.json': { who: 'public', probes: [{ expect: all(200) }] },

  // The ask kit (docs/features/ask-kit.md): a walker's own kit (or an admin's), a team's for its captain (or an admin).
  ...Object.fromEntries(
    ['poster', 'qr', 'sources'].map((kind): [string, Rule] => [
      `GET /v1/ask-kit/walkers/:personId/${kind}`,
      {
        who: 'the walker themself or an admin',
        probes: [
          { path: (w) => `/v1/ask-kit/walkers/${w.participant.person.id}/${kind}`, label: "the participant's kit", expect: selfOrAdmin(200) },
          { path: () => `/v1/ask-kit/walkers/${MISSING_ID}/${kind}`, label: 'no such person', expect: adminOnly(404) },
          { path: () => `/v1/ask-kit/walkers/not-an-id/${kind}`, label: 'not an id', expect: adminOnly(404) },
        ],
      },
    ]),
  ),
  ...Object.fromEntries(
    ['poster', 'qr'].map((kind): [string, Rule] => [
      `GET /v1/ask-kit/teams/:id/${kind}`,
      {
        who: "the team's captain or an admin (not public: each file is drawn on the server)",
        probes: [
          { path: (w) => `/v1/ask-kit/teams/${w.teamA.id}/${kind}`, label: "team A's kit", expect: ownerOrAdmin(200) },
          { path: () => `/v1/ask-kit/teams/${MISSING_ID}/${kind}`, label: 'no such team', expect: adminOnly(404) },
        ],
      },
    ]),
  ),
  'GET /v1/reports/gift-sources': {
    who: 'admin',
    probes: [{ expect: adminOnly(200) }, { path: () => '/v1/reports/gift-sources?year=abc', label: 'bad year', expect: adminOnly(400) }],
  },

  'GET /v1/reconciliation': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'GET /v1/reconciliation/pending': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'POST /v1/reconciliation/run': { who: 'admin', probes: [{ expect: adminOnly(200) }] },

  // The job queue (docs/decisions/0003-job-queue.md): admin only.
  'GET /v1/jobs': {
    who: 'admin',
    probes: [
      { expect: adminOnly(200) },
      { path: () => '/v1/jobs?status=failed&queue=email', label: 'filtered', expect: adminOnly(200) },
      { path: () => '/v1/jobs?state=failed', label: 'unknown filter', expect: adminOnly(400) },
    ],
  },
  'POST /v1/jobs/:id/retry': { who: 'admin', probes: [{ path: () => `/v1/jobs/${MISSING_ID}/retry`, label: 'no such job', expect: adminOnly(404) }] },

  // Event day (docs/decisions/0011-event-day-check-in.md): admin only for now (a volunteer role comes with check-in).
  'GET /v1/event-days': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'PUT /v1/event-days': {
    who: 'admin',
    probes: [
      { label: '{}', expect: adminOnly(400) },
      { label: 'no days', body: { days: [] }, expect: adminOnly(200) },
    ],
  },
  'GET /v1/event-entries/person/:id': { who: 'admin', probes: [{ path: () => `/v1/event-entries/person/${MISSING_ID}`, label: 'no such person (no entry)', expect: adminOnly(200) }] },
  'POST /v1/event-entries/person/:id/resend-confirmation': { who: 'admin (audited)', probes: [{ path: () => `/v1/event-entries/person/${MISSING_ID}/resend-confirmation`, label: 'no entry', expect: adminOnly(404) }] },
  'POST /v1/event-entries/person/:id/regenerate-token': { who: 'admin (audited)', probes: [{ path: () => `/v1/event-entries/person/${MISSING_ID}/regenerate-token`, label: 'no entry', expect: adminOnly(404) }] },
  // Check-in: an admin any city, a volunteer their own city only (the world's volunteer: team A's city).
  'GET /v1/check-in/tokens/:token': {
    who: "admin, or a volunteer of the entry's city",
    probes: [{ path: () => '/v1/check-in/tokens/AAAAAAAAAAAAAAAAAAAAAA', label: 'unknown token', expect: checkIn(404) }],
  },
  'GET /v1/check-in/roster': {
    who: 'admin, or a volunteer of the city',
    probes: [
      { path: (w) => `/v1/check-in/roster?city=${encodeURIComponent(w.teamA.eventCity)}`, label: "the volunteer's city", expect: checkIn(200) },
      { path: (w) => `/v1/check-in/roster?city=${encodeURIComponent(otherCity(w.teamA.eventCity))}`, label: 'another city', expect: { ...checkIn(200), volunteer: 403 } },
      { path: () => '/v1/check-in/roster', label: 'no city', expect: checkIn(400) },
    ],
  },
  'GET /v1/check-in/search': {
    who: 'admin, or a volunteer of the city',
    probes: [
      { path: (w) => `/v1/check-in/search?city=${encodeURIComponent(w.teamA.eventCity)}&q=test`, label: "the volunteer's city", expect: checkIn(200) },
      { path: (w) => `/v1/check-in/search?city=${encodeURIComponent(otherCity(w.teamA.eventCity))}&q=test`, label: 'another city', expect: { ...checkIn(200), volunteer: 403 } },
      { path: (w) => `/v1/check-in/search?city=${encodeURIComponent(w.teamA.eventCity)}`, label: 'no q', expect: checkIn(400) },
    ],
  },
  'POST /v1/check-in/entries/:entryId': {
    who: "admin, or a volunteer of the entry's city",
    probes: [
      { path: () => `/v1/check-in/entries/${MISSING_ID}`, label: 'no entry, {}', expect: checkIn(400) },
      { path: () => `/v1/check-in/entries/${MISSING_ID}`, label: 'no entry', body: { clientId: '5a0c2a4e-8c1f-4a55-9a3e-0d3c7f1b2e44' }, expect: checkIn(404) },
    ],
  },
  // Walk-up registration at the gate: a volunteer registers in their own city; an admin chooses the city.
  'POST /v1/check-in/walk-ups': {
    who: 'admin (the city sent), or a volunteer of their own city',
    probes: [
      { label: '{}', expect: checkIn(400) },
      {
        label: 'a walker, another city',
        body: (w) => ({ clientId: '7d1e4b2a-3c5f-4e6a-8b9c-0d1e2f3a4b5c', firstName: 'Gate', lastName: 'Walker', kind: 'walk', eventCity: otherCity(w.teamA.eventCity) }),
        expect: { ...checkIn(200), volunteer: 403 },
      },
    ],
  },
  // An offline phone's queue: each item answered (an unknown entry is refused in the answer, not the request).
  'POST /v1/check-in/sync': {
    who: "admin, or a volunteer (each item: the entry's city)",
    probes: [
      { label: '{}', expect: checkIn(400) },
      {
        label: 'an item for no entry',
        body: () => ({ items: [{ type: 'check-in', clientId: '0b5e3f2a-6c1d-4e8f-9a7b-2c3d4e5f6a7b', entryId: MISSING_ID, at: new Date().toISOString() }] }),
        expect: checkIn(200),
      },
    ],
  },
  // The current waivers of a city (docs/features/event-day.md): public, for the checkout forms; the city is required.
  'GET /v1/waivers/current': {
    who: 'public',
    probes: [
      { path: () => '/v1/waivers/current?city=Tulsa', label: 'a city', expect: all(200) },
      { path: () => '/v1/waivers/current', label: 'no city', expect: all(400) },
    ],
  },
  // The admin's waiver texts (docs/features/event-day.md): every version, and a new one (sanitized, audited).
  'GET /v1/waivers': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'POST /v1/waivers': { who: 'admin (audited)', probes: [{ label: '{}', expect: adminOnly(400) }] },
  // An emailed waiver link: public, the token is the whole authorization (unknown: 404).
  'POST /v1/waiver-links/lookup': {
    who: 'public (the link)',
    probes: [
      { label: '{}', expect: all(400) },
      { label: 'unknown token', body: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, expect: all(404) },
    ],
  },
  'POST /v1/waiver-links/sign': {
    who: 'public (the link)',
    probes: [
      { label: '{}', expect: all(400) },
      { label: 'unknown token', body: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', acceptance: { waiverId: 1, signedName: 'Ada Lovelace' } }, expect: all(404) },
    ],
  },
  'GET /v1/event-entries/person/:id/waiver': { who: 'admin', probes: [{ path: () => `/v1/event-entries/person/${MISSING_ID}/waiver`, label: 'no entry', expect: adminOnly(200) }] },
  'POST /v1/event-entries/person/:id/send-waiver-link': {
    who: 'admin (audited)',
    probes: [{ path: () => `/v1/event-entries/person/${MISSING_ID}/send-waiver-link`, label: 'no entry', expect: adminOnly(404) }],
  },
  // A waiver signed on the volunteer's screen: like the check-in itself.
  'POST /v1/check-in/entries/:entryId/waiver': {
    who: "admin, or a volunteer of the entry's city",
    probes: [
      { path: () => `/v1/check-in/entries/${MISSING_ID}/waiver`, label: 'no entry, {}', expect: checkIn(400) },
      {
        path: () => `/v1/check-in/entries/${MISSING_ID}/waiver`,
        label: 'no entry',
        body: { clientId: '3f6b1c2d-4e5a-4b7c-8d9e-0a1b2c3d4e5f', acceptance: { waiverId: 1, signedName: 'Ada Lovelace' } },
        expect: checkIn(404),
      },
    ],
  },
  // Bibs (docs/features/event-day.md): admin only; the check-in takes its bib through assignNextBib, not a route.
  'GET /v1/bibs': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'PUT /v1/bibs': {
    who: 'admin',
    probes: [
      { label: '{}', expect: adminOnly(400) },
      { label: 'no ranges, at check-in', body: { mode: 'at-check-in', ranges: [] }, expect: adminOnly(200) },
    ],
  },
  'POST /v1/bibs/assign': { who: 'admin', probes: [{ label: 'mode at check-in', expect: adminOnly(409) }] },
  'GET /v1/bibs/roster': {
    who: 'admin',
    probes: [
      { path: () => '/v1/bibs/roster?city=Tulsa', label: 'a city', expect: adminOnly(200) },
      { path: () => '/v1/bibs/roster', label: 'no city', expect: adminOnly(400) },
    ],
  },
  // Shirt stock (docs/features/event-day.md): admin only; check-in takes a shirt through the service, not a route.
  'GET /v1/shirt-stock': {
    who: 'admin',
    probes: [
      { expect: adminOnly(200) },
      { path: () => '/v1/shirt-stock?year=2031', label: 'another year', expect: adminOnly(200) },
      { path: () => '/v1/shirt-stock?year=abc', label: 'bad year', expect: adminOnly(400) },
    ],
  },
  'PUT /v1/shirt-stock': {
    who: 'admin (audited)',
    probes: [
      { label: '{}', expect: adminOnly(400) },
      { label: 'a count', body: { stock: [{ eventCity: 'Tulsa', size: 'Medium', quantity: 12 }] }, expect: adminOnly(200) },
    ],
  },

  // Constant Contact (docs/features/integrations.md): admin only. The test app has no client id/secret, so the actions are 409 "not configured".
  'GET /v1/constantcontact/status': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'GET /v1/constantcontact/authorize-url': { who: 'admin', probes: [{ expect: adminOnly(409) }] },
  'POST /v1/constantcontact/connect': { who: 'admin', probes: [{ path: () => '/v1/constantcontact/connect?code=c&state=s', label: 'code and state', expect: adminOnly(409) }] },
  'DELETE /v1/constantcontact/disconnect': { who: 'admin', probes: [{ expect: adminOnly(409) }] },

  // The Kindful queue (docs/features/integrations.md): admin only. The test app has no Kindful token: Import and Status are 409 "not configured".
  'GET /v1/kindful': {
    who: 'admin',
    probes: [
      { path: () => '/v1/kindful/?limit=25&page=1&sortBy=createdAt:desc', expect: adminOnly(200) },
      { path: () => '/v1/kindful/?limit=not-a-number', label: 'bad query', expect: adminOnly(400) },
    ],
  },
  'PATCH /v1/kindful/:id': {
    who: 'admin',
    probes: [
      { path: (w) => `/v1/kindful/${w.kindfulExportId}`, label: "the world's export record", expect: adminOnly(409) },
      { path: () => `/v1/kindful/${MISSING_ID}`, label: 'no such record', expect: adminOnly(404) },
    ],
  },
  'PATCH /v1/kindful/:id/status': {
    who: 'admin',
    probes: [
      { path: (w) => `/v1/kindful/${w.kindfulExportId}/status`, label: "the world's export record", body: { kindfulId: 'abc-123' }, expect: adminOnly(409) },
      { path: () => `/v1/kindful/${MISSING_ID}/status`, label: 'no such record', expect: adminOnly(404) },
    ],
  },

  // Coaching (docs/features/coaching.md): Config > Coaching and "Run now" for admins; a captain nudges only their own members.
  'GET /v1/coaching/config': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'PUT /v1/coaching/config': { who: 'admin', probes: [{ expect: adminOnly(400) }] },
  'POST /v1/coaching/preview': { who: 'admin', probes: [{ expect: adminOnly(400) }] },
  'POST /v1/coaching/test-send': { who: 'admin', probes: [{ expect: adminOnly(400) }] },
  'GET /v1/coaching/walkers': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'GET /v1/coaching/sent': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'POST /v1/coaching/run-daily': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'POST /v1/coaching/nudges/:personId': {
    who: "the member's captain or an admin; once per member and week",
    probes: [
      // Captain A nudges first; the admin then meets the week's limit (429).
      { path: (w) => `/v1/coaching/nudges/${w.participant.person.id}`, label: 'a member of team A', expect: { anonymous: 401, captainA: 200, captainB: 403, participant: 403, admin: 429 } },
      { path: () => `/v1/coaching/nudges/${MISSING_ID}`, label: 'no such person', expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: 404 } },
      { path: () => '/v1/coaching/nudges/not-an-id', label: 'not an id', expect: { anonymous: 401, captainA: 403, captainB: 403, participant: 403, admin: 404 } },
    ],
  },
  'GET /v1/coaching/nudges': {
    who: "the team's captain or an admin",
    probes: [{ path: (w) => `/v1/coaching/nudges?teamId=${w.teamA.id}`, label: 'team A', expect: ownerOrAdmin(200) }],
  },
  'POST /v1/coaching/nudge-links': {
    who: "public (the digest's signed link is the capability)",
    probes: [{ expect: all(400) }, { label: 'a token nobody signed', body: { token: '1.2.3.20260101.AAAAAAAAAAAAAAAAAAAAAA' }, expect: all(404) }],
  },
  'GET /v1/test/clock': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'POST /v1/test/clock': { who: 'admin, on a test server only', probes: [{ expect: adminOnly(200) }] },
  'POST /v1/email-preferences/lookup': {
    who: 'public (the unsubscribe link is the capability)',
    probes: [{ expect: all(400) }, { label: 'a token nobody signed', body: { token: '1.c.AAAAAAAAAAAAAAAAAAAAAA' }, expect: all(404) }],
  },
  'PUT /v1/email-preferences': { who: 'public (the unsubscribe link is the capability)', probes: [{ expect: all(400) }] },
  'POST /v1/email-preferences/one-click': {
    who: 'public (the unsubscribe link is the capability, RFC 8058)',
    probes: [{ expect: all(400) }, { path: () => '/v1/email-preferences/one-click?token=1.c.AAAAAAAAAAAAAAAAAAAAAA', label: 'a token nobody signed', expect: all(404) }],
  },

  // The donor's own page (docs/features/my-giving.md): links are public; the rest only with a donor session, for its own gifts.
  'POST /v1/my-giving/sign-in-link': { who: 'public (the same answer for every email)', probes: [{ expect: all(400) }] },
  'POST /v1/my-giving/session': {
    who: 'public (the emailed link is the capability)',
    probes: [{ expect: all(400) }, { label: 'a token nobody was sent', body: { token: 'not-a-real-token' }, expect: all(400) }],
  },
  'DELETE /v1/my-giving/session': { who: 'the donor (their session)', probes: [{ expect: donorOnly(204) }] },
  'GET /v1/my-giving': { who: 'the donor (their session)', probes: [{ expect: donorOnly(200) }] },
  'GET /v1/my-giving/statements/:year': {
    who: 'the donor (their session), their own gifts',
    probes: [
      { path: () => `/v1/my-giving/statements/${chicagoYear()}`, label: 'this year', expect: donorOnly(200) },
      { path: () => `/v1/my-giving/statements/${chicagoYear() - 3}`, label: 'a year with no gifts', expect: donorOnly(404) },
    ],
  },
  'GET /v1/my-giving/gifts/:transactionId/receipt': {
    who: 'the donor (their session), their own gifts',
    probes: [
      { path: (w) => `/v1/my-giving/gifts/${w.transactionId}/receipt`, label: "the donor's gift", expect: donorOnly(200) },
      { path: () => `/v1/my-giving/gifts/${MISSING_ID}/receipt`, label: 'not their gift', expect: donorOnly(404) },
    ],
  },
  'POST /v1/my-giving/removal': { who: 'the donor (their session)', probes: [{ label: 'not confirmed', expect: donorOnly(400) }] },
  'GET /v1/giving-statements/:year': { who: 'admin', probes: [{ path: () => `/v1/giving-statements/${chicagoYear()}`, label: 'this year', expect: adminOnly(200) }] },
  'GET /v1/giving-statements/:year/preview': {
    who: 'admin',
    probes: [{ path: (w) => `/v1/giving-statements/${chicagoYear()}/preview?email=${encodeURIComponent(w.donorEmail)}`, label: "the world's donor", expect: adminOnly(200) }],
  },
  'POST /v1/giving-statements/:year/run': { who: 'admin', probes: [{ path: () => `/v1/giving-statements/${chicagoYear()}/run`, label: 'this year', expect: adminOnly(200) }] },
  // Monthly gifts (docs/features/monthly-gifts.md): the donor changes their own (another's, or none, is 404 before the
  // body is read); admins list, export, cancel and run the test processor's charges.
  'PATCH /v1/my-giving/monthly-gifts/:id': {
    who: 'the donor (their own gift)',
    probes: [{ path: () => `/v1/my-giving/monthly-gifts/${MISSING_ID}`, label: 'not their gift, bad body', body: { amount: 'x' }, expect: donorOnly(404) }],
  },
  'POST /v1/my-giving/monthly-gifts/:id/pause': { who: 'the donor (their own gift)', probes: [{ path: () => `/v1/my-giving/monthly-gifts/${MISSING_ID}/pause`, label: 'not their gift', expect: donorOnly(404) }] },
  'POST /v1/my-giving/monthly-gifts/:id/resume': { who: 'the donor (their own gift)', probes: [{ path: () => `/v1/my-giving/monthly-gifts/${MISSING_ID}/resume`, label: 'not their gift', expect: donorOnly(404) }] },
  'POST /v1/my-giving/monthly-gifts/:id/cancel': { who: 'the donor (their own gift)', probes: [{ path: () => `/v1/my-giving/monthly-gifts/${MISSING_ID}/cancel`, label: 'not their gift', expect: donorOnly(404) }] },
  'POST /v1/my-giving/monthly-gifts/:id/card': {
    who: 'the donor (their own gift)',
    probes: [{ path: () => `/v1/my-giving/monthly-gifts/${MISSING_ID}/card`, label: 'not their gift, bad body', body: { testCard: 'x' }, expect: donorOnly(404) }],
  },
  'GET /v1/monthly-gifts': {
    who: 'admin',
    probes: [{ expect: adminOnly(200) }, { path: () => '/v1/monthly-gifts?status=lost', label: 'bad status', expect: adminOnly(400) }],
  },
  'GET /v1/monthly-gifts/export.csv': { who: 'admin', probes: [{ expect: adminOnly(200) }] },
  'POST /v1/monthly-gifts/run-due': { who: 'admin (test processor only)', probes: [{ expect: adminOnly(200) }] },
  'POST /v1/monthly-gifts/:id/cancel': { who: 'admin', probes: [{ path: () => `/v1/monthly-gifts/${MISSING_ID}/cancel`, label: 'no such gift', expect: adminOnly(404) }] },
  // The donor's controls for an admin: a bad body is refused (401/403) before it is read, and a 400 for the admin.
  'PATCH /v1/monthly-gifts/:id': {
    who: 'admin',
    probes: [
      { path: () => `/v1/monthly-gifts/${MISSING_ID}`, label: 'no such gift', body: { amount: 20 }, expect: adminOnly(404) },
      { path: () => `/v1/monthly-gifts/${MISSING_ID}`, label: 'bad body', body: { amount: 'x' }, expect: adminOnly(400) },
    ],
  },
  'POST /v1/monthly-gifts/:id/pause': { who: 'admin', probes: [{ path: () => `/v1/monthly-gifts/${MISSING_ID}/pause`, label: 'no such gift', expect: adminOnly(404) }] },
  'POST /v1/monthly-gifts/:id/resume': { who: 'admin', probes: [{ path: () => `/v1/monthly-gifts/${MISSING_ID}/resume`, label: 'no such gift', expect: adminOnly(404) }] },
};

/** Refusals first and the owner before the admin, so an allowed call cannot spoil a refusal's fixture. */
const ROLE_ORDER: RoleUnderTest[] = ['anonymous', 'donor', 'captainB', 'participant', 'volunteer', 'captainA', 'admin'];

interface Answer {
  route: string;
  path: string;
  label: string;
  role: RoleUnderTest;
  expected: number;
  status: number;
  body: string;
  problem?: string;
}

/** How many tests the routes are spread over (one in every MATRIX_PARTS routes each). */
const MATRIX_PARTS = 8;

describe('authorization matrix: every route × anonymous, donor, captain A, captain B, participant, volunteer, admin', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  beforeAll(async () => {
    t = await createTestApp(UNLIMITED);
    routes = apiRoutes(t.app.routeTable);
  });
  afterAll(() => t.close());

  it('has a rule for every registered route', () => {
    expect(ROLES_UNDER_TEST).toHaveLength(ROLE_ORDER.length);
    const unruled = routes.map(routeKey).filter((key) => !RULES[key]);
    expect(unruled, 'routes without a rule in RULES: say who may call them').toEqual([]);
  });

  it('has no rule for a route the server does not register', () => {
    const registered = new Set(routes.map(routeKey));
    expect(Object.keys(RULES).filter((key) => !registered.has(key)), 'rules naming no registered route').toEqual([]);
  });

  // The routes in parts, each a test of its own: a fresh world per route (users, teams, a paid
  // transaction, three sign-ins) makes the whole matrix 47-85 s on an idle machine and more than
  // 240 s beside the browser tests in CI, too long for one test's time limit.
  it.each(Array.from({ length: MATRIX_PARTS }, (_, part) => part + 1))(
    `answers each role with the expected status, and refusals as {code, message} without details (routes, part %i of ${MATRIX_PARTS})`,
    async (part) => {
      const answers: Answer[] = [];
      for (const route of routes.filter((_, index) => index % MATRIX_PARTS === part - 1)) {
        const rule = RULES[routeKey(route)];
        if (!rule) continue;
        // A fresh world per route: nothing an earlier route's call did (a logout, a change) leaks in.
        const world = await buildRouteWorld(t);
        for (const probe of rule.probes) {
          if (!probe.path && route.url.includes(':')) throw new Error(`${routeKey(route)}: a probe needs a path for its params`);
          const path = probe.path ? probe.path(world) : route.url;
          for (const role of ROLE_ORDER) {
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: path,
              headers: await world.headersOf(role),
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: (typeof probe.body === 'function' ? probe.body(world) : probe.body) ?? {} }),
            });
            const answer: Answer = { route: routeKey(route), path, label: probe.label ?? '', role, expected: expectedStatus(probe.expect, role), status: res.statusCode, body: res.body.slice(0, 300) };
            answer.problem = problemOf(answer, res.headers['content-type'], res.body);
            answers.push(answer);
          }
        }
      }
      expect(answers.length, 'this part asked its routes').toBeGreaterThan(0);
      const wrong = answers.filter((a) => a.problem).map((a) => `${a.route} [${a.path}] as ${a.role}: ${a.problem} -> ${a.body}`);
      // On failure this part of the matrix as it ran is printed above the list of wrong cells.
      expect(wrong, `\n${formatTable(answers)}\n`).toEqual([]);
    },
    120_000,
  );
});

function problemOf(answer: Answer, contentType: unknown, rawBody: string): string | undefined {
  if (answer.status !== answer.expected) return `expected ${answer.expected}, got ${answer.status}`;
  if (answer.status < 400) return undefined;
  if (!String(contentType).includes('application/json')) return `error answer is not JSON (${String(contentType)})`;
  const body = JSON.parse(rawBody) as { code?: unknown; message?: unknown; details?: unknown };
  if (body.code !== answer.status || typeof body.message !== 'string') return 'error answer is not {code, message} with code = status';
  // A refusal tells the caller nothing about the route's schema.
  if ((answer.status === 401 || answer.status === 403) && body.details !== undefined) return 'refusal carries validation details';
  return undefined;
}

/** The matrix as it ran: one line per route and probe, "status" or "status!expected" per role. */
function formatTable(answers: Answer[]): string {
  const width = 64;
  const lines: string[] = [`${'route (probe)'.padEnd(width)} ${ROLE_ORDER.map((r) => r.padEnd(9)).join(' ')}`];
  const byProbe = new Map<string, Answer[]>();
  for (const a of answers) {
    const probe = a.label ? `${a.route} (${a.label})` : a.route;
    byProbe.set(probe, [...(byProbe.get(probe) ?? []), a]);
  }
  for (const [probe, row] of byProbe) {
    const cells = ROLE_ORDER.map((role) => {
      const a = row.find((x) => x.role === role)!;
      return (a.problem ? `${a.status}!${a.expected}` : String(a.status)).padEnd(9);
    });
    lines.push(`${probe.padEnd(width)} ${cells.join(' ')}`);
  }
  lines.push('(a cell "got!expected" is a row that fails)');
  return lines.join('\n');
}
