import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignSummary, CampaignTeam, CheckoutPayloadInput } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTeam, signedInAdmin, type Session, type TeamRow } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';
import { lineItems, transactions } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { buildCheckout } from '../payments/test-support/checkout-fixtures.ts';
import { paidTransaction } from '../transactions/test-support/transaction-fixtures.ts';

/**
 * The campaign's public reads: what the home page and a team page show of this year's giving,
 * and nothing of the donors beyond a first name and an initial.
 */
describe('the public campaign reads (docs/decisions/0121-public-home.md)', () => {
  let t: TestApp;
  let admin: Session;
  let okc: TeamRow;
  let tulsa: TeamRow;
  let year: number;
  const emails: string[] = [];

  /** A card gift by a named donor; no covered fee, so a full refund is exactly the donation. */
  async function give(donor: { first: string; last: string; anonymous?: boolean; message?: string }, cart: Parameters<typeof buildCheckout>[0]) {
    const payload: CheckoutPayloadInput = buildCheckout({ coverFees: false, ...cart });
    payload.person = { ...payload.person, firstName: donor.first, lastName: donor.last };
    if (donor.message) payload.transaction = { ...payload.transaction, message: donor.message };
    if (donor.anonymous) payload.lineItems = payload.lineItems.map((item) => (item.type === 'donation' ? { ...item, anonymous: true } : item));
    emails.push(payload.person.email);
    return paidTransaction(t, payload);
  }

  async function refund(transactionId: number, amount: number) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/transactions/${transactionId}/refunds`,
      headers: admin.headers,
      payload: { amount, reason: 'Donor asked' },
    });
    expect(res.statusCode).toBe(201);
  }

  const summary = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/campaign/' });
    expect(res.statusCode).toBe(200);
    return { body: res.json() as CampaignSummary, text: res.body };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    year = await currentEventYear(db);
    admin = (await signedInAdmin(t.app)).session;
    okc = await createTeam(db, { name: 'Okc Striders', eventCity: 'Oklahoma City', teamDonationGoalCents: 100_000, teamMemberGoal: 12, imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp' });
    tulsa = await createTeam(db, { name: 'Tulsa Trekkers', eventCity: 'Tulsa' });

    await give({ first: 'Alice', last: 'Smithers', message: 'Go Striders!' }, { donation: 25, team: okc.id });
    await give({ first: 'Bob', last: 'Jonesworth', anonymous: true, message: 'Proud of you all' }, { donation: 40, team: tulsa.id });
    await give({ first: 'Cara', last: 'Leland' }, { donation: 30, eventCity: 'Tulsa' });
    const refunded = await give({ first: 'Dan', last: 'Refundson' }, { donation: 50, team: okc.id });
    await refund(refunded.id, 50);
    const partial = await give({ first: 'Eve', last: 'Partridge' }, { donation: 60, team: okc.id });
    await refund(partial.id, 20);
    // A gift of last year: moved back a year, as it would have been recorded then.
    const old = await give({ first: 'Olga', last: 'Oldyear' }, { donation: 70, eventCity: 'Oklahoma City' });
    await db.update(transactions).set({ eventYear: year - 1 }).where(eq(transactions.id, old.id));
    await db.update(lineItems).set({ eventYear: year - 1 }).where(eq(lineItems.transactionId, old.id));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the year, raised against the goal and the cities, counting only this year net of refunds', async () => {
    const { body } = await summary();
    expect(body.year).toBe(year);
    expect(body.goal).toBe(100);
    // 25 + 40 + 30 + (50 - 50) + (60 - 20); last year's 70 is not counted.
    expect(body.raised).toBe(135);
    expect(body.cities).toEqual([
      { city: 'Oklahoma City', raised: 65, teams: 1 },
      { city: 'Tulsa', raised: 70, teams: 1 },
    ]);
  });

  it('ranks the active teams of the year by raised', async () => {
    const { body } = await summary();
    expect(body.leaderboard.map((team) => [team.name, team.raised, team.eventCity])).toEqual([
      ['Okc Striders', 65, 'Oklahoma City'],
      ['Tulsa Trekkers', 40, 'Tulsa'],
    ]);
    expect(body.leaderboard[0]).toEqual({ id: okc.id, name: 'Okc Striders', slug: okc.slug, raised: 65, eventCity: 'Oklahoma City', participants: 0 });
  });

  it('shows the newest paid gifts by first name and initial, Anonymous when chosen, amounts hidden by default', async () => {
    const { body, text } = await summary();
    expect(body.donors.map((d) => [d.name, d.amount, d.teamName])).toEqual([
      ['Eve P.', null, 'Okc Striders'],
      ['Cara L.', null, null],
      ['Anonymous', null, 'Tulsa Trekkers'],
      ['Alice S.', null, 'Okc Striders'],
    ]);
    for (const donor of body.donors) expect(Object.keys(donor).sort()).toEqual(['amount', 'createdAt', 'name', 'teamName']);
    // No email, phone or full last name, and nothing of the anonymous donor.
    for (const secret of [...emails, 'Smithers', 'Partridge', 'Leland', 'Bob', 'Jonesworth', 'Refundson', 'Olga', '555']) expect(text).not.toContain(secret);
  });

  it('shows each gift net of its refunds once the event shows amounts', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/v1/event-settings/', headers: admin.headers, payload: { showDonorAmounts: true } });
    expect(res.statusCode).toBe(200);
    const { body } = await summary();
    expect(body.donors.map((d) => [d.name, d.amount])).toEqual([
      ['Eve P.', 40],
      ['Cara L.', 30],
      ['Anonymous', 40],
      ['Alice S.', 25],
    ]);
  });

  it("answers a team's page with its member goal and its own donor wall", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/campaign/teams/${okc.slug.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    const team = res.json() as CampaignTeam;
    expect(team).toMatchObject({ id: okc.id, name: 'Okc Striders', totalRaised: 65, teamDonationGoal: 1000, teamMemberGoal: 12, participants: 0, active: true, year });
    expect(team.donors.map((d) => [d.name, d.amount, d.teamName])).toEqual([
      ['Eve P.', 40, 'Okc Striders'],
      ['Alice S.', 25, 'Okc Striders'],
    ]);
    expect(res.body).not.toContain('@');
  });

  it("shows each donor's message on the team's page, an anonymous donor's under Anonymous, and not on the event's wall", async () => {
    const okcPage = (await t.app.inject({ method: 'GET', url: `/v1/campaign/teams/${okc.slug}` })).json() as CampaignTeam;
    expect(okcPage.donors.map((d) => [d.name, d.message])).toEqual([
      ['Eve P.', null],
      ['Alice S.', 'Go Striders!'],
    ]);
    const tulsaRes = await t.app.inject({ method: 'GET', url: `/v1/campaign/teams/${tulsa.slug}` });
    expect((tulsaRes.json() as CampaignTeam).donors.map((d) => [d.name, d.message])).toEqual([['Anonymous', 'Proud of you all']]);
    for (const secret of ['Bob', 'Jonesworth']) expect(tulsaRes.body).not.toContain(secret);
    // The event's wall lists names only (the keys are checked above).
    expect((await summary()).text).not.toContain('Go Striders!');
  });

  it('answers 404 for a slug no team has, and for one that is too long', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/campaign/teams/no-such-team' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/v1/campaign/teams/${'x'.repeat(300)}` })).statusCode).toBe(404);
  });

  it('stores the home story sanitized', async () => {
    const story = '<p>Walk <b>with</b> us<script>alert(1)</script><img src=x onerror=alert(1)></p>';
    const res = await t.app.inject({ method: 'PATCH', url: '/v1/event-settings/', headers: admin.headers, payload: { homeStory: story } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { homeStory: string }).homeStory).toBe('<p>Walk <b>with</b> us</p>');
  });

  describe('link previews (Open Graph) of the served web app', () => {
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

    it("puts the team's name, raised amount, goal, image and address in the team page's head", async () => {
      const res = await web.inject({ method: 'GET', url: `/team/${okc.slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
      expect(meta(res.body, 'og:title')).toBe('Okc Striders');
      expect(meta(res.body, 'og:description')).toContain('$65.00 raised of a $1,000.00 goal.');
      expect(meta(res.body, 'og:image')).toBe(`${publicUrl}/uploads/0123456789abcdef0123456789abcdef.webp`);
      expect(meta(res.body, 'og:url')).toBe(`${publicUrl}/team/${okc.slug}`);
      // The page's data is fetched with its scripts, at the address the web app asks for it.
      expect(res.body).toContain(`<link rel="preload" href="/v1/campaign/teams/${okc.slug}" as="fetch" crossorigin="anonymous" />`);
    });

    it('escapes every value it puts in the page', async () => {
      const hostile = await createTeam(t.app.db, { name: 'Walkers "><script>alert(1)</script> & Co', eventCity: 'Tulsa' });
      const res = await web.inject({ method: 'GET', url: `/team/${hostile.slug}` });
      expect(res.body).not.toContain('<script>alert(1)</script>');
      expect(meta(res.body, 'og:title')).toBe('Walkers &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
      expect(res.body).toContain('<title>Walkers &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co</title>');
    });

    it("puts a name holding String.replace patterns ($&, $', $`) in the page as written", async () => {
      const name = "A $& B $' C $` D $$ E";
      const dollars = await createTeam(t.app.db, { name, eventCity: 'Tulsa' });
      const res = await web.inject({ method: 'GET', url: `/team/${dollars.slug}` });
      expect(meta(res.body, 'og:title')).toBe('A $&amp; B $&#39; C $` D $$ E');
      expect(res.body).toContain('<title>A $&amp; B $&#39; C $` D $$ E</title>');
      // The page's own source appears once: nothing of it was pasted into the head again.
      expect(res.body.match(/<div id="root">/g)).toHaveLength(1);
      expect(res.body.match(/<title>/g)).toHaveLength(1);
    });

    it("gives the home page the event's card", async () => {
      const res = await web.inject({ method: 'GET', url: '/frontend/' });
      expect(res.statusCode).toBe(200);
      expect(meta(res.body, 'og:title')).toBe(`${year} Autism Awareness Walk`);
      expect(meta(res.body, 'og:description')).toContain('$135.00 raised');
      expect(meta(res.body, 'og:url')).toBe(`${publicUrl}/frontend/`);
      expect(res.body).toContain('<link rel="preload" href="/v1/campaign/" as="fetch" crossorigin="anonymous" />');
    });

    it('leaves other pages, team ids and unknown slugs with the plain page', async () => {
      for (const url of [`/team/${okc.id}`, '/team/no-such-team', '/frontend/donate']) {
        const res = await web.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<div id="root"></div>');
        expect(res.body, url).not.toContain('og:title');
        expect(res.body, url).not.toContain('/v1/campaign/');
      }
    });
  });
});
