import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildCheckout, createPayment, tableCounts } from '../modules/payments/test-support/checkout-fixtures.ts';
import { buildTeam, buildUser, type TestUser } from '../modules/teams/test-support/team-fixtures.ts';
import { INPUT_MESSAGES, JSON_MAX_DEPTH, containsLoneSurrogate, containsNul, nestsDeeperThan } from './input-guards.ts';

describe('nestsDeeperThan and containsNul', () => {
  it('counts brackets outside strings only', () => {
    expect(nestsDeeperThan('{"a":[[1]]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[[[1]]]}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[\\"[[[["}', 1)).toBe(false);
  });

  it('finds a NUL in any string or key', () => {
    expect(containsNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['x', { b: 'y\\u0000' }], n: 0 })).toBe(false);
  });

  it('finds a lone UTF-16 surrogate in any string or key, and lets whole pairs (emoji) through', () => {
    expect(containsLoneSurrogate({ a: ['x', { b: 'a\ud800' }] })).toBe(true);
    expect(containsLoneSurrogate({ 'k\udc00': 1 })).toBe(true);
    expect(containsLoneSurrogate(['\udc00\ud800'])).toBe(true);
    expect(containsLoneSurrogate({ a: 'Walk \ud83d\udeb6 with us', n: 1, b: null })).toBe(false);
  });
});

