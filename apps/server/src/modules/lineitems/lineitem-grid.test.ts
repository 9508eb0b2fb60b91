import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineItemView, Paged } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCaptain, createPerson, createTeam, loginAs, signedInAdmin, type Session } from '../../../test/factories.ts';
import { lineItems, transactions } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';

/**
 * GET /v1/lineitems/ as the admin's Donations, Runners and T-Shirts grids call it
 * (?type=&eventYear=&populate=team,person,transaction&sortBy=&page=&limit=&search=).
 * Each test writes its rows in an event year of its own, so they are the only ones listed.
 */

interface ItemSpec {
  type: 'donation' | 'tshirt' | '5k';
  amountCents?: number;
  primaryContact?: string;
  teamId?: number | null;
  personId?: number | null;
  eventCity?: string | null;
  anonymous?: boolean;
  myEmployer?: string | null;
  useEmployerAsName?: boolean;
  product?: { name: string; size: string; unitCount: number };
  runner?: { firstName: string; lastName: string; email: string; runType: 'in-person' | 'virtual' };
  createdAt?: Date;
}

/** A transaction of `year` (active unless told) with its line items, written straight to the database. */
async function record(db: Db, year: number, specs: ItemSpec[], options: { active?: boolean; hasShipped?: boolean } = {}) {
  const first = specs[0]!;
  const total = specs.reduce((sum, s) => sum + (s.amountCents ?? 2500), 0);
  const [transaction] = await db
    .insert(transactions)
    .values({
      active: options.active ?? true,
      supportingType: first.teamId ? 'team' : 'event',
      teamId: first.teamId ?? null,
      eventCity: first.eventCity ?? 'Oklahoma City',
      eventYear: year,
      totalAmountCents: total,
      totalChargedCents: total,
      contactFirstName: 'Dana',
      contactLastName: 'Donor',
      contactEmail: 'dana@example.com',
      externalTransactionId: 'Offline',
      hasShipped: options.hasShipped ?? false,
    })
    .returning();
  const rows = await db
    .insert(lineItems)
    .values(
      specs.map((s) => ({
        transactionId: transaction!.id,
        type: s.type,
        amountCents: s.amountCents ?? 2500,
        primaryContact: s.primaryContact ?? 'Dana Donor',
        personId: s.personId ?? null,
        teamId: s.teamId ?? null,
        eventCity: s.eventCity === undefined ? 'Oklahoma City' : s.eventCity,
        eventYear: year,
        anonymous: s.anonymous ?? false,
        myEmployer: s.myEmployer ?? null,
        useEmployerAsName: s.useEmployerAsName ?? false,
        productDetails: s.product ? { type: 'tshirt', pricePerUnit: 20, ...s.product } : null,
        runnerDetails: s.runner
          ? { ...s.runner, registrationCost: 30, gender: 'Female', birthDate: '1990-01-02', lifeChurch: false, shipping: null }
          : null,
        ...(s.createdAt ? { createdAt: s.createdAt } : {}),
      })),
    )
    .returning();
  return { transactionId: transaction!.id, ids: rows.map((r) => r.id) };
}

