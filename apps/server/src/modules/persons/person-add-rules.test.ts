import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { countAllRows, rowCountChanges } from '../../../test/route-fixtures.ts';
import { createTeam, signedInAdmin, signedInCaptain, signedInUser, uniqueEmail } from '../../../test/factories.ts';
import { jobs, waiverAcceptances, waivers } from '../../db/schema/index.ts';
import { DEFAULT_LIMITS } from '../rate-limits/limits.ts';
import { WAIVER_LINK_QUEUE } from '../waivers/waiver-links.service.ts';

/**
 * Who may add a person to a team through POST /v1/persons/, and what it costs: a captain adds
 * only to their own team (refused before validation, nothing written or emailed), every caller
 * but an admin is counted against the address's limit, and a waiver sent is checked whoever sends it.
 */
describe('POST /v1/persons/: adding a person to a team', () => {
  let t: TestApp;
  const window = { limit: 2, windowMs: 60_000 };
  beforeAll(async () => {
    t = await createTestApp({ limits: { ...DEFAULT_LIMITS, personWritesPerIp: window } });
  });
  afterAll(() => t.close());

  /** Each case from its own address, so one case's count does not touch another. */
  let lastOctet = 10;
  const newAddress = () => `198.51.100.${lastOctet++}`;
  const member = (team: unknown, extra: Record<string, unknown> = {}) => ({
    firstName: 'Mo', lastName: 'Member', email: uniqueEmail('member'), phone: '(918) 555-0142', lifeChurch: false, team, ...extra,
  });
  const add = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = newAddress()) =>
    t.app.inject({ method: 'POST', url: '/v1/persons/', payload: payload as object, headers, remoteAddress });

  it("refuses a captain adding to another team (an id or {id}, valid or not) before validation, writing and emailing nothing", async () => {
    const db = t.database.db;
    const captainA = await signedInCaptain(t.app);
    const teamA = await createTeam(db, { captain: captainA });
    const captainB = await signedInCaptain(t.app);
    await createTeam(db, { captain: captainB });
    const teamless = await signedInCaptain(t.app);
    const headers = captainB.session.headers;
    const before = await countAllRows(db);
    for (const payload of [member(teamA.id), member({ id: teamA.id }), member(String(teamA.id)), { team: teamA.id }, { team: teamA.id, lastName: 'x'.repeat(500) }]) {
      const res = await add(payload, headers);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(403);
      expect(res.json()).toEqual({ code: 403, message: 'You can only add people to your own team.' });
    }
    // A captain with no team adds to none.
    expect((await add(member(teamA.id), teamless.session.headers)).statusCode).toBe(403);
    expect(rowCountChanges(before, await countAllRows(db))).toEqual([]);
    // Their own team is still theirs.
    expect((await add(member(teamA.id), captainA.session.headers)).statusCode).toBe(201);
  });

  it('limits a signed-in participant and captain like an anonymous caller (429, nothing written); an admin is not limited', async () => {
    const db = t.database.db;
    const captain = await signedInCaptain(t.app);
    const team = await createTeam(db, { captain });
    const participant = await signedInUser(t.app, { role: 'participant' });
    const admin = await signedInAdmin(t.app);
    for (const caller of [participant, captain]) {
      const remoteAddress = newAddress();
      for (let i = 0; i < window.limit; i++) expect((await add(member(team.id), caller.session.headers, remoteAddress)).statusCode).toBe(201);
      const before = await countAllRows(db);
      const refused = await add(member(team.id), caller.session.headers, remoteAddress);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ code: 429, message: expect.any(String) });
      expect(rowCountChanges(before, await countAllRows(db))).toEqual([]);
    }
    const remoteAddress = newAddress();
    for (let i = 0; i <= window.limit + 1; i++) expect((await add(member(team.id), admin.session.headers, remoteAddress)).statusCode).toBe(201);
  });

  it("checks a waiver a captain sends for their member, and records it; without one the member is sent the link", async () => {
    const db = t.database.db;
    const city = 'Oklahoma City';
    // Published last in this file: the cases above add people where no waiver is asked.
    const [waiver] = await db.insert(waivers).values({ eventCity: city, kind: 'walk', version: 901, body: '<p>Walk safely.</p>' }).returning();
    const captain = await signedInCaptain(t.app);
    const team = await createTeam(db, { captain, eventCity: city });
    const outdated = await add(member(team.id, { waiver: { waiverId: waiver!.id + 1_000_000, signedName: 'Mo Member' } }), captain.session.headers);
    expect(outdated.statusCode).toBe(409);

    const signed = await add(member(team.id, { waiver: { waiverId: waiver!.id, signedName: 'Mo Member' } }), captain.session.headers);
    expect(signed.statusCode).toBe(201);
    const signedId = signed.json().id as number;
    expect(await db.select().from(waiverAcceptances).where(eq(waiverAcceptances.personId, signedId))).toHaveLength(1);
    const linksOf = async (personId: number) =>
      (await db.select().from(jobs).where(eq(jobs.queue, WAIVER_LINK_QUEUE))).filter((j) => (j.payload as { personId?: number }).personId === personId);
    expect(await linksOf(signedId)).toHaveLength(0);

    const unsigned = await add(member(team.id), captain.session.headers);
    expect(unsigned.statusCode).toBe(201);
    expect(await linksOf(unsigned.json().id as number)).toHaveLength(1);
    // A public joiner still brings their own.
    expect((await add(member(team.id))).statusCode).toBe(400);
  });
});
