import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@walkfund/domain';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTeam, signedInAdmin, signedInCaptain, uniqueEmail } from '../../test/factories.ts';

/** Public routes read a bearer token when one is sent (optionalUser). */
describe('optional sign-in on public routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const deactivate = (userId: number) => t.app.db.update(users).set({ active: false }).where(eq(users.id, userId));

  it("answers a deactivated user's token as an anonymous visitor, where a signed-in route still says 403", async () => {
    const { user, session } = await signedInAdmin(t.app);
    await deactivate(user.id);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/event-settings/' });
    const deactivated = await t.app.inject({ method: 'GET', url: '/v1/event-settings/', headers: session.headers });
    expect(anonymous.statusCode).toBe(200);
    expect(deactivated.statusCode).toBe(200);
    // The anonymous answer: none of the admin-only fields.
    expect(deactivated.json()).toEqual(anonymous.json());

    const own = await t.app.inject({ method: 'GET', url: `/v1/users/${user.id}`, headers: session.headers });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ code: 403, message: AUTH_MESSAGES.deactivated });
  });

  it('lets a deactivated captain join a team like anyone (POST /v1/persons)', async () => {
    const { user, session } = await signedInCaptain(t.app);
    await deactivate(user.id);
    const team = await createTeam(t.app.db);
    const res = await t.app.inject({
      method: 'POST', url: '/v1/persons/', headers: session.headers,
      payload: { firstName: 'Jo', lastName: 'Joiner', email: uniqueEmail('joiner'), team: team.id },
    });
    expect(res.statusCode).toBe(201);
  });

  it('still answers 401 to a token that is not valid, so the web app refreshes it and asks again', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/event-settings/', headers: { authorization: 'Bearer not.a.jwt' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: AUTH_MESSAGES.pleaseAuthenticate });
  });
});
