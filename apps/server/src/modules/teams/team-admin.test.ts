import { count, eq } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEAM_MESSAGES, TEAM_MESSAGES, type Paged, type TeamDetail, type TeamListItem } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  addTeamMember, createCaptain, createPerson, createTeam, createUserWithPerson, loginAs, signedInAdmin, signedInCaptain, TEST_PASSWORD,
  uniqueEmail, uniqueSuffix, type Session,
} from '../../../test/factories.ts';
import { persons, teamMembers, teams, users } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { EMAIL_EXISTS_MESSAGE } from './team.service.ts';

/** The admin's team creation: docs/spec/back-office.md "New team" (/teams/new) and "Create a Team" (/create-team). */
describe('admin team creation', () => {
  let t: TestApp;
  let admin: Session;
  let captainSession: Session;
  let year: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
    captainSession = (await signedInCaptain(t.app)).session;
    year = await currentEventYear(t.app.db);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const teamCount = async () => (await t.app.db.select({ n: count() }).from(teams))[0]!.n;
  const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]!.n;

  describe('POST /v1/teams/new-team', () => {
    const newTeam = (captain: number, overrides: Record<string, unknown> = {}) => ({
      name: `New Team ${uniqueSuffix()}`,
      eventCity: 'Tulsa',
      teamMessage: '<p>Walk <b>with</b> us<script>alert(1)</script></p>',
      captain,
      ...overrides,
    });

    it('creates a team of the current year captained by the user, whose person joins it', async () => {
      const captain = await createUserWithPerson(t.app.db, { person: { eventYear: year - 1, firstName: 'Nia', lastName: 'Lead' } });
      const body = newTeam(captain.user.id, { name: 'Café Striders' });
      const res = await post('/v1/teams/new-team', body);
      expect(res.statusCode, res.body).toBe(201);
      const team = res.json<TeamDetail>();
      expect(team).toMatchObject({
        name: 'Café Striders', slug: 'cafe-striders', active: true, eventCity: 'Tulsa', year, totalRaised: 0, teamDonationGoal: 0,
        teamMemberGoal: 0, participants: 1, captain: captain.user.id, teamMessage: '<p>Walk <b>with</b> us</p>',
        captainPerson: { firstName: 'Nia', lastName: 'Lead', email: captain.person.email },
        members: [expect.objectContaining({ personId: captain.person.id })],
      });
      const [user] = await t.app.db.select().from(users).where(eq(users.id, captain.user.id));
      expect(user!.teamId).toBe(team.id);
      const [person] = await t.app.db.select().from(persons).where(eq(persons.id, captain.person.id));
      expect(person!.eventYear).toBe(year);
      // The new captain signs in to their team.
      expect((await loginAs(t.app, captain.user.email)).user.team).toMatchObject({ id: team.id, name: 'Café Striders' });
    });

    it('gives a clashing name a numeric slug suffix', async () => {
      const name = `Twin Walkers ${uniqueSuffix()}`;
      const first = await post('/v1/teams/new-team', newTeam((await createCaptain(t.app.db)).user.id, { name }));
      const second = await post('/v1/teams/new-team', newTeam((await createCaptain(t.app.db)).user.id, { name }));
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect(second.json<TeamDetail>().slug).toBe(`${first.json<TeamDetail>().slug}-2`);
    });

    it('answers 409 for a user who already captains a team, and writes nothing', async () => {
      const captain = await createCaptain(t.app.db);
      const existing = await createTeam(t.app.db, { captain });
      const before = await teamCount();
      const res = await post('/v1/teams/new-team', newTeam(captain.user.id));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 409, message: TEAM_MESSAGES.captainOfAnotherTeam(existing.name) });
      expect(await teamCount()).toBe(before);
    });

    it('answers 409 for a user who captains an inactive team too', async () => {
      const captain = await createCaptain(t.app.db);
      await createTeam(t.app.db, { captain, active: false, year: year - 1 });
      expect((await post('/v1/teams/new-team', newTeam(captain.user.id))).statusCode).toBe(409);
    });

    it("answers 409 for a user whose person is on another team this year", async () => {
      const other = await createTeam(t.app.db, { captain: await createCaptain(t.app.db) });
      const member = await createUserWithPerson(t.app.db);
      await addTeamMember(t.app.db, other.id, member.person.id);
      const res = await post('/v1/teams/new-team', newTeam(member.user.id));
      expect(res.json()).toEqual({ code: 409, message: TEAM_MESSAGES.captainOnAnotherTeam(year) });
    });

    it('gives one team to a user asked for by two admins at once', async () => {
      const captain = await createCaptain(t.app.db);
      const answers = await Promise.all([post('/v1/teams/new-team', newTeam(captain.user.id)), post('/v1/teams/new-team', newTeam(captain.user.id))]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect((await t.app.db.select({ n: count() }).from(teams).where(eq(teams.captainUserId, captain.user.id)))[0]!.n).toBe(1);
    });

    it('answers 400 for an unknown or deactivated user, and the spec texts for a bad form', async () => {
      const before = await teamCount();
      const unknown = await post('/v1/teams/new-team', newTeam(2_147_483_647));
      expect(unknown.json()).toMatchObject({ code: 400, message: TEAM_MESSAGES.captainUserNotFound(2_147_483_647) });
      const off = await createUserWithPerson(t.app.db, { active: false });
      expect((await post('/v1/teams/new-team', newTeam(off.user.id))).json()).toMatchObject({ code: 400, message: TEAM_MESSAGES.captainUserInactive });
      const noCaptain = await post('/v1/teams/new-team', { name: 'No Captain', eventCity: 'Tulsa', teamMessage: 'Hi' });
      expect(noCaptain.statusCode).toBe(400);
      expect(noCaptain.json().details).toContainEqual({ field: 'captain', message: ADMIN_TEAM_MESSAGES.captainRequired });
      const badName = await post('/v1/teams/new-team', newTeam(off.user.id, { name: '#hash', eventCity: 'Dallas', teamMessage: '' }));
      expect(badName.statusCode).toBe(400);
      expect(badName.json().details.map((d: { field: string }) => d.field).sort()).toEqual(['eventCity', 'name', 'teamMessage']);
      expect((await post('/v1/teams/new-team', { ...newTeam(off.user.id), captain: '12' })).statusCode).toBe(400);
      expect((await post('/v1/teams/new-team', { ...newTeam(off.user.id), slug: 'mine' })).statusCode).toBe(400);
      expect(await teamCount()).toBe(before);
    });

    it('is for admins only, decided before the body is read', async () => {
      const before = await teamCount();
      const captain = await createCaptain(t.app.db);
      for (const body of [newTeam(captain.user.id), {}, { name: 7 }]) {
        expect((await post('/v1/teams/new-team', body, captainSession.headers)).statusCode).toBe(403);
        expect((await post('/v1/teams/new-team', body, {})).statusCode).toBe(401);
      }
      expect(await teamCount()).toBe(before);
    });
  });

  describe('POST /v1/teams/create-team (the short Create a Team form)', () => {
    const shortForm = (overrides: { email?: string; name?: string } = {}) => ({
      captain: {
        firstName: 'Rae',
        lastName: 'Runner',
        email: overrides.email ?? uniqueEmail('short'),
        phone: '(405) 555-0188',
        password: { password: TEST_PASSWORD, confirm: TEST_PASSWORD },
      },
      team: { name: overrides.name ?? `Short Form ${uniqueSuffix()}`, eventCity: 'Oklahoma City', teamMessage: 'Join us!' },
    });

    it('creates the captain user, person and team at once, and emails the captain', async () => {
      const body = shortForm({ email: `  ${uniqueEmail('Short').toUpperCase()} ` });
      const email = body.captain.email.trim().toLowerCase();
      const res = await post('/v1/teams/create-team', body);
      expect(res.statusCode, res.body).toBe(201);
      const { team, user } = res.json<{ team: TeamDetail; user: { id: number; email: string; role: string; person: number; team: { id: number } } }>();
      expect(team).toMatchObject({
        name: body.team.name, eventCity: 'Oklahoma City', active: true, year, participants: 1, captain: user.id,
        captainPerson: { firstName: 'Rae', lastName: 'Runner', email, phone: '(405) 555-0188' },
      });
      expect(user).toMatchObject({ email, role: 'captain', team: { id: team.id } });
      const [person] = await t.app.db.select().from(persons).where(eq(persons.id, user.person));
      expect(person).toMatchObject({ eventYear: year, eventCity: 'Oklahoma City', event: 'piecewalk', address: null, shirtSize: null });
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(await verify(row!.passwordHash, TEST_PASSWORD)).toBe(true);
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      const members = await t.app.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
      expect(members).toEqual([expect.objectContaining({ personId: user.person, eventYear: year })]);
      await t.app.afterResponse.settle();
      const mail = t.mailer.messages.find((m) => m.to.includes(email));
      expect(mail?.text).toContain(`/team/${team.slug}`);
      expect((await loginAs(t.app, email)).user.team).toMatchObject({ id: team.id });
    });

    it('answers 409 for an email that has a user (any case), and writes nothing', async () => {
      const taken = await createCaptain(t.app.db);
      const [teamsBefore, usersBefore] = [await teamCount(), await userCount()];
      const res = await post('/v1/teams/create-team', shortForm({ email: taken.user.email.toUpperCase() }));
      expect(res.json()).toEqual({ code: 409, message: EMAIL_EXISTS_MESSAGE });
      expect([await teamCount(), await userCount()]).toEqual([teamsBefore, usersBefore]);
    });

    it('creates one captain when the same email is sent twice at once', async () => {
      const email = uniqueEmail('twice');
      const answers = await Promise.all([post('/v1/teams/create-team', shortForm({ email })), post('/v1/teams/create-team', shortForm({ email }))]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect((await t.app.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n).toBe(1);
    });

    it('validates the short form with the spec rules and writes nothing', async () => {
      const [teamsBefore, usersBefore] = [await teamCount(), await userCount()];
      const body = shortForm();
      const bad = {
        captain: { ...body.captain, phone: '405-555', password: { password: TEST_PASSWORD, confirm: 'Other#Pass1' } },
        team: { ...body.team, eventCity: 'Dallas' },
      };
      const res = await post('/v1/teams/create-team', bad);
      expect(res.statusCode).toBe(400);
      const fields = res.json().details.map((d: { field: string }) => d.field).sort();
      expect(fields).toEqual(['captain.password.confirm', 'captain.phone', 'team.eventCity']);
      expect((await post('/v1/teams/create-team', { ...body, captain: { ...body.captain, address: {} } })).statusCode).toBe(400);
      expect([await teamCount(), await userCount()]).toEqual([teamsBefore, usersBefore]);
    });

    it('is for admins only and never rate limited for them', async () => {
      expect((await post('/v1/teams/create-team', shortForm(), captainSession.headers)).statusCode).toBe(403);
      expect((await post('/v1/teams/create-team', {}, {})).statusCode).toBe(401);
      // More creates than the anonymous sign-up limit allows from one address.
      const limit = t.config.limits.signUpsPerIp.limit;
      for (let i = 0; i <= limit; i++) expect((await post('/v1/teams/create-team', shortForm())).statusCode).toBe(201);
    });
  });

  describe('GET /v1/teams/ search', () => {
    it('matches any shown field: team name, city, captain first, last and full name, and email', async () => {
      const tag = uniqueSuffix().replaceAll('-', '');
      const captain = await createCaptain(t.app.db, { email: `lead-${tag}@example.com`, person: { firstName: `Ophelia${tag}`, lastName: `Marsh${tag}` } });
      const team = await createTeam(t.app.db, { captain, name: `Harbor Hikers ${tag}`, eventCity: 'Tulsa' });
      const other = await createTeam(t.app.db, { name: `Plain ${tag}`, eventCity: 'Oklahoma City' });
      const ids = async (search: string) => {
        const res = await t.app.inject({ method: 'GET', url: `/v1/teams/?search=${encodeURIComponent(search)}&limit=5000`, headers: admin.headers });
        expect(res.statusCode).toBe(200);
        const body = res.json<Paged<TeamListItem>>();
        expect(body.totalResults).toBe(body.results.length);
        return body.results.map((r) => r.id).filter((id) => id === team.id || id === other.id).sort((a, b) => a - b);
      };
      expect(await ids(`harbor hikers ${tag}`)).toEqual([team.id]);
      expect(await ids(`ophelia${tag}`)).toEqual([team.id]);
      expect(await ids(`MARSH${tag}`)).toEqual([team.id]);
      expect(await ids(`ophelia${tag} marsh`)).toEqual([team.id]);
      expect(await ids(`lead-${tag}@`)).toEqual([team.id]);
      expect(await ids(tag)).toEqual([team.id, other.id].sort((a, b) => a - b));
      // A city matches every team of it; both of ours are found by their own city only.
      expect(await ids('tulsa')).toEqual([team.id]);
      expect(await ids('oklahoma')).toEqual([other.id]);
      const exact = await t.app.inject({ method: 'GET', url: `/v1/teams/?search=lead-${tag}`, headers: admin.headers });
      expect(exact.json<Paged<TeamListItem>>()).toMatchObject({ totalResults: 1, totalPages: 1 });
      const literal = await t.app.inject({ method: 'GET', url: '/v1/teams/?search=%25', headers: admin.headers });
      expect(literal.json<Paged<TeamListItem>>().totalResults).toBe(0);
    });

    it('counts a captainless team by its own fields', async () => {
      const tag = uniqueSuffix().replaceAll('-', '');
      await createPerson(t.app.db, { firstName: `Nobody${tag}` });
      const team = await createTeam(t.app.db, { name: `Orphans ${tag}` });
      const res = await t.app.inject({ method: 'GET', url: `/v1/teams/?search=${tag}`, headers: admin.headers });
      expect(res.json<Paged<TeamListItem>>()).toMatchObject({ totalResults: 1, results: [expect.objectContaining({ id: team.id, captain: null })] });
    });
  });
});
