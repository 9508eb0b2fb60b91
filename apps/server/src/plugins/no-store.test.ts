import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAdmin, signedInCaptain, type Session } from '../../test/factories.ts';

/** Answers with personal data or tokens must stay out of browser and proxy caches, errors included. */
describe('Cache-Control: no-store on private answers', () => {
  let t: TestApp;
  let admin: Session;
  let captain: Awaited<ReturnType<typeof signedInCaptain>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
    captain = await signedInCaptain(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('on users, auth, persons, line items and transactions, successes and errors alike', async () => {
    const answers = [
      await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: captain.user.email, password: captain.password } }),
      await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: captain.user.email, password: 'Wrong#Pass1' } }),
      await t.app.inject({ method: 'POST', url: '/v1/auth/refresh-tokens', payload: { refreshToken: 'nope' } }),
      await get(`/v1/users/${captain.user.id}`, captain.session.headers),
      await get(`/v1/users/${captain.user.id}`),
      await get(`/v1/persons/${captain.person.id}`, admin.headers),
      await get('/v1/persons/2147483647', admin.headers),
      await get('/v1/lineitems/', admin.headers),
      await get('/v1/lineitems/?limit=-1', admin.headers),
      await get('/v1/transactions/1?secret=not-the-secret'),
      await t.app.inject({ method: 'POST', url: '/v1/persons/', payload: { firstName: 'Jo\u0000' } }),
      await get('/v1/users/%00'),
      await get('/v1/no-such-route'),
    ];
    expect(answers.map((r) => [r.statusCode, r.headers['cache-control']])).toEqual([
      [200, 'no-store'], [401, 'no-store'], [401, 'no-store'], [200, 'no-store'], [401, 'no-store'], [200, 'no-store'],
      [404, 'no-store'], [200, 'no-store'], [400, 'no-store'], [403, 'no-store'], [400, 'no-store'],
      [400, 'no-store'], [404, 'no-store'],
    ]);
  });

  it('leaves the public reads served from memory cacheable', async () => {
    for (const url of ['/v1/event-settings/', '/v1/teams/list', '/v1/campaign/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
  });
});
