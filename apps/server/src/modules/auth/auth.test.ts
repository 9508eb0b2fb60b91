import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, FIELD_MESSAGES, type AuthResponse, type TokenPair } from '@walkfund/domain';
import { passwordResetTokens, refreshTokens, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  authHeader, createCaptain, createTeam, createUserWithPerson, loginAs, signedInCaptain, TEST_PASSWORD, uniqueEmail,
} from '../../../test/factories.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { REFRESH_REUSE_GRACE_MS } from './auth.service.ts';
import { signAccessToken } from '../sessions/token.service.ts';

const NEW_PASSWORD = 'Brand-New#Pass9';

describe('/v1/auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Client addresses come from X-Forwarded-For, as behind a proxy.
    t = await createTestApp({ TRUST_PROXY: true });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    post('/v1/auth/login', { email, password }, headers);
  const refresh = (refreshToken: string) => post('/v1/auth/refresh-tokens', { refreshToken });
  const getSelf = (userId: number, accessToken: string) =>
    t.app.inject({ method: 'GET', url: `/v1/users/${userId}`, headers: authHeader(accessToken) });
  const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]!.n;

  describe('POST /login', () => {
    it('answers the session user and a token pair, whatever the email case', async () => {
      const captain = await createCaptain(t.app.db);
      const team = await createTeam(t.app.db, { captain });
      const res = await login(`  ${captain.user.email.toUpperCase()} `, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      const body = res.json<AuthResponse>();
      expect(body.user).toEqual({
        id: captain.user.id,
        email: captain.user.email,
        role: 'captain',
        active: true,
        isEmailVerified: false,
        person: captain.person.id,
        firstName: captain.person.firstName,
        team: { id: team.id, name: team.name, slug: team.slug, active: true },
      });
      expect(Date.parse(body.tokens.access.expires)).toBeGreaterThan(Date.now());
      expect(Date.parse(body.tokens.refresh.expires)).toBeGreaterThan(Date.parse(body.tokens.access.expires));
      expect(res.body).not.toMatch(/password/i);
      expect((await getSelf(captain.user.id, body.tokens.access.token)).statusCode).toBe(200);
    });

    it('calls a team still marked active from an earlier event year inactive, so its captain is sent to reactivate', async () => {
      const captain = await createCaptain(t.app.db);
      const lastYear = (await currentEventYear(t.app.db)) - 1;
      const team = await createTeam(t.app.db, { captain, active: true, year: lastYear });
      const body = (await login(captain.user.email, TEST_PASSWORD)).json<AuthResponse>();
      expect(body.user.team).toEqual({ id: team.id, name: team.name, slug: team.slug, active: false });
    });

    it('stores only a hash of the refresh token', async () => {
      const { user } = await createCaptain(t.app.db);
      const { tokens } = await loginAs(t.app, user.email);
      const rows = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(tokens.refresh.token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(tokens.refresh.token);
    });

    it('refuses a wrong password and an unknown email with the same 401', async () => {
      const { user } = await createCaptain(t.app.db);
      for (const res of [await login(user.email, 'Wrong#Pass1'), await login(uniqueEmail('nobody'), TEST_PASSWORD)]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 401, message: AUTH_MESSAGES.incorrectCredentials });
      }
    });

    it('refuses a deactivated account with 403, but only once the password is right', async () => {
      const { user } = await createCaptain(t.app.db, { active: false });
      const right = await login(user.email, TEST_PASSWORD);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({ code: 403, message: AUTH_MESSAGES.deactivated });
      expect((await login(user.email, 'Wrong#Pass1')).statusCode).toBe(401);
    });

    it('answers malformed JSON, unknown fields and SQL-looking input with {code, message} and changes nothing', async () => {
      const before = await userCount();
      const malformed = await t.app.inject({
        method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.co",',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ code: 400, message: 'The request body is not valid JSON.' });

      const extra = await post('/v1/auth/login', { email: 'a@b.co', password: 'x', role: 'admin' });
      expect(extra.statusCode).toBe(400);
      expect(extra.json()).toMatchObject({ code: 400, message: expect.stringContaining('role') });

      const injectedEmail = await login("' OR 1=1; DROP TABLE users; --", 'x');
      expect(injectedEmail.statusCode).toBe(400);
      expect(injectedEmail.json()).toMatchObject({ code: 400, message: expect.any(String) });

      const { user } = await createCaptain(t.app.db);
      const injectedPassword = await login(user.email, "' OR '1'='1");
      expect(injectedPassword.statusCode).toBe(401);
      expect(await userCount()).toBe(before + 1);
    });
  });

  describe('POST /refresh-tokens', () => {
    it('rotates: each refresh token works once and yields a new pair', async () => {
      const { user } = await createCaptain(t.app.db);
      const { tokens } = await loginAs(t.app, user.email);
      const first = await refresh(tokens.refresh.token);
      expect(first.statusCode).toBe(200);
      const pair = first.json<TokenPair>();
      expect(Object.keys(pair).sort()).toEqual(['access', 'refresh']);
      expect(pair.refresh.token).not.toBe(tokens.refresh.token);
      expect((await getSelf(user.id, pair.access.token)).statusCode).toBe(200);
      const second = await refresh(pair.refresh.token);
      expect(second.statusCode).toBe(200);
    });

    const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
    /** Moves the use of a refresh token `ms` into the past. */
    const usedAgo = (token: string, ms: number) =>
      t.app.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - ms) }).where(eq(refreshTokens.tokenHash, hashOf(token)));
    const familyOf = async (token: string) =>
      (await t.app.db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashOf(token))))[0]
        ?.familyId;

    it('revokes the whole session when a used token comes back after the grace window, and leaves other sessions alone', async () => {
      const { user } = await createCaptain(t.app.db);
      const stolen = (await loginAs(t.app, user.email)).tokens.refresh.token;
      const otherSession = (await loginAs(t.app, user.email)).tokens.refresh.token;
      const rotated = (await refresh(stolen)).json<TokenPair>().refresh.token;
      await usedAgo(stolen, REFRESH_REUSE_GRACE_MS + 1000);

      const reuse = await refresh(stolen);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual({ code: 401, message: AUTH_MESSAGES.pleaseAuthenticate });
      expect((await refresh(rotated)).statusCode).toBe(401);
      expect((await refresh(otherSession)).statusCode).toBe(200);
    });

    it("ends the revoked session's access tokens at once too; other sessions refresh theirs", async () => {
      const { user } = await createCaptain(t.app.db);
      const victim = await loginAs(t.app, user.email);
      const otherDevice = await loginAs(t.app, user.email);
      // The thief refreshes first with the stolen token; the victim's copy then comes back as a reuse.
      const thief = (await refresh(victim.tokens.refresh.token)).json<TokenPair>();
      expect((await getSelf(user.id, thief.access.token)).statusCode).toBe(200);
      await usedAgo(victim.tokens.refresh.token, REFRESH_REUSE_GRACE_MS + 1000);
      expect((await refresh(victim.tokens.refresh.token)).statusCode).toBe(401);

      for (const token of [thief.access.token, victim.tokens.access.token, otherDevice.tokens.access.token]) {
        const res = await getSelf(user.id, token);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 401, message: AUTH_MESSAGES.pleaseAuthenticate });
      }
      expect((await refresh(thief.refresh.token)).statusCode).toBe(401);
      const renewed = await refresh(otherDevice.tokens.refresh.token);
      expect(renewed.statusCode).toBe(200);
      expect((await getSelf(user.id, renewed.json<TokenPair>().access.token)).statusCode).toBe(200);
    });

    it('lets two tabs refresh with the same token at once, each getting a pair of the same session', async () => {
      const { user } = await createCaptain(t.app.db);
      const { tokens } = await loginAs(t.app, user.email);
      const family = await familyOf(tokens.refresh.token);
      const answers = await Promise.all([refresh(tokens.refresh.token), refresh(tokens.refresh.token)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const pairs = answers.map((r) => r.json<TokenPair>());
      expect(pairs[0]!.refresh.token).not.toBe(pairs[1]!.refresh.token);
      for (const pair of pairs) {
        expect(await familyOf(pair.refresh.token)).toBe(family);
        expect((await getSelf(user.id, pair.access.token)).statusCode).toBe(200);
      }
      // Each tab carries on with its own token: the session stays alive.
      for (const pair of pairs) expect((await refresh(pair.refresh.token)).statusCode).toBe(200);
    });

    it('accepts a just-used token within the grace window, but not once the session is revoked', async () => {
      const { user } = await createCaptain(t.app.db);
      const { tokens } = await loginAs(t.app, user.email);
      expect((await refresh(tokens.refresh.token)).statusCode).toBe(200);
      await usedAgo(tokens.refresh.token, REFRESH_REUSE_GRACE_MS - 5000);
      const late = await refresh(tokens.refresh.token);
      expect(late.statusCode).toBe(200);
      const latePair = late.json<TokenPair>();
      expect(await familyOf(latePair.refresh.token)).toBe(await familyOf(tokens.refresh.token));

      expect((await post('/v1/auth/logout', { refreshToken: latePair.refresh.token })).statusCode).toBe(204);
      expect((await refresh(tokens.refresh.token)).statusCode).toBe(401);
    });

    it('refuses unknown, expired and deactivated-user tokens', async () => {
      expect((await refresh('not-a-real-token')).statusCode).toBe(401);

      const { user } = await createCaptain(t.app.db);
      const { tokens } = await loginAs(t.app, user.email);
      await t.app.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.userId, user.id));
      expect((await refresh(tokens.refresh.token)).statusCode).toBe(401);

      const other = await createCaptain(t.app.db);
      const session = await loginAs(t.app, other.user.email);
      await t.app.db.update(users).set({ active: false }).where(eq(users.id, other.user.id));
      const res = await refresh(session.tokens.refresh.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, message: AUTH_MESSAGES.deactivated });
    });
  });

  describe('POST /logout', () => {
    it('revokes the refresh token (204) and is idempotent', async () => {
      const { user } = await createCaptain(t.app.db);
      const { tokens } = await loginAs(t.app, user.email);
      const res = await post('/v1/auth/logout', { refreshToken: tokens.refresh.token });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await refresh(tokens.refresh.token)).statusCode).toBe(401);
      expect((await post('/v1/auth/logout', { refreshToken: tokens.refresh.token })).statusCode).toBe(204);
      expect((await post('/v1/auth/logout', { refreshToken: 'unknown' })).statusCode).toBe(204);
    });

    it("ends the user's access tokens at once; other sessions get new ones with their refresh token", async () => {
      const { user } = await createCaptain(t.app.db);
      const session = await loginAs(t.app, user.email);
      const otherDevice = await loginAs(t.app, user.email);
      expect((await getSelf(user.id, session.tokens.access.token)).statusCode).toBe(200);
      expect((await post('/v1/auth/logout', { refreshToken: session.tokens.refresh.token })).statusCode).toBe(204);
      const after = await getSelf(user.id, session.tokens.access.token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ code: 401, message: AUTH_MESSAGES.pleaseAuthenticate });
      expect((await getSelf(user.id, otherDevice.tokens.access.token)).statusCode).toBe(401);
      const renewed = await refresh(otherDevice.tokens.refresh.token);
      expect(renewed.statusCode).toBe(200);
      expect((await getSelf(user.id, renewed.json<TokenPair>().access.token)).statusCode).toBe(200);
    });

    it('requires a refreshToken', async () => {
      const res = await post('/v1/auth/logout', {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: expect.stringContaining('refreshToken') });
    });
  });

  describe('forgot and reset password', () => {
    const forgot = (email: string) => post('/v1/auth/forgot-password', { email });
    /** The spec's path, trailing slash included. */
    const reset = (token: string, password: string) =>
      post(`/v1/auth/reset-password/?token=${encodeURIComponent(token)}`, { password });

    /** The token of the last reset link mailed to `email`. */
    function mailedToken(email: string): string {
      const message = t.mailer.messages.filter((m) => m.to.includes(email)).at(-1);
      const link = message?.text.match(/https?:\/\/\S+\/frontend\/reset-password\?token=\S+/)?.[0];
      if (!link) throw new Error(`no reset link was mailed to ${email}`);
      expect(link.startsWith(`${t.config.PUBLIC_URL}/frontend/reset-password?token=`)).toBe(true);
      return new URL(link).searchParams.get('token')!;
    }

    /** Asks for a reset link and waits for its email, which goes out after the answer. */
    async function forgotAndReadToken(email: string): Promise<string> {
      const sent = () => t.mailer.messages.filter((m) => m.to.includes(email)).length;
      const before = sent();
      expect((await forgot(email)).statusCode).toBe(204);
      await vi.waitFor(() => expect(sent()).toBe(before + 1));
      return mailedToken(email);
    }

    it('answers 404 with the spec message for an unknown email', async () => {
      const res = await forgot(uniqueEmail('ghost'));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: AUTH_MESSAGES.noUserWithEmail });
    });

    it('mails a single-use link that sets the password and ends every session', async () => {
      const { user } = await createCaptain(t.app.db);
      const session = await loginAs(t.app, user.email);

      const asked = await forgot(user.email.toUpperCase());
      expect(asked.statusCode).toBe(204);
      const token = await vi.waitFor(() => mailedToken(user.email));
      const [stored] = await t.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      expect(stored!.tokenHash).not.toBe(token);
      expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(t.config.RESET_TOKEN_MINUTES * 60_000);

      const weak = await reset(token, 'weakpass');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toContain(FIELD_MESSAGES.passwordRule);

      expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(204);
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await refresh(session.tokens.refresh.token)).statusCode).toBe(401);
      expect((await getSelf(user.id, session.tokens.access.token)).statusCode).toBe(401);

      const again = await reset(token, 'Another#Pass2');
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ code: 401, message: AUTH_MESSAGES.resetFailed });
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('a reset also invalidates the other links still outstanding', async () => {
      const { user } = await createCaptain(t.app.db);
      const older = await forgotAndReadToken(user.email);
      const newer = await forgotAndReadToken(user.email);
      expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(204);
      expect((await reset(older, 'Another#Pass2')).statusCode).toBe(401);
    });

    it("forgets the account's failed sign-ins: the owner proved the mailbox", async () => {
      const { user } = await createCaptain(t.app.db);
      const address = { 'x-forwarded-for': '192.0.2.1' };
      for (let i = 0; i < 5; i++) expect((await login(user.email, 'Wrong#Pass1', address)).statusCode).toBe(401);
      expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(429);
      expect((await reset(await forgotAndReadToken(user.email), NEW_PASSWORD)).statusCode).toBe(204);
      expect((await login(user.email, NEW_PASSWORD, address)).statusCode).toBe(200);
    });

    it('refuses expired and forged tokens, and a missing token', async () => {
      const { user } = await createCaptain(t.app.db);
      const token = await forgotAndReadToken(user.email);
      await t.app.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.userId, user.id));
      expect((await reset(token, NEW_PASSWORD)).json()).toEqual({ code: 401, message: AUTH_MESSAGES.resetFailed });
      expect((await reset('forged-token', NEW_PASSWORD)).statusCode).toBe(401);
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);

      const missing = await post('/v1/auth/reset-password', { password: NEW_PASSWORD });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ code: 400, message: AUTH_MESSAGES.resetTokenRequired });
    });

    it('says whether a link can still set a password, before the password is typed: usable, then not once used or expired', async () => {
      const check = async (token: string) => (await post('/v1/auth/reset-password/check', { token })).json();
      const { user } = await createCaptain(t.app.db);
      const token = await forgotAndReadToken(user.email);
      expect(await check(token)).toEqual({ usable: true });
      expect(await check('forged-token')).toEqual({ usable: false });
      expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(204);
      expect(await check(token)).toEqual({ usable: false });

      const other = (await createCaptain(t.app.db)).user;
      const old = await forgotAndReadToken(other.email);
      await t.app.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.userId, other.id));
      expect(await check(old)).toEqual({ usable: false });
      expect((await post('/v1/auth/reset-password/check', {})).statusCode).toBe(400);
    });

    it('takes the token in the body too ({token, password}, docs/spec/back-office.md)', async () => {
      const { user } = await createCaptain(t.app.db);
      const token = await forgotAndReadToken(user.email);
      expect((await post('/v1/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(204);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      // Single use, whichever way it came.
      expect((await post('/v1/auth/reset-password', { token, password: 'Another#Pass2' })).json()).toEqual({ code: 401, message: AUTH_MESSAGES.resetFailed });
      expect((await post('/v1/auth/reset-password', { token: '', password: NEW_PASSWORD })).statusCode).toBe(400);
    });

    it('refuses a query token and a body token that differ (400, nothing changed), and accepts the same token in both', async () => {
      const { user } = await createCaptain(t.app.db);
      const token = await forgotAndReadToken(user.email);
      const differ = await post(`/v1/auth/reset-password/?token=${encodeURIComponent(token)}`, { token: 'another-token', password: NEW_PASSWORD });
      expect(differ.statusCode).toBe(400);
      expect(differ.json()).toEqual({ code: 400, message: AUTH_MESSAGES.resetTokenMismatch });
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);

      const same = await post(`/v1/auth/reset-password/?token=${encodeURIComponent(token)}`, { token, password: NEW_PASSWORD });
      expect(same.statusCode).toBe(204);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('access tokens', () => {
    it('refuses forged, expired and malformed tokens with 401', async () => {
      const { user } = await createUserWithPerson(t.app.db);
      const forged = await signAccessToken('another-secret-another-secret-another-secret', user.id, 30);
      const expired = await signAccessToken(t.config.JWT_SECRET, user.id, -1);
      for (const authorization of [`Bearer ${forged.token}`, `Bearer ${expired.token}`, 'Bearer not.a.jwt', 'Basic abc']) {
        const res = await t.app.inject({ method: 'GET', url: `/v1/users/${user.id}`, headers: { authorization } });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 401, message: AUTH_MESSAGES.pleaseAuthenticate });
      }
    });

    it('refuses a valid token once the account is deactivated (403)', async () => {
      const { user, session } = await signedInCaptain(t.app);
      await t.app.db.update(users).set({ active: false }).where(eq(users.id, user.id));
      const res = await getSelf(user.id, session.tokens.access.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, message: AUTH_MESSAGES.deactivated });
    });

    /** A token signed with the app's secret and exactly the given claims. */
    const craft = (claims: Record<string, unknown>, options: { sub?: string; exp?: boolean } = {}) => {
      let jwt = new SignJWT({ type: 'access', ver: 0, ...claims }).setProtectedHeader({ alg: 'HS256' }).setIssuer('walkfund').setIssuedAt();
      if (options.sub !== undefined) jwt = jwt.setSubject(options.sub);
      if (options.exp !== false) jwt = jwt.setExpirationTime('30m');
      return jwt.sign(new TextEncoder().encode(t.config.JWT_SECRET));
    };
    const withToken = (userId: number, token: string) => getSelf(userId, token);

    it('refuses a token without an expiry', async () => {
      const { user } = await createUserWithPerson(t.app.db);
      expect((await withToken(user.id, await craft({}, { sub: String(user.id) }))).statusCode).toBe(200);
      const endless = await withToken(user.id, await craft({}, { sub: String(user.id), exp: false }));
      expect(endless.statusCode).toBe(401);
      expect(endless.json()).toEqual({ code: 401, message: AUTH_MESSAGES.pleaseAuthenticate });
    });

    it('answers 401, never 500, for a subject that is not a 32-bit user id', async () => {
      for (const sub of [String(2 ** 31), String(2 ** 53), '99999999999999999999', 'abc', '0', '-1', '1.5', '01', '']) {
        const res = await withToken(1, await craft({}, { sub }));
        expect(res.statusCode, `sub ${JSON.stringify(sub)}`).toBe(401);
        expect(res.json()).toEqual({ code: 401, message: AUTH_MESSAGES.pleaseAuthenticate });
      }
      expect((await withToken(1, await craft({}))).statusCode).toBe(401);
    });

    it('refuses a token without a version, or of another version than the user has', async () => {
      const { user } = await createUserWithPerson(t.app.db);
      const sub = String(user.id);
      expect((await withToken(user.id, await craft({ ver: undefined }, { sub }))).statusCode).toBe(401);
      expect((await withToken(user.id, await craft({ ver: '0' }, { sub }))).statusCode).toBe(401);
      const current = await craft({ ver: 0 }, { sub });
      expect((await withToken(user.id, current)).statusCode).toBe(200);
      await t.app.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
      expect((await withToken(user.id, current)).statusCode).toBe(401);
      expect((await withToken(user.id, await craft({ ver: 1 }, { sub }))).statusCode).toBe(200);
    });
  });
});
