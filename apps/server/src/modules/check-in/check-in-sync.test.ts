import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_MESSAGES, CHECK_IN_SYNC_MESSAGES, checkInTokenHash, type CheckInRoster, type CheckInSyncAnswer } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPerson, loginAs, signedInAdmin, signedInVolunteer, TEST_PASSWORD, uniqueSuffix, type Session } from '../../../test/factories.ts';
import { eventEntries, waiverAcceptances, waivers } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { signedInMinutesAgo } from './test-support/session-clock.ts';

/** docs/decisions/0011-event-day-check-in.md ("Offline: the phone keeps the roster and a queue"). */
describe('check-in sync', () => {
  let t: TestApp;
  let year: number;
  let admin: Session;
  let ann: Session;
  let bo: Session;
  const tag = uniqueSuffix();
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.app.db);
    admin = (await signedInAdmin(t.app)).session;
    ann = (await signedInVolunteer(t.app, 'Oklahoma City', { person: { firstName: 'Ann' } })).session;
    bo = (await signedInVolunteer(t.app, 'Oklahoma City', { person: { firstName: 'Bo' } })).session;
    // Signed in on their phones before the check-ins the tests send (an `at` is never before the sign-in).
    for (const session of [admin, ann, bo]) await signedInMinutesAgo(t.app.db, session, 120);
  });
  afterAll(() => t.close());

  const db = () => t.app.db;
  async function entry(eventCity = 'Oklahoma City') {
    const person = await createPerson(db(), { lastName: `Sync ${tag}`, shirtSize: 'Medium' });
    const [created] = await db()
      .insert(eventEntries)
      .values({ personId: person.id, eventYear: year, eventCity, kind: 'walk', checkInToken: randomBytes(16).toString('base64url') })
      .returning();
    return created!;
  }
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  const item = (entryId: number, at = minutesAgo(5), extra: object = {}) => ({ type: 'check-in', clientId: randomUUID(), entryId, at, ...extra });
  const sync = (items: object[], session: Session = ann) => t.app.inject({ method: 'POST', url: '/v1/check-in/sync', headers: session.headers, payload: { items } });
  const rows = (ids: number[]) => db().select().from(eventEntries).where(inArray(eventEntries.id, ids));

  it('applies a batch of three once; the same batch again answers the same and records nothing twice', async () => {
    const people = [await entry(), await entry(), await entry()];
    const items = people.map((e, i) => item(e.id, minutesAgo(10 - i), { giveShirt: i === 0 }));
    const first = await sync(items);
    expect(first.statusCode).toBe(200);
    const answer = first.json() as CheckInSyncAnswer;
    expect(answer.results.map((r) => [r.clientId, r.status])).toEqual(items.map((i) => [i.clientId, 'recorded']));
    expect(answer.results[0]!.card).toMatchObject({ entryId: people[0]!.id, checkedInAt: items[0]!.at, checkedInBy: 'Ann' });
    const again = await sync(items);
    expect(again.json()).toEqual(answer);
    const after = await rows(people.map((p) => p.id));
    expect(after.filter((r) => r.checkedInAt !== null)).toHaveLength(3);
    expect(after.map((r) => r.checkInClientId).sort()).toEqual(items.map((i) => i.clientId).sort());
  });

  it("two volunteers' batches with the same person make one check-in, the first by time, whichever arrives first; never an error", async () => {
    const e = await entry();
    const annItem = item(e.id, minutesAgo(20));
    const boItem = item(e.id, minutesAgo(10));
    // Bo's phone gets the signal back first, with the later check-in.
    const boAnswer = (await sync([boItem], bo)).json() as CheckInSyncAnswer;
    expect(boAnswer.results).toMatchObject([{ clientId: boItem.clientId, status: 'recorded' }]);
    const annAnswer = (await sync([annItem], ann)).json() as CheckInSyncAnswer;
    expect(annAnswer.results).toMatchObject([{ clientId: annItem.clientId, status: 'recorded', card: { checkedInAt: annItem.at, checkedInBy: 'Ann' } }]);
    // Bo's batch sent again now says someone was first.
    const boAgain = (await sync([boItem], bo)).json() as CheckInSyncAnswer;
    expect(boAgain.results).toMatchObject([{ status: 'already', card: { checkedInAt: annItem.at, checkedInBy: 'Ann' } }]);
    const [row] = await rows([e.id]);
    expect(row!.checkedInAt!.toISOString()).toBe(annItem.at);
    expect(row!.checkInClientId).toBe(annItem.clientId);
    // A later check-in (online) of the same person is "already", never an error.
    const later = (await sync([item(e.id, minutesAgo(1))], admin)).json() as CheckInSyncAnswer;
    expect(later.results).toMatchObject([{ status: 'already', card: { checkedInAt: annItem.at } }]);
  });

  it('two batches with the same person at the same instant make one check-in', async () => {
    const e = await entry();
    // The same time on both phones: one is recorded, the other answers already (with an earlier
    // time the earlier one would take over, as above).
    const at = minutesAgo(3);
    const answers = await Promise.all([sync([item(e.id, at)], ann), sync([item(e.id, at)], bo)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const statuses = answers.map((a) => (a.json() as CheckInSyncAnswer).results[0]!.status).sort();
    expect(statuses).toEqual(['already', 'recorded']);
    const [row] = await rows([e.id]);
    expect(row!.checkedInAt!.toISOString()).toBe(at);
    const recorded = answers.map((a) => (a.json() as CheckInSyncAnswer).results[0]!).find((r) => r.status === 'recorded')!;
    expect(row!.checkInClientId).toBe(recorded.clientId);
  });

  it("a refused item (another city, an unknown entry, a time outside the day) answers its message and doesn't stop the others", async () => {
    const ok1 = await entry();
    const tulsa = await entry('Tulsa');
    const ok2 = await entry();
    const items = [
      item(ok1.id),
      item(tulsa.id),
      item(2_147_483_647),
      item(ok2.id, new Date(Date.now() - 3 * 86_400_000).toISOString()),
      item(ok2.id),
    ];
    const res = await sync(items);
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as CheckInSyncAnswer;
    expect(results.map((r) => r.status)).toEqual(['recorded', 'refused', 'refused', 'refused', 'recorded']);
    expect(results[1]!.message).toBe('You check in people of your own city only.');
    expect(results[2]!.message).toBe('This person is not registered for this year.');
    expect(results[3]!.message).toBe('The check-in time must be within a day of now.');
    expect(results[1]!.card).toBeUndefined();
    const [t1] = await rows([tulsa.id]);
    expect(t1!.checkedInAt).toBeNull();
    expect((await rows([ok1.id, ok2.id])).every((r) => r.checkedInAt !== null)).toBe(true);
  });

  it('refuses only a batch that is not a list of 1 to 200 objects with a 400', async () => {
    const e = await entry();
    const bad = [
      { items: [] },
      { items: Array.from({ length: 201 }, () => item(e.id)) },
      { items: 'x' },
      { items: [item(e.id), 1] },
      { items: [item(e.id), null] },
      { items: [item(e.id), [item(e.id)]] },
      { items: [item(e.id)], extra: 1 },
      {},
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/check-in/sync', headers: ann.headers, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: expect.any(String) });
    }
    const [row] = await rows([e.id]);
    expect(row!.checkedInAt).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/v1/check-in/sync', payload: { items: [item(e.id)] } })).statusCode).toBe(401);
  });

  it('an item the server cannot read is refused on its own, with the reason; the valid ones around it are recorded', async () => {
    const [first, second, untouched] = [await entry(), await entry(), await entry()];
    const malformed = [
      { ...item(untouched.id), type: 'erase' },
      { type: 'check-in', clientId: randomUUID(), entryId: untouched.id },
      { ...item(untouched.id), extra: 1 },
      { ...item(untouched.id), clientId: 'x' },
      { ...item(untouched.id), entryId: 'seven' },
      { type: 'check-in', entryId: untouched.id, at: minutesAgo(1) },
    ];
    const items = [item(first.id), ...malformed, item(second.id)];
    const res = await sync(items);
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as CheckInSyncAnswer;
    expect(results.map((r) => r.status)).toEqual(['recorded', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'recorded']);
    // Each answer names the item by the clientId it was sent with ('' when it had none), so the phone drops that one.
    expect(results.map((r) => r.clientId)).toEqual([items[0]!.clientId, ...malformed.map((m) => m.clientId ?? ''), items.at(-1)!.clientId]);
    expect(results[1]).toEqual({ clientId: malformed[0]!.clientId, status: 'refused', message: CHECK_IN_SYNC_MESSAGES.unreadable('type must be check-in, waiver or walk-up.') });
    expect(results[2]!.message).toBe(CHECK_IN_SYNC_MESSAGES.unreadable('at must be an ISO date and time.'));
    expect(results[4]!.message).toBe(CHECK_IN_SYNC_MESSAGES.unreadable(CHECK_IN_MESSAGES.clientId));
    for (const r of results.slice(1, -1)) expect(r.message!.length).toBeLessThan(120);
    const after = await rows([first.id, second.id, untouched.id]);
    expect(after.find((r) => r.id === untouched.id)!.checkedInAt).toBeNull();
    expect(after.filter((r) => r.checkedInAt !== null).map((r) => r.id).sort()).toEqual([first.id, second.id].sort());
  });

  it("an `at` before the volunteer signed in on the phone, or ahead of the server's clock, is refused and the check-in stays as recorded", async () => {
    const e = await entry();
    const recorded = item(e.id, minutesAgo(3));
    expect(((await sync([recorded], bo)).json() as CheckInSyncAnswer).results).toMatchObject([{ status: 'recorded' }]);
    const { user, session: cy } = await signedInVolunteer(t.app, 'Oklahoma City', { person: { firstName: 'Cy' } });
    await signedInMinutesAgo(db(), cy, 30);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    // The same instant, written with the +14:00 offset: still hours before Cy signed in.
    const plus14 = (d: Date) => new Date(d.getTime() + 14 * 3_600_000).toISOString().replace('Z', '+14:00');
    const forged = [
      item(e.id, hoursAgo(2).toISOString()),
      item(e.id, plus14(hoursAgo(20))),
      item(e.id, minutesAgo(36)),
      item(e.id, new Date(Date.now() + 10 * 60_000).toISOString()),
    ];
    const { results } = (await sync(forged, cy)).json() as CheckInSyncAnswer;
    expect(results.map((r) => [r.status, r.message])).toEqual([
      ['refused', CHECK_IN_MESSAGES.atBeforeSignIn],
      ['refused', CHECK_IN_MESSAGES.atBeforeSignIn],
      ['refused', CHECK_IN_MESSAGES.atBeforeSignIn],
      ['refused', CHECK_IN_MESSAGES.atAhead],
    ]);
    let [row] = await rows([e.id]);
    expect(row!.checkedInAt!.toISOString()).toBe(recorded.at);
    expect(row!.checkInClientId).toBe(recorded.clientId);
    // Within the session (less a phone clock's few minutes) the earliest still wins: two phones offline.
    const earlier = item(e.id, minutesAgo(33));
    expect(((await sync([earlier], cy)).json() as CheckInSyncAnswer).results).toMatchObject([{ status: 'recorded', card: { checkedInAt: earlier.at, checkedInBy: 'Cy' } }]);
    [row] = await rows([e.id]);
    expect(row!.checkInClientId).toBe(earlier.clientId);
    // Sent again after Cy signs in anew (an answer lost on the way), it is the same check-in, not a refusal.
    const cyAgain = await loginAs(t.app, user.email, TEST_PASSWORD);
    expect(((await sync([earlier], cyAgain)).json() as CheckInSyncAnswer).results).toMatchObject([{ status: 'recorded', card: { checkedInAt: earlier.at } }]);
    // A walk-up's time has the same bounds.
    const walkUp = { type: 'walk-up', clientId: randomUUID(), firstName: 'Early', lastName: `Bird ${tag}`, kind: 'walk', giveShirt: false, at: hoursAgo(3).toISOString() };
    expect(((await sync([walkUp], cyAgain)).json() as CheckInSyncAnswer).results).toEqual([{ clientId: walkUp.clientId, status: 'refused', message: CHECK_IN_MESSAGES.atBeforeSignIn }]);
  });

  it('the same item twice in one batch is applied once: recorded, then already', async () => {
    const e = await entry();
    const checkIn = item(e.id);
    const walkUp = { type: 'walk-up', clientId: randomUUID(), firstName: 'Twice', lastName: `Walker ${tag}`, kind: 'walk', giveShirt: false, at: minutesAgo(2) };
    const { results } = (await sync([walkUp, checkIn, walkUp, checkIn])).json() as CheckInSyncAnswer;
    expect(results.map((r) => [r.clientId, r.status])).toEqual([
      [walkUp.clientId, 'recorded'],
      [checkIn.clientId, 'recorded'],
      [walkUp.clientId, 'already'],
      [checkIn.clientId, 'already'],
    ]);
    expect(results[2]!.card!.entryId).toBe(results[0]!.card!.entryId);
    expect(await db().select().from(eventEntries).where(eq(eventEntries.walkUpClientId, walkUp.clientId))).toHaveLength(1);
  });

  it('a waiver signed on the screen and a person registered at the gate are applied once each, like a check-in', async () => {
    const e = await entry();
    const [waiver] = await db().insert(waivers).values({ eventCity: 'Oklahoma City', kind: 'walk', version: 1, body: '<p>At my own risk.</p>' }).returning();
    const sign = { waiverId: waiver!.id, signedName: `Signer ${tag}`, minor: false };
    const items = [
      { type: 'waiver', clientId: randomUUID(), entryId: e.id, acceptance: sign, at: minutesAgo(4) },
      { type: 'walk-up', clientId: randomUUID(), firstName: 'Gate', lastName: `Walker ${tag}`, kind: 'walk', waiver: sign, giveShirt: false, at: minutesAgo(3) },
    ];
    const first = (await sync(items)).json() as CheckInSyncAnswer;
    expect(first.results.map((r) => r.status)).toEqual(['recorded', 'recorded']);
    expect(first.results[1]!.card).toMatchObject({ firstName: 'Gate', lastName: `Walker ${tag}`, kind: 'walk' });
    expect(first.results[1]!.card!.checkedInAt).not.toBeNull();
    const again = (await sync(items)).json() as CheckInSyncAnswer;
    expect(again.results.map((r) => r.status)).toEqual(['recorded', 'recorded']);
    expect(again.results[1]!.card!.entryId).toBe(first.results[1]!.card!.entryId);
    const walkUps = await db().select().from(eventEntries).where(eq(eventEntries.walkUpClientId, items[1]!.clientId));
    expect(walkUps).toHaveLength(1);
    const signatures = await db().select().from(waiverAcceptances).where(eq(waiverAcceptances.clientId, items[0]!.clientId));
    expect(signatures).toHaveLength(1);
  });

  it("the roster carries each entry's token hash, the same the domain's checkInTokenHash gives, never the token", async () => {
    const e = await entry();
    // Enough tokens that some hashes hold base64's '+' and '/' (the database writes them as base64url too).
    for (let i = 0; i < 12; i++) await entry();
    const res = await t.app.inject({ method: 'GET', url: `/v1/check-in/roster?city=${encodeURIComponent('Oklahoma City')}`, headers: ann.headers });
    const roster = res.json() as CheckInRoster;
    const found = roster.entries.find((r) => r.entryId === e.id)!;
    expect(found.tokenHash).toBe(await checkInTokenHash(e.checkInToken));
    const tokens = new Map((await db().select().from(eventEntries)).map((row) => [row.id, row.checkInToken]));
    for (const r of roster.entries) expect(r.tokenHash).toBe(await checkInTokenHash(tokens.get(r.entryId)!));
    expect(found.tokenHash).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(res.body).not.toContain(e.checkInToken);
    const [row] = await db().select().from(eventEntries).where(eq(eventEntries.id, e.id));
    expect(row!.checkInToken).toBe(e.checkInToken);
  });
});
