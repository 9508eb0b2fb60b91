import { z } from 'zod';

/** GET /health: 200 when the database answers, 503 (degraded) when it does not. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  /** pglite (embedded) or postgres. */
  kind: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /uploads/{key}: the stored image's bytes (its type is the image's: webp, png, jpeg or gif). */
export const imageFileSchema = z.string().meta({ format: 'binary', description: 'The image bytes.' });
