import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from '@node-rs/argon2';
import { TEAM_MESSAGES } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { persons, teamMembers, teams, users } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { buildTeam, buildUser, uniqueSuffix } from './test-support/team-fixtures.ts';

function createTeamBody(overrides: { email?: string; name?: string; teamMessage?: string } = {}) {
  return {
    captain: {
      firstName: 'Casey',
      lastName: 'Captain',
      email: overrides.email ?? `casey-${uniqueSuffix()}@example.com`,
      phone: '(405) 555-0199',
      myEmployer: 'Acme Co',
      address: { address: '9 Oak Ave', city: 'Norman', state: 'OK', zipcode: '73069' },
      shirtSize: 'Large',
      password: { password: 'Walk#2026x', confirm: 'Walk#2026x' },
      lifeChurch: true,
      lifeChurchCampus: 'Norman',
    },
    team: {
      name: overrides.name ?? 'Blue Sneakers',
      eventCity: 'Tulsa',
      teamMessage: overrides.teamMessage ?? '<p>Join <b>us</b>!</p>',
    },
  };
}

describe('teams', () => {
  let t: TestApp;
  let year: number;
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.database.db);
  });
  afterAll(() => t.close());

  describe('POST /v1/teams', () => {
    it('creates the captain user, person and team in one go', async () => {
      const body = createTeamBody({ name: 'Café Crew!' });
      const res = await t.app.inject({ method: 'POST', url: '/v1/teams', payload: body });
      expect(res.statusCode).toBe(201);
      const { team, user } = res.json();
      expect(team).toMatchObject({
        name: 'Café Crew!',
        slug: 'cafe-crew',
        active: true,
        eventCity: 'Tulsa',
        totalRaised: 0,
        teamDonationGoal: 0,
        teamMemberGoal: 0,
        participants: 1,
        year,
        captain: user.id,
        captainPerson: { firstName: 'Casey', lastName: 'Captain', email: body.captain.email, phone: '(405) 555-0199' },
        members: [expect.objectContaining({ firstName: 'Casey', email: body.captain.email, active: true })],
      });
      expect(user).toMatchObject({ email: body.captain.email, role: 'captain', active: true, team: { id: team.id, slug: 'cafe-crew', active: true } });

      const db = t.database.db;
      const [stored] = await db.select().from(users).where(eq(users.id, user.id));
      expect(stored!.teamId).toBe(team.id);
      expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(stored!.passwordHash, 'Walk#2026x')).toBe(true);
      const [person] = await db.select().from(persons).where(eq(persons.id, user.person));
      expect(person).toMatchObject({ eventYear: year, shirtSize: 'Large', lifeChurchLocation: 'Norman', myEmployer: 'Acme Co' });
      const [teamRow] = await db.select().from(teams).where(eq(teams.id, team.id));
      expect(teamRow).toMatchObject({ captainUserId: user.id, captainPersonId: user.person });
      // The captain is the first member, for the current year (docs/decisions/0123-membership-per-year.md).
      expect(await db.select({ personId: teamMembers.personId, eventYear: teamMembers.eventYear }).from(teamMembers).where(eq(teamMembers.teamId, team.id))).toEqual([
        { personId: user.person, eventYear: year },
      ]);
      expect(t.mailer.messages.at(-1)).toMatchObject({ to: [body.captain.email], subject: expect.stringContaining('Café Crew!') });
    });

    it('gives a clashing slug a numeric suffix', async () => {
      const first = await t.app.inject({ method: 'POST', url: '/v1/teams', payload: createTeamBody({ name: 'Red Shoes' }) });
      const second = await t.app.inject({ method: 'POST', url: '/v1/teams', payload: createTeamBody({ name: 'Red  Shoes!' }) });
      const third = await t.app.inject({ method: 'POST', url: '/v1/teams', payload: createTeamBody({ name: 'red shoes' }) });
      expect([first, second, third].map((r) => r.json().team.slug)).toEqual(['red-shoes', 'red-shoes-2', 'red-shoes-3']);
    });

    it('gives concurrent creates of the same name distinct slugs', async () => {
      const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/v1/teams', payload: createTeamBody({ name: 'Same Time' }) })));
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
      expect(answers.map((a) => a.json().team.slug).sort()).toEqual(['same-time', 'same-time-2', 'same-time-3']);
    });

    it('sanitizes the team message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/teams',
        payload: createTeamBody({ name: 'Safe Walkers', teamMessage: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a> <a href="https://ex.org">site</a><img src=x></p>' }),
      });
      expect(res.json().team.teamMessage).toBe('<p>Hi <a rel="noopener noreferrer" target="_blank">x</a> <a href="https://ex.org" rel="noopener noreferrer" target="_blank">site</a></p>');
    });

    it('answers 409 for an email that already has a user, and writes nothing', async () => {
      const body = createTeamBody({ name: 'Original Team' });
      expect((await t.app.inject({ method: 'POST', url: '/v1/teams', payload: body })).statusCode).toBe(201);
      const teamCount = (await t.database.db.select().from(teams)).length;
      const again = createTeamBody({ email: body.captain.email.toUpperCase(), name: 'Second Try' });
      const res = await t.app.inject({ method: 'POST', url: '/v1/teams', payload: again });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 409, message: 'A user with that email already exists.' });
      expect((await t.database.db.select().from(teams)).length).toBe(teamCount);
    });

    it('answers 409 to the second of two concurrent creates with one email', async () => {
      const email = `race-${uniqueSuffix()}@example.com`;
      const answers = await Promise.all(['Race One', 'Race Two'].map((name) => t.app.inject({ method: 'POST', url: '/v1/teams', payload: createTeamBody({ email, name }) })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    });

    it('accepts the spec\'s create-team payload: campus as {value, name} and the sent body\'s team fields', async () => {
      const body = createTeamBody({ name: 'Spec Shaped Striders' });
      const payload = {
        captain: { ...body.captain, lifeChurchCampus: { value: 14, name: 'Jenks' } },
        team: { ...body.team, active: true, teamDonationGoal: 0, teamMemberGoal: 0, totalRaised: 0, captains: [] },
      };
      const res = await t.app.inject({ method: 'POST', url: '/v1/teams', payload });
      expect(res.statusCode).toBe(201);
      const [person] = await t.database.db.select().from(persons).where(eq(persons.id, res.json().user.person));
      expect(person).toMatchObject({ lifeChurch: true, lifeChurchLocation: 'Jenks' });
    });

    it('refuses a value the server sets otherwise, naming it, and an unknown field', async () => {
      const body = createTeamBody({ name: 'Rich Start' });
      const rich = await t.app.inject({ method: 'POST', url: '/v1/teams', payload: { ...body, team: { ...body.team, totalRaised: 5000 } } });
      expect(rich.statusCode).toBe(400);
      expect(rich.json().message).toBe('team.totalRaised: totalRaised is set by the server: send 0 or leave it out.');
      const unknown = await t.app.inject({ method: 'POST', url: '/v1/teams', payload: { ...body, team: { ...body.team, featured: true } } });
      expect(unknown.statusCode).toBe(400);
      expect(await t.database.db.select().from(teams).where(eq(teams.name, 'Rich Start'))).toHaveLength(0);
    });

    it('bounds every stored text: a 204,800-character name is refused', async () => {
      const body = createTeamBody({ name: 'Long Names' });
      const res = await t.app.inject({ method: 'POST', url: '/v1/teams', payload: { ...body, captain: { ...body.captain, firstName: 'x'.repeat(204_800) } } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('captain.firstName: First name must be at most 100 characters.');
      expect(await t.database.db.select().from(teams).where(eq(teams.name, 'Long Names'))).toHaveLength(0);
    });

    it('validates the form with the spec messages', async () => {
      const body = createTeamBody({ name: '#hashtag' });
      const res = await t.app.inject({ method: 'POST', url: '/v1/teams', payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('team.name: Team name cannot start with a special character.');
    });
  });

  describe('GET /v1/teams/list and /v1/teams/by-slug/{slug}', () => {
    it('lists the active teams of the current year without auth', async () => {
      const active = await buildTeam(t.database.db, { name: 'Aardvark Amblers' });
      const inactive = await buildTeam(t.database.db, { active: false });
      const lastYear = await buildTeam(t.database.db, { year: year - 1 });
      const res = await t.app.inject({ method: 'GET', url: '/v1/teams/list' });
      expect(res.statusCode).toBe(200);
      const list = res.json() as { id: number }[];
      expect(list).toContainEqual({ id: active.id, name: 'Aardvark Amblers', slug: active.slug, eventCity: 'Oklahoma City' });
      expect(list.map((x) => x.id)).not.toContain(inactive.id);
      expect(list.map((x) => x.id)).not.toContain(lastYear.id);
    });

    it('shows the public team page without contact details', async () => {
      const team = await buildTeam(t.database.db, { teamMessage: '<p>Go <em>team</em><script>x</script></p>', teamDonationGoalCents: 50000 });
      await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'captain', teamId: team.id, firstName: 'Robin' });
      const res = await t.app.inject({ method: 'GET', url: `/v1/teams/by-slug/${team.slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: team.id,
        name: team.name,
        slug: team.slug,
        teamMessage: '<p>Go <em>team</em></p>',
        imageUrl: null,
        eventCity: 'Oklahoma City',
        captain: { firstName: 'Robin', lastName: 'Tester' },
        totalRaised: 0,
        teamDonationGoal: 500,
        participants: 0,
        active: true,
        year,
      });
      expect((await t.app.inject({ method: 'GET', url: '/v1/teams/by-slug/no-such-team' })).statusCode).toBe(404);
    });
  });

  describe('GET /v1/teams (admin)', () => {
    let admin: Awaited<ReturnType<typeof buildUser>>;
    const tag = uniqueSuffix();
    beforeAll(async () => {
      admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
      const db = t.database.db;
      const raised = [30000, 10000, 20000, 20000, 5000];
      for (const [i, cents] of raised.entries()) {
        const team = await buildTeam(db, { name: `Paged ${tag} ${i}`, totalRaisedCents: cents, active: i !== 3, teamDonationGoalCents: 100000, teamMemberGoal: 10 });
        if (i === 0) await buildUser(db, t.config.JWT_SECRET, { role: 'captain', teamId: team.id, firstName: 'Morgan' });
      }
    });

    const list = (query: string, authorization = admin.authorization) =>
      t.app.inject({ method: 'GET', url: `/v1/teams?${query}`, headers: { authorization } });

    it('pages, sorts by totalRaised then active, and populates the captain person', async () => {
      const res = await list(`search=${tag}&populate=captainPerson&limit=2&page=1&sortBy=totalRaised:desc,active:desc`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ page: 1, limit: 2, totalPages: 3, totalResults: 5 });
      expect(body.results.map((r: { name: string }) => r.name)).toEqual([`Paged ${tag} 0`, `Paged ${tag} 2`]);
      expect(body.results[0]).toMatchObject({
        totalRaised: 300,
        teamDonationGoal: 1000,
        teamMemberGoal: 10,
        participants: 0,
        active: true,
        year,
        captainPerson: { firstName: 'Morgan', lastName: 'Tester', email: expect.any(String), phone: '(405) 555-0100' },
        createdAt: expect.any(String),
      });
      expect(body.results[1].captainPerson).toBeNull();
      const page2 = (await list(`search=${tag}&limit=2&page=2&sortBy=totalRaised:desc,active:desc`)).json();
      expect(page2.results.map((r: { name: string; active: boolean }) => [r.name, r.active])).toEqual([
        [`Paged ${tag} 3`, false],
        [`Paged ${tag} 1`, true],
      ]);
      expect(page2.results[0].captainPerson).toBeNull();
    });

    it('filters by active and year', async () => {
      const inactive = (await list(`search=${tag}&active=false`)).json();
      expect(inactive.results.map((r: { name: string }) => r.name)).toEqual([`Paged ${tag} 3`]);
      expect((await list(`search=${tag}&active=true&year=${year}`)).json().totalResults).toBe(4);
      expect((await list(`search=${tag}&year=${year - 1}`)).json().totalResults).toBe(0);
    });

    it('sorts by participants and name', async () => {
      const res = await list(`search=${tag}&sortBy=participants:desc,name:asc&limit=5`);
      expect(res.statusCode).toBe(200);
      expect(res.json().results.map((r: { name: string }) => r.name)).toEqual([0, 1, 2, 3, 4].map((i) => `Paged ${tag} ${i}`));
    });

    it('refuses unknown sort fields and populate names', async () => {
      expect((await list('sortBy=password:asc')).statusCode).toBe(400);
      expect((await list('populate=members')).statusCode).toBe(400);
    });

    it('is for admins only', async () => {
      const captain = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'captain' });
      expect((await list('', captain.authorization)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/v1/teams' })).statusCode).toBe(401);
    });

    it('decides authorization before validating the query', async () => {
      const captain = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'captain' });
      expect((await list('limit=abc&sortBy=password:asc', captain.authorization)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/v1/teams?limit=abc' })).statusCode).toBe(401);
    });
  });

  describe('GET /v1/teams/{id}', () => {
    it('lets a captain read their own team and no other; an admin reads any', async () => {
      const db = t.database.db;
      const mine = await buildTeam(db);
      const other = await buildTeam(db);
      const captain = await buildUser(db, t.config.JWT_SECRET, { role: 'captain', teamId: mine.id });
      const admin = await buildUser(db, t.config.JWT_SECRET, { role: 'admin' });
      const get = (id: number, authorization?: string) => t.app.inject({ method: 'GET', url: `/v1/teams/${id}`, headers: authorization ? { authorization } : {} });

      const own = await get(mine.id, captain.authorization);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ id: mine.id, captainPerson: { firstName: 'Pat' }, fundraisingGoalPercentage: 0, members: [] });
      expect((await get(other.id, captain.authorization)).json()).toEqual({ code: 403, message: TEAM_MESSAGES.notOwnTeam });
      expect((await get(other.id, admin.authorization)).statusCode).toBe(200);
      expect((await get(999_999, admin.authorization)).statusCode).toBe(404);
      expect((await get(mine.id)).statusCode).toBe(401);
      // Authorization first: an anonymous caller learns nothing about which ids are valid.
      expect((await t.app.inject({ method: 'GET', url: '/v1/teams/not-an-id' })).statusCode).toBe(401);
    });
  });
});
