import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_MESSAGES, type CheckInResult, type CheckInRoster, type CheckInSearchResult } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  buildUserInput, createPerson, createTeam, addTeamMember, signedInAdmin, signedInCaptain, signedInVolunteer, uniqueSuffix, type Session,
} from '../../../test/factories.ts';
import { bibRanges, eventEntries } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { signedInMinutesAgo } from './test-support/session-clock.ts';

/** docs/decisions/0011-event-day-check-in.md: the volunteer's roster, search and idempotent check-in. */
describe('check-in', () => {
  let t: TestApp;
  let year: number;
  let admin: Session;
  let okc: Session & { name: string };
  let tulsa: Session;
  let captain: Session;
  const tag = uniqueSuffix();
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.app.db);
    admin = (await signedInAdmin(t.app)).session;
    const volunteer = await signedInVolunteer(t.app, 'Oklahoma City', { person: { firstName: 'Ann' } });
    okc = { ...volunteer.session, name: 'Ann' };
    tulsa = (await signedInVolunteer(t.app, 'Tulsa')).session;
    captain = (await signedInCaptain(t.app)).session;
    // Ann signed in on her phone before the offline check-ins below (an `at` is never before the sign-in).
    await signedInMinutesAgo(t.app.db, okc, 120);
  });
  afterAll(() => t.close());

  const db = () => t.app.db;
  async function entry(eventCity: string, person: Parameters<typeof createPerson>[1] = {}, kind = 'walk') {
    const row = await createPerson(db(), { shirtSize: 'Medium', address: { address: '1 Private Road', city: 'Edmond', state: 'OK', zipcode: '73034' }, ...person });
    const [created] = await db()
      .insert(eventEntries)
      .values({ personId: row.id, eventYear: year, eventCity, kind, checkInToken: randomBytes(16).toString('base64url') })
      .returning();
    return { person: row, entry: created! };
  }
  const get = (url: string, session?: Session) => t.app.inject({ method: 'GET', url, ...(session ? { headers: session.headers } : {}) });
  const checkIn = (entryId: number, body: object, session: Session = okc) =>
    t.app.inject({ method: 'POST', url: `/v1/check-in/entries/${entryId}`, headers: session.headers, payload: body });
  const city = encodeURIComponent('Oklahoma City');

  it('only an admin creates a volunteer, and always with their city', async () => {
    const body = (extra: object) => ({ ...buildUserInput({ role: 'volunteer' }), ...extra });
    const post = (payload: object, session?: Session) => t.app.inject({ method: 'POST', url: '/v1/users', payload, ...(session ? { headers: session.headers } : {}) });
    expect((await post(body({ eventCity: 'Tulsa' }))).statusCode).toBe(403);
    const noCity = await post(body({}), admin);
    expect(noCity.statusCode).toBe(400);
    expect(noCity.body).toContain('Choose the city this volunteer checks in.');
    const created = await post(body({ eventCity: 'Tulsa' }), admin);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ role: 'volunteer', eventCity: 'Tulsa' });
  });

  it("the roster is the city's entries of the year with only what check-in needs", async () => {
    const team = await createTeam(db(), { eventCity: 'Oklahoma City', name: `Roster Team ${tag}` });
    const { person } = await entry('Oklahoma City', { firstName: 'Rita', lastName: `Roster ${tag}` });
    await addTeamMember(db(), team.id, person.id);
    await entry('Tulsa', { firstName: 'Tom', lastName: `Tulsa ${tag}` });
    const res = await get(`/v1/check-in/roster?city=${city}`, okc);
    expect(res.statusCode).toBe(200);
    const roster = res.json() as CheckInRoster;
    expect(roster).toMatchObject({ eventYear: year, eventCity: 'Oklahoma City' });
    expect(roster.entries.every((e) => e.eventCity === 'Oklahoma City')).toBe(true);
    expect(roster.registered).toBe(roster.entries.length);
    const rita = roster.entries.find((e) => e.lastName === `Roster ${tag}`)!;
    expect(Object.keys(rita).sort()).toEqual([
      'bib', 'checkedInAt', 'checkedInBy', 'entryId', 'eventCity', 'firstName', 'kind', 'lastName', 'minor', 'shirtGivenAt', 'shirtGivenSize', 'shirtSize', 'team', 'tokenHash', 'waiver',
    ]);
    expect(rita).toMatchObject({ firstName: 'Rita', team: `Roster Team ${tag}`, kind: 'walk', shirtSize: 'Medium', checkedInAt: null, waiver: 'not-required' });
    // Nothing private anywhere in the answer: no email, phone, address or amount.
    expect(res.body).not.toContain(person.email);
    expect(res.body).not.toContain('555-0100');
    expect(res.body).not.toContain('Private Road');
    expect(res.body).not.toContain(`Tulsa ${tag}`);
  });

  it('a volunteer reads and searches only their own city; an admin any; a captain none', async () => {
    expect((await get(`/v1/check-in/roster?city=Tulsa`, okc)).statusCode).toBe(403);
    expect((await get(`/v1/check-in/search?city=Tulsa&q=tom`, okc)).statusCode).toBe(403);
    expect((await get(`/v1/check-in/roster?city=Tulsa`, tulsa)).statusCode).toBe(200);
    expect((await get(`/v1/check-in/roster?city=Tulsa`, admin)).statusCode).toBe(200);
    expect((await get(`/v1/check-in/roster?city=Tulsa`, captain)).statusCode).toBe(403);
    expect((await get(`/v1/check-in/roster?city=Tulsa`)).statusCode).toBe(401);
    const { entry: other } = await entry('Tulsa');
    expect((await checkIn(other.id, { clientId: randomUUID() })).statusCode).toBe(403);
    const [after] = await db().select().from(eventEntries).where(eq(eventEntries.id, other.id));
    expect(after!.checkedInAt).toBeNull();
    // A volunteer reaches nothing else of the back office.
    expect((await get('/v1/users', okc)).statusCode).toBe(403);
    expect((await get('/v1/my/page', okc)).statusCode).toBe(403);
  });

  it('searches by name, email, phone, team and bib, and never answers the email or phone', async () => {
    const email = `findme.${tag}@example.com`;
    const { entry: found } = await entry('Oklahoma City', { firstName: 'Sasha', lastName: `Searchable ${tag}`, email, phone: '(918) 555-7321' });
    await db().update(eventEntries).set({ bib: 90000 + Number(tag.replace(/\D/g, '').slice(-3) || '1') }).where(eq(eventEntries.id, found.id));
    const [withBib] = await db().select().from(eventEntries).where(eq(eventEntries.id, found.id));
    const search = async (q: string) => {
      const res = await get(`/v1/check-in/search?city=${city}&q=${encodeURIComponent(q)}`, okc);
      expect(res.statusCode, q).toBe(200);
      expect(res.body).not.toContain(email);
      expect(res.body).not.toContain('7321');
      return (res.json() as CheckInSearchResult).entries.map((e) => e.entryId);
    };
    expect(await search(`sasha searchable ${tag}`)).toEqual([found.id]);
    expect(await search(`findme.${tag}`)).toEqual([found.id]);
    expect(await search('918-555-7321')).toContain(found.id);
    expect(await search(String(withBib!.bib))).toContain(found.id);
    const res = await get(`/v1/check-in/search?city=${city}&q=x`, okc);
    expect(res.statusCode).toBe(400);
    expect((await get(`/v1/check-in/search?city=${city}&q=${'a'.repeat(500)}`, okc)).statusCode).toBe(400);
  });

  it('checks in once: who and when, the shirt with its size; the same clientId answers the same; another check-in says already', async () => {
    const { entry: e } = await entry('Oklahoma City', { firstName: 'Cora', shirtSize: 'Large' });
    const clientId = randomUUID();
    const first = await checkIn(e.id, { clientId, giveShirt: true });
    expect(first.statusCode).toBe(200);
    const result = first.json() as CheckInResult;
    expect(result.alreadyCheckedIn).toBe(false);
    expect(result.entry).toMatchObject({ checkedInBy: 'Ann', shirtGivenSize: 'Large' });
    expect(result.entry.checkedInAt).not.toBeNull();
    const again = await checkIn(e.id, { clientId, giveShirt: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(result);
    const second = await checkIn(e.id, { clientId: randomUUID() }, admin);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ alreadyCheckedIn: true, entry: { checkedInAt: result.entry.checkedInAt, checkedInBy: 'Ann' } });
    // The clientId of Cora's check-in cannot check in someone else.
    const { entry: other } = await entry('Oklahoma City');
    expect((await checkIn(other.id, { clientId })).statusCode).toBe(409);
    // Nor someone already checked in (nothing would be written for them).
    expect((await checkIn(other.id, { clientId: randomUUID() })).statusCode).toBe(200);
    const reused = await checkIn(other.id, { clientId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ message: 'This check-in id was already used for someone else.' });
  });

  it('two check-ins of one person at once make one check-in', async () => {
    const { entry: e } = await entry('Oklahoma City');
    const answers = await Promise.all([checkIn(e.id, { clientId: randomUUID() }), checkIn(e.id, { clientId: randomUUID() }, admin)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const results = answers.map((a) => a.json() as CheckInResult);
    expect(results.filter((r) => !r.alreadyCheckedIn)).toHaveLength(1);
    expect(results[0]!.entry.checkedInAt).toBe(results[1]!.entry.checkedInAt);
  });

  it("an offline phone's time is kept within the last day; a bad body is a 400, an id that cannot exist a 404, never a 500", async () => {
    const { entry: e } = await entry('Oklahoma City');
    const at = new Date(Date.now() - 30 * 60_000).toISOString();
    expect((await checkIn(e.id, { clientId: randomUUID(), at: new Date(Date.now() - 3 * 86_400_000).toISOString() })).statusCode).toBe(400);
    const ok = await checkIn(e.id, { clientId: randomUUID(), at });
    expect((ok.json() as CheckInResult).entry.checkedInAt).toBe(at);
    expect((await checkIn(e.id, { clientId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await checkIn(e.id, {})).statusCode).toBe(400);
    expect((await checkIn(2_147_483_647, { clientId: randomUUID() })).statusCode).toBe(404);
    expect((await checkIn(2_147_483_648, { clientId: randomUUID() })).statusCode).toBe(404);
  });

  it("an `at` from before the volunteer signed in, or ahead of the server's clock, is a 400 that leaves the check-in as it was", async () => {
    const { entry: e } = await entry('Oklahoma City');
    const first = await checkIn(e.id, { clientId: randomUUID(), at: new Date(Date.now() - 60 * 60_000).toISOString() });
    expect(first.statusCode).toBe(200);
    const { session: fresh } = await signedInVolunteer(t.app, 'Oklahoma City');
    for (const [at, message] of [
      [new Date(Date.now() - 3 * 3_600_000).toISOString(), CHECK_IN_MESSAGES.atBeforeSignIn],
      [new Date(Date.now() + 10 * 60_000).toISOString(), CHECK_IN_MESSAGES.atAhead],
    ] as const) {
      const res = await checkIn(e.id, { clientId: randomUUID(), at }, fresh);
      expect(res.statusCode, at).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message, details: [{ field: 'at', message }] });
    }
    const [row] = await db().select().from(eventEntries).where(eq(eventEntries.id, e.id));
    expect(row!.checkedInAt!.toISOString()).toBe((first.json() as CheckInResult).entry.checkedInAt);
    expect((await checkIn(e.id, { clientId: randomUUID() }, fresh)).json()).toMatchObject({ alreadyCheckedIn: true, entry: { checkedInBy: 'Ann' } });
  });

  it("assignBib gives the next free number of the city and kind's range in the check-in's transaction; no range is a 409 that checks in no one", async () => {
    const { entry: none } = await entry('Oklahoma City', {}, '5k-virtual');
    const refused = await checkIn(none.id, { clientId: randomUUID(), assignBib: true });
    expect(refused.statusCode).toBe(409);
    const [still] = await db().select().from(eventEntries).where(eq(eventEntries.id, none.id));
    expect(still!.checkedInAt).toBeNull();
    await db()
      .insert(bibRanges)
      .values({ eventYear: year, eventCity: 'Tulsa', kind: '5k-virtual', firstBib: 70000, lastBib: 79999 })
      .onConflictDoNothing();
    const { entry: e } = await entry('Tulsa', {}, '5k-virtual');
    const res = await checkIn(e.id, { clientId: randomUUID(), assignBib: true }, tulsa);
    expect(res.statusCode).toBe(200);
    const bib = (res.json() as CheckInResult).entry.bib;
    expect(bib).toBeGreaterThanOrEqual(70000);
    expect(bib).toBeLessThanOrEqual(79999);
    // Once given, a bib stays: a second check-in asking for one answers the same number.
    const again = await checkIn(e.id, { clientId: randomUUID(), assignBib: true }, tulsa);
    expect(again.json()).toMatchObject({ alreadyCheckedIn: true, entry: { bib } });
  });

  it('a QR token is looked up only by a signed-in volunteer of its city or an admin', async () => {
    const { entry: e } = await entry('Oklahoma City', { firstName: 'Quinn' });
    const url = `/v1/check-in/tokens/${e.checkInToken}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, captain)).statusCode).toBe(403);
    expect((await get(url, tulsa)).statusCode).toBe(403);
    const res = await get(url, okc);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ entryId: e.id, firstName: 'Quinn' });
    expect((await get(url, admin)).statusCode).toBe(200);
  });
});
