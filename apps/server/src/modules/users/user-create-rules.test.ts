import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { countAllRows, rowCountChanges } from '../../../test/route-fixtures.ts';
import { buildUserInput, createTeam, signedInAdmin, signedInCaptain, signedInUser, uniqueEmail } from '../../../test/factories.ts';
import { jobs, waivers } from '../../db/schema/index.ts';
import { DEFAULT_LIMITS } from '../rate-limits/limits.ts';
import { WAIVER_LINK_QUEUE } from '../waivers/waiver-links.service.ts';

/**
 * POST /v1/users for signed-in callers: each sign-up costs an argon2 hash, so every caller but an
 * admin counts against the address's limit; only an admin adds the new user to a team, and that
 * member is sent the waiver link like any member a captain or an admin adds.
 */
describe('POST /v1/users: signed-in callers', () => {
  let t: TestApp;
  const window = { limit: 2, windowMs: 60_000 };
  beforeAll(async () => {
    t = await createTestApp({ limits: { ...DEFAULT_LIMITS, signUpsPerIp: window } });
  });
  afterAll(() => t.close());

  let lastOctet = 10;
  const newAddress = () => `192.0.2.${lastOctet++}`;
  const post = (payload: object, headers: Record<string, string>, remoteAddress = newAddress()) =>
    t.app.inject({ method: 'POST', url: '/v1/users', payload, headers, remoteAddress });

  it('limits a signed-in participant and captain like an anonymous caller (429, nothing written); an admin is not limited', async () => {
    const participant = await signedInUser(t.app, { role: 'participant' });
    const captain = await signedInCaptain(t.app);
    const admin = await signedInAdmin(t.app);
    for (const caller of [participant, captain]) {
      const remoteAddress = newAddress();
      for (let i = 0; i < window.limit; i++) expect((await post(buildUserInput(), caller.session.headers, remoteAddress)).statusCode).toBe(201);
      const before = await countAllRows(t.database.db);
      const refused = await post(buildUserInput(), caller.session.headers, remoteAddress);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ code: 429, message: expect.any(String) });
      expect(rowCountChanges(before, await countAllRows(t.database.db))).toEqual([]);
    }
    const remoteAddress = newAddress();
    for (let i = 0; i <= window.limit + 1; i++) expect((await post(buildUserInput(), admin.session.headers, remoteAddress)).statusCode).toBe(201);
  });

  it("refuses a captain naming a team for the new user before the body is validated", async () => {
    const captain = await signedInCaptain(t.app);
    const team = await createTeam(t.database.db, { captain });
    for (const person of [{ team: team.id }, { team: team.id, firstName: 'x'.repeat(500) }]) {
      const res = await post({ user: { email: uniqueEmail('nested'), password: 'Walkfund#Test1', role: 'captain' }, person }, captain.session.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, message: USER_MESSAGES.teamRequiresAdmin });
    }
  });

  it("sends the waiver link to a new user an admin adds to a team where a waiver is published", async () => {
    const db = t.database.db;
    await db.insert(waivers).values({ eventCity: 'Tulsa', kind: 'walk', version: 902, body: '<p>Walk safely.</p>' });
    const admin = await signedInAdmin(t.app);
    const team = await createTeam(db, { eventCity: 'Tulsa' });
    const email = uniqueEmail('added');
    const res = await post(
      {
        user: { email, password: 'Walkfund#Test1', role: 'captain' },
        person: { firstName: 'Ada', lastName: 'Added', email, lifeChurch: false, anonymous: false, marketing: true, useEmployerAsName: false, team: team.id },
      },
      admin.session.headers,
    );
    expect(res.statusCode).toBe(201);
    const personId = res.json().person as number;
    const links = (await db.select().from(jobs).where(eq(jobs.queue, WAIVER_LINK_QUEUE))).filter((j) => j.payload.personId === personId);
    expect(links).toHaveLength(1);
  });
});
