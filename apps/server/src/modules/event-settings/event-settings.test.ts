import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInAdmin, signedInCaptain, type Session } from '../../../test/factories.ts';

describe('/v1/event-settings', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
  });
  afterAll(() => t.close());

  const read = async () => (await t.app.inject({ method: 'GET', url: '/v1/event-settings/' })).json();
  const put = (body: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'PUT', url: '/v1/event-settings/', headers, payload: body as object });

  it('answers the spec defaults without authentication', async () => {
    const settings = await read();
    expect(settings).toMatchObject({
      appYear: new Date().getFullYear(),
      eventFundraisingGoal: 100,
      starOfTheTeamLimit: 200,
      publicRegistrationOpen: true,
      has5k: true,
      event5kSettings: { runnerPrice: 30, hasVirtual: true, virtualRunnerPrice: 25 },
    });
    expect(settings.id).toEqual(expect.any(Number));
  });

  it('lets an admin replace the whole object, ignoring id, createdAt and updatedAt', async () => {
    const current = await read();
    const res = await put({
      ...current,
      id: 999,
      createdAt: '2000-01-01T00:00:00.000Z',
      appTitle: 'Tulsa Walk',
      publicRegistrationOpen: false,
      event5kSettings: { runnerPrice: 35, hasVirtual: false, virtualRunnerPrice: 20 },
      products: [{ name: 'Walk T-Shirt', price: 22.5, sizes: ['sm', 'med'], active: true, isGridded: false, image: '' }],
    });
    expect(res.statusCode).toBe(200);
    const saved = await read();
    expect(saved).toMatchObject({
      id: current.id,
      createdAt: current.createdAt,
      appTitle: 'Tulsa Walk',
      publicRegistrationOpen: false,
      event5kSettings: { runnerPrice: 35, hasVirtual: false, virtualRunnerPrice: 20 },
    });
    expect(saved.products).toEqual([expect.objectContaining({ name: 'Walk T-Shirt', slug: 'walk-t-shirt', price: 22.5, sizes: ['sm', 'med'] })]);
  });

  it('refuses anonymous callers (401) and captains (403), changing nothing', async () => {
    const before = await read();
    expect((await put({ ...before, appTitle: 'Hijacked' }, {})).statusCode).toBe(401);
    const captain = (await signedInCaptain(t.app)).session;
    const res = await put({ ...before, appTitle: 'Hijacked' }, captain.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, message: 'Forbidden' });
    expect((await read()).appTitle).toBe(before.appTitle);
  });

  it('decides authorization before validating the body: {} is 401 or 403 and names no settings field', async () => {
    const anonymous = await put({}, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 401, message: 'Please authenticate' });
    expect(anonymous.body).not.toMatch(/appTitle|appYear|appState|details/);
    const captain = (await signedInCaptain(t.app)).session;
    const res = await put({}, captain.headers);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toMatch(/appTitle|appYear|appState|details/);
  });

  it('bounds texts, lists and amounts', async () => {
    const before = await read();
    const longTitle = await put({ ...before, appTitle: 'x'.repeat(5000) });
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json().message).toMatch(/^appTitle: /);
    const goal = await put({ ...before, eventFundraisingGoal: 1e300 });
    expect(goal.statusCode).toBe(400);
    expect(goal.json().message).toMatch(/^eventFundraisingGoal: /);
    const emails = await put({ ...before, testEmails: Array.from({ length: 101 }, (_, i) => `t${i}@example.com`) });
    expect(emails.statusCode).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('answers 400 naming the field for invalid or unknown fields, changing nothing', async () => {
    const before = await read();
    const bad = await put({ ...before, event5kSettings: { ...before.event5kSettings, runnerPrice: 2 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, message: 'event5kSettings.runnerPrice: Runner price must be at least 5.' });
    const unknown = await put({ ...before, isAdmin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe(400);
    expect(await read()).toEqual(before);
  });
});
