import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIRT_STOCK_MESSAGES, SHIRT_STOCK_SIZES, type ShirtStockRow, type ShirtStockView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPerson, signedInAdmin, signedInVolunteer, type Session } from '../../../test/factories.ts';
import { auditLog, eventEntries, shirtStock } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';

/** docs/decisions/0011-event-day-check-in.md: the admin's shirt counts, and check-in's "Shirt given" taking one. */
describe('shirt stock', () => {
  let t: TestApp;
  let year: number;
  let admin: Session;
  let okc: Session;
  let okc2: Session;
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.app.db);
    admin = (await signedInAdmin(t.app)).session;
    okc = (await signedInVolunteer(t.app, 'Oklahoma City')).session;
    okc2 = (await signedInVolunteer(t.app, 'Oklahoma City')).session;
  });
  afterAll(() => t.close());

  const db = () => t.app.db;
  const put = (payload: unknown, session: Session = admin) =>
    t.app.inject({ method: 'PUT', url: '/v1/shirt-stock', headers: session.headers, payload: payload as object });
  const get = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/shirt-stock${query}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ShirtStockView;
  };
  const rowOf = (view: ShirtStockView, eventCity: string, size: string) => view.rows.find((r) => r.eventCity === eventCity && r.size === size);
  const onHand = async (eventCity: string, size: string) => rowOf(await get(), eventCity, size)?.onHand;
  async function entry(eventCity: string, shirtSize: string | null) {
    const person = await createPerson(db(), { shirtSize });
    const [row] = await db()
      .insert(eventEntries)
      .values({ personId: person.id, eventYear: year, eventCity, kind: 'walk', checkInToken: randomBytes(16).toString('base64url') })
      .returning();
    return row!;
  }
  const checkIn = (entryId: number, body: object, session: Session = okc) =>
    t.app.inject({ method: 'POST', url: `/v1/check-in/entries/${entryId}`, headers: session.headers, payload: body });

  it('saves the counts of the year, reads them back with every city and size, removes those left out, and audits each save', async () => {
    const saved = await put({ stock: [{ eventCity: 'Tulsa', size: 'Medium', quantity: 40 }, { eventCity: 'Oklahoma City', size: 'Large', quantity: 25 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = saved.json() as ShirtStockView;
    expect(view.eventYear).toBe(year);
    expect(view.rows).toHaveLength(2 * SHIRT_STOCK_SIZES.length);
    expect(view.rows.slice(0, SHIRT_STOCK_SIZES.length).map((r) => r.size)).toEqual([...SHIRT_STOCK_SIZES]);
    expect(rowOf(view, 'Tulsa', 'Medium')).toEqual<ShirtStockRow>({ eventCity: 'Tulsa', size: 'Medium', label: 'Medium', onHand: 40, given: 0 });
    expect(rowOf(view, 'Oklahoma City', 'Large')?.onHand).toBe(25);
    expect(rowOf(view, 'Tulsa', 'Small')).toMatchObject({ onHand: null, given: 0 });
    expect(await get()).toEqual(view);

    const again = await put({ eventYear: year, stock: [{ eventCity: 'Tulsa', size: 'Medium', quantity: 38 }] });
    expect(again.statusCode, again.body).toBe(200);
    expect(rowOf(again.json(), 'Tulsa', 'Medium')?.onHand).toBe(38);
    expect(rowOf(again.json(), 'Oklahoma City', 'Large')?.onHand).toBeNull();

    const audits = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'shirt_stock'), eq(auditLog.entityId, year))).orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
      ['shirt_stock.saved', {}, { 'Tulsa Medium': 40, 'Oklahoma City Large': 25 }],
      ['shirt_stock.saved', { 'Oklahoma City Large': 25, 'Tulsa Medium': 40 }, { 'Tulsa Medium': 38 }],
    ]);
  });

  it('keeps each year apart: ?year= reads another year, eventYear saves it', async () => {
    const other = year + 1;
    const res = await put({ eventYear: other, stock: [{ eventCity: 'Tulsa', size: 'Small', quantity: 7 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ShirtStockView).eventYear).toBe(other);
    expect(rowOf(await get(`?year=${other}`), 'Tulsa', 'Small')?.onHand).toBe(7);
    expect(rowOf(await get(), 'Tulsa', 'Small')?.onHand).toBeNull();
    const cleared = await put({ eventYear: other, stock: [] });
    expect(rowOf(cleared.json(), 'Tulsa', 'Small')?.onHand).toBeNull();
  });

  it.each([
    [{ stock: [{ eventCity: 'Tulsa', size: 'Medium', quantity: -1 }] }, SHIRT_STOCK_MESSAGES.quantity],
    [{ stock: [{ eventCity: 'Tulsa', size: 'Medium', quantity: 100_001 }] }, SHIRT_STOCK_MESSAGES.quantity],
    [{ stock: [{ eventCity: 'Tulsa', size: 'Medium', quantity: 1.5 }] }, SHIRT_STOCK_MESSAGES.quantity],
    [{ stock: [{ eventCity: 'Tulsa', size: 'Medium', quantity: '3' }] }, SHIRT_STOCK_MESSAGES.quantity],
    [{ stock: [{ eventCity: 'Tulsa', size: 'md', quantity: 3 }] }, SHIRT_STOCK_MESSAGES.size],
    [{ stock: [{ eventCity: 'Paris', size: 'Medium', quantity: 3 }] }, SHIRT_STOCK_MESSAGES.city],
    [{ stock: [{ eventCity: 'Tulsa', size: 'Medium', quantity: 3 }, { eventCity: 'Tulsa', size: 'Medium', quantity: 4 }] }, SHIRT_STOCK_MESSAGES.once],
    [{ eventYear: 99, stock: [] }, 'Event year must have 4 digits.'],
    [{ stock: [], extra: true }, 'extra'],
    [{}, 'stock'],
  ])('refuses %o with 400, the message, and writes nothing', async (payload, message) => {
    const before = await db().select().from(shirtStock);
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
    expect(res.body).toContain(message);
    expect(await db().select().from(shirtStock)).toEqual(before);
  });

  it('is for admins only, decided before the body: a volunteer 403, anonymous 401', async () => {
    expect((await put({ stock: 'nonsense' }, okc)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/v1/shirt-stock', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/shirt-stock', headers: okc.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/shirt-stock?year=abc', headers: admin.headers })).statusCode).toBe(400);
  });

  it("takes one shirt for an entry's first Shirt given only: the same check-in again, a later one, or two volunteers at once take one", async () => {
    await put({ stock: [{ eventCity: 'Oklahoma City', size: 'XLarge', quantity: 10 }, { eventCity: 'Oklahoma City', size: 'Small', quantity: 5 }] });
    const e = await entry('Oklahoma City', 'XLarge');
    const clientId = randomUUID();
    expect((await checkIn(e.id, { clientId, giveShirt: true })).statusCode).toBe(200);
    expect(await onHand('Oklahoma City', 'XLarge')).toBe(9);
    expect((await checkIn(e.id, { clientId, giveShirt: true })).statusCode).toBe(200);
    expect((await checkIn(e.id, { clientId: randomUUID(), giveShirt: true }, okc2)).statusCode).toBe(200);
    expect(await onHand('Oklahoma City', 'XLarge')).toBe(9);

    // Two volunteers at once, each with the shirt, for one person: one shirt.
    const twice = await entry('Oklahoma City', 'XLarge');
    const answers = await Promise.all([
      checkIn(twice.id, { clientId: randomUUID(), giveShirt: true }),
      checkIn(twice.id, { clientId: randomUUID(), giveShirt: true }, okc2),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await onHand('Oklahoma City', 'XLarge')).toBe(8);

    // Checked in without the shirt first: nothing taken until the shirt is given.
    const later = await entry('Oklahoma City', 'Small');
    await checkIn(later.id, { clientId: randomUUID() });
    expect(await onHand('Oklahoma City', 'Small')).toBe(5);
    await checkIn(later.id, { clientId: randomUUID(), giveShirt: true });
    expect(await onHand('Oklahoma City', 'Small')).toBe(4);

    const view = await get();
    expect(rowOf(view, 'Oklahoma City', 'XLarge')).toMatchObject({ onHand: 8, given: 2 });
    expect(rowOf(view, 'Oklahoma City', 'Small')).toMatchObject({ onHand: 4, given: 1 });
  });

  it('goes below zero when more are handed over than counted; a size with no count takes nothing but counts as given; no size of the list needs one picked', async () => {
    await put({ stock: [{ eventCity: 'Oklahoma City', size: '3XLarge', quantity: 0 }] });
    const first = await entry('Oklahoma City', '3XLarge');
    expect((await checkIn(first.id, { clientId: randomUUID(), giveShirt: true })).statusCode).toBe(200);
    expect(await onHand('Oklahoma City', '3XLarge')).toBe(-1);

    const noCount = await entry('Oklahoma City', 'Medium');
    expect((await checkIn(noCount.id, { clientId: randomUUID(), giveShirt: true })).statusCode).toBe(200);
    // No size, or one not of the list (a product's "lg"): the size handed out is picked, and counted as that size.
    const noSize = await entry('Oklahoma City', null);
    const legacy = await entry('Oklahoma City', 'lg');
    for (const e of [noSize, legacy]) {
      expect((await checkIn(e.id, { clientId: randomUUID(), giveShirt: true })).statusCode).toBe(400);
      expect((await checkIn(e.id, { clientId: randomUUID(), giveShirt: true, shirtSize: '3XLarge' })).statusCode).toBe(200);
    }
    expect(await onHand('Oklahoma City', '3XLarge')).toBe(-3);
    expect(await db().select().from(shirtStock).where(eq(shirtStock.eventYear, year))).toHaveLength(1);
    const view = await get();
    expect(rowOf(view, 'Oklahoma City', 'Medium')).toMatchObject({ onHand: null, given: 1 });
    expect(rowOf(view, 'Oklahoma City', '3XLarge')).toMatchObject({ onHand: -3, given: 3 });
    expect(view.rows.filter((r) => r.eventCity === 'Oklahoma City' && (r.size === '' || r.size === 'lg'))).toEqual([]);
  });

  it('a save while check-ins take shirts: the count saved, less the shirts given after it', async () => {
    await put({ stock: [{ eventCity: 'Tulsa', size: 'Large', quantity: 50 }] });
    const tulsa = (await signedInVolunteer(t.app, 'Tulsa')).session;
    const entries = await Promise.all(Array.from({ length: 6 }, () => entry('Tulsa', 'Large')));
    const results = await Promise.all([
      ...entries.map((e) => checkIn(e.id, { clientId: randomUUID(), giveShirt: true }, tulsa)),
      put({ stock: [{ eventCity: 'Tulsa', size: 'Large', quantity: 100 }] }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(7).fill(200));
    const left = await onHand('Tulsa', 'Large');
    // Each check-in ran before the save (its shirt replaced by the new count) or after it (taken from it).
    expect(left).toBeGreaterThanOrEqual(94);
    expect(left).toBeLessThanOrEqual(100);
  });
});
