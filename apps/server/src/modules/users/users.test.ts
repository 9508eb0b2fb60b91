import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES, FIELD_MESSAGES, USER_MESSAGES, type Paged, type TokenPair, type UserExistsResponse, type UserPersonSummary, type UserTeamSummary,
  type UserView,
} from '@walkfund/domain';
import { persons, teamMembers, users } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { DEFAULT_LIMITS } from '../rate-limits/limits.ts';
import { getUser, updateUser } from './user.service.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  buildUserInput, createCaptain, createTeam, createUserWithPerson, loginAs, signedInAdmin, signedInCaptain, TEST_PASSWORD,
  uniqueEmail, uniqueSuffix, type Session,
} from '../../../test/factories.ts';

describe('/v1/users', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
  });
  afterAll(() => t.close());

  const countOf = async (table: typeof users | typeof persons) => (await t.app.db.select({ n: count() }).from(table))[0]!.n;
  const create = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/users', payload: payload as object, headers });
  const get = (id: number, headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/v1/users/${id}${query}`, headers });
  const patch = (id: number, payload: unknown, headers: Record<string, string>) =>
    t.app.inject({ method: 'PATCH', url: `/v1/users/${id}`, payload: payload as object, headers });
  const list = (query: string, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/v1/users?${query}`, headers });

  describe('POST /', () => {
    it('creates a captain and their person from the public shape, in the current event year', async () => {
      const input = buildUserInput({ email: `  ${uniqueEmail('Signup').toUpperCase()} ` });
      const res = await create(input);
      expect(res.statusCode).toBe(201);
      const user = res.json<UserView>();
      expect(user).toMatchObject({ id: expect.any(Number), email: input.email.trim().toLowerCase(), role: 'captain', active: true, team: null });
      expect(res.body).not.toMatch(/password/i);
      const [person] = await t.app.db.select().from(persons).where(eq(persons.id, user.person as number));
      expect(person).toMatchObject({ firstName: 'Casey', lastName: 'Walker', phone: '(405) 555-0199', eventYear: await currentEventYear(t.app.db) });
      expect((await loginAs(t.app, user.email)).user.id).toBe(user.id);
    });

    it('creates an admin from the back-office shape when an admin asks', async () => {
      const email = uniqueEmail('staff');
      const res = await create(
        {
          user: { email, password: TEST_PASSWORD, role: 'admin' },
          person: {
            firstName: 'Morgan', lastName: 'Reyes', email, phone: '(918) 555-0142', eventYear: 2025, eventCity: 'Tulsa',
            lifeChurch: true, lifeChurchLocation: 'Jenks', marketing: false,
            address: { address: '12 Main St', city: 'Tulsa', state: 'ok', zipcode: '74101' },
          },
        },
        admin.headers,
      );
      expect(res.statusCode).toBe(201);
      const user = res.json<UserView>();
      expect(user.role).toBe('admin');
      const [person] = await t.app.db.select().from(persons).where(eq(persons.id, user.person as number));
      expect(person).toMatchObject({
        eventYear: 2025, eventCity: 'Tulsa', lifeChurch: true, lifeChurchLocation: 'Jenks', marketing: false,
        address: { address: '12 Main St', city: 'Tulsa', state: 'OK', zipcode: '74101' },
      });
    });

    it('stores the campus sent as the spec\'s lifeChurchCampus {value, name} (docs/decisions/0119-spec-payloads-accepted.md)', async () => {
      const email = uniqueEmail('campus');
      const res = await create(
        { user: { email, password: TEST_PASSWORD }, person: { firstName: 'Ana', lastName: 'Ruiz', email, lifeChurch: true, lifeChurchCampus: { value: 3, name: 'Edmond' } } },
        admin.headers,
      );
      expect(res.statusCode).toBe(201);
      const [person] = await t.app.db.select().from(persons).where(eq(persons.id, res.json<UserView>().person as number));
      expect(person).toMatchObject({ lifeChurch: true, lifeChurchLocation: 'Edmond' });
    });

    it('lets only an admin create an admin', async () => {
      const captain = await signedInCaptain(t.app);
      const before = await countOf(users);
      for (const headers of [{}, captain.session.headers]) {
        const flat = await create(buildUserInput({ role: 'admin' }), headers);
        expect(flat.statusCode).toBe(403);
        expect(flat.json()).toEqual({ code: 403, message: USER_MESSAGES.adminRoleRequiresAdmin });
        const email = uniqueEmail('x');
        const nested = await create({ user: { email, password: TEST_PASSWORD, role: 'admin' }, person: { firstName: 'Al', lastName: 'Bo', email } }, headers);
        expect(nested.statusCode).toBe(403);
      }
      expect(await countOf(users)).toBe(before);
    });

    it('keeps a public sign-up off teams and in the current year; a captain role is fine', async () => {
      const team = await createTeam(t.app.db);
      const year = await currentEventYear(t.app.db);
      const captain = await signedInCaptain(t.app);
      const nested = (person: Record<string, unknown>, role = 'captain') => {
        const email = uniqueEmail('public');
        return { user: { email, password: TEST_PASSWORD, role }, person: { firstName: 'Pat', lastName: 'Doe', email, ...person } };
      };
      const before = await countOf(users);
      for (const headers of [{}, captain.session.headers]) {
        const onTeam = await create(nested({ team: team.id }), headers);
        expect(onTeam.statusCode).toBe(403);
        expect(onTeam.json()).toEqual({ code: 403, message: USER_MESSAGES.teamRequiresAdmin });
        const pastYear = await create(nested({ eventYear: year - 1 }), headers);
        expect(pastYear.statusCode).toBe(400);
        expect(pastYear.json()).toMatchObject({ code: 400, message: expect.stringContaining('eventYear') });
      }
      expect(await countOf(users)).toBe(before);

      const thisYear = await create(nested({ eventYear: year, team: null }));
      expect(thisYear.statusCode).toBe(201);
      expect(await t.app.db.select().from(teamMembers).where(eq(teamMembers.personId, thisYear.json<UserView>().person as number))).toEqual([]);
      expect((await create(buildUserInput({ role: 'captain' }))).statusCode).toBe(201);
    });

    it('refuses a taken email (any case) with 409 and leaves no person behind', async () => {
      const { user } = await createCaptain(t.app.db);
      const [usersBefore, personsBefore] = [await countOf(users), await countOf(persons)];
      const res = await create(buildUserInput({ email: user.email.toUpperCase() }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 409, message: USER_MESSAGES.emailTaken });
      expect([await countOf(users), await countOf(persons)]).toEqual([usersBefore, personsBefore]);
    });

    it('creates exactly one user and one person when the same email signs up twice at once', async () => {
      const [usersBefore, personsBefore] = [await countOf(users), await countOf(persons)];
      const input = buildUserInput();
      const answers = await Promise.all([create(input), create(input)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect([await countOf(users), await countOf(persons)]).toEqual([usersBefore + 1, personsBefore + 1]);
    });

    it('adds the person to a given team, and refuses a team that does not exist', async () => {
      const team = await createTeam(t.app.db);
      const email = uniqueEmail('member');
      const res = await create({ user: { email, password: TEST_PASSWORD }, person: { firstName: 'Jo', lastName: 'Lee', email, team: team.id } }, admin.headers);
      expect(res.statusCode).toBe(201);
      const personId = res.json<UserView>().person as number;
      expect(await t.app.db.select().from(teamMembers).where(eq(teamMembers.personId, personId))).toHaveLength(1);

      const before = await countOf(persons);
      const other = uniqueEmail('member');
      const missing = await create({ user: { email: other, password: TEST_PASSWORD }, person: { firstName: 'Jo', lastName: 'Lee', email: other, team: 999_999 } }, admin.headers);
      expect(missing.statusCode).toBe(400);
      expect(await countOf(persons)).toBe(before);
    });

    it('validates with the domain rules and refuses unknown fields', async () => {
      const weak = await create(buildUserInput({ password: 'password' }));
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toContain(FIELD_MESSAGES.passwordRule);
      const extra = await create(buildUserInput({ isEmailVerified: true }));
      expect(extra.statusCode).toBe(400);
      expect(extra.json()).toMatchObject({ code: 400, message: expect.any(String) });
    });
  });

  describe('POST /exists/', () => {
    const exists = (email: string) => t.app.inject({ method: 'POST', url: '/v1/users/exists/', payload: { email } });

    it('tells whether the email has an account, and the team it captains', async () => {
      expect((await exists(uniqueEmail('none'))).json()).toEqual({ exists: false, team: null });
      const loner = await createCaptain(t.app.db);
      expect((await exists(loner.user.email)).json()).toEqual({ exists: true, team: null });
      const captain = await createCaptain(t.app.db);
      const team = await createTeam(t.app.db, { captain, active: false });
      const res = await exists(captain.user.email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json<UserExistsResponse>()).toEqual({ exists: true, team: { id: team.id, name: team.name, active: false } });
    });
  });

  describe('GET /:id', () => {
    it('answers the user to themselves and to an admin, never the password', async () => {
      const { user, session } = await signedInCaptain(t.app);
      for (const headers of [session.headers, admin.headers]) {
        const res = await get(user.id, headers);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: user.id, email: user.email, person: user.personId, team: null });
        expect(res.body).not.toMatch(/password/i);
      }
    });

    it('populates person and team on request', async () => {
      const captain = await createCaptain(t.app.db);
      const team = await createTeam(t.app.db, { captain });
      const res = await get(captain.user.id, admin.headers, '?populate=person,team');
      const body = res.json<UserView>();
      expect((body.person as UserPersonSummary)).toMatchObject({ id: captain.person.id, firstName: captain.person.firstName, team: team.id });
      expect(body.team as UserTeamSummary).toEqual({ id: team.id, name: team.name, slug: team.slug, active: true, eventCity: team.eventCity, year: team.year });
      expect((await get(captain.user.id, admin.headers, '?populate=password')).statusCode).toBe(400);
    });

    it('answers 403 for another user, 404 for an unknown id, 401 without a token', async () => {
      const { session } = await signedInCaptain(t.app);
      const other = await createCaptain(t.app.db);
      expect((await get(other.user.id, session.headers)).json()).toEqual({ code: 403, message: 'Forbidden' });
      expect((await get(999_999, admin.headers)).json()).toEqual({ code: 404, message: USER_MESSAGES.notFound });
      expect((await get(other.user.id, {})).json()).toEqual({ code: 401, message: AUTH_MESSAGES.pleaseAuthenticate });
    });
  });

  describe('PATCH /:id', () => {
    it('lets a user change their own password, stored as an argon2id hash', async () => {
      const { user, session } = await signedInCaptain(t.app);
      const res = await patch(user.id, { password: 'Changed#Pass3', currentPassword: TEST_PASSWORD }, session.headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/password/i);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      await loginAs(t.app, user.email, 'Changed#Pass3');
    });

    it('refuses a captain changing role, active or isEmailVerified, even their own', async () => {
      const { user, session } = await signedInCaptain(t.app);
      for (const body of [{ role: 'admin' }, { active: true }, { isEmailVerified: true }, { email: uniqueEmail('x'), role: 'admin' }]) {
        const res = await patch(user.id, body, session.headers);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 403, message: USER_MESSAGES.adminOnlyFields });
      }
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ role: 'captain', isEmailVerified: false, email: user.email });
    });

    it("refuses a captain editing another user's record", async () => {
      const { session } = await signedInCaptain(t.app);
      const other = await createCaptain(t.app.db);
      const res = await patch(other.user.id, { password: 'Changed#Pass3' }, session.headers);
      expect(res.statusCode).toBe(403);
      await loginAs(t.app, other.user.email);
    });

    it('lets an admin set role, active and isEmailVerified; deactivation ends the sessions', async () => {
      const target = await signedInCaptain(t.app);
      const res = await patch(target.user.id, { role: 'admin', isEmailVerified: true }, admin.headers);
      expect(res.json()).toMatchObject({ role: 'admin', isEmailVerified: true, active: true });
      expect((await patch(target.user.id, { active: false }, admin.headers)).json()).toMatchObject({ active: false });
      expect((await loginAs(t.app, target.user.email).catch((e: Error) => e.message))).toContain('403');
      const refreshed = await t.app.inject({ method: 'POST', url: '/v1/auth/refresh-tokens', payload: { refreshToken: target.session.tokens.refresh.token } });
      expect(refreshed.statusCode).toBe(401);
    });

    it('keeps an admin from demoting or deactivating themselves', async () => {
      const self = await signedInAdmin(t.app);
      for (const body of [{ role: 'captain' }, { active: false }]) {
        expect((await patch(self.user.id, body, self.session.headers)).json()).toEqual({ code: 403, message: USER_MESSAGES.ownAdminAccess });
      }
    });

    it('checks a new email is free, and answers 404 for an unknown id', async () => {
      const { user, session } = await signedInCaptain(t.app);
      const other = await createCaptain(t.app.db);
      const taken = await patch(user.id, { email: other.user.email.toUpperCase(), currentPassword: TEST_PASSWORD }, session.headers);
      expect(taken.json()).toEqual({ code: 409, message: USER_MESSAGES.emailTaken });
      const fresh = uniqueEmail('moved');
      expect((await patch(user.id, { email: fresh, currentPassword: TEST_PASSWORD }, session.headers)).json()).toMatchObject({ email: fresh });
      expect((await patch(999_999, { active: true }, admin.headers)).statusCode).toBe(404);
    });

    it('refuses unknown fields and SQL-looking values without changing the record', async () => {
      const { user, session } = await signedInCaptain(t.app);
      const extra = await patch(user.id, { passwordHash: 'x' }, session.headers);
      expect(extra.statusCode).toBe(400);
      expect(extra.json()).toMatchObject({ code: 400, message: expect.any(String) });
      const injected = await patch(user.id, { email: "x'; UPDATE users SET role='admin'; --" }, session.headers);
      expect(injected.statusCode).toBe(400);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ email: user.email, role: 'captain', passwordHash: user.passwordHash });
    });
  });

  describe('PATCH /:id: current password and sessions', () => {
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/v1/auth/refresh-tokens', payload: { refreshToken } });

    it('needs the current password to change one\'s own email or password: 400 without it, 403 when wrong', async () => {
      const { user, session } = await signedInCaptain(t.app);
      for (const body of [{ password: 'Changed#Pass3' }, { email: uniqueEmail('moved') }]) {
        const missing = await patch(user.id, body, session.headers);
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toMatchObject({ code: 400, message: USER_MESSAGES.currentPasswordRequired });
        const wrong = await patch(user.id, { ...body, currentPassword: 'Not#ThePass1' }, session.headers);
        expect(wrong.statusCode).toBe(403);
        expect(wrong.json()).toEqual({ code: 403, message: USER_MESSAGES.currentPasswordIncorrect });
      }
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ email: user.email, passwordHash: user.passwordHash });
    });

    it('counts wrong current passwords as failed sign-ins of the account', async () => {
      const { user, session } = await signedInCaptain(t.app);
      for (let i = 0; i < 5; i++) {
        expect((await patch(user.id, { password: 'Changed#Pass3', currentPassword: `Guess#${i}xx` }, session.headers)).statusCode).toBe(403);
      }
      const delayed = await patch(user.id, { password: 'Changed#Pass3', currentPassword: TEST_PASSWORD }, session.headers);
      expect(delayed.statusCode).toBe(429);
      expect(Number(delayed.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('lets an admin change another user\'s email and password without theirs, and ends that user\'s sessions', async () => {
      const target = await signedInCaptain(t.app);
      const email = uniqueEmail('renamed');
      const res = await patch(target.user.id, { email, password: 'Admin#Set1234' }, admin.headers);
      expect(res.statusCode).toBe(200);
      expect((await get(target.user.id, target.session.headers)).statusCode).toBe(401);
      expect((await refresh(target.session.tokens.refresh.token)).statusCode).toBe(401);
      await loginAs(t.app, email, 'Admin#Set1234');
    });

    it('an admin changing their own password needs theirs too', async () => {
      const self = await signedInAdmin(t.app);
      expect((await patch(self.user.id, { password: 'Changed#Pass3' }, self.session.headers)).statusCode).toBe(400);
      expect((await patch(self.user.id, { password: 'Changed#Pass3', currentPassword: TEST_PASSWORD }, self.session.headers)).statusCode).toBe(200);
    });

    it("one's own password change ends every access token and every other session, and keeps the caller's session", async () => {
      const { user, session } = await signedInCaptain(t.app);
      const otherDevice = await loginAs(t.app, user.email);
      const res = await patch(user.id, { password: 'Changed#Pass3', currentPassword: TEST_PASSWORD }, session.headers);
      expect(res.statusCode).toBe(200);

      expect((await get(user.id, session.headers)).statusCode).toBe(401);
      expect((await get(user.id, otherDevice.headers)).statusCode).toBe(401);
      expect((await refresh(otherDevice.tokens.refresh.token)).statusCode).toBe(401);

      const renewed = await refresh(session.tokens.refresh.token);
      expect(renewed.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${renewed.json<TokenPair>().access.token}` };
      expect((await get(user.id, headers)).statusCode).toBe(200);
    });

    it('a deactivation ends the access tokens for good, even once reactivated', async () => {
      const target = await signedInCaptain(t.app);
      expect((await patch(target.user.id, { active: false }, admin.headers)).statusCode).toBe(200);
      expect((await get(target.user.id, target.session.headers)).statusCode).toBe(403);
      expect((await patch(target.user.id, { active: true }, admin.headers)).statusCode).toBe(200);
      expect((await get(target.user.id, target.session.headers)).statusCode).toBe(401);
    });

    it('a role change ends the access tokens at once; the session can refresh into the new role', async () => {
      const target = await signedInAdmin(t.app);
      expect((await list('', target.session.headers)).statusCode).toBe(200);
      expect((await patch(target.user.id, { role: 'captain' }, admin.headers)).statusCode).toBe(200);
      expect((await list('', target.session.headers)).statusCode).toBe(401);
      const renewed = await refresh(target.session.tokens.refresh.token);
      expect(renewed.statusCode).toBe(200);
      expect((await list('', { authorization: `Bearer ${renewed.json<TokenPair>().access.token}` })).statusCode).toBe(403);
      // Setting the same role again changes nothing, so it ends nothing.
      const again = await loginAs(t.app, target.user.email);
      expect((await patch(target.user.id, { role: 'captain', isEmailVerified: true }, admin.headers)).statusCode).toBe(200);
      expect((await get(target.user.id, again.headers)).statusCode).toBe(200);
    });

    it('decides who may edit before reading the body: 401 and 403, never 400', async () => {
      const { session } = await signedInCaptain(t.app);
      const other = await createCaptain(t.app.db);
      const bogus = { bogus: 'x'.repeat(10) };
      expect((await patch(other.user.id, bogus, {})).json()).toEqual({ code: 401, message: AUTH_MESSAGES.pleaseAuthenticate });
      expect((await patch(other.user.id, bogus, session.headers)).json()).toEqual({ code: 403, message: 'Forbidden' });
      expect((await patch(other.user.id, bogus, admin.headers)).statusCode).toBe(400);
    });

    it('never answers 500 for path ids beyond 32 bits', async () => {
      const { session } = await signedInCaptain(t.app);
      for (const id of ['2147483648', String(2 ** 53), '99999999999999999999']) {
        for (const res of [
          await t.app.inject({ method: 'GET', url: `/v1/users/${id}`, headers: admin.headers }),
          await t.app.inject({ method: 'PATCH', url: `/v1/users/${id}`, payload: { active: true }, headers: admin.headers }),
        ]) {
          // 404 once the path id check maps to it (domain idField, error handler); never a database error.
          expect(res.statusCode, id).toBeLessThan(500);
          expect(res.json()).toMatchObject({ code: res.statusCode, message: expect.any(String) });
        }
        expect((await t.app.inject({ method: 'GET', url: `/v1/users/${id}`, headers: session.headers })).statusCode).toBe(403);
      }
    });

    it('answers 404 for ids the users table cannot hold, even past validation', async () => {
      const adminUser = { id: admin.user.id, email: admin.user.email, role: 'admin' as const, personId: null, teamId: null, eventCity: null, sessionId: null };
      for (const id of [2 ** 31, 2 ** 53, 1e20]) {
        await expect(getUser({ db: t.app.db, actor: adminUser, id })).rejects.toMatchObject({ status: 404, message: USER_MESSAGES.notFound });
        await expect(updateUser({ db: t.app.db, actor: adminUser, id, input: { active: true } })).rejects.toMatchObject({ status: 404 });
      }
    });
  });

  describe('GET / (admin list)', () => {
    /** Users whose emails share a tag, so a search isolates them from the rest of the file's data. */
    async function tagged(n: number, extra: Parameters<typeof createUserWithPerson>[1] = {}) {
      const tag = `tag${uniqueSuffix().replaceAll('-', '')}`;
      const made = [];
      for (let i = 0; i < n; i++) made.push(await createUserWithPerson(t.app.db, { ...extra, email: `${tag}-${i}@example.com` }));
      return { tag, made };
    }

    it('is for admins only', async () => {
      const { session } = await signedInCaptain(t.app);
      expect((await list('', session.headers)).statusCode).toBe(403);
      expect((await list('', {})).statusCode).toBe(401);
    });

    it('pages, newest first by default, with the paging envelope', async () => {
      const { tag, made } = await tagged(5);
      const first = (await list(`search=${tag}&limit=2`)).json<Paged<UserView>>();
      expect(first).toMatchObject({ page: 1, limit: 2, totalPages: 3, totalResults: 5 });
      expect(first.results.map((u) => u.id)).toEqual([made[4]!.user.id, made[3]!.user.id]);
      const last = (await list(`search=${tag}&limit=2&page=3`)).json<Paged<UserView>>();
      expect(last.results.map((u) => u.id)).toEqual([made[0]!.user.id]);
      expect((await list(`search=${tag}&limit=2&page=4`)).json<Paged<UserView>>().results).toEqual([]);
    });

    it('sorts by the given fields and refuses unknown ones', async () => {
      const { tag, made } = await tagged(3);
      const asc = (await list(`search=${tag}&sortBy=email:asc`)).json<Paged<UserView>>();
      expect(asc.results.map((u) => u.email)).toEqual(made.map((m) => m.user.email));
      const desc = (await list(`search=${tag}&sortBy=email:desc`)).json<Paged<UserView>>();
      expect(desc.results.map((u) => u.email)).toEqual(made.map((m) => m.user.email).reverse());
      const bad = await list('sortBy=passwordHash:asc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('passwordHash');
      expect((await list('limit=0')).statusCode).toBe(400);
    });

    it('populates team and person as objects, else ids', async () => {
      const tag = `pop${uniqueSuffix().replaceAll('-', '')}`;
      const captain = await createCaptain(t.app.db, { email: `${tag}@example.com` });
      const team = await createTeam(t.app.db, { captain });
      const plain = (await list(`search=${tag}`)).json<Paged<UserView>>().results[0]!;
      expect(plain).toMatchObject({ person: captain.person.id, team: team.id });
      const full = (await list(`search=${tag}&populate=team,person`)).json<Paged<UserView>>().results[0]!;
      expect(full.team).toMatchObject({ id: team.id, name: team.name });
      expect(full.person).toMatchObject({ id: captain.person.id, email: captain.person.email });
      expect(JSON.stringify(full)).not.toMatch(/password/i);
    });

    it('filters by role, active, and a search on email or name', async () => {
      const { tag } = await tagged(2);
      await createUserWithPerson(t.app.db, { email: `${tag}-admin@example.com`, role: 'admin' });
      await createUserWithPerson(t.app.db, { email: `${tag}-off@example.com`, active: false });
      const totals = async (q: string) => (await list(`search=${tag}&${q}`)).json<Paged<UserView>>().totalResults;
      expect(await totals('')).toBe(4);
      expect(await totals('role=admin')).toBe(1);
      expect(await totals('active=false')).toBe(1);
      expect(await totals('role=captain&active=true')).toBe(2);
      expect((await list('role=owner')).statusCode).toBe(400);

      const surname = `Quill${uniqueSuffix().replaceAll('-', '')}`;
      await createUserWithPerson(t.app.db, { person: { firstName: 'Rosa', lastName: surname } });
      for (const search of [surname.toLowerCase(), `rosa ${surname}`]) {
        expect((await list(`search=${encodeURIComponent(search)}`)).json<Paged<UserView>>().totalResults).toBe(1);
      }
    });

    it("searches every field the grid shows: the captained team's name and the role too", async () => {
      const tag = `grid${uniqueSuffix().replaceAll('-', '')}`;
      const captain = await createCaptain(t.app.db, { person: { firstName: 'Wren', lastName: 'Teamless' } });
      const team = await createTeam(t.app.db, { captain, name: `Lantern Walkers ${tag}` });
      const byTeam = (await list(`search=${encodeURIComponent(`lantern walkers ${tag}`)}&populate=team,person`)).json<Paged<UserView>>();
      expect(byTeam.results.map((u) => u.id)).toEqual([captain.user.id]);
      expect(byTeam.results[0]!.team).toMatchObject({ id: team.id, name: team.name });
      const admins = await createUserWithPerson(t.app.db, { email: `${tag}-boss@example.com`, role: 'admin' });
      const byRole = (await list(`search=admin&limit=5000`)).json<Paged<UserView>>();
      expect(byRole.results.map((u) => u.id)).toContain(admins.user.id);
      expect(byRole.results.every((u) => u.role === 'admin' || /admin/i.test(u.email))).toBe(true);
    });

    it("sorts by the captained team's name, users without a team last ascending", async () => {
      const tag = `sortteam${uniqueSuffix().replaceAll('-', '')}`;
      const b = await createCaptain(t.app.db, { email: `${tag}-b@example.com` });
      await createTeam(t.app.db, { captain: b, name: `B Team ${tag}` });
      const a = await createCaptain(t.app.db, { email: `${tag}-a@example.com` });
      await createTeam(t.app.db, { captain: a, name: `A Team ${tag}` });
      const none = await createCaptain(t.app.db, { email: `${tag}-none@example.com` });
      const ids = async (sortBy: string) => (await list(`search=${tag}&sortBy=${sortBy}`)).json<Paged<UserView>>().results.map((u) => u.id);
      expect(await ids('team:asc')).toEqual([a.user.id, b.user.id, none.user.id]);
      expect(await ids('team:desc')).toEqual([none.user.id, b.user.id, a.user.id]);
    });

    it('treats SQL-looking and wildcard searches as plain text', async () => {
      const before = await countOf(users);
      for (const search of ["'; DROP TABLE users; --", '%', '_', "' OR '1'='1"]) {
        const res = await list(`search=${encodeURIComponent(search)}`);
        expect(res.statusCode).toBe(200);
        expect(res.json<Paged<UserView>>().totalResults).toBe(0);
      }
      expect(await countOf(users)).toBe(before);
    });
  });
});

describe('/v1/users limits per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      limits: { ...DEFAULT_LIMITS, emailLookupsPerIp: { limit: 2, windowMs: 15 * 60_000 }, signUpsPerIp: { limit: 2, windowMs: 15 * 60_000 } },
    });
  });
  afterAll(() => t.close());
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

  it('limits "does this email have an account?" lookups', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post('/v1/users/exists/', { email: uniqueEmail('probe') }));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]!.json()).toEqual({ code: 429, message: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits anonymous sign-ups, and only those', async () => {
    const admin = (await signedInAdmin(t.app)).session;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await post('/v1/users', buildUserInput())).statusCode);
    expect(answers).toEqual([201, 201, 429]);
    for (let i = 0; i < 3; i++) expect((await post('/v1/users', buildUserInput(), admin.headers)).statusCode).toBe(201);
  });
});
