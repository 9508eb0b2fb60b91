import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT, reportYearsResponseSchema } from '@walkfund/domain';
import { lineItems, transactions } from '../../db/schema/index.ts';
import { createPerson, createTeam, createTeamMember, signedInAdmin, signedInCaptain, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';

/**
 * The list calls the report pages make (docs/spec/back-office.md §7), as the reports depend on them:
 * admin only, the paging envelope, pages of up to MAX_PAGE_LIMIT rows, and a 400 naming any
 * filter or sort field the call does not know (a typo never silently lists everything).
 */
describe('report calls', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let captain: Record<string, string>;
  let year: number;

  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.database.db);
    admin = (await signedInAdmin(t.app)).session.headers;
    const captainUser = await signedInCaptain(t.app);
    await createTeam(t.database.db, { captain: captainUser, name: 'Report Walkers' });
    captain = captainUser.session.headers;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  const calls = [
    { name: 'teams', url: '/v1/teams/?active=true&populate=captainPerson&sortBy=totalRaised:desc', badSort: 'colour' },
    { name: 'persons', url: () => `/v1/persons/?eventYear=${year}&sortBy=createdAt:desc&lifeChurch=true`, badSort: 'shoeSize' },
    { name: 'lineitems', url: () => `/v1/lineitems/?type=donation&eventYear=${year}&populate=team,person,transaction&sortBy=createdAt:desc`, badSort: 'price' },
    { name: 'transactions', url: () => `/v1/transactions/?eventYear=${year}&sortBy=createdAt:desc`, badSort: 'cardNumber' },
  ];
  const urlOf = (c: (typeof calls)[number]) => (typeof c.url === 'function' ? c.url() : c.url);

  for (const call of calls) {
    describe(`GET /v1/${call.name}/`, () => {
      it('answers an admin with the paging envelope, pages of up to 5000 rows', async () => {
        const res = await get(`${urlOf(call)}&limit=${MAX_PAGE_LIMIT}`, admin);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ results: expect.any(Array), totalPages: expect.any(Number), totalResults: expect.any(Number) });
        const tooMany = await get(`${urlOf(call)}&limit=${MAX_PAGE_LIMIT + 1}`, admin);
        expect(tooMany.statusCode).toBe(400);
        expect(tooMany.json().message).toContain(`limit must be at most ${MAX_PAGE_LIMIT}`);
      });

      it('refuses an unknown filter with a 400 naming it', async () => {
        const res = await get(`${urlOf(call)}&colour=red&evntYear=2024`, admin);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 400, message: expect.stringMatching(/Unknown filters: colour, evntYear\./) });
      });

      it('refuses an unknown sort field with a 400 naming it', async () => {
        const res = await get(`/v1/${call.name}/?sortBy=${call.badSort}:desc`, admin);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 400, message: expect.stringContaining(`"${call.badSort}"`) });
      });

      it('is refused to anonymous callers (401) and captains (403)', async () => {
        expect((await get(urlOf(call))).statusCode).toBe(401);
        expect((await get(urlOf(call), captain)).statusCode).toBe(403);
      });
    });
  }

  it('the Teams report (one page of 5000) counts members as a small page does: active members of the team\'s year', async () => {
    const db = t.database.db;
    const team = await createTeam(db, { name: 'Counted Walkers' });
    await createTeamMember(db, team.id);
    await createTeamMember(db, team.id);
    await createTeamMember(db, team.id, { active: false });
    await createTeamMember(db, team.id, {}, year - 1);
    const participants = async (limit: number) => {
      const res = await get(`/v1/teams/?search=Counted%20Walkers&limit=${limit}`, admin);
      return (res.json() as { results: { name: string; participants: number }[] }).results.map((r) => [r.name, r.participants]);
    };
    expect(await participants(MAX_PAGE_LIMIT)).toEqual([['Counted Walkers', 2]]);
    expect(await participants(10)).toEqual([['Counted Walkers', 2]]);
  });

  describe('GET /v1/reports/years', () => {
    it('lists every event year in the data and the current year, newest first', async () => {
      const db = t.database.db;
      await createPerson(db, { eventYear: year - 5 });
      await createTeam(db, { year: year - 3, active: false });
      const [tx] = await db.insert(transactions).values({
        supportingType: 'event', eventYear: year - 2, totalAmountCents: 1000, totalChargedCents: 1000, contactFirstName: 'A',
        contactLastName: 'B', contactEmail: uniqueEmail('years'),
      }).returning();
      await db.insert(lineItems).values({ transactionId: tx!.id, type: 'donation', amountCents: 1000, primaryContact: 'A B', eventYear: year + 1 });
      const res = await get('/v1/reports/years', admin);
      expect(res.statusCode).toBe(200);
      expect(reportYearsResponseSchema.parse(res.json())).toEqual({ years: [year + 1, year, year - 2, year - 3, year - 5], currentYear: year });
    });

    it('is for admins only and takes no query', async () => {
      expect((await get('/v1/reports/years')).statusCode).toBe(401);
      expect((await get('/v1/reports/years', captain)).statusCode).toBe(403);
      const res = await get('/v1/reports/years?type=tshirt', admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Unknown filter: type.');
    });
  });
});
