import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';

describe('health and API conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /health reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', kind: TEST_DB_KIND });
  });

  it('an unknown /v1 route answers 404 JSON in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, message: expect.stringContaining('/v1/no-such-thing') });
  });
});
