import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkouts, persons, teams, users } from '../../db/schema/index.ts';
import { DEFAULT_LIMITS } from '../rate-limits/limits.ts';
import { buildCheckout, amountOf } from '../payments/test-support/checkout-fixtures.ts';
import { buildTeam, buildUser, uniqueSuffix } from './test-support/team-fixtures.ts';

/**
 * Anonymous writes (team sign-up, payment creation, join-flow persons) are counted per address in
 * the shared rate_limits table: past the limit, 429 with Retry-After and nothing written.
 */
describe('anonymous write limits', () => {
  let t: TestApp;
  const window = { limit: 2, windowMs: 60_000 };
  beforeAll(async () => {
    t = await createTestApp({ limits: { ...DEFAULT_LIMITS, signUpsPerIp: window, paymentsPerIp: window, personWritesPerIp: window } });
  });
  afterAll(() => t.close());

  const rows = async () => {
    const db = t.database.db;
    const n = async (table: typeof teams | typeof users | typeof persons | typeof checkouts) => (await db.select({ n: count() }).from(table))[0]!.n;
    return { teams: await n(teams), users: await n(users), persons: await n(persons), checkouts: await n(checkouts) };
  };
  /** Each case comes from its own address, so the counters of one do not touch another. */
  let lastOctet = 10;
  const newAddress = () => `203.0.113.${lastOctet++}`;

  const expectRefused = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ code: 429, message: expect.any(String) });
  };

  it('POST /v1/teams: sign-ups per address', async () => {
    const remoteAddress = newAddress();
    const body = () => ({
      captain: {
        firstName: 'Casey', lastName: 'Captain', email: `limit-${uniqueSuffix()}@example.com`, phone: '(405) 555-0199',
        address: { address: '9 Oak Ave', city: 'Norman', state: 'OK', zipcode: '73069' }, shirtSize: 'Large',
        password: { password: 'Walk#2026x', confirm: 'Walk#2026x' },
      },
      team: { name: `Limited ${uniqueSuffix()}`, eventCity: 'Tulsa', teamMessage: 'Hi' },
    });
    for (let i = 0; i < window.limit; i++) expect((await t.app.inject({ method: 'POST', url: '/v1/teams', remoteAddress, payload: body() })).statusCode).toBe(201);
    const before = await rows();
    expectRefused(await t.app.inject({ method: 'POST', url: '/v1/teams', remoteAddress, payload: body() }));
    expect(await rows()).toEqual(before);
    expect((await t.app.inject({ method: 'POST', url: '/v1/teams', remoteAddress: newAddress(), payload: body() })).statusCode).toBe(201);
  });

  it('POST /v1/payment: payment creations per address', async () => {
    const remoteAddress = newAddress();
    const create = () => {
      const payload = buildCheckout({ donation: 25 });
      return t.app.inject({ method: 'POST', url: '/v1/payment', remoteAddress, payload: { amount: amountOf(payload), ...payload } });
    };
    for (let i = 0; i < window.limit; i++) expect((await create()).statusCode).toBe(201);
    const before = await rows();
    expectRefused(await create());
    expect(await rows()).toEqual(before);
  });

  it('POST /v1/persons: anonymous join-flow writes per address; an admin is not limited', async () => {
    const remoteAddress = newAddress();
    const team = await buildTeam(t.database.db);
    const admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
    const join = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/v1/persons/', remoteAddress, headers, payload: { firstName: 'Jo', lastName: 'Joiner', email: `jo-${uniqueSuffix()}@example.com`, team: team.id } });
    for (let i = 0; i < window.limit; i++) expect((await join()).statusCode).toBe(201);
    const before = await rows();
    expectRefused(await join());
    expect(await rows()).toEqual(before);
    for (let i = 0; i <= window.limit; i++) expect((await join({ authorization: admin.authorization })).statusCode).toBe(201);
  });

  it('counts refused bodies too: a flood of invalid requests cannot go unmetered', async () => {
    const remoteAddress = newAddress();
    for (let i = 0; i < window.limit; i++) expect((await t.app.inject({ method: 'POST', url: '/v1/persons/', remoteAddress, payload: {} })).statusCode).toBe(400);
    expectRefused(await t.app.inject({ method: 'POST', url: '/v1/persons/', remoteAddress, payload: {} }));
  });
});