describe('GET /v1/lineitems/ (the admin grids)', () => {
  let t: TestApp;
  let admin: Session;
  let nextYear = 4000;
  const ownYear = () => nextYear++;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
  });
  afterAll(() => t.close());

  const list = (query: string, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/v1/lineitems/?${query}`, headers });
  const page = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<LineItemView>>();
  };
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

  it("lists one type of one year, newest first, of active transactions only, in the grids' paging envelope", async () => {
    const y = ownYear();
    const d1 = await record(t.app.db, y, [{ type: 'donation', createdAt: minutesAgo(30) }]);
    const d2 = await record(t.app.db, y, [{ type: 'donation', amountCents: 1050, createdAt: minutesAgo(20) }, { type: 'tshirt', product: { name: 'Shirt', size: 'lg', unitCount: 1 } }]);
    const d3 = await record(t.app.db, y, [{ type: 'donation', createdAt: minutesAgo(10) }]);
    await record(t.app.db, y, [{ type: 'donation' }], { active: false });
    await record(t.app.db, y + 1000, [{ type: 'donation' }]);
    const first = await page(`type=donation&eventYear=${y}&populate=team,person,transaction&sortBy=createdAt:desc&page=1&limit=2`);
    expect(first).toMatchObject({ page: 1, limit: 2, totalPages: 2, totalResults: 3 });
    expect(first.results.map((r) => r.id)).toEqual([d3.ids[0], d2.ids[0]]);
    expect(first.results[1]).toMatchObject({ type: 'donation', amount: 10.5, eventYear: y, transaction: { id: d2.transactionId, hasShipped: false, externalTransactionId: 'Offline' } });
    const second = await page(`type=donation&eventYear=${y}&sortBy=createdAt:desc&page=2&limit=2`);
    expect(second.results.map((r) => r.id)).toEqual([d1.ids[0]]);
    expect((await page(`type=tshirt&eventYear=${y}`)).totalResults).toBe(1);
    expect((await page(`type=5k&eventYear=${y}`)).results).toEqual([]);
  });

  it('searches every field the grids show, any case', async () => {
    const y = ownYear();
    const team = await createTeam(t.app.db, { name: 'Quasar Quokkas', eventCity: 'Tulsa' });
    const donor = await createPerson(t.app.db, { email: 'zephyr-donor@example.com' });
    const gift = await record(t.app.db, y, [{ type: 'donation', primaryContact: 'Ivy Bloom', teamId: team.id, eventCity: 'Tulsa', personId: donor.id }]);
    const employer = await record(t.app.db, y, [{ type: 'donation', primaryContact: 'Sam Stone', myEmployer: 'Globex Corp', useEmployerAsName: true }]);
    const shirt = await record(t.app.db, y, [{ type: 'tshirt', primaryContact: 'Tee Buyer', product: { name: 'Neon Event Tee', size: '2xl', unitCount: 2 } }]);
    const runner = await record(t.app.db, y, [
      { type: '5k', primaryContact: 'Parent Contact', runner: { firstName: 'Kip', lastName: 'Sprinter', email: 'kip-run@example.com', runType: 'virtual' } },
    ]);
    const ids = async (search: string) =>
      (await page(`eventYear=${y}&search=${encodeURIComponent(search)}&sortBy=createdAt:asc`)).results.map((r) => r.id);
    expect(await ids('ivy bloom')).toEqual(gift.ids);
    expect(await ids('quasar')).toEqual(gift.ids);
    expect(await ids('TULSA')).toEqual(gift.ids);
    expect(await ids('zephyr-donor@')).toEqual(gift.ids);
    expect(await ids('globex')).toEqual(employer.ids);
    expect(await ids('neon event')).toEqual(shirt.ids);
    expect(await ids('2XL')).toEqual(shirt.ids);
    expect(await ids('kip')).toEqual(runner.ids);
    expect(await ids('sprinter')).toEqual(runner.ids);
    expect(await ids('kip sprinter')).toEqual(runner.ids);
    expect(await ids('kip-run@')).toEqual(runner.ids);
    expect(await ids('virtual')).toEqual(runner.ids);
    expect(await ids('parent contact')).toEqual(runner.ids);
    expect(await ids('nothing-matches')).toEqual([]);
    for (const literal of ['%', '_', "' OR '1'='1"]) expect(await ids(literal)).toEqual([]);
    // The search narrows the count the same way, on every page and past the last one.
    expect((await page(`eventYear=${y}&search=quasar`)).totalResults).toBe(1);
    expect(await page(`eventYear=${y}&search=%40example.com&limit=1&page=2&sortBy=createdAt:asc`)).toMatchObject({ totalResults: 2, totalPages: 2, results: [expect.objectContaining({ id: runner.ids[0] })] });
    expect(await page(`eventYear=${y}&search=%40example.com&limit=1&page=3`)).toMatchObject({ totalResults: 2, results: [] });
  });

  it("never lets a captain's search find an anonymous donor by name, employer or email", async () => {
    const y = ownYear();
    const captain = await createCaptain(t.app.db);
    const team = await createTeam(t.app.db, { captain, year: y });
    const donor = await createPerson(t.app.db, { email: 'hidden-giver@example.com' });
    await record(t.app.db, y, [{ type: 'donation', teamId: team.id, primaryContact: 'Secret Giver', myEmployer: 'Hush Co', anonymous: true, personId: donor.id }]);
    const session = await loginAs(t.app, captain.user.email, captain.password);
    const asCaptain = async (search: string) => {
      const res = await list(`type=donation&team=${team.id}&eventYear=${y}&search=${encodeURIComponent(search)}`, session.headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Paged<LineItemView>>();
    };
    for (const search of ['secret', 'giver', 'hush', 'hidden-giver']) expect((await asCaptain(search)).totalResults).toBe(0);
    const byTeam = await asCaptain(team.name);
    expect(byTeam.results).toEqual([expect.objectContaining({ primaryContact: 'Anonymous', donorName: 'Anonymous', myEmployer: null, person: null })]);
    // An admin finds it by the donor's name.
    expect((await page(`eventYear=${y}&search=secret`)).totalResults).toBe(1);
  });

  it('sorts by every grid column, both ways', async () => {
    const y = ownYear();
    const team = await createTeam(t.app.db, { name: 'Alpha Team' });
    const a = await record(t.app.db, y, [{ type: 'tshirt', amountCents: 3000, primaryContact: 'Cara', eventCity: 'Tulsa', product: { name: 'B Shirt', size: 'sm', unitCount: 3 }, createdAt: minutesAgo(3) }], { hasShipped: true });
    const b = await record(t.app.db, y, [{ type: 'tshirt', amountCents: 1000, primaryContact: 'Abe', teamId: team.id, product: { name: 'A Shirt', size: 'xl', unitCount: 1 }, createdAt: minutesAgo(2) }]);
    const c = await record(t.app.db, y, [{ type: 'tshirt', amountCents: 2000, primaryContact: 'Bea', product: { name: 'C Shirt', size: 'med', unitCount: 2 }, createdAt: minutesAgo(1) }]);
    const [A, B, C] = [a.ids[0], b.ids[0], c.ids[0]];
    const ids = async (sortBy: string) => (await page(`type=tshirt&eventYear=${y}&sortBy=${sortBy}`)).results.map((r) => r.id);
    expect(await ids('createdAt:asc')).toEqual([A, B, C]);
    expect(await ids('createdAt:desc')).toEqual([C, B, A]);
    expect(await ids('amount:asc')).toEqual([B, C, A]);
    expect(await ids('primaryContact:asc')).toEqual([B, C, A]);
    expect(await ids('primaryContact:desc')).toEqual([A, C, B]);
    expect(await ids('eventCity:desc,createdAt:asc')).toEqual([A, B, C]);
    expect((await ids('supporting:desc'))[0]).toBe(B);
    expect((await ids('team:asc'))[0]).toBe(B);
    expect(await ids('shipped:desc,createdAt:asc')).toEqual([A, B, C]);
    expect(await ids('size:asc')).toEqual([C, A, B]);
    expect(await ids('quantity:asc')).toEqual([B, C, A]);
    expect(await ids('quantity:desc')).toEqual([A, C, B]);
    expect(await ids('product:asc')).toEqual([B, A, C]);

    const r1 = await record(t.app.db, y, [{ type: '5k', runner: { firstName: 'Zed', lastName: 'Young', email: 'z@example.com', runType: 'in-person' } }]);
    const r2 = await record(t.app.db, y, [{ type: '5k', runner: { firstName: 'Amy', lastName: 'Young', email: 'a@example.com', runType: 'virtual' } }]);
    const r3 = await record(t.app.db, y, [{ type: '5k', runner: { firstName: 'Bob', lastName: 'Adams', email: 'b@example.com', runType: 'in-person' } }]);
    const runners = async (sortBy: string) => (await page(`type=5k&eventYear=${y}&sortBy=${sortBy}`)).results.map((r) => r.id);
    expect(await runners('runnerName:asc')).toEqual([r3.ids[0], r2.ids[0], r1.ids[0]]);
    expect((await runners('runType:desc'))[0]).toBe(r2.ids[0]);
  });

  it('refuses an unknown sort field, populate name or type with 400', async () => {
    for (const query of ['sortBy=password:asc', 'sortBy=teamId:asc', 'populate=kindful', 'type=hat', 'limit=0', `search=${'x'.repeat(201)}`]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: expect.any(String) });
    }
  });

  it('is for admins; a captain lists only their own team donations; decided before the query is read', async () => {
    const captain = await createCaptain(t.app.db);
    const team = await createTeam(t.app.db, { captain });
    const session = await loginAs(t.app, captain.user.email, captain.password);
    expect((await list('type=donation', {})).statusCode).toBe(401);
    for (const query of ['type=donation', 'type=5k', `type=tshirt&team=${team.id}`, 'type=donation&limit=abc', 'sortBy=nope']) {
      expect((await list(query, session.headers)).statusCode, query).toBe(403);
    }
    expect((await list(`type=donation&team=${team.id}&search=x`, session.headers)).statusCode).toBe(200);
  });
});
