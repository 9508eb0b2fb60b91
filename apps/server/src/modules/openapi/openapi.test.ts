import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '@readme/openapi-parser';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { isApiPath } from './openapi.plugin.ts';

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
  'x-access'?: string;
  operationId?: string;
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
};

/** The status a route answers on success, where it is not 200. */
const SUCCESS_STATUS: Record<string, number> = {
  'POST /v1/teams': 201,
  'POST /v1/teams/new-team': 201,
  'POST /v1/teams/create-team': 201,
  'POST /v1/users': 201,
  'POST /v1/persons': 201,
  'POST /v1/payment': 201,
  'POST /v1/transactions': 201,
  'POST /v1/uploads': 201,
  'POST /v1/waivers': 201,
  'POST /v1/matches': 201,
  'POST /v1/auth/logout': 204,
  'POST /v1/auth/forgot-password': 204,
  'POST /v1/auth/reset-password': 204,
  'DELETE /v1/constantcontact/disconnect': 204,
  'PUT /v1/my/password': 204,
  'POST /v1/my/distance': 201,
  'DELETE /v1/my/distance/:entryId': 204,
  'DELETE /v1/my-giving/session': 204,
};

/** Fastify's /:id to OpenAPI's /{id}. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document (GET /v1/openapi.json)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  async function fetchDocument(): Promise<{ res: Response; doc: Document }> {
    const res = await fetch(`${base}/v1/openapi.json`);
    return { res, doc: (await res.json()) as Document };
  }

  it('is public, cacheable JSON and a valid OpenAPI 3.1 document', async () => {
    const { res, doc } = await fetchDocument();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(doc.components?.securitySchemes).toHaveProperty('bearerAuth', expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }));
  });

  it('lists every API route with its method, a tag and a response schema for its success status', async () => {
    const { doc } = await fetchDocument();
    const routes = t.app.routeTable.filter((r) => isApiPath(r.url));
    expect(routes.length).toBeGreaterThan(60);
    const missing: string[] = [];
    const untyped: string[] = [];
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      if (!operation) {
        missing.push(key);
        continue;
      }
      expect(operation.tags, key).toHaveLength(1);
      const status = String(SUCCESS_STATUS[key] ?? 200);
      const response = operation.responses?.[status];
      // A 204 has no body: its declared (empty) answer is enough.
      const typed = status === '204' ? response !== undefined : Object.values(response?.content ?? {}).some((c) => c.schema);
      if (!typed) untyped.push(`${key} -> ${status}`);
    }
    expect(missing).toEqual([]);
    expect(untyped).toEqual([]);
    // Every operation has its own id (clients generated from the document name their calls by it).
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/v1/teams/{id}']?.get?.operationId).toBe('getTeamsById');
    expect(doc.paths['/v1/transactions/{id}/refunds']?.post?.operationId).toBe('postTransactionsByIdRefunds');
  });

  it('gives every operation a summary and every answer a description', async () => {
    const { doc } = await fetchDocument();
    const unsummarized: string[] = [];
    const undescribed: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const key = `${method.toUpperCase()} ${path}`;
        // A route states it: `schema: { summary: 'Read a team by its share slug', description?, ... }`.
        if (!operation.summary?.trim()) unsummarized.push(key);
        // swagger's words for an answer nobody described; a route describes its answers with `.describe()`.
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (!response.description?.trim() || response.description === 'Default Response') undescribed.push(`${key} -> ${status}`);
        }
      }
    }
    expect(unsummarized).toEqual([]);
    expect(undescribed).toEqual([]);
    expect(doc.paths['/v1/teams/by-slug/{slug}']?.get).toMatchObject({
      summary: 'Read a team by its share slug',
      description: expect.stringContaining('404'),
      responses: { 200: { description: "The team's public page", content: { 'application/json': { schema: { $ref: '#/components/schemas/PublicTeam' } } } } },
    });
    // Two successes, two descriptions; an answer without a body keeps its description too.
    expect(doc.paths['/v1/transactions']?.post?.responses).toMatchObject({ 200: { description: expect.stringContaining('before') }, 201: { description: 'The recorded transaction' } });
    expect(doc.paths['/v1/auth/logout']?.post?.responses?.['204']).toEqual({ description: 'No content' });
  });

  it('says which operations take the bearer token', async () => {
    const { doc } = await fetchDocument();
    const op = (path: string, method: string) => doc.paths[path]?.[method];
    expect(op('/v1/teams', 'get')).toMatchObject({ security: [{ bearerAuth: [] }], 'x-access': 'admin' });
    // Admin-only by a hook on the whole module (requireAdminOnEveryRoute in reports/report.routes.ts).
    expect(op('/v1/reports/years', 'get')).toMatchObject({ security: [{ bearerAuth: [] }], 'x-access': 'admin' });
    expect(op('/v1/teams/{id}', 'get')).toMatchObject({ security: [{ bearerAuth: [] }], 'x-access': 'signed-in' });
    expect(op('/v1/transactions', 'post')).toMatchObject({ security: [{}, { bearerAuth: [] }], 'x-access': 'optional' });
    expect(op('/v1/teams/list', 'get')).toMatchObject({ security: [], 'x-access': 'public' });
    expect(op('/v1/openapi.json', 'get')).toMatchObject({ security: [], tags: ['openapi'] });
  });

  it('names the shared answers once (components) and every error shape', async () => {
    const { doc } = await fetchDocument();
    const json = (op: Operation | undefined, status: string) => op?.responses?.[status]?.content?.['application/json']?.schema;
    expect(json(doc.paths['/v1/teams/{id}']?.get, '200')).toEqual({ $ref: '#/components/schemas/TeamDetail' });
    expect(json(doc.paths['/v1/persons/remove/{id}']?.patch, '200')).toEqual({ $ref: '#/components/schemas/TeamDetail' });
    expect(json(doc.paths['/v1/teams/{id}']?.get, 'default')).toEqual({ $ref: '#/components/schemas/ApiError' });
    expect(Object.keys(doc.components?.schemas ?? {})).toEqual(expect.arrayContaining(['TeamDetail', 'Person', 'Transaction', 'ApiError']));
  });

  it("leaves out the web app's pages (served beside the API when it is built)", () => {
    for (const page of ['/frontend', '/team/:slug', '/assets/index-abc.js', '/']) expect(isApiPath(page), page).toBe(false);
    for (const api of ['/health', '/uploads/:key', '/v1/openapi.json', '/v1/teams/:id']) expect(isApiPath(api), api).toBe(true);
  });
});
