import { z } from 'zod';

/** The one error shape of the API: `code` equals the HTTP status (the Error catalogue of docs/spec/public-flows.md and docs/spec/back-office.md). */
export const apiErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const HTTP = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internal: 500,
  badGateway: 502,
} as const;

/** A paged list answer (spec: results, page, limit, totalPages, totalResults). */
export interface Paged<T> {
  results: T[];
  page: number;
  limit: number;
  totalPages: number;
  totalResults: number;
}
