import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, PersonTeamSummary, PersonView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  addTeamMember, createCaptain, createPerson, createTeam, signedInAdmin, signedInCaptain, uniqueSuffix, type Session,
} from '../../../test/factories.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';

/** GET /v1/persons/: the admin's participants grid (docs/spec/back-office.md §2, Participants). */
describe('GET /v1/persons/ (admin list)', () => {
  let t: TestApp;
  let admin: Session;
  let year: number;
  /** Each test takes a year of its own, so its people are the only ones listed. */
  let nextYear = 3000;
  const ownYear = () => nextYear++;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
    year = await currentEventYear(t.app.db);
  });
  afterAll(() => t.close());

  const list = (query: string, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/v1/persons/?${query}`, headers });
  const page = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<PersonView>>();
  };

  it('is for admins only, decided before the query is validated', async () => {
    const { session } = await signedInCaptain(t.app);
    for (const query of ['', 'limit=abc', 'sortBy=nope:asc']) {
      expect((await list(query, session.headers)).statusCode).toBe(403);
      expect((await list(query, {})).statusCode).toBe(401);
    }
  });

  it('lists the current event year by default, newest first, with the paging envelope', async () => {
    const tag = `cur${uniqueSuffix().replaceAll('-', '')}`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createPerson(t.app.db, { lastName: `${tag} ${i}` }));
    await createPerson(t.app.db, { lastName: `${tag} old`, eventYear: year - 1 });
    const first = await page(`search=${tag}&limit=2&sortBy=createdAt:desc`);
    expect(first).toMatchObject({ page: 1, limit: 2, totalPages: 2, totalResults: 3 });
    expect(first.results.map((p) => p.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(first.results.every((p) => p.eventYear === year)).toBe(true);
    const second = await page(`search=${tag}&limit=2&page=2`);
    expect(second.results.map((p) => p.id)).toEqual([made[0]!.id]);
    // Past the last page the count stays.
    expect(await page(`search=${tag}&limit=2&page=3`)).toMatchObject({ results: [], totalResults: 3, totalPages: 2 });
    const older = await page(`search=${tag}&eventYear=${year - 1}`);
    expect(older.results.map((p) => p.lastName)).toEqual([`${tag} old`]);
  });

  it('answers every field of the participant, never anything of the user', async () => {
    const y = ownYear();
    const person = await createPerson(t.app.db, {
      eventYear: y, firstName: 'Lena', lastName: 'Field', phone: '(918) 555-0101', lifeChurch: true, lifeChurchLocation: 'Jenks',
      eventCity: 'Tulsa', event: '5k', address: { address: '1 Main St', city: 'Jenks', state: 'OK', zipcode: '74037' },
    });
    const [row] = (await page(`eventYear=${y}`)).results;
    expect(row).toEqual({
      id: person.id, firstName: 'Lena', lastName: 'Field', email: person.email, phone: '(918) 555-0101',
      address: { address: '1 Main St', city: 'Jenks', state: 'OK', zipcode: '74037' }, lifeChurch: true, lifeChurchLocation: 'Jenks',
      shirtSize: null, anonymous: false, marketing: true, myEmployer: null, useEmployerAsName: false, eventYear: y, event: '5k',
      eventCity: 'Tulsa', team: null, birthDate: null, gender: null, active: true, fundraising: null, createdAt: expect.any(String), updatedAt: expect.any(String),
    });
  });

  it('searches every shown field: first, last and full name, email, phone, city and campus, any case', async () => {
    const y = ownYear();
    const a = await createPerson(t.app.db, {
      eventYear: y, firstName: 'Marisol', lastName: 'Quintero', email: 'mq-list@example.com', phone: '(405) 555-7311',
      eventCity: 'Tulsa', lifeChurch: true, lifeChurchLocation: 'Owasso',
    });
    const b = await createPerson(t.app.db, {
      eventYear: y, firstName: 'Bert', lastName: 'Osgood', email: 'bo-list@example.com', phone: '(918) 555-2200', eventCity: 'Oklahoma City',
    });
    const ids = async (search: string) => (await page(`eventYear=${y}&search=${encodeURIComponent(search)}`)).results.map((p) => p.id);
    expect(await ids('marisol')).toEqual([a.id]);
    expect(await ids('QUINTERO')).toEqual([a.id]);
    expect(await ids('marisol quin')).toEqual([a.id]);
    expect(await ids('bo-list@')).toEqual([b.id]);
    expect(await ids('555-7311')).toEqual([a.id]);
    expect(await ids('(918)')).toEqual([b.id]);
    expect(await ids('tulsa')).toEqual([a.id]);
    expect(await ids('oklahoma')).toEqual([b.id]);
    expect(await ids('owas')).toEqual([a.id]);
    expect(await ids('nobody-here')).toEqual([]);
    // A match never spans two fields.
    expect(await ids('quintero mq-list')).toEqual([]);
    for (const literal of ['%', '_', "' OR '1'='1", "'; DROP TABLE persons; --"]) expect(await ids(literal)).toEqual([]);
  });

  it('filters by lifeChurch, active and event', async () => {
    const y = ownYear();
    const church = await createPerson(t.app.db, { eventYear: y, lifeChurch: true, lifeChurchLocation: 'Edmond' });
    const runner = await createPerson(t.app.db, { eventYear: y, event: '5k' });
    const gone = await createPerson(t.app.db, { eventYear: y, active: false });
    const ids = async (q: string) => (await page(`eventYear=${y}&${q}`)).results.map((p) => p.id).sort((x, z) => x - z);
    expect(await ids('lifeChurch=true')).toEqual([church.id]);
    expect(await ids('lifeChurch=false')).toEqual([runner.id, gone.id]);
    expect(await ids('active=false')).toEqual([gone.id]);
    expect(await ids('event=5k')).toEqual([runner.id]);
    expect((await list('lifeChurch=yes')).statusCode).toBe(400);
    expect((await list('event=marathon')).statusCode).toBe(400);
  });

  it("gives each person's team of their event year: an id, or {id, name, ...} with populate=team", async () => {
    const captain = await createCaptain(t.app.db);
    const team = await createTeam(t.app.db, { captain });
    const tag = `team${uniqueSuffix().replaceAll('-', '')}`;
    const member = await createPerson(t.app.db, { lastName: `${tag} member` });
    await addTeamMember(t.app.db, team.id, member.id);
    // On a team only in an earlier year: no team in their current year.
    const former = await createPerson(t.app.db, { lastName: `${tag} former` });
    await addTeamMember(t.app.db, team.id, former.id, year - 1);
    const plain = await page(`search=${tag}&sortBy=lastName:asc`);
    expect(plain.results.map((p) => [p.lastName, p.team])).toEqual([
      [`${tag} former`, null],
      [`${tag} member`, team.id],
    ]);
    const populated = await page(`search=${tag}&sortBy=lastName:asc&populate=team`);
    expect(populated.results[1]!.team).toEqual({
      id: team.id, name: team.name, slug: team.slug, eventCity: team.eventCity, year: team.year, active: true,
    } satisfies PersonTeamSummary);
    expect(populated.results[0]!.team).toBeNull();
    expect((await list('populate=transactions')).statusCode).toBe(400);
  });

  it('sorts by the grid columns, both ways, and refuses unknown fields with 400', async () => {
    const y = ownYear();
    await createPerson(t.app.db, { eventYear: y, firstName: 'Cy', lastName: 'Beta', eventCity: 'Tulsa', phone: '(405) 555-0003' });
    await createPerson(t.app.db, { eventYear: y, firstName: 'Al', lastName: 'Gamma', eventCity: 'Oklahoma City', phone: '(405) 555-0001' });
    await createPerson(t.app.db, { eventYear: y, firstName: 'Bo', lastName: 'Alpha', eventCity: 'Tulsa', phone: '(405) 555-0002' });
    const names = async (sortBy: string) => (await page(`eventYear=${y}&sortBy=${sortBy}`)).results.map((p) => p.lastName);
    expect(await names('lastName:asc')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await names('lastName:desc')).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await names('firstName:asc')).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(await names('phone:desc')).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(await names('eventCity:asc,lastName:desc')).toEqual(['Gamma', 'Beta', 'Alpha']);
    for (const sortBy of ['passwordHash:asc', 'team:asc']) {
      const bad = await list(`sortBy=${sortBy}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 400, message: expect.stringContaining(sortBy.split(':')[0]!) });
    }
    expect((await list('limit=0')).statusCode).toBe(400);
    expect((await list('eventYear=20')).statusCode).toBe(400);
    expect((await list(`search=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });
});
