import { describe, expect, it } from 'vitest';
import { personCreateInputSchema, personListQuerySchema, personUpdateInputSchema } from './person.schema.ts';

const person = { firstName: 'Pat', lastName: 'Walker', email: 'Pat@Example.com' };

describe('personCreateInputSchema', () => {
  it('applies defaults: marketing on, anonymous and lifeChurch off', () => {
    expect(personCreateInputSchema.parse(person)).toMatchObject({
      email: 'pat@example.com',
      marketing: true,
      anonymous: false,
      lifeChurch: false,
      useEmployerAsName: false,
    });
  });

  it('makes the phone optional, but valid when given', () => {
    expect(personCreateInputSchema.safeParse({ ...person, phone: '' }).success).toBe(true);
    expect(personCreateInputSchema.safeParse({ ...person, phone: '555-1234' }).error!.issues[0]!.message).toBe(
      'Must be a valid phone number.',
    );
  });

  it('needs a campus when lifeChurch is ticked', () => {
    const result = personCreateInputSchema.safeParse({ ...person, lifeChurch: true });
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['lifeChurchLocation'], message: 'Choose a Life.Church campus.' })]);
    expect(personCreateInputSchema.safeParse({ ...person, lifeChurch: true, lifeChurchLocation: 'Moore' }).success).toBe(true);
  });

  it('accepts the participant event kinds only', () => {
    for (const event of ['piecewalk', '5k', 'donor']) expect(personCreateInputSchema.safeParse({ ...person, event }).success).toBe(true);
    expect(personCreateInputSchema.safeParse({ ...person, event: 'walk' }).success).toBe(false);
  });
});

describe('personUpdateInputSchema', () => {
  it('accepts any subset without applying create defaults', () => {
    expect(personUpdateInputSchema.parse({ active: false })).toEqual({ active: false });
  });

  it('checks the campus when lifeChurch is sent', () => {
    expect(personUpdateInputSchema.safeParse({ lifeChurch: true }).success).toBe(false);
    expect(personUpdateInputSchema.safeParse({ lifeChurch: false }).success).toBe(true);
  });
});

describe('personListQuerySchema', () => {
  it("parses the participants grid's query with the shared paging defaults", () => {
    expect(personListQuerySchema.parse({})).toEqual({ limit: 10, page: 1 });
    expect(
      personListQuerySchema.parse({ limit: '100', page: '2', sortBy: 'createdAt:desc', eventYear: '2025', search: '  walker ', lifeChurch: 'true', populate: 'team' }),
    ).toEqual({ limit: 100, page: 2, sortBy: 'createdAt:desc', eventYear: 2025, search: 'walker', lifeChurch: true, populate: 'team' });
  });

  it('refuses a bad year, flag, event or an overlong search', () => {
    for (const query of [{ eventYear: '25' }, { lifeChurch: 'yes' }, { event: 'walk' }, { search: 'x'.repeat(201) }, { sortBy: 'lastName;drop' }]) {
      expect(personListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
