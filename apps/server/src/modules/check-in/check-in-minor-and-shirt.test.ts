import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_MESSAGES, WAIVER_MESSAGES, type AdminWaiver, type CheckInRoster, type CheckInSyncAnswer } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPerson, signedInAdmin, signedInVolunteer, uniqueSuffix, type Session } from '../../../test/factories.ts';
import { eventEntries, shirtStock, waiverAcceptances } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { signedInMinutesAgo } from './test-support/session-clock.ts';

/**
 * Two rules the phone applies before it shows a result, and the server applies again
 * (docs/decisions/0011-event-day-check-in.md): a person under 18 on the event day signs with a
 * guardian (the roster says who is a minor, never the birth date), and a shirt handed out is of a
 * size, whose stock goes down.
 */
describe('check-in: a minor signs with a guardian, a shirt is of a size', () => {
  let t: TestApp;
  let year: number;
  let admin: Session;
  let okc: Session;
  let walkWaiver: AdminWaiver;
  const tag = uniqueSuffix();
  const city = 'Oklahoma City';
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.app.db);
    admin = (await signedInAdmin(t.app)).session;
    okc = (await signedInVolunteer(t.app, city, { person: { firstName: 'Vera' } })).session;
    await signedInMinutesAgo(t.app.db, okc, 60);
    const day = await t.app.inject({
      method: 'PUT', url: '/v1/event-days', headers: admin.headers,
      payload: { days: [{ eventCity: city, date: `${year}-04-18`, startTime: '08:00', place: 'Scissortail Park' }] },
    });
    expect(day.statusCode, day.body).toBe(200);
    walkWaiver = (await t.app.inject({ method: 'POST', url: '/v1/waivers', headers: admin.headers, payload: { eventCity: city, kind: 'walk', body: '<p>I walk at my own risk.</p>' } })).json();
  });
  afterAll(() => t.close());

  const db = () => t.app.db;
  async function entry(person: { birthDate?: string | null; shirtSize?: string | null } = {}) {
    const created = await createPerson(db(), { lastName: `Gate ${tag}`, ...person });
    const [row] = await db()
      .insert(eventEntries)
      .values({ personId: created.id, eventYear: year, eventCity: city, kind: 'walk', checkInToken: randomBytes(16).toString('base64url') })
      .returning();
    return row!;
  }
  const roster = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/check-in/roster?city=${encodeURIComponent(city)}`, headers: okc.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CheckInRoster;
  };
  const sync = async (items: object[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/check-in/sync', headers: okc.headers, payload: { items } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CheckInSyncAnswer;
  };
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  const onHand = async (size: string) =>
    (await db().select().from(shirtStock).where(and(eq(shirtStock.eventYear, year), eq(shirtStock.eventCity, city), eq(shirtStock.size, size))))[0]?.quantity;
  const setStock = (stock: { size: string; quantity: number }[]) =>
    t.app.inject({ method: 'PUT', url: '/v1/shirt-stock', headers: admin.headers, payload: { stock: stock.map((s) => ({ eventCity: city, ...s })) } });

  it('the roster says who is under 18 on the event day (from the birth date), never the birth date itself', async () => {
    const kid = await entry({ birthDate: `${year - 13}-06-01` });
    const adult = await entry({ birthDate: `${year - 40}-06-01` });
    const unknown = await entry({ birthDate: null });
    const { entries } = await roster();
    const card = (id: number) => entries.find((e) => e.entryId === id)!;
    expect([card(kid.id).minor, card(adult.id).minor, card(unknown.id).minor]).toEqual([true, false, null]);
    expect(JSON.stringify(card(kid.id))).not.toContain(`${year - 13}-06-01`);
  });

  it("offline, a minor's signature without a guardian is refused; the check-in queued after it stays, with the waiver missing on the card", async () => {
    const kid = await entry({ birthDate: `${year - 13}-06-01`, shirtSize: 'Medium' });
    const waiver = { type: 'waiver', clientId: randomUUID(), entryId: kid.id, acceptance: { waiverId: walkWaiver.id, signedName: 'Hannah Kid' }, at: minutesAgo(6) };
    const checkIn = { type: 'check-in', clientId: randomUUID(), entryId: kid.id, at: minutesAgo(5) };
    const answer = await sync([waiver, checkIn]);
    expect(answer.results).toEqual([
      { clientId: waiver.clientId, status: 'refused', message: WAIVER_MESSAGES.guardianRequired },
      expect.objectContaining({ clientId: checkIn.clientId, status: 'recorded', card: expect.objectContaining({ waiver: 'missing', minor: true }) }),
    ]);
    expect(answer.results[1]!.card!.checkedInAt).not.toBeNull();
    expect(await db().select().from(waiverAcceptances).where(eq(waiverAcceptances.personId, kid.personId))).toHaveLength(0);
    // Said to be an adult by a phone that did not know better: refused too; with a guardian it is signed.
    const adultClaim = { ...waiver, clientId: randomUUID(), acceptance: { ...waiver.acceptance, minor: false, guardianName: 'Pat Parent' } };
    expect((await sync([adultClaim])).results[0]).toMatchObject({ status: 'refused', message: WAIVER_MESSAGES.guardianRequired });
    const withGuardian = { ...waiver, clientId: randomUUID(), acceptance: { ...waiver.acceptance, minor: true, guardianName: 'Pat Parent' } };
    expect((await sync([withGuardian])).results[0]).toMatchObject({ status: 'recorded' });
    expect((await roster()).entries.find((e) => e.entryId === kid.id)).toMatchObject({ waiver: 'signed', minor: true });
  });

  it('a shirt given to someone without a size is refused until a size is picked; the size picked is recorded and its stock goes down, online and offline', async () => {
    expect((await setStock([{ size: 'XLarge', quantity: 10 }, { size: 'Small', quantity: 3 }])).statusCode).toBe(200);
    expect((await roster()).shirtsOnHand).toEqual(expect.arrayContaining([{ size: 'XLarge', onHand: 10 }, { size: 'Small', onHand: 3 }]));

    // Online.
    const online = await entry({ shirtSize: null });
    const post = (body: object) => t.app.inject({ method: 'POST', url: `/v1/check-in/entries/${online.id}`, headers: okc.headers, payload: body });
    const noSize = await post({ clientId: randomUUID(), giveShirt: true });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json()).toMatchObject({ code: 400, message: CHECK_IN_MESSAGES.shirtSizeRequired });
    expect((await db().select().from(eventEntries).where(eq(eventEntries.id, online.id)))[0]).toMatchObject({ checkedInAt: null, shirtGivenAt: null });
    expect((await post({ clientId: randomUUID(), giveShirt: true, shirtSize: 'X-Large' })).statusCode).toBe(400);
    const picked = await post({ clientId: randomUUID(), giveShirt: true, shirtSize: 'XLarge' });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().entry).toMatchObject({ shirtGivenSize: 'XLarge' });
    expect(await onHand('XLarge')).toBe(9);

    // Offline: the queued check-in carries the size.
    const [a, b] = [await entry({ shirtSize: null }), await entry({ shirtSize: 'lg' })];
    const refused = { type: 'check-in', clientId: randomUUID(), entryId: a.id, giveShirt: true, at: minutesAgo(4) };
    const sized = { type: 'check-in', clientId: randomUUID(), entryId: b.id, giveShirt: true, shirtSize: 'Small', at: minutesAgo(3) };
    const answer = await sync([refused, sized]);
    expect(answer.results).toEqual([
      { clientId: refused.clientId, status: 'refused', message: CHECK_IN_MESSAGES.shirtSizeRequired },
      expect.objectContaining({ clientId: sized.clientId, status: 'recorded', card: expect.objectContaining({ shirtGivenSize: 'Small' }) }),
    ]);
    expect(await onHand('Small')).toBe(2);
    // The refused one changed nothing: not checked in, no shirt.
    expect((await db().select().from(eventEntries).where(eq(eventEntries.id, a.id)))[0]).toMatchObject({ checkedInAt: null, shirtGivenAt: null });
    const view = await t.app.inject({ method: 'GET', url: '/v1/shirt-stock', headers: admin.headers });
    const rows = (view.json() as { rows: { eventCity: string; size: string; given: number; onHand: number | null }[] }).rows.filter((r) => r.eventCity === city);
    expect(rows.find((r) => r.size === '')).toBeUndefined();
    expect(rows.find((r) => r.size === 'XLarge')).toMatchObject({ onHand: 9, given: 1 });
  });

  it('a walk-up with a shirt given and no size is refused with the same message', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/v1/check-in/walk-ups', headers: okc.headers,
      payload: { clientId: randomUUID(), firstName: 'Gate', lastName: `NoSize ${tag}`, kind: 'walk', giveShirt: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(CHECK_IN_MESSAGES.shirtSizeRequired);
  });
});
