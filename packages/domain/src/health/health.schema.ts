import { z } from 'zod';

/** GET /health: 200 when the database answers, 503 (degraded) when it does not. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  /** pglite (embedded) or postgres. */
  kind: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET /health/ready: 200 when every check passes (the instance can take traffic), 503 naming the
 * checks that failed. `migrations` is `pending` when the newest shipped migration is not applied.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    database: z.enum(['ok', 'down']),
    migrations: z.enum(['ok', 'pending', 'unknown']),
    jobWorker: z.enum(['ok', 'stopped']),
  }),
  /** The checks that failed, e.g. ['jobWorker']; empty when ready. */
  failed: z.array(z.enum(['database', 'migrations', 'jobWorker'])),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
/** The 503 of GET /health/ready: the readiness in the API's error shape too ({code, message}). */
export const notReadyResponseSchema = readinessResponseSchema.extend({ code: z.literal(503), message: z.string() });
export type NotReadyResponse = z.infer<typeof notReadyResponseSchema>;

/** GET /metrics: the Prometheus text exposition format (version 0.0.4). */
export const metricsTextSchema = z.string().meta({ description: 'Metrics in the Prometheus text format.' });

/** GET /uploads/{key}: the stored image's bytes (its type is the image's: webp, png, jpeg or gif). */
export const imageFileSchema = z.string().meta({ format: 'binary', description: 'The image bytes.' });
