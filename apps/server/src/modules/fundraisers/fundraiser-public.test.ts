import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNDRAISER_MESSAGES, type CampaignSummary, type CheckoutPayloadInput, type FundraiserListItem, type FundraiserPageAnswer, type PublicFundraiser } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { fundraiserPages, teamMembers } from '../../db/schema/index.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { creditedCheckout } from '../transactions/test-support/fundraiser-fixtures.ts';
import { paidTransaction } from '../transactions/test-support/transaction-fixtures.ts';
import { invalidateFundraiserPages } from './fundraiser-public.service.ts';
import { buildPage, setGoal, teamWithPage } from './test-support/public-page-fixtures.ts';

/*
 * The public side of personal pages (docs/decisions/0009-personal-pages.md): the page, its
 * supporters, the team's list and the campaign's leaderboard, cached like the team page.
 */
describe('public fundraiser pages', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  const read = async (slug: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/fundraisers/${slug}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FundraiserPageAnswer;
  };
  const readOn = async (slug: string): Promise<PublicFundraiser> => {
    const answer = await read(slug);
    if (answer.status !== 'on') throw new Error(`expected the page on, got ${JSON.stringify(answer)}`);
    return answer.fundraiser;
  };
  const settings = async (payload: object) => {
    const res = await t.app.inject({ method: 'PATCH', url: '/v1/event-settings/', headers: { authorization: admin.authorization }, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** A card gift credited to the walker by a named donor, anonymous when asked. */
  const give = (teamId: number, walkerId: number, dollars: number, donor: { first: string; last: string; anonymous?: boolean; message?: string }) => {
    const payload: CheckoutPayloadInput = creditedCheckout({ donation: dollars, team: teamId, coverFees: false }, walkerId, donor.message);
    payload.person = { ...payload.person, firstName: donor.first, lastName: donor.last };
    if (donor.anonymous) payload.lineItems = payload.lineItems.map((item) => (item.type === 'donation' ? { ...item, anonymous: true } : item));
    return paidTransaction(t, payload);
  };

  it('answers a public page: name, team, story, goal and raised, no email', async () => {
    const { team, walker, page } = await teamWithPage(db());
    const fundraiser = await readOn(page.slug.toUpperCase());
    expect(fundraiser).toEqual({
      personId: walker.id,
      slug: page.slug,
      firstName: 'Wendy',
      lastName: 'Walker',
      story: '<p>I walk for my sister.</p>',
      imageUrl: null,
      goal: 200,
      raised: 0,
      year: team.year,
      team: { id: team.id, name: team.name, slug: team.slug, eventCity: 'Oklahoma City' },
      supporters: [],
    });
    const res = await t.app.inject({ method: 'GET', url: `/v1/fundraisers/${page.slug}` });
    expect(res.body).not.toContain('@');
  });

  it('shows a new gift and its message at once although the page was cached; names donors as the donor wall does', async () => {
    const { team, walker, page } = await teamWithPage(db());
    expect((await readOn(page.slug)).raised).toBe(0);
    await give(team.id, walker.id, 25, { first: 'Alice', last: 'Smithers', message: 'Go Wendy!' });
    await give(team.id, walker.id, 40, { first: 'Bob', last: 'Jonesworth', anonymous: true, message: 'Proud of you' });
    const fundraiser = await readOn(page.slug);
    expect(fundraiser.raised).toBe(65);
    // Amounts are hidden while the event does not show them.
    expect(fundraiser.supporters.map((s) => [s.name, s.amount, s.message])).toEqual([
      ['Anonymous', null, 'Proud of you'],
      ['Alice S.', null, 'Go Wendy!'],
    ]);
    const text = JSON.stringify(fundraiser);
    for (const secret of ['Smithers', 'Bob', 'Jonesworth']) expect(text).not.toContain(secret);

    await settings({ showDonorAmounts: true });
    try {
      // An anonymous donor's amount stays hidden.
      expect((await readOn(page.slug)).supporters.map((s) => [s.name, s.amount])).toEqual([
        ['Anonymous', null],
        ['Alice S.', 25],
      ]);
    } finally {
      await settings({ showDonorAmounts: false });
    }
  });

  it('a refund lowers the page and a fully refunded gift leaves the supporters', async () => {
    const { team, walker, page } = await teamWithPage(db());
    const gift = await give(team.id, walker.id, 30, { first: 'Carl', last: 'Refunded' });
    expect((await readOn(page.slug)).supporters).toHaveLength(1);
    const res = await t.app.inject({ method: 'POST', url: `/v1/transactions/${gift.id}/refunds`, headers: { authorization: admin.authorization }, payload: { amount: 30, reason: 'Asked' } });
    expect(res.statusCode, res.body).toBe(201);
    const fundraiser = await readOn(page.slug);
    expect(fundraiser.raised).toBe(0);
    expect(fundraiser.supporters).toEqual([]);
  });

  it('a page edit shows once the pages are invalidated; a page turned off answers moved to the team', async () => {
    const { team, page } = await teamWithPage(db());
    expect((await readOn(page.slug)).story).toBe('<p>I walk for my sister.</p>');
    await db().update(fundraiserPages).set({ story: '<p>New story</p>' }).where(eq(fundraiserPages.id, page.id));
    invalidateFundraiserPages(t.app);
    expect((await readOn(page.slug)).story).toBe('<p>New story</p>');

    await db().update(fundraiserPages).set({ pageOn: false }).where(eq(fundraiserPages.id, page.id));
    invalidateFundraiserPages(t.app);
    expect(await read(page.slug)).toEqual({ status: 'moved', teamSlug: team.slug });
  });

  it('answers moved for a page hidden by an admin, and for a member no longer on a team this year (their latest team, else null)', async () => {
    const hidden = await teamWithPage(db(), {}, { hiddenByAdmin: true });
    expect(await read(hidden.page.slug)).toEqual({ status: 'moved', teamSlug: hidden.team.slug });

    const { team, walker, page } = await teamWithPage(db());
    const lastYear = team.year - 1;
    await db().update(teamMembers).set({ eventYear: lastYear }).where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.personId, walker.id)));
    invalidateFundraiserPages(t.app);
    expect(await read(page.slug)).toEqual({ status: 'moved', teamSlug: team.slug });

    await db().delete(teamMembers).where(eq(teamMembers.personId, walker.id));
    invalidateFundraiserPages(t.app);
    expect(await read(page.slug)).toEqual({ status: 'moved', teamSlug: null });

    const inactive = await teamWithPage(db());
    const res = await t.app.inject({ method: 'PATCH', url: `/v1/teams/reset/${inactive.team.id}`, headers: { authorization: admin.authorization }, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read(inactive.page.slug)).toEqual({ status: 'moved', teamSlug: inactive.team.slug });
  });

  it('answers 404 for a slug no page has, and for one that is too long', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/fundraisers/no-such-walker' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: FUNDRAISER_MESSAGES.pageNotFound });
    expect((await t.app.inject({ method: 'GET', url: `/v1/fundraisers/${'x'.repeat(300)}` })).statusCode).toBe(404);
  });

  describe("a team's fundraisers and the campaign's leaderboard", () => {
    it('lists the public pages that consent, most raised first, and the top ones on the campaign summary', async () => {
      const { team, walker: first, page: firstPage } = await teamWithPage(db(), { firstName: 'Fay', lastName: 'First' });
      const { createTeamMember } = await import('../../../test/factories.ts');
      const second = await createTeamMember(db(), team.id, { firstName: 'Sam', lastName: 'Second' });
      const secondPage = await buildPage(db(), second.id, { showOnLeaderboards: true });
      await setGoal(db(), team.id, second.id, 50);
      const shy = await createTeamMember(db(), team.id, { firstName: 'Shy', lastName: 'Walker' });
      await buildPage(db(), shy.id, { showOnLeaderboards: false });
      // Claimed, but the walker has not answered yet: not listed (off until they say yes).
      const undecided = await createTeamMember(db(), team.id, { firstName: 'Una', lastName: 'Decided' });
      await buildPage(db(), undecided.id);
      const off = await createTeamMember(db(), team.id, { firstName: 'Off', lastName: 'Walker' });
      await buildPage(db(), off.id, { pageOn: false });
      await createTeamMember(db(), team.id, { firstName: 'No', lastName: 'Page' });
      await give(team.id, second.id, 90, { first: 'Gail', last: 'Giver' });
      await give(team.id, first.id, 10, { first: 'Gail', last: 'Giver' });
      await give(team.id, shy.id, 500, { first: 'Gail', last: 'Giver' });
      await give(team.id, undecided.id, 400, { first: 'Gail', last: 'Giver' });

      const res = await t.app.inject({ method: 'GET', url: `/v1/teams/${team.id}/fundraisers` });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json() as FundraiserListItem[];
      expect(list).toEqual([
        { personId: second.id, slug: secondPage.slug, firstName: 'Sam', lastName: 'Second', imageUrl: null, goal: 50, raised: 90, teamName: team.name, teamSlug: team.slug },
        { personId: first.id, slug: firstPage.slug, firstName: 'Fay', lastName: 'First', imageUrl: null, goal: 200, raised: 10, teamName: team.name, teamSlug: team.slug },
      ]);

      const summary = (await t.app.inject({ method: 'GET', url: '/v1/campaign/' })).json() as CampaignSummary;
      const ranked = summary.fundraisers.map((f) => f.personId);
      expect(ranked).toContain(second.id);
      expect(ranked).not.toContain(shy.id);
      expect(ranked).not.toContain(undecided.id);
      expect(ranked.indexOf(second.id)).toBeLessThan(ranked.indexOf(first.id));
      expect(summary.fundraisers.length).toBeLessThanOrEqual(10);
    });

    it('answers 404 for a team that does not exist and [] for a team without fundraisers', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/v1/teams/999999/fundraisers' })).statusCode).toBe(404);
      const empty = await buildTeam(db());
      expect((await t.app.inject({ method: 'GET', url: `/v1/teams/${empty.id}/fundraisers` })).json()).toEqual([]);
    });
  });

  it('with personal pages off for the event: every page moved, lists and leaderboard empty, a credited checkout refused', async () => {
    const { team, walker, page } = await teamWithPage(db());
    expect((await read(page.slug)).status).toBe('on');
    await settings({ personalPagesEnabled: false });
    try {
      expect(await read(page.slug)).toEqual({ status: 'moved', teamSlug: team.slug });
      expect((await t.app.inject({ method: 'GET', url: `/v1/teams/${team.id}/fundraisers` })).json()).toEqual([]);
      expect(((await t.app.inject({ method: 'GET', url: '/v1/campaign/' })).json() as CampaignSummary).fundraisers).toEqual([]);
      const payload = creditedCheckout({ donation: 20, team: team.id }, walker.id);
      const res = await t.app.inject({ method: 'POST', url: '/v1/payment', payload: { amount: String(Math.round(payload.transaction.totalCharged * 100)), ...payload } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: FUNDRAISER_MESSAGES.pagesOff });
    } finally {
      await settings({ personalPagesEnabled: true });
    }
    expect((await read(page.slug)).status).toBe('on');
  });

  describe('the link preview of /frontend/fundraiser/{slug}', () => {
    let web: FastifyInstance;
    const publicUrl = 'https://walk.example.org';
    beforeAll(async () => {
      const dist = mkdtempSync(path.join(tmpdir(), 'walkfund-og-'));
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Walkfund</title></head><body><div id="root"></div></body></html>');
      web = await buildApp({ config: { ...t.config, WEB_DIST: dist, PUBLIC_URL: publicUrl }, database: t.database, serveWeb: true });
      await web.ready();
    });
    afterAll(async () => {
      await web?.close();
    });
    const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

    it("names the walker and their team, their raised amount against the goal, their photo and the page's address", async () => {
      const { team, walker, page } = await teamWithPage(db(), { firstName: 'Olive', lastName: 'Graph' }, { imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp' }, 100);
      await give(team.id, walker.id, 25, { first: 'Ann', last: 'Giver' });
      const res = await web.inject({ method: 'GET', url: `/frontend/fundraiser/${page.slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(meta(res.body, 'og:title')).toBe(`Olive Graph is walking for ${team.name}`);
      expect(meta(res.body, 'og:description')).toContain('$25.00 raised of a $100.00 goal.');
      expect(meta(res.body, 'og:image')).toBe(`${publicUrl}/uploads/0123456789abcdef0123456789abcdef.webp`);
      expect(meta(res.body, 'og:url')).toBe(`${publicUrl}/frontend/fundraiser/${page.slug}`);
    });

    it('gives a page that is not public, and an unknown slug, the plain page', async () => {
      const { page } = await teamWithPage(db(), {}, { pageOn: false });
      for (const url of [`/frontend/fundraiser/${page.slug}`, '/frontend/fundraiser/no-such-walker']) {
        const res = await web.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain('og:title');
      }
    });
  });
});
