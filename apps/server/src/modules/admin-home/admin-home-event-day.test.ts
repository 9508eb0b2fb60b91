import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHomeSchema, type AdminHome, type EventEntryKind } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPerson, signedInAdmin, signedInVolunteer, type Session } from '../../../test/factories.ts';
import { eventEntries, waivers } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { recordWaiverAcceptance } from '../waivers/waiver.repo.ts';

/** The admin home's event day, live (docs/decisions/0011-event-day-check-in.md). */
describe('GET /v1/admin/home: the event day', () => {
  let t: TestApp;
  let year: number;
  let admin: Session;
  let okc: Session;
  let tulsa: Session;
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.app.db);
    admin = (await signedInAdmin(t.app)).session;
    okc = (await signedInVolunteer(t.app, 'Oklahoma City')).session;
    tulsa = (await signedInVolunteer(t.app, 'Tulsa')).session;
  });
  afterAll(() => t.close());

  const db = () => t.app.db;
  const home = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin/home', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return adminHomeSchema.parse(res.json()) as AdminHome;
  };
  async function entry(eventCity: string, kind: EventEntryKind, shirtSize: string | null = 'Medium') {
    const person = await createPerson(db(), { shirtSize });
    const [row] = await db()
      .insert(eventEntries)
      .values({ personId: person.id, eventYear: year, eventCity, kind, checkInToken: randomBytes(16).toString('base64url') })
      .returning();
    return row!;
  }
  const checkIn = async (entryId: number, session: Session, giveShirt: boolean) => {
    const res = await t.app.inject({ method: 'POST', url: `/v1/check-in/entries/${entryId}`, headers: session.headers, payload: { clientId: randomUUID(), giveShirt } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('is null while the year has no entry and no shirt count', async () => {
    expect((await home()).eventDay).toBeNull();
  });

  it('counts per city and kind checked in of registered, shirts given per size against the stock left, and waivers missing; the counts follow each check-in', async () => {
    const walkers = [await entry('Oklahoma City', 'walk', 'Medium'), await entry('Oklahoma City', 'walk', 'Large'), await entry('Oklahoma City', 'walk', 'Medium')];
    const runner = await entry('Oklahoma City', '5k', 'Large');
    await entry('Oklahoma City', '5k-virtual', 'Small');
    const tulsaWalkers = [await entry('Tulsa', 'walk', 'Medium'), await entry('Tulsa', 'walk', null)];
    // Last year's entry counts nowhere.
    const lastYear = await createPerson(db(), { shirtSize: 'Medium', eventYear: year - 1 });
    await db().insert(eventEntries).values({ personId: lastYear.id, eventYear: year - 1, eventCity: 'Oklahoma City', kind: 'walk', checkInToken: randomBytes(16).toString('base64url') });

    const saved = await t.app.inject({
      method: 'PUT', url: '/v1/shirt-stock', headers: admin.headers,
      payload: { stock: [{ eventCity: 'Oklahoma City', size: 'Medium', quantity: 10 }, { eventCity: 'Oklahoma City', size: 'Large', quantity: 5 }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Oklahoma City publishes a walk waiver; one walker has accepted it. Tulsa has none: nothing missing there.
    const [waiver] = await db().insert(waivers).values({ eventCity: 'Oklahoma City', kind: 'walk', version: 1, body: '<p>I walk at my own risk.</p>' }).returning();
    await recordWaiverAcceptance(db(), { personId: walkers[0]!.personId, eventYear: year, waiverId: waiver!.id, signedName: 'Test Person', minor: false, guardianName: null, source: 'checkout' });

    const before = (await home()).eventDay!;
    expect(before.eventYear).toBe(year);
    expect(Date.now() - Date.parse(before.updatedAt)).toBeLessThan(60_000);
    const okcBefore = before.cities.find((c) => c.eventCity === 'Oklahoma City')!;
    expect(okcBefore).toMatchObject({
      registered: 5,
      checkedIn: 0,
      kinds: [{ kind: 'walk', registered: 3, checkedIn: 0 }, { kind: '5k', registered: 1, checkedIn: 0 }, { kind: '5k-virtual', registered: 1, checkedIn: 0 }],
      waiversMissing: 2,
    });
    expect(okcBefore.shirts.find((s) => s.size === 'Medium')).toMatchObject({ onHand: 10, given: 0 });

    await checkIn(walkers[0]!.id, okc, true);
    await checkIn(walkers[1]!.id, okc, false);
    await checkIn(runner.id, okc, true);
    await checkIn(tulsaWalkers[0]!.id, tulsa, true);
    // No size of their own: a shirt is given only with a size picked (check-in-minor-and-shirt.test.ts), so none here.
    await checkIn(tulsaWalkers[1]!.id, tulsa, false);
    // Given twice: one shirt.
    await checkIn(walkers[0]!.id, admin, true);

    const after = (await home()).eventDay!;
    const okcAfter = after.cities.find((c) => c.eventCity === 'Oklahoma City')!;
    expect(okcAfter).toMatchObject({
      registered: 5,
      checkedIn: 3,
      kinds: [{ kind: 'walk', registered: 3, checkedIn: 2 }, { kind: '5k', registered: 1, checkedIn: 1 }, { kind: '5k-virtual', registered: 1, checkedIn: 0 }],
      waiversMissing: 2,
    });
    expect(okcAfter.shirts.filter((s) => s.onHand !== null || s.given > 0).map((s) => [s.size, s.onHand, s.given])).toEqual([
      ['Medium', 9, 1],
      ['Large', 4, 1],
    ]);
    const tulsaAfter = after.cities.find((c) => c.eventCity === 'Tulsa')!;
    expect(tulsaAfter).toMatchObject({ registered: 2, checkedIn: 2, waiversMissing: 0 });
    expect(tulsaAfter.shirts.filter((s) => s.given > 0).map((s) => [s.label, s.onHand, s.given])).toEqual([['Medium', null, 1]]);
    // The Shirt stock panel reads the same rows.
    const stock = await t.app.inject({ method: 'GET', url: '/v1/shirt-stock', headers: admin.headers });
    expect(stock.json().rows.filter((r: { eventCity: string }) => r.eventCity === 'Tulsa')).toEqual(tulsaAfter.shirts);
  });
});
