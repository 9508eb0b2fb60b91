import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { apiRoutes, buildRouteWorld, countAllRows, routeKey, rowCountChanges, UNLIMITED, type RouteEntry, type RouteWorld } from './route-fixtures.ts';

/**
 * Names every JavaScript object inherits (`__proto__`, `constructor`, `toString`, ...) sent where a
 * route looks a name up: as sort keys, as query keys and as body keys, on every route the server
 * registers (read from `app.routeTable`), as anonymous and as admin. A lookup such as
 * `sortable[field]` finds an inherited member where an own key was meant: `sortBy=__proto__:desc`
 * answered 500 on five lists. Every answer here is below 500, an error is `{code, message}`, a
 * refused write writes no row, and the lists that sort refuse an inherited name with a 400 naming it.
 */

const INHERITED_NAMES = [
  '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf',
  'propertyIsEnumerable', 'toLocaleString', '__defineGetter__', '__lookupGetter__',
];

/** The lists that take `sortBy` (docs/spec/ `/v1` list calls): each refuses a name it does not sort by. */
const SORTED_LISTS = ['/v1/lineitems', '/v1/users', '/v1/teams', '/v1/persons', '/v1/transactions'];

/** An id no row has (the largest 32-bit id): writes reach validation and lookups, never a real row. */
const MISSING_ID = '2147483647';

const READ_METHODS = new Set(['GET']);

describe('inherited names as sort, query and body keys', () => {
  let t: TestApp;
  let world: RouteWorld;
  let routes: RouteEntry[];
  const headers: Record<'anonymous' | 'admin', Record<string, string>> = { anonymous: {}, admin: {} };

  beforeAll(async () => {
    t = await createTestApp(UNLIMITED);
    world = await buildRouteWorld(t);
    headers.admin = await world.headersOf('admin');
    // Readiness answers 503 here by design: API tests never start the job worker.
    routes = apiRoutes(t.app.routeTable).filter((route) => route.url !== '/health/ready');
  });
  afterAll(() => t?.close());

  /** A path for the route: reads name team A's rows (so a list's query is reached); writes name no row. */
  function pathOf(route: RouteEntry): string {
    return route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
      if (!READ_METHODS.has(route.method)) return name === 'slug' ? 'no-such-slug' : MISSING_ID;
      if (name === 'slug') return world.teamA.slug;
      return /id$/i.test(name) ? String(world.teamA.id) : 'x';
    });
  }

  function expectNoServerError(label: string, res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
    expect(res.statusCode, `${label} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    if (res.statusCode >= 400 && String(res.headers['content-type'] ?? '').includes('json')) {
      const body = JSON.parse(res.body) as { code?: unknown; message?: unknown };
      expect(body.code, `${label}: the error's code`).toBe(res.statusCode);
      expect(typeof body.message, `${label}: the error's message`).toBe('string');
    }
  }

  it('sort keys: no route answers 5xx, and each sorted list refuses the name with a 400 naming it', async () => {
    for (const route of routes) {
      for (const role of ['anonymous', 'admin'] as const) {
        for (const name of INHERITED_NAMES) {
          const label = `${role} ${routeKey(route)} sortBy=${name}`;
          const path = `${pathOf(route)}${pathOf(route).includes('?') ? '&' : '?'}sortBy=${encodeURIComponent(`${name}:desc`)}`;
          const res = await t.app.inject({ method: route.method as 'GET', url: path, headers: headers[role], ...(READ_METHODS.has(route.method) ? {} : { payload: {} }) });
          expectNoServerError(label, res);
        }
      }
    }
    for (const list of SORTED_LISTS) {
      for (const name of INHERITED_NAMES) {
        const res = await t.app.inject({ method: 'GET', url: `${list}?sortBy=${encodeURIComponent(`${name}:desc`)}`, headers: headers.admin });
        expect(res.statusCode, `${list} sortBy=${name}: ${res.body}`).toBe(400);
        expect((res.json() as { message: string }).message).toContain(`cannot sort by "${name}"`);
      }
    }
    // About 2,500 requests: seconds on a quiet machine, more beside the browser tests in CI.
  }, 180_000);

  it('query keys: every inherited name as a query parameter answers below 500 on every route', async () => {
    const query = INHERITED_NAMES.map((name) => `${encodeURIComponent(name)}=1`).join('&');
    for (const route of routes) {
      for (const role of ['anonymous', 'admin'] as const) {
        const path = pathOf(route);
        const res = await t.app.inject({
          method: route.method as 'GET', url: `${path}${path.includes('?') ? '&' : '?'}${query}`, headers: headers[role],
          ...(READ_METHODS.has(route.method) ? {} : { payload: {} }),
        });
        expectNoServerError(`${role} ${routeKey(route)} ?${query}`, res);
      }
    }
  }, 120_000);

  it('body keys: every write refuses or ignores inherited names as body keys, below 500 and writing nothing when refused', async () => {
    // As JSON text: an object literal would make "__proto__" the prototype, not a key that is sent.
    const bodies = [
      `{${INHERITED_NAMES.map((name) => `"${name}":{"isAdmin":true,"role":"admin"}`).join(',')}}`,
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      `{${INHERITED_NAMES.map((name) => `"${name}":"x"`).join(',')}}`,
    ];
    for (const route of routes.filter((r) => !READ_METHODS.has(r.method))) {
      for (const role of ['anonymous', 'admin'] as const) {
        for (const body of bodies) {
          const label = `${role} ${routeKey(route)} ${body.slice(0, 60)}`;
          const before = await countAllRows(t.app.db);
          const res = await t.app.inject({
            method: route.method as 'POST', url: pathOf(route), headers: { ...headers[role], 'content-type': 'application/json' }, payload: body,
          });
          expectNoServerError(label, res);
          if (res.statusCode >= 400) expect(rowCountChanges(before, await countAllRows(t.app.db)), label).toEqual([]);
        }
      }
    }
  }, 180_000);
});
