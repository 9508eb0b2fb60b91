import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_DONOR_NAME, FUNDRAISER_MESSAGES, type MyPage, type TeamDetail } from '@walkfund/domain';
import { createTeam, createTeamMember, loginAs, signedInAdmin, signedInCaptain, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fundraiserPages, fundraiserThanks } from '../../db/schema/index.ts';
import { payByTestCard } from '../payments/test-support/checkout-fixtures.ts';
import { multipartBody, pngImage } from '../uploads/test-support/upload-fixtures.ts';
import { creditedCheckout } from '../transactions/test-support/fundraiser-fixtures.ts';
import { settleEmails, signInByLink } from './test-support/sign-in-link-fixtures.ts';

/** My Page (docs/decisions/0009-personal-pages.md): GET/PATCH /v1/my/page, thank-yous, the first password. */
describe('My Page (/v1/my/*)', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
  });
  afterAll(() => t.close());

  /** A team, its captain, and a member signed in by link (a participant). */
  async function teamWithParticipant() {
    const captain = await signedInCaptain(t.app);
    const team = await createTeam(t.app.db, { captain });
    const member = await createTeamMember(t.app.db, team.id, { firstName: 'Wendy', lastName: 'Walker' });
    const session = await signInByLink(t, member.id);
    return { captain, team, member, session };
  }

  const getPage = (session: Session) => t.app.inject({ method: 'GET', url: '/v1/my/page', headers: session.headers });
  const patchPage = (session: Session, payload: object) => t.app.inject({ method: 'PATCH', url: '/v1/my/page', headers: session.headers, payload });
  const thank = (session: Session, transactionId: number) =>
    t.app.inject({ method: 'POST', url: `/v1/my/page/gifts/${transactionId}/thank-you`, headers: session.headers });

  async function give(teamId: number, fundraiser: number, dollars: number, options: { anonymous?: boolean; message?: string; email?: string } = {}) {
    const checkout = creditedCheckout({ donation: dollars, team: teamId, email: options.email }, fundraiser, options.message);
    const payload = options.anonymous ? { ...checkout, person: { ...checkout.person, anonymous: true } } : checkout;
    const paid = await payByTestCard(t, payload);
    expect(paid.recorded.statusCode).toBe(201);
    return (paid.recorded.json() as { id: number }).id;
  }

  it("answers the participant's own page, with the gifts credited to them net of refunds", async () => {
    const { team, member, session } = await teamWithParticipant();
    const named = await give(team.id, member.id, 40, { message: 'Go Wendy!' });
    const hidden = await give(team.id, member.id, 15, { anonymous: true });
    // A gift to the team crediting nobody is not hers.
    await payByTestCard(t, creditedCheckout({ donation: 30, team: team.id }, (await createTeamMember(t.app.db, team.id)).id));
    const refund = await t.app.inject({ method: 'POST', url: `/v1/transactions/${named}/refunds`, headers: admin.headers, payload: { amount: 10, reason: 'Asked' } });
    expect(refund.statusCode).toBe(201);

    const res = await getPage(session);
    expect(res.statusCode).toBe(200);
    const page = res.json() as MyPage;
    expect(page).toMatchObject({
      personId: member.id, firstName: 'Wendy', lastName: 'Walker', team: { id: team.id, name: team.name, slug: team.slug },
      goal: 100, pageOn: true, showOnLeaderboards: null, hiddenByAdmin: false, pagesEnabled: true, hasPassword: false, story: '', imageUrl: null,
    });
    expect(page.raised).toBeCloseTo(45);
    expect(page.gifts).toEqual([
      { transactionId: hidden, donorName: ANONYMOUS_DONOR_NAME, amount: null, message: null, createdAt: expect.any(String), thankedAt: null, canThank: false },
      { transactionId: named, donorName: 'Dana Donor', amount: 30, message: 'Go Wendy!', createdAt: expect.any(String), thankedAt: null, canThank: true },
    ]);
  });

  it('saves goal, sanitized story, photo and switches; only on the caller\'s own page', async () => {
    const a = await teamWithParticipant();
    const b = await teamWithParticipant();
    const res = await patchPage(a.session, {
      goal: 250, story: '<p>I walk for <b>Mom</b><script>alert(1)</script></p><img src=x onerror=alert(1)>',
      imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp', showOnLeaderboards: false, pageOn: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      personId: a.member.id, goal: 250, story: '<p>I walk for <b>Mom</b></p>', imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp',
      showOnLeaderboards: false, pageOn: false,
    });
    expect((await patchPage(a.session, { imageUrl: '' })).json()).toMatchObject({ imageUrl: null, goal: 250 });
    // B's page is untouched.
    expect((await getPage(b.session)).json()).toMatchObject({ personId: b.member.id, goal: 100, story: '', pageOn: true, showOnLeaderboards: null });
  });

  it('lets the participant upload their photo (the team image purpose), nothing else', async () => {
    const { session } = await teamWithParticipant();
    const send = async (purpose: string) => {
      const body = await multipartBody([['purpose', purpose], ['file', { data: await pngImage(40, 40), filename: 'me.png', type: 'image/png' }]]);
      return t.app.inject({ method: 'POST', url: '/v1/uploads', payload: body.payload, headers: { ...body.headers, ...session.headers } });
    };
    const stored = await send('team');
    expect(stored.statusCode).toBe(201);
    const { url } = stored.json() as { url: string };
    expect((await patchPage(session, { imageUrl: url })).json()).toMatchObject({ imageUrl: url });
    for (const purpose of ['star', 'product']) expect((await send(purpose)).statusCode, purpose).toBe(403);
  });

  it('refuses a goal under $10 or not whole, a photo that is not an upload, and unknown fields, and writes nothing', async () => {
    const { session, member } = await teamWithParticipant();
    for (const body of [{ goal: 5 }, { goal: 12.5 }, { imageUrl: 'https://evil.example.com/x.png' }, { personId: 1 }, { hiddenByAdmin: false }]) {
      const res = await patchPage(session, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await patchPage(session, { goal: 5 })).json()).toMatchObject({ message: expect.stringContaining(FUNDRAISER_MESSAGES.goalMin) });
    expect((await getPage(session)).json()).toMatchObject({ personId: member.id, goal: 100, imageUrl: null });
  });

  it('keeps a page an admin hid off: turning it on is a 409', async () => {
    const { session, member } = await teamWithParticipant();
    await t.app.db.update(fundraiserPages).set({ hiddenByAdmin: true }).where(eq(fundraiserPages.personId, member.id));
    const res = await patchPage(session, { pageOn: true, story: 'Back!' });
    expect(res.json()).toEqual({ code: 409, message: FUNDRAISER_MESSAGES.hiddenByAdmin });
    expect((await getPage(session)).json()).toMatchObject({ hiddenByAdmin: true, story: '' });
    expect((await patchPage(session, { story: 'Still walking' })).json()).toMatchObject({ story: 'Still walking', hiddenByAdmin: true });
  });

  it('thanks a donor once: one kind email to the donor, recorded; again is a 409', async () => {
    const { team, member, session } = await teamWithParticipant();
    const donorEmail = `donor-thanks-${member.id}@example.com`;
    const gift = await give(team.id, member.id, 25, { email: donorEmail });
    await settleEmails(t);
    const sent = t.mailer.messages.length;
    const res = await thank(session, gift);
    expect(res.json()).toEqual({ message: FUNDRAISER_MESSAGES.thanked });
    await settleEmails(t);
    const mails = t.mailer.messages.slice(sent);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([donorEmail]);
    expect(mails[0]!.text).toContain('Wendy Walker');
    expect(mails[0]!.text).toContain(team.name);
    const again = await thank(session, gift);
    expect(again.json()).toEqual({ code: 409, message: FUNDRAISER_MESSAGES.alreadyThanked });
    await settleEmails(t);
    expect(t.mailer.messages.length).toBe(sent + 1);
    expect(await t.app.db.select().from(fundraiserThanks).where(eq(fundraiserThanks.transactionId, gift))).toHaveLength(1);
    const [row] = (await getPage(session)).json<MyPage>().gifts;
    expect(row).toMatchObject({ transactionId: gift, thankedAt: expect.any(String), canThank: false });
  });

  it("cannot thank an anonymous donor, nor another fundraiser's gift", async () => {
    const a = await teamWithParticipant();
    const b = await teamWithParticipant();
    const anonymous = await give(a.team.id, a.member.id, 20, { anonymous: true });
    expect((await thank(a.session, anonymous)).json()).toEqual({ code: 409, message: FUNDRAISER_MESSAGES.anonymousDonor });
    const bGift = await give(b.team.id, b.member.id, 20);
    expect((await thank(a.session, bGift)).json()).toEqual({ code: 404, message: FUNDRAISER_MESSAGES.giftNotYours });
    expect((await thank(a.session, 2_147_483_647)).statusCode).toBe(404);
    expect(await t.app.db.select().from(fundraiserThanks).where(eq(fundraiserThanks.transactionId, bGift))).toHaveLength(0);
  });

  it('sets the first password once; the participant then signs in with it', async () => {
    const { session, member } = await teamWithParticipant();
    const put = (s: Session, password: string) => t.app.inject({ method: 'PUT', url: '/v1/my/password', headers: s.headers, payload: { password } });
    expect((await put(session, 'short')).statusCode).toBe(400);
    expect((await put(session, 'Walkfund#Chosen1')).statusCode).toBe(204);
    expect((await getPage(session)).json()).toMatchObject({ hasPassword: true });
    const again = await put(session, 'Walkfund#Chosen2');
    expect(again.json()).toEqual({ code: 409, message: FUNDRAISER_MESSAGES.passwordAlreadySet });
    const login = await loginAs(t.app, member.email, 'Walkfund#Chosen1');
    expect(login.user).toMatchObject({ role: 'participant', person: member.id });
    await expect(loginAs(t.app, member.email, 'Walkfund#Chosen2')).rejects.toThrow(/401/);
  });

  it("a captain has a page too; an admin on no team gets the 404; a participant reaches nothing of the team's", async () => {
    const { captain, team, session } = await teamWithParticipant();
    const captainsPage = await getPage(captain.session);
    expect(captainsPage.json()).toMatchObject({ personId: captain.person.id, team: { id: team.id }, hasPassword: true });
    expect((await getPage(admin)).json()).toEqual({ code: 404, message: FUNDRAISER_MESSAGES.notOnTeam });
    for (const url of [`/v1/teams/${team.id}`, `/v1/teams/history/${team.id}`, `/v1/lineitems?type=donation&team=${team.id}`, '/v1/persons']) {
      expect((await t.app.inject({ method: 'GET', url, headers: session.headers })).statusCode, url).toBe(403);
    }
    const patch = await t.app.inject({ method: 'PATCH', url: `/v1/teams/${team.id}`, headers: session.headers, payload: { name: 'Taken over' } });
    expect(patch.statusCode).toBe(403);
  });

  it('a member removed from the team has no page to edit (404)', async () => {
    const { captain, team, member, session } = await teamWithParticipant();
    const removed = await t.app.inject({ method: 'PATCH', url: `/v1/persons/remove/${member.id}`, headers: captain.session.headers, payload: { team: team.id } });
    expect(removed.statusCode).toBe(200);
    expect((await getPage(session)).json()).toEqual({ code: 404, message: FUNDRAISER_MESSAGES.notOnTeam });
    expect((await patchPage(session, { goal: 50 })).statusCode).toBe(404);
  });

  it('a member removed from the team cannot thank the donors of gifts credited to them (404), and nothing is sent', async () => {
    const { captain, team, member, session } = await teamWithParticipant();
    const gift = await give(team.id, member.id, 30, { email: `donor-removed-${member.id}@example.com` });
    await settleEmails(t);
    const sent = t.mailer.messages.length;
    const removed = await t.app.inject({ method: 'PATCH', url: `/v1/persons/remove/${member.id}`, headers: captain.session.headers, payload: { team: team.id } });
    expect(removed.statusCode).toBe(200);
    expect((await thank(session, gift)).json()).toEqual({ code: 404, message: FUNDRAISER_MESSAGES.notOnTeam });
    await settleEmails(t);
    expect(t.mailer.messages.length).toBe(sent);
    expect(await t.app.db.select().from(fundraiserThanks).where(eq(fundraiserThanks.transactionId, gift))).toHaveLength(0);
  });

  describe('leaderboard consent', () => {
    const listed = async (teamId: number) =>
      ((await t.app.inject({ method: 'GET', url: `/v1/teams/${teamId}/fundraisers` })).json() as { personId: number }[]).map((f) => f.personId);

    it('is not chosen on a new page, which no public list shows until the walker says yes', async () => {
      const { team, member, session } = await teamWithParticipant();
      await give(team.id, member.id, 60);
      expect((await getPage(session)).json()).toMatchObject({ showOnLeaderboards: null });
      expect(await listed(team.id)).not.toContain(member.id);
      const campaign = async () => ((await t.app.inject({ method: 'GET', url: '/v1/campaign/' })).json() as { fundraisers: { personId: number }[] }).fundraisers;
      expect((await campaign()).map((f) => f.personId)).not.toContain(member.id);

      expect((await patchPage(session, { showOnLeaderboards: true })).json()).toMatchObject({ showOnLeaderboards: true });
      expect(await listed(team.id)).toContain(member.id);
      expect((await patchPage(session, { showOnLeaderboards: false })).json()).toMatchObject({ showOnLeaderboards: false });
      expect(await listed(team.id)).not.toContain(member.id);
    });

    it('cannot be set back to "not chosen"', async () => {
      const { session } = await teamWithParticipant();
      expect((await patchPage(session, { showOnLeaderboards: null })).statusCode).toBe(400);
      expect((await getPage(session)).json()).toMatchObject({ showOnLeaderboards: null });
    });
  });

  it("shows each member's raised, goal and page in the captain's members grid", async () => {
    const { captain, team, member, session } = await teamWithParticipant();
    const quiet = await createTeamMember(t.app.db, team.id);
    await give(team.id, member.id, 35);
    await patchPage(session, { goal: 300, pageOn: false });
    const res = await t.app.inject({ method: 'GET', url: `/v1/teams/${team.id}`, headers: captain.session.headers });
    const members = (res.json() as TeamDetail).members;
    const slug = (await getPage(session)).json<MyPage>().slug;
    expect(members.find((m) => m.personId === member.id)!.fundraising).toMatchObject({ raised: 35, goal: 300, page: 'off', slug });
    expect(members.find((m) => m.personId === quiet.id)!.fundraising).toEqual({ raised: 0, goal: 0, page: 'none', slug: null, invitedAt: null });
    await t.app.db.update(fundraiserPages).set({ hiddenByAdmin: true }).where(eq(fundraiserPages.personId, member.id));
    const hidden = (await t.app.inject({ method: 'GET', url: `/v1/teams/${team.id}`, headers: captain.session.headers })).json() as TeamDetail;
    expect(hidden.members.find((m) => m.personId === member.id)!.fundraising.page).toBe('hidden');
  });
});
