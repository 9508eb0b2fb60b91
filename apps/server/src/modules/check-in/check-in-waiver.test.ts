import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_MESSAGES, WAIVER_ADMIN_MESSAGES, type AdminWaiver, type CheckInRoster } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPerson, signedInAdmin, signedInVolunteer, type Session } from '../../../test/factories.ts';
import { eventEntries, waiverAcceptances } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { signWaiverAtCheckIn } from './check-in-waiver.service.ts';

/** docs/decisions/0011-event-day-check-in.md: the card's waiver status, and a missing waiver signed on the volunteer's screen. */
describe('waivers at check-in', () => {
  let t: TestApp;
  let year: number;
  let admin: Session;
  let okc: Session & { userId: number };
  let tulsa: Session;
  let okcWalk: AdminWaiver;
  let tulsaWalk: AdminWaiver;
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.app.db);
    admin = (await signedInAdmin(t.app)).session;
    const volunteer = await signedInVolunteer(t.app, 'Oklahoma City');
    okc = { ...volunteer.session, userId: volunteer.user.id };
    tulsa = (await signedInVolunteer(t.app, 'Tulsa')).session;
    const publish = async (eventCity: string, body: string) =>
      (await t.app.inject({ method: 'POST', url: '/v1/waivers', headers: admin.headers, payload: { eventCity, kind: 'walk', body } })).json() as AdminWaiver;
    okcWalk = await publish('Oklahoma City', '<p>OKC walkers.</p>');
    tulsaWalk = await publish('Tulsa', '<p>Tulsa walkers.</p>');
  });
  afterAll(() => t.close());

  const db = () => t.app.db;
  async function entry(eventCity: string, kind = 'walk') {
    const person = await createPerson(db());
    const [row] = await db()
      .insert(eventEntries)
      .values({ personId: person.id, eventYear: year, eventCity, kind, checkInToken: randomBytes(16).toString('base64url') })
      .returning();
    return row!;
  }
  const sign = (entryId: number, body: object, session: Session = okc) =>
    t.app.inject({ method: 'POST', url: `/v1/check-in/entries/${entryId}/waiver`, headers: session.headers, payload: body });
  const body = (extra: object = {}) => ({ clientId: randomUUID(), acceptance: { waiverId: okcWalk.id, signedName: 'Sam Signer' }, ...extra });
  const roster = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/check-in/roster?city=${encodeURIComponent('Oklahoma City')}`, headers: okc.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CheckInRoster;
  };

  it("the card says missing, signed or not required, and the roster carries the city's current waivers", async () => {
    const walker = await entry('Oklahoma City');
    const runner = await entry('Oklahoma City', '5k-virtual');
    const before = await roster();
    expect(before.entries.find((e) => e.entryId === walker.id)?.waiver).toBe('missing');
    expect(before.entries.find((e) => e.entryId === runner.id)?.waiver).toBe('not-required');
    expect(before.waivers).toEqual([expect.objectContaining({ id: okcWalk.id, eventCity: 'Oklahoma City', kind: 'walk', version: 1, body: okcWalk.body })]);
    expect((await sign(walker.id, body())).statusCode).toBe(200);
    expect((await roster()).entries.find((e) => e.entryId === walker.id)?.waiver).toBe('signed');
  });

  it('records the signature once per clientId, witnessed by the volunteer; a person who signed keeps the first', async () => {
    const walker = await entry('Oklahoma City');
    const at = new Date(Date.now() - 60_000).toISOString();
    const first = body({ at });
    const res = await sign(walker.id, first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ entryId: walker.id, waiver: 'signed', alreadySigned: false });
    // The same clientId again (a retry, a queue sent twice): the same answer, nothing new.
    const again = await sign(walker.id, first);
    expect(again.json()).toEqual(res.json());
    const rows = await db().select().from(waiverAcceptances).where(eq(waiverAcceptances.personId, walker.personId));
    expect(rows).toEqual([
      expect.objectContaining({ waiverId: okcWalk.id, source: 'check-in', witnessedByUserId: okc.userId, clientId: first.clientId, signedName: 'Sam Signer', acceptedAt: new Date(at) }),
    ]);
    // Another signature of the same person: already signed, the first stays.
    expect((await sign(walker.id, body({ acceptance: { waiverId: okcWalk.id, signedName: 'Someone Else' } }))).json()).toMatchObject({ alreadySigned: true });
    expect(await db().select().from(waiverAcceptances).where(eq(waiverAcceptances.personId, walker.personId))).toHaveLength(1);
    // The clientId of this signature, sent for someone else: refused.
    const other = await entry('Oklahoma City');
    const reused = await sign(other.id, first);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(CHECK_IN_MESSAGES.clientIdReused);
  });

  it("is for volunteers of the entry's city and admins, with the city's waiver, for an entry of this year", async () => {
    const walker = await entry('Oklahoma City');
    const other = await sign(walker.id, body(), tulsa);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(CHECK_IN_MESSAGES.otherCity);
    const wrongWaiver = await sign(walker.id, body({ acceptance: { waiverId: tulsaWalk.id, signedName: 'Sam Signer' } }));
    expect(wrongWaiver.statusCode).toBe(400);
    expect(wrongWaiver.json().message).toBe(WAIVER_ADMIN_MESSAGES.wrongWaiver);
    expect((await sign(walker.id, body({ acceptance: { waiverId: 999_999, signedName: 'Sam Signer' } }))).statusCode).toBe(400);
    expect((await sign(walker.id, body({ acceptance: { waiverId: okcWalk.id, signedName: 'Kid', minor: true } }))).statusCode).toBe(400);
    expect((await sign(walker.id, body({ at: new Date(Date.now() - 3 * 86_400_000).toISOString() }))).statusCode).toBe(400);
    expect((await sign(2_000_000_000, body())).statusCode).toBe(404);
    const lastYear = await db().insert(eventEntries).values({ personId: (await createPerson(db())).id, eventYear: year - 1, eventCity: 'Oklahoma City', kind: 'walk', checkInToken: randomBytes(16).toString('base64url') }).returning();
    expect((await sign(lastYear[0]!.id, body())).statusCode).toBe(404);
    const byAdmin = await sign(walker.id, body({ acceptance: { waiverId: okcWalk.id, signedName: 'Kid Walker', minor: true, guardianName: 'Pat Parent' } }), admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await db().select().from(waiverAcceptances).where(eq(waiverAcceptances.personId, walker.personId))).toEqual([
      expect.objectContaining({ minor: true, guardianName: 'Pat Parent' }),
    ]);
  });

  it("signWaiverAtCheckIn runs inside a caller's transaction (the offline sync) and a later version is signed with any one of the city's", async () => {
    const walker = await entry('Oklahoma City');
    const user: AuthUser = { id: okc.userId, email: okc.user.email, role: 'volunteer', personId: null, teamId: null, eventCity: 'Oklahoma City', sessionId: null };
    const clientId = randomUUID();
    // A newer version is published while the phone still shows the first one.
    await t.app.inject({ method: 'POST', url: '/v1/waivers', headers: admin.headers, payload: { eventCity: 'Oklahoma City', kind: 'walk', body: '<p>Version two.</p>' } });
    const result = await db().transaction((tx) => signWaiverAtCheckIn(tx, user, { entryId: walker.id, clientId, acceptance: { waiverId: okcWalk.id, signedName: 'Offline Signer', minor: false } }));
    expect(result).toEqual({ entryId: walker.id, waiver: 'signed', alreadySigned: false });
    expect((await roster()).entries.find((e) => e.entryId === walker.id)?.waiver).toBe('signed');
  });
});
