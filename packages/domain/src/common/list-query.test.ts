import { describe, expect, it } from 'vitest';
import { listQuerySchema, parseSortBy, queryBoolean } from './list-query.ts';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './constants.ts';

function messages(value: unknown): string[] {
  const result = listQuerySchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('parseSortBy', () => {
  it('parses one term', () => {
    expect(parseSortBy('name:desc')).toEqual([{ field: 'name', direction: 'desc' }]);
    expect(parseSortBy('name:asc')).toEqual([{ field: 'name', direction: 'asc' }]);
  });

  it('defaults the direction to asc', () => {
    expect(parseSortBy('createdAt')).toEqual([{ field: 'createdAt', direction: 'asc' }]);
    expect(parseSortBy('createdAt:sideways')).toEqual([{ field: 'createdAt', direction: 'asc' }]);
  });

  it('keeps the order of several terms', () => {
    expect(parseSortBy('totalRaised:desc,active:desc,name')).toEqual([
      { field: 'totalRaised', direction: 'desc' },
      { field: 'active', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ]);
  });

  it('is case-insensitive on the direction and trims whitespace', () => {
    expect(parseSortBy(' name : DESC , email ')).toEqual([
      { field: 'name', direction: 'desc' },
      { field: 'email', direction: 'asc' },
    ]);
  });

  it('ignores empty terms', () => {
    expect(parseSortBy('')).toEqual([]);
    expect(parseSortBy(',,name:desc,')).toEqual([{ field: 'name', direction: 'desc' }]);
  });
});

describe('listQuerySchema', () => {
  it('defaults limit and page', () => {
    expect(DEFAULT_PAGE_LIMIT).toBe(10);
    expect(listQuerySchema.parse({})).toEqual({ limit: 10, page: 1 });
  });

  it('coerces query-string numbers', () => {
    expect(listQuerySchema.parse({ limit: '400', page: '2' })).toEqual({ limit: 400, page: 2 });
  });

  it('accepts limits from 1 to the maximum (the spec asks for 3000 participants at once)', () => {
    expect(MAX_PAGE_LIMIT).toBe(5000);
    expect(listQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(listQuerySchema.parse({ limit: '3000' }).limit).toBe(3000);
    expect(listQuerySchema.parse({ limit: '5000' }).limit).toBe(5000);
  });

  it('refuses limits out of range', () => {
    expect(messages({ limit: '0' })).toEqual(['limit must be at least 1.']);
    expect(messages({ limit: '5001' })).toEqual(['limit must be at most 5000.']);
    expect(messages({ limit: '2.5' })).toEqual(['limit must be a whole number.']);
    expect(messages({ limit: 'abc' })).toHaveLength(1);
  });

  it('refuses page 0 and fractions', () => {
    expect(messages({ page: '0' })).toEqual(['page must be at least 1.']);
    expect(messages({ page: '1.5' })).toEqual(['page must be a whole number.']);
  });

  it('accepts sortBy terms, dotted fields and several terms', () => {
    for (const sortBy of ['name', 'name:asc', 'totalRaised:desc,active:desc', 'person.lastName:DESC', 'created_at:desc']) {
      expect(messages({ sortBy })).toEqual([]);
    }
    expect(listQuerySchema.parse({ sortBy: 'totalRaised:desc' }).sortBy).toBe('totalRaised:desc');
  });

  it.each(['name:up', 'name;drop table', 'name desc', 'name:asc,', '1name'])('refuses sortBy %j', (sortBy) => {
    expect(messages({ sortBy })).toEqual(['sortBy must look like field:asc or field:desc, separated by commas.']);
  });

  it('accepts a populate list and refuses anything else', () => {
    expect(listQuerySchema.parse({ populate: 'team,person' }).populate).toBe('team,person');
    expect(messages({ populate: 'team person' })).toEqual(['populate must be a comma-separated list of names.']);
  });

  it('keeps endpoint filters when extended', () => {
    const schema = listQuerySchema.extend({ eventYear: listQuerySchema.shape.page });
    expect(schema.parse({ eventYear: '2026' })).toEqual({ limit: 10, page: 1, eventYear: 2026 });
  });
});

describe('queryBoolean', () => {
  it('maps "true" and "false"', () => {
    expect(queryBoolean.parse('true')).toBe(true);
    expect(queryBoolean.parse('false')).toBe(false);
  });

  it.each(['yes', '1', 'TRUE', ''])('refuses %j', (value) => {
    const result = queryBoolean.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('Must be true or false.');
  });
});
