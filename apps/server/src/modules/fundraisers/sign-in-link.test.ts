import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, FUNDRAISER_MESSAGES, FUNDRAISER_DEFAULT_GOAL_DOLLARS, type AuthResponse } from '@walkfund/domain';
import {
  createTeam, createTeamMember, createUserWithPerson, signedInAdmin, signedInCaptain, signedInUser, uniqueEmail, type Session,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEFAULT_LIMITS } from '../rate-limits/limits.ts';
import { fundraiserPages, signInLinks, teamMembers, users } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { insertResetToken } from '../auth/auth.repo.ts';
import { newOpaqueToken } from '../sessions/token.service.ts';
import { createSignInLink } from './sign-in-link.service.ts';
import { linkTokensSentTo, openLink, settleEmails } from './test-support/sign-in-link-fixtures.ts';

/** Sign-in links, invitations and "Start fundraising" (docs/decisions/0009-personal-pages.md). */
describe('sign-in links (POST /v1/fundraisers/invite, POST /v1/fundraisers/sign-in-link, POST /v1/auth/sign-in-link)', () => {
  let t: TestApp;
  let year: number;
  beforeAll(async () => {
    // Small per-email and per-address limits, so the limit tests reach them.
    t = await createTestApp({
      limits: {
        ...DEFAULT_LIMITS,
        signInLinksPerAddressAndEmail: { limit: 2, windowMs: 60 * 60_000 },
        signInLinkEmailsPerEmail: { limit: 3, windowMs: 60 * 60_000 },
        signInLinksPerIp: { limit: 1000, windowMs: 60 * 60_000 },
      },
    });
    year = await currentEventYear(t.app.db);
  });
  afterAll(() => t.close());

  async function captainWithMember(memberOverrides: Parameters<typeof createTeamMember>[2] = {}) {
    const captain = await signedInCaptain(t.app);
    const team = await createTeam(t.app.db, { captain });
    const member = await createTeamMember(t.app.db, team.id, { firstName: 'Mia', lastName: 'Member', ...memberOverrides });
    return { captain, team, member };
  }

  const invite = (session: Session | null, persons: unknown) =>
    t.app.inject({ method: 'POST', url: '/v1/fundraisers/invite', headers: session?.headers ?? {}, payload: { persons } as object });

  /** Invites the member as their captain and returns the token the email carries. */
  async function invitedToken(session: Session, personId: number, email: string): Promise<string> {
    // Emails queued earlier (a claimed page's coaching welcome, docs/features/coaching.md) land first.
    await settleEmails(t);
    const sent = t.mailer.messages.length;
    const res = await invite(session, [personId]);
    expect(res.statusCode).toBe(200);
    await settleEmails(t);
    const [token] = linkTokensSentTo(t, email, sent);
    expect(token).toBeTruthy();
    return token!;
  }

  it('invites a member: one email with a link; opening it makes a participant, claims the page and signs in', async () => {
    const { captain, team, member } = await captainWithMember({ firstName: 'Zoë', lastName: `Ångström` });
    // Emails queued earlier (a claimed page's coaching welcome, docs/features/coaching.md) land first.
    await settleEmails(t);
    const sent = t.mailer.messages.length;
    const res = await invite(captain.session, [member.id]);
    expect(res.json()).toEqual({ invited: 1, message: FUNDRAISER_MESSAGES.invited(1) });
    await settleEmails(t);
    const mails = t.mailer.messages.slice(sent);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([member.email]);
    expect(mails[0]!.text).toContain(team.name);
    expect(mails[0]!.text).toContain(`${captain.person.firstName} ${captain.person.lastName}`);
    const [token] = linkTokensSentTo(t, member.email, sent);
    expect(mails[0]!.text).toContain(`${t.config.PUBLIC_URL}/frontend/sign-in-link#token=${token}`);

    // The members grid says the member was invited, and when (the newest link).
    const grid = await t.app.inject({ method: 'GET', url: `/v1/teams/${team.id}`, headers: captain.session.headers });
    const row = (grid.json() as { members: { personId: number; fundraising: { page: string; invitedAt: string | null } }[] }).members.find((m) => m.personId === member.id);
    expect(row?.fundraising).toMatchObject({ page: 'none', invitedAt: expect.any(String) });
    expect(Math.abs(Date.parse(row!.fundraising.invitedAt!) - Date.now())).toBeLessThan(60_000);

    // Only the hash is stored.
    const stored = await t.app.db.select().from(signInLinks).where(eq(signInLinks.personId, member.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token!);
    expect(JSON.stringify(stored)).not.toContain(token!);
    const days = (stored[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const opened = await openLink(t, token!);
    expect(opened.statusCode).toBe(200);
    const auth = opened.json() as AuthResponse;
    expect(auth.user).toMatchObject({ role: 'participant', email: member.email, person: member.id, team: null });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, auth.user.id));
    expect(user).toMatchObject({ role: 'participant', personId: member.id, passwordSet: false, teamId: null });
    const [page] = await t.app.db.select().from(fundraiserPages).where(eq(fundraiserPages.personId, member.id));
    // Not on leaderboards until the walker says yes on My Page.
    expect(page).toMatchObject({ slug: expect.stringMatching(/^zoe-angstrom(-\d+)?$/), pageOn: true, showOnLeaderboards: null, hiddenByAdmin: false });
    const [membership] = await t.app.db.select().from(teamMembers).where(eq(teamMembers.personId, member.id));
    expect(membership!.fundraisingGoalCents).toBe(FUNDRAISER_DEFAULT_GOAL_DOLLARS * 100);
    // The session works: My Page answers.
    const mine = await t.app.inject({ method: 'GET', url: '/v1/my/page', headers: { authorization: `Bearer ${auth.tokens.access.token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ personId: member.id, slug: page!.slug, goal: FUNDRAISER_DEFAULT_GOAL_DOLLARS, hasPassword: false });
  });

  it("a page claimed by link stays off the team's public list until its walker says yes, then shows at once", async () => {
    const { captain, team, member } = await captainWithMember();
    const token = await invitedToken(captain.session, member.id, member.email);
    const list = () => t.app.inject({ method: 'GET', url: `/v1/teams/${team.id}/fundraisers` });
    expect((await list()).json()).toEqual([]);
    const opened = await openLink(t, token);
    expect(opened.statusCode).toBe(200);
    expect((await list()).json()).toEqual([]);
    const headers = { authorization: `Bearer ${(opened.json() as AuthResponse).tokens.access.token}` };
    const yes = await t.app.inject({ method: 'PATCH', url: '/v1/my/page', headers, payload: { showOnLeaderboards: true } });
    expect(yes.json()).toMatchObject({ showOnLeaderboards: true });
    expect((await list()).json()).toEqual([expect.objectContaining({ personId: member.id })]);
  });

  it('works once: a second use, and a second click at the same moment, get the 400', async () => {
    const { captain, member } = await captainWithMember();
    const token = await invitedToken(captain.session, member.id, member.email);
    const [first, second] = await Promise.all([openLink(t, token), openLink(t, token)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const again = await openLink(t, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 400, message: FUNDRAISER_MESSAGES.linkInvalid });
    // One account, one page.
    expect(await t.app.db.select().from(users).where(eq(users.personId, member.id))).toHaveLength(1);
  });

  it('expires after 7 days, and a forged token is refused the same way', async () => {
    const { captain, member } = await captainWithMember();
    const token = await invitedToken(captain.session, member.id, member.email);
    await t.app.db.update(signInLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(signInLinks.personId, member.id));
    const expired = await openLink(t, token);
    expect(expired.json()).toEqual({ code: 400, message: FUNDRAISER_MESSAGES.linkInvalid });
    const forged = await openLink(t, 'A'.repeat(43));
    expect(forged.json()).toEqual({ code: 400, message: FUNDRAISER_MESSAGES.linkInvalid });
    expect(await t.app.db.select().from(users).where(eq(users.personId, member.id))).toHaveLength(0);
  });

  it("signs in the member's existing account: a captain stays a captain", async () => {
    const captain = await signedInCaptain(t.app);
    const team = await createTeam(t.app.db, { captain });
    const admin = await signedInAdmin(t.app);
    const token = await invitedToken(admin.session, captain.person.id, captain.person.email);
    const res = await openLink(t, token);
    expect(res.statusCode).toBe(200);
    expect((res.json() as AuthResponse).user).toMatchObject({ id: captain.user.id, role: 'captain', team: { id: team.id } });
  });

  it('links an account of the same email that has no person yet', async () => {
    const { captain, member } = await captainWithMember();
    const [account] = await t.app.db.insert(users).values({ email: member.email, passwordHash: 'x', role: 'captain' }).returning();
    const token = await invitedToken(captain.session, member.id, member.email);
    const res = await openLink(t, token);
    expect((res.json() as AuthResponse).user).toMatchObject({ id: account!.id, person: member.id });
  });

  it("gives no link to an admin's email nor to an email another person's account uses; a link made anyway is refused", async () => {
    const { captain, team } = await captainWithMember();
    const admin = await createUserWithPerson(t.app.db, { role: 'admin' });
    const adminAsMember = await createTeamMember(t.app.db, team.id, { email: admin.user.email });
    const other = await createUserWithPerson(t.app.db, { role: 'captain' });
    const twin = await createTeamMember(t.app.db, team.id, { email: other.user.email });
    // Emails queued earlier (a claimed page's coaching welcome, docs/features/coaching.md) land first.
    await settleEmails(t);
    const sent = t.mailer.messages.length;
    const res = await invite(captain.session, [adminAsMember.id, twin.id]);
    expect(res.json()).toEqual({ invited: 0, message: FUNDRAISER_MESSAGES.invited(0) });
    await settleEmails(t);
    expect(t.mailer.messages.length).toBe(sent);

    const adminLink = await t.app.db.transaction((tx) => createSignInLink(tx, adminAsMember.id));
    expect((await openLink(t, adminLink)).json()).toEqual({ code: 403, message: FUNDRAISER_MESSAGES.adminLink });
    const twinLink = await t.app.db.transaction((tx) => createSignInLink(tx, twin.id));
    expect((await openLink(t, twinLink)).json()).toEqual({ code: 409, message: FUNDRAISER_MESSAGES.emailTaken });
  });

  it('refuses a deactivated account', async () => {
    const { captain, member } = await captainWithMember();
    await t.app.db.insert(users).values({ email: member.email, passwordHash: 'x', role: 'participant', personId: member.id, active: false });
    const token = await invitedToken(captain.session, member.id, member.email);
    expect((await openLink(t, token)).json()).toEqual({ code: 403, message: AUTH_MESSAGES.deactivated });
  });

  describe('ending earlier links', () => {
    /** A link stored as an older email would have left it (made before the newest, still unused). */
    async function outstandingLink(personId: number): Promise<string> {
      const { token, hash } = newOpaqueToken();
      await t.app.db.insert(signInLinks).values({ personId, tokenHash: hash, expiresAt: new Date(Date.now() + 86_400_000) });
      return token;
    }
    const unusedLinks = async (personId: number) =>
      (await t.app.db.select().from(signInLinks).where(eq(signInLinks.personId, personId))).filter((l) => l.usedAt === null);

    it('five requests leave one valid link: each new link ends the earlier ones', async () => {
      const { member } = await captainWithMember();
      const tokens = [];
      for (let i = 0; i < 5; i++) tokens.push(await t.app.db.transaction((tx) => createSignInLink(tx, member.id)));
      expect(await unusedLinks(member.id)).toHaveLength(1);
      for (const old of tokens.slice(0, 4)) expect((await openLink(t, old)).statusCode).toBe(400);
      expect((await openLink(t, tokens[4]!)).statusCode).toBe(200);
    });

    it("using a link ends the member's other links", async () => {
      const { member } = await captainWithMember();
      const older = await t.app.db.transaction((tx) => createSignInLink(tx, member.id));
      const used = await outstandingLink(member.id);
      expect((await openLink(t, used)).statusCode).toBe(200);
      expect(await unusedLinks(member.id)).toHaveLength(0);
      expect((await openLink(t, older)).json()).toEqual({ code: 400, message: FUNDRAISER_MESSAGES.linkInvalid });
    });

    it("logging out ends the member's links", async () => {
      const { member } = await captainWithMember();
      const opened = await openLink(t, await t.app.db.transaction((tx) => createSignInLink(tx, member.id)));
      const auth = opened.json() as AuthResponse;
      const later = await outstandingLink(member.id);
      const out = await t.app.inject({ method: 'POST', url: '/v1/auth/logout', payload: { refreshToken: auth.tokens.refresh.token } });
      expect(out.statusCode).toBe(204);
      expect(await unusedLinks(member.id)).toHaveLength(0);
      expect((await openLink(t, later)).json()).toEqual({ code: 400, message: FUNDRAISER_MESSAGES.linkInvalid });
    });

    it("resetting the password ends the member's links", async () => {
      const { member } = await captainWithMember();
      const auth = (await openLink(t, await t.app.db.transaction((tx) => createSignInLink(tx, member.id)))).json() as AuthResponse;
      const later = await outstandingLink(member.id);
      const reset = newOpaqueToken();
      await insertResetToken(t.app.db, { userId: auth.user.id, tokenHash: reset.hash, expiresAt: new Date(Date.now() + 600_000) });
      const res = await t.app.inject({ method: 'POST', url: '/v1/auth/reset-password', payload: { token: reset.token, password: 'Walkfund#Reset1' } });
      expect(res.statusCode).toBe(204);
      expect((await openLink(t, later)).json()).toEqual({ code: 400, message: FUNDRAISER_MESSAGES.linkInvalid });
    });

    it("a refused link (a deactivated account) ends nothing: the refusal rolls back", async () => {
      const { member } = await captainWithMember();
      await t.app.db.insert(users).values({ email: member.email, passwordHash: 'x', role: 'participant', personId: member.id, active: false });
      const refused = await t.app.db.transaction((tx) => createSignInLink(tx, member.id));
      const other = await outstandingLink(member.id);
      expect((await openLink(t, refused)).statusCode).toBe(403);
      expect(await unusedLinks(member.id)).toHaveLength(2);
      expect((await openLink(t, other)).statusCode).toBe(403);
    });
  });

  describe('invitations', () => {
    it("refuses a member of another team for a captain, naming the first, and sends nothing", async () => {
      const a = await captainWithMember();
      const b = await captainWithMember();
      // Emails queued earlier (a claimed page's coaching welcome, docs/features/coaching.md) land first.
      await settleEmails(t);
      const sent = t.mailer.messages.length;
      const res = await invite(a.captain.session, [a.member.id, b.member.id]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: FUNDRAISER_MESSAGES.memberNotOnTeam(b.member.id) });
      await settleEmails(t);
      expect(t.mailer.messages.length).toBe(sent);
      expect(await t.app.db.select().from(signInLinks).where(eq(signInLinks.personId, a.member.id))).toHaveLength(0);
    });

    it("refuses last year's member: only this year's team counts", async () => {
      const { captain, team } = await captainWithMember();
      const former = await createTeamMember(t.app.db, team.id, {}, year - 1);
      const res = await invite(captain.session, [former.id]);
      expect(res.json()).toMatchObject({ code: 400, message: FUNDRAISER_MESSAGES.memberNotOnTeam(former.id) });
    });

    it('lets an admin invite members of any team, but not a person on no team', async () => {
      const a = await captainWithMember();
      const b = await captainWithMember();
      const admin = await signedInAdmin(t.app);
      // Emails queued earlier (a claimed page's coaching welcome, docs/features/coaching.md) land first.
      await settleEmails(t);
      const sent = t.mailer.messages.length;
      const res = await invite(admin.session, [a.member.id, b.member.id, a.member.id]);
      expect(res.json()).toEqual({ invited: 2, message: FUNDRAISER_MESSAGES.invited(2) });
      await settleEmails(t);
      expect(linkTokensSentTo(t, a.member.email, sent)).toHaveLength(1);
      expect(linkTokensSentTo(t, b.member.email, sent)).toHaveLength(1);
      const loner = await signedInUser(t.app);
      const refused = await invite(admin.session, [loner.person.id]);
      expect(refused.json()).toMatchObject({ code: 400, message: FUNDRAISER_MESSAGES.personNotOnTeam(loner.person.id) });
    });

    it('refuses a participant and anonymous callers before reading the body', async () => {
      const { captain, member } = await captainWithMember();
      const token = await invitedToken(captain.session, member.id, member.email);
      const participant = (await openLink(t, token)).json() as AuthResponse;
      const res = await t.app.inject({
        method: 'POST', url: '/v1/fundraisers/invite', headers: { authorization: `Bearer ${participant.tokens.access.token}` }, payload: { nonsense: true },
      });
      expect(res.json()).toEqual({ code: 403, message: FUNDRAISER_MESSAGES.inviteNotAllowed });
      expect((await invite(null, 'x')).statusCode).toBe(401);
    });

    it('a fresh link per invitation ends the earlier one: only the newest works', async () => {
      const { captain, member } = await captainWithMember();
      const first = await invitedToken(captain.session, member.id, member.email);
      const second = await invitedToken(captain.session, member.id, member.email);
      expect(second).not.toBe(first);
      expect((await openLink(t, first)).json()).toEqual({ code: 400, message: FUNDRAISER_MESSAGES.linkInvalid });
      expect((await openLink(t, second)).statusCode).toBe(200);
    });
  });

  describe('Start fundraising', () => {
    const ask = (email: string, ip = '203.0.113.9') =>
      t.app.inject({ method: 'POST', url: '/v1/fundraisers/sign-in-link', payload: { email }, remoteAddress: ip });

    it('answers the same for a member, an unknown email and a non-member, and mails only the member', async () => {
      const { member, team } = await captainWithMember();
      const stranger = await createUserWithPerson(t.app.db);
      // Emails queued earlier (a claimed page's coaching welcome, docs/features/coaching.md) land first.
      await settleEmails(t);
      const sent = t.mailer.messages.length;
      const answers = [await ask(member.email.toUpperCase()), await ask(uniqueEmail('nobody')), await ask(stranger.person.email)];
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: FUNDRAISER_MESSAGES.linkSent });
      }
      await settleEmails(t);
      const mails = t.mailer.messages.slice(sent);
      expect(mails.map((m) => m.to)).toEqual([[member.email]]);
      expect(mails[0]!.text).toContain(team.name);
      const [token] = linkTokensSentTo(t, member.email, sent);
      expect((await openLink(t, token!)).statusCode).toBe(200);
    });

    it('is limited per address and email (429 with Retry-After), and the limited request sends nothing', async () => {
      const { member } = await captainWithMember();
      const home = '203.0.113.20';
      expect((await ask(member.email, home)).statusCode).toBe(200);
      expect((await ask(member.email.toUpperCase(), home)).statusCode).toBe(200);
      await settleEmails(t);
      // Emails queued earlier (a claimed page's coaching welcome, docs/features/coaching.md) land first.
      await settleEmails(t);
      const sent = t.mailer.messages.length;
      const limited = await ask(member.email, home);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await settleEmails(t);
      expect(t.mailer.messages.length).toBe(sent);
    });

    it("requests from other addresses never answer 429 to the owner's address, and the inbox gets at most its cap", async () => {
      const { member } = await captainWithMember();
      // Emails queued earlier (a claimed page's coaching welcome, docs/features/coaching.md) land first.
      await settleEmails(t);
      const sent = t.mailer.messages.length;
      // Others ask for the member's email from many addresses, each up to its own limit.
      for (let i = 0; i < 4; i++) {
        for (let j = 0; j < 2; j++) expect((await ask(member.email, `198.51.100.${30 + i}`)).statusCode).toBe(200);
      }
      await settleEmails(t);
      // Past the cap the answer is the same, but nothing more reaches the inbox.
      expect(linkTokensSentTo(t, member.email, sent)).toHaveLength(3);
      // The owner's own address has its own budget: no 429 caused by the others.
      const owner = '192.0.2.44';
      expect((await ask(member.email, owner)).statusCode).toBe(200);
      expect((await ask(member.email, owner)).statusCode).toBe(200);
      expect((await ask(member.email, owner)).statusCode).toBe(429);
    });

    it('an address the member signed in from keeps getting links while others use up the inbox cap', async () => {
      const { captain, member } = await captainWithMember();
      const home = '192.0.2.45';
      const token = await invitedToken(captain.session, member.id, member.email);
      const opened = await t.app.inject({ method: 'POST', url: '/v1/auth/sign-in-link', payload: { token }, remoteAddress: home });
      expect(opened.statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await ask(member.email, `198.51.100.${60 + i}`)).statusCode).toBe(200);
      await settleEmails(t);
      // Emails queued earlier (a claimed page's coaching welcome, docs/features/coaching.md) land first.
      await settleEmails(t);
      const sent = t.mailer.messages.length;
      expect((await ask(member.email, home)).statusCode).toBe(200);
      await settleEmails(t);
      expect(linkTokensSentTo(t, member.email, sent)).toHaveLength(1);
    });

    it('counts an unknown email exactly like a member\'s: the same answers, the same 429', async () => {
      const { member } = await captainWithMember();
      const ghost = uniqueEmail('ghost');
      const address = '203.0.113.77';
      const answers = async (email: string) => {
        const codes = [];
        for (let i = 0; i < 3; i++) codes.push((await ask(email, address)).statusCode);
        return codes;
      };
      expect(await answers(member.email)).toEqual([200, 200, 429]);
      expect(await answers(ghost)).toEqual([200, 200, 429]);
    });

    it('is limited per address', async () => {
      const limited = await createTestApp({ limits: { ...DEFAULT_LIMITS, signInLinksPerIp: { limit: 2, windowMs: 60 * 60_000 } } });
      try {
        const post = (email: string) => limited.app.inject({ method: 'POST', url: '/v1/fundraisers/sign-in-link', payload: { email }, remoteAddress: '198.51.100.7' });
        expect((await post(uniqueEmail('a'))).statusCode).toBe(200);
        expect((await post(uniqueEmail('b'))).statusCode).toBe(200);
        const third = await post(uniqueEmail('c'));
        expect(third.statusCode).toBe(429);
        expect(third.headers['retry-after']).toBeDefined();
      } finally {
        await limited.close();
      }
    });
  });
});
