import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIVER_BODY_MAX_LENGTH, WAIVER_MESSAGES, type AdminWaiver } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPerson, signedInAdmin, signedInCaptain, type Session } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { recordWaiverAcceptance } from './waiver.repo.ts';

/** docs/decisions/0011-event-day-check-in.md: the admin's waiver texts, by version, sanitized, audited. */
describe('waiver texts (admin)', () => {
  let t: TestApp;
  let admin: Session & { userId: number };
  let captain: Session;
  beforeAll(async () => {
    t = await createTestApp();
    const signed = await signedInAdmin(t.app);
    admin = { ...signed.session, userId: signed.user.id };
    captain = (await signedInCaptain(t.app)).session;
  });
  afterAll(() => t.close());

  const publish = (payload: object, session: Session | null = admin) =>
    t.app.inject({ method: 'POST', url: '/v1/waivers', payload, ...(session ? { headers: session.headers } : {}) });
  const list = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/waivers', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminWaiver[];
  };

  it('publishes a new version per city and kind, sanitized like a team message, and lists them newest first with their acceptances', async () => {
    const first = await publish({
      eventCity: 'Oklahoma City',
      kind: 'walk',
      body: '<p>I walk at my own <b>risk</b>.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    });
    expect(first.statusCode, first.body).toBe(201);
    const v1 = first.json() as AdminWaiver;
    expect(v1).toMatchObject({ eventCity: 'Oklahoma City', kind: 'walk', version: 1, acceptances: 0 });
    expect(v1.body).toContain('<b>risk</b>');
    expect(v1.body).not.toMatch(/script|onerror|javascript|<img/);
    expect(v1.createdBy).toBeTruthy();

    const second = await publish({ eventCity: 'Oklahoma City', kind: 'walk', body: '<p>Version two.</p>' });
    expect(second.json()).toMatchObject({ version: 2 });
    expect((await publish({ eventCity: 'Oklahoma City', kind: '5k', body: '<p>Runners.</p>' })).json()).toMatchObject({ version: 1 });
    expect((await publish({ eventCity: 'Tulsa', kind: 'walk', body: '<p>Tulsa walkers.</p>' })).json()).toMatchObject({ version: 1 });

    // Someone signed version 1: they keep it, and the list counts them on it.
    const person = await createPerson(t.app.db);
    await recordWaiverAcceptance(t.app.db, {
      personId: person.id, eventYear: await currentEventYear(t.app.db), waiverId: v1.id, signedName: 'Ada Walker', minor: false, guardianName: null, source: 'checkout',
    });
    const versions = await list();
    const okcWalk = versions.filter((w) => w.eventCity === 'Oklahoma City' && w.kind === 'walk');
    expect(okcWalk.map((w) => [w.version, w.acceptances])).toEqual([[2, 0], [1, 1]]);
    expect(okcWalk[1]!.body).toBe(v1.body);
    expect(versions.map((w) => `${w.eventCity}|${w.kind}`)).toEqual(['Oklahoma City|5k', 'Oklahoma City|walk', 'Oklahoma City|walk', 'Tulsa|walk']);

    const audited = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'waiver'), eq(auditLog.entityId, v1.id)));
    expect(audited).toEqual([expect.objectContaining({ action: 'waiver.published', actorUserId: admin.userId, after: { eventCity: 'Oklahoma City', kind: 'walk', version: 1 } })]);
  });

  it('refuses a text that is empty once sanitized, one too long, and an unknown city or kind', async () => {
    for (const body of ['', '   ', '<p></p>', '<p>&nbsp;</p>', '<script>alert(1)</script>']) {
      const res = await publish({ eventCity: 'Tulsa', kind: '5k', body });
      expect(res.statusCode, body).toBe(400);
      expect(res.json().message).toContain(WAIVER_MESSAGES.bodyRequired);
    }
    const long = await publish({ eventCity: 'Tulsa', kind: '5k', body: `<p>${'a'.repeat(WAIVER_BODY_MAX_LENGTH)}</p>` });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(WAIVER_MESSAGES.bodyLength);
    expect((await publish({ eventCity: 'Norman', kind: '5k', body: '<p>x</p>' })).statusCode).toBe(400);
    expect((await publish({ eventCity: 'Tulsa', kind: 'run', body: '<p>x</p>' })).statusCode).toBe(400);
    expect((await list()).some((w) => w.eventCity === 'Tulsa' && w.kind === '5k')).toBe(false);
  });

  it('is for admins only, decided before the body is read', async () => {
    expect((await publish({}, null)).statusCode).toBe(401);
    expect((await publish({}, captain)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/waivers', headers: captain.headers })).statusCode).toBe(403);
  });

  it('two admins publishing at once get distinct versions, in order', async () => {
    const before = (await list()).filter((w) => w.eventCity === 'Tulsa' && w.kind === 'walk').length;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => publish({ eventCity: 'Tulsa', kind: 'walk', body: `<p>Concurrent ${i}</p>` })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    const versions = answers.map((a) => (a.json() as AdminWaiver).version).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 6 }, (_, i) => before + 1 + i));
  });
});
