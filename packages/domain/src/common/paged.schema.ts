import { z } from 'zod';

/**
 * The schema of a paged list answer (`Paged<T>` in errors.ts: results, page, limit, totalPages,
 * totalResults) around the schema of one item.
 */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    totalResults: z.number().int(),
  });
}

/** An empty answer body: `{}` (e.g. a deletion that has nothing to report). */
export const emptyResponseSchema = z.object({});
