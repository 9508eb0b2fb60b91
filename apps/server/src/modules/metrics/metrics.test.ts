import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * A strict reader of the Prometheus text format (0.0.4): every line is a comment, a HELP or TYPE
 * line, or a sample `name{label="value",...} number`; every sample's family has a TYPE. (NaN is
 * read case-insensitively, like Prometheus does: prom-client writes `Nan` before the first lag sample.)
 */
function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  const typed = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      typed.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/.test(line)) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]Inf)$/.exec(line);
    if (!sample) throw new Error(`not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    const name = sample[1]!;
    const family = [...typed.keys()].find((f) => name === f || ['_bucket', '_sum', '_count', '_total'].some((suffix) => name === f + suffix));
    if (!family) throw new Error(`sample without a TYPE: ${line}`);
    samples.push({ name, labels, value: Number(sample[3]) });
  }
  return samples;
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('GET /metrics', () => {
  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('answers 404, token or not', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const withToken = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(withToken.statusCode).toBe(404);
      expect(withToken.json()).toMatchObject({ code: 404 });
    });
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ METRICS_TOKEN: TOKEN });
    });
    afterAll(() => t.close());

    const scrape = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return parsePrometheus(res.body);
    };

    it('refuses a request without the token, or with another one (401)', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(none.json()).toMatchObject({ code: 401 });
      for (const authorization of [`Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
        expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } })).statusCode, authorization).toBe(401);
      }
    });

    it('counts requests by route pattern (never the raw URL) and status, with their latency', async () => {
      const route = { method: 'GET', route: '/v1/teams/by-slug/:slug', status_code: '404' };
      const before = valueOf(await scrape(), 'walkfund_http_requests_total', route) ?? 0;
      for (const slug of ['no-such-team-1', 'no-such-team-2']) {
        expect((await t.app.inject({ method: 'GET', url: `/v1/teams/by-slug/${slug}` })).statusCode).toBe(404);
      }
      const after = await scrape();
      expect(valueOf(after, 'walkfund_http_requests_total', route)).toBe(before + 2);
      expect(valueOf(after, 'walkfund_http_request_duration_seconds_count', route)).toBe(before + 2);
      expect(valueOf(after, 'walkfund_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(before + 2);
      expect(after.some((s) => Object.values(s.labels).some((v) => v.includes('no-such-team')))).toBe(false);
      // Routes registered before the metrics plugin are measured too.
      await t.app.inject({ method: 'GET', url: '/health' });
      expect(valueOf(await scrape(), 'walkfund_http_requests_total', { route: '/health', status_code: '200' })).toBeGreaterThanOrEqual(1);
    });

    it('reports checkouts, jobs, reconciler runs, the database pool and the event-loop lag', async () => {
      const samples = await scrape();
      expect(valueOf(samples, 'walkfund_database_up')).toBe(1);
      for (const status of ['recorded', 'failed', 'pending']) expect(valueOf(samples, 'walkfund_checkouts', { status }), status).toBe(0);
      for (const state of ['queued', 'running', 'retrying', 'failed']) expect(valueOf(samples, 'walkfund_jobs', { state }), state).toEqual(expect.any(Number));
      expect(valueOf(samples, 'walkfund_reconciler_runs', { outcome: 'ok' })).toEqual(expect.any(Number));
      expect(valueOf(samples, 'walkfund_db_pool_total')).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'walkfund_db_pool_max')).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toEqual(expect.any(Number));

      // A test-mode card payment that failed, and one still pending: read at scrape time.
      await t.database.db.execute(sql`insert into checkouts (provider, status, amount_cents, payload) values ('test', 'failed', 2500, '{}'), ('test', 'pending', 1000, '{}')`);
      const later = await scrape();
      expect(valueOf(later, 'walkfund_checkouts', { status: 'failed' })).toBe(1);
      expect(valueOf(later, 'walkfund_checkouts', { status: 'pending' })).toBe(1);
    });
  });
});
