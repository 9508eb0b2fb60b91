import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { metricsTextSchema } from '@walkfund/domain';
import { AppError } from '../../lib/app-error.ts';
import { readStoredCounts } from './metrics.repo.ts';

/** The checkout statuses always reported (0 when none), so a dashboard's series exist from the start. */
const CHECKOUT_STATUSES = ['pending', 'succeeded', 'failed', 'recorded', 'expired'] as const;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the request carries `Authorization: Bearer <token>`; compared in constant time. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token));
}

/**
 * GET /metrics in the Prometheus text format (prom-client). Off unless METRICS_TOKEN is set: the
 * route then answers 404 and no request is measured. On, each answered request costs one histogram
 * and one counter update in memory (route pattern, never the raw URL); the database counts
 * (checkouts, jobs, reconciler runs) are read when scraped.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.METRICS_TOKEN;
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    // Authorization first: off is indistinguishable from an unknown route; on, a token is required.
    if (!token) throw AppError.notFound(`Route GET:${request.url} not found`);
    if (!hasToken(request, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw AppError.unauthorized('A valid metrics token is required.');
    }
  };

  const registry = new Registry();
  const readDatabaseCounts = token ? registerMetrics(app, registry) : async () => undefined;

  app.get(
    '/metrics',
    {
      onRequest: guard,
      schema: {
        summary: 'Read the Prometheus metrics',
        description:
          'The Prometheus text format: requests by route and status, their latency, checkouts, jobs, reconciler runs, ' +
          'the database pool and the Node process (event-loop lag among them). 404 unless the server has METRICS_TOKEN; ' +
          'then only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).',
        response: { 200: metricsTextSchema.describe('The metrics, in the Prometheus text format') },
      },
    },
    async (_request, reply) => {
      // Before the registry is read: prom-client reads every metric at once, so a gauge's own collect would report the previous scrape.
      await readDatabaseCounts();
      const body = await registry.metrics();
      return reply.type(registry.contentType).send(body);
    },
  );
});

/** Registers the metrics and the request hook; answers the function that reads the database counts (once per scrape). */
function registerMetrics(app: FastifyInstance, registry: Registry): () => Promise<void> {
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'walkfund_http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames, registers });
  const duration = new Histogram({
    name: 'walkfund_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const databaseUp = new Gauge({ name: 'walkfund_database_up', help: '1 when the database answered the last scrape', registers });
  const checkouts = new Gauge({ name: 'walkfund_checkouts', help: 'Checkouts by status (recorded, failed, pending, succeeded, expired), all instances', labelNames: ['status'], registers });
  const jobs = new Gauge({ name: 'walkfund_jobs', help: 'Jobs by state (queued, running, retrying, failed), all instances', labelNames: ['state'], registers });
  const reconcilerRuns = new Gauge({ name: 'walkfund_reconciler_runs', help: 'Payment reconciler passes stored, by outcome (ok, error)', labelNames: ['outcome'], registers });
  const reconcilerLast = new Gauge({ name: 'walkfund_reconciler_last_run_timestamp_seconds', help: 'When the last reconciler pass finished (0 before the first)', registers });
  const scrapeSeconds = new Gauge({ name: 'walkfund_metrics_scrape_database_seconds', help: 'Time the last scrape spent reading the database counts', registers });
  const readDatabaseCounts = async () => {
    const started = process.hrtime.bigint();
    try {
      const counts = await readStoredCounts(app.db);
      databaseUp.set(1);
      for (const status of new Set([...CHECKOUT_STATUSES, ...Object.keys(counts.checkouts)])) checkouts.set({ status }, counts.checkouts[status] ?? 0);
      for (const [state, n] of Object.entries(counts.jobs)) jobs.set({ state }, n);
      reconcilerRuns.set({ outcome: 'ok' }, counts.reconciler.runs - counts.reconciler.errors);
      reconcilerRuns.set({ outcome: 'error' }, counts.reconciler.errors);
      reconcilerLast.set(counts.reconciler.lastFinishedSeconds ?? 0);
    } catch (err) {
      databaseUp.set(0);
      app.log.warn({ error: err instanceof Error ? err.message : String(err) }, 'metrics: database counts not read');
    }
    scrapeSeconds.set(Number(process.hrtime.bigint() - started) / 1e9);
  };

  const pool = (field: 'total' | 'idle' | 'waiting' | 'max', help: string) =>
    new Gauge({
      name: `walkfund_db_pool_${field}`,
      help,
      registers,
      collect() {
        this.set(app.database.poolStats()[field]);
      },
    });
  pool('total', 'Open database connections of this instance (PGlite: 1)');
  pool('idle', 'Open database connections not in use');
  pool('waiting', 'Queries waiting for a database connection');
  pool('max', 'The pool size (DATABASE_POOL_SIZE; PGlite: 1)');
  return readDatabaseCounts;
}