/** Bad input answers 400 or 404 with {code, message}: none of the 500s the fuzzer found. */
describe('bad input never answers 500', () => {
  let t: TestApp;
  let admin: TestUser;
  let teamId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
    teamId = (await buildTeam(t.database.db)).id;
  });
  afterAll(() => t.close());

  const person = (extra: Record<string, unknown> = {}) => ({ firstName: 'Jo', lastName: 'Joiner', email: 'jo@example.com', team: teamId, ...extra });
  const expectError = (res: { statusCode: number; json(): unknown }, status: number) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: status, message: expect.any(String) });
  };

  describe('a NUL byte', () => {
    it('in a text field of a JSON body is a 400, and nothing is written', async () => {
      const before = await tableCounts(t.database.db);
      const res = await t.app.inject({ method: 'POST', url: '/v1/persons/', payload: person({ firstName: 'Jo\u0000' }) });
      expectError(res, 400);
      expect(res.json().message).toBe(INPUT_MESSAGES.nulInBody);
      const checkout = buildCheckout({ donation: 25 });
      const paid = await createPayment(t, { ...checkout, person: { ...checkout.person, lastName: 'Donor\u0000' } });
      expectError(paid, 400);
      expect(await tableCounts(t.database.db)).toEqual(before);
    });

    it('in a key or a free-form object of a JSON body is a 400', async () => {
      const checkout = buildCheckout({ donation: 25 });
      const res = await createPayment(t, { ...checkout, transaction: { ...checkout.transaction, paymentDetails: { 'note\u0000': 'x' } } });
      expectError(res, 400);
    });

    it('in a query string or a path is a 400', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/v1/teams?search=a%00b', headers: { authorization: admin.authorization } }), 400);
      expectError(await t.app.inject({ method: 'GET', url: '/v1/teams/by-slug/team%00x' }), 400);
      expectError(await t.app.inject({ method: 'GET', url: '/v1/transactions/1?secret=%00' }), 400);
    });
  });

  describe('a lone UTF-16 surrogate (text no database encoding can hold)', () => {
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/v1/event-settings/', headers: { authorization: admin.authorization }, payload });

    it('in the billing address or city of a payment is a 400, and nothing is written', async () => {
      const before = await tableCounts(t.database.db);
      for (const field of ['billing_address', 'billing_city'] as const) {
        const checkout = buildCheckout({ donation: 25 });
        const transaction = { ...checkout.transaction, billingContact: { ...checkout.transaction.billingContact!, [field]: 'a\ud800' } };
        const res = await createPayment(t, { ...checkout, transaction });
        expectError(res, 400);
        expect(res.json().message).toBe(INPUT_MESSAGES.loneSurrogateInBody);
      }
      expect(await tableCounts(t.database.db)).toEqual(before);
    });

    it('in a text field of the event settings is a 400, and nothing is written', async () => {
      const read = async () => (await t.app.inject({ method: 'GET', url: '/v1/event-settings/', headers: { authorization: admin.authorization } })).json();
      const before = await read();
      for (const payload of [
        { appTitle: 'a\ud800' },
        { homeStory: '<p>a\udfff</p>' },
        { captainAlerts: [{ headline: 'Heads up', text: 'a\ud800b' }] },
        { event5kSettings: { ...before.event5kSettings, ['x\ud800']: 1 } },
      ]) {
        const res = await patch(payload);
        expectError(res, 400);
        expect(res.json().message).toBe(INPUT_MESSAGES.loneSurrogateInBody);
      }
      expect(await read()).toEqual(before);
    });

    it('cannot arrive in a query string or a path: their %-escapes decode as UTF-8', async () => {
      const headers = { authorization: admin.authorization };
      // %ED%A0%80 would be a surrogate's bytes, which UTF-8 forbids: a path refuses the escape,
      // a query keeps it as written (a search for that text).
      expectError(await t.app.inject({ method: 'GET', url: '/v1/teams/by-slug/team%ED%A0%80' }), 400);
      const query = await t.app.inject({ method: 'GET', url: '/v1/teams?search=a%ED%A0%80', headers });
      expect(query.statusCode).toBe(200);
    });

    it('still accepts emoji, whose surrogates come in pairs', async () => {
      const res = await patch({ appTitle: 'Walk \ud83d\udeb6 with us' });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('ids that cannot exist', () => {
    it.each(['2147483648', '9007199254740993', '99999999999999999999', '-1', '0', '1.5', 'abc', '1e3x'])(
      'in a path are a 404: /v1/teams/%s',
      async (id) => {
        const res = await t.app.inject({ method: 'GET', url: `/v1/teams/${id}`, headers: { authorization: admin.authorization } });
        expectError(res, 404);
      },
    );

    it('in a path of a public route are a 404', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/v1/transactions/2147483648?secret=x' }), 404);
    });

    it('in a body or a query are a 400', async () => {
      expectError(await t.app.inject({ method: 'POST', url: '/v1/persons/', payload: person({ team: 2 ** 31 }) }), 400);
      expectError(await t.app.inject({ method: 'POST', url: '/v1/persons/', payload: person({ team: -4 }) }), 400);
      const checkout = buildCheckout({ donation: 25, team: 2 ** 31 });
      expectError(await createPayment(t, checkout), 400);
      const headers = { authorization: admin.authorization };
      expectError(await t.app.inject({ method: 'GET', url: '/v1/teams?page=100000000000000000000', headers }), 400);
      expectError(await t.app.inject({ method: 'GET', url: '/v1/teams?limit=-1', headers }), 400);
    });
  });

  describe('addresses the router cannot read', () => {
    it('a broken %-escape is a 400 in the API\'s shape', async () => {
      const res = await t.app.inject({ method: 'PATCH', url: '/v1/teams/%E0%A4%A', payload: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: INPUT_MESSAGES.badUrl });
    });

    it('a path segment longer than any name is a 404', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/teams/by-slug/${'a'.repeat(500)}` });
      expectError(res, 404);
    });
  });

  describe('deep JSON', () => {
    it(`refuses a body nested deeper than ${JSON_MAX_DEPTH} levels before parsing it`, async () => {
      const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      const res = await t.app.inject({ method: 'POST', url: '/v1/persons/', headers: { 'content-type': 'application/json' }, payload: deep });
      expectError(res, 400);
      expect(res.json().message).toBe(INPUT_MESSAGES.tooDeep);
    });

    it('refuses deep nesting inside a free-form field, writing nothing', async () => {
      const before = await tableCounts(t.database.db);
      const checkout = buildCheckout({ donation: 25 });
      const body = JSON.stringify({ amount: '2588', ...checkout, transaction: { ...checkout.transaction, paymentDetails: 'DEEP' } });
      const payload = body.replace('"DEEP"', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`);
      const res = await t.app.inject({ method: 'POST', url: '/v1/payment', headers: { 'content-type': 'application/json' }, payload });
      expectError(res, 400);
      expect(await tableCounts(t.database.db)).toEqual(before);
    });

    it('still parses ordinary JSON, and refuses invalid JSON with 400', async () => {
      const ok = await t.app.inject({ method: 'POST', url: '/v1/persons/', payload: person({ email: 'ok-json@example.com' }) });
      expect(ok.statusCode).toBe(201);
      const bad = await t.app.inject({ method: 'POST', url: '/v1/persons/', headers: { 'content-type': 'application/json' }, payload: '{"firstName":' });
      expectError(bad, 400);
      const proto = await t.app.inject({ method: 'POST', url: '/v1/persons/', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1}}' });
      expectError(proto, 400);
    });
  });
});
