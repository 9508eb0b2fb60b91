import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE, MAX_PAGE_LIMIT, SHORT_TEXT_MAX_LENGTH } from './constants.ts';

/** `sortBy=field:asc|desc[,field:desc]` parsed into ordered pairs. */
export interface SortTerm {
  field: string;
  direction: 'asc' | 'desc';
}

/** The 400 of a list query naming keys it does not know. */
export function unknownFiltersMessage(keys: readonly string[]): string {
  return `Unknown filter${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}.`;
}

export function parseSortBy(value: string): SortTerm[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [field = '', dir = 'asc'] = part.split(':');
      return { field: field.trim(), direction: dir.trim().toLowerCase() === 'desc' ? 'desc' : 'asc' } as SortTerm;
    });
}

/**
 * The shared list query of every list endpoint: limit, page, sortBy, populate.
 * Endpoint schemas extend it with their own field filters. Strict (kept by extend and pick): an
 * unknown filter is a 400 naming it, so a typo never silently lists everything.
 */
export const listQuerySchema = z.strictObject({
  limit: z.coerce.number({ error: 'limit must be a number.' }).int('limit must be a whole number.').min(1, 'limit must be at least 1.').max(MAX_PAGE_LIMIT, `limit must be at most ${MAX_PAGE_LIMIT}.`).default(DEFAULT_PAGE_LIMIT),
  page: z.coerce.number({ error: 'page must be a number.' }).int('page must be a whole number.').min(1, 'page must be at least 1.').max(MAX_PAGE, `page must be at most ${MAX_PAGE}.`).default(1),
  sortBy: z
    .string()
    .max(SHORT_TEXT_MAX_LENGTH, `sortBy must be at most ${SHORT_TEXT_MAX_LENGTH} characters.`)
    .regex(/^[A-Za-z_.]+(:(asc|desc))?(,[A-Za-z_.]+(:(asc|desc))?)*$/i, 'sortBy must look like field:asc or field:desc, separated by commas.')
    .optional(),
  populate: z.string().max(SHORT_TEXT_MAX_LENGTH, `populate must be at most ${SHORT_TEXT_MAX_LENGTH} characters.`).regex(/^[A-Za-z_,]*$/, 'populate must be a comma-separated list of names.').optional(),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFiltersMessage(issue.keys) : undefined) });
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The query of a call that takes none: anything sent is a 400 naming it rather than ignored. */
export const noQuerySchema = z.strictObject({}, { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFiltersMessage(issue.keys) : undefined) });

/** A query-string boolean: "true" / "false". */
export const queryBoolean = z.enum(['true', 'false'], { error: 'Must be true or false.' }).transform((v) => v === 'true');
