import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressSchema, birthDateField, churchCampus, emailField, employerField, eventCityField, eventYearField, firstNameField,
  GENDER_MESSAGE, genderField, idField, idParams, lastNameField, lifeChurchCampusField, lifeChurchLocationField, nameField, optionalPhoneField,
  PASSWORD_PATTERN, passwordField, PHONE_PATTERN, phoneField, shirtSizeField, stateField, teamMessageField, teamNameField,
  teamRefField, zipField,
} from './fields.ts';
import { FIELD_MESSAGES } from '../messages.ts';
import { PASSWORD_SPECIAL_CHARACTERS } from '../auth/constants.ts';
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, EMAIL_MAX_LENGTH, MAX_ID, US_STATES } from './constants.ts';
import { EMPLOYER_MAX_LENGTH, LIFE_CHURCH_CAMPUS_NAMES, NAME_MAX_LENGTH } from '../persons/constants.ts';
import { TEAM_MESSAGE_MAX_LENGTH, TEAM_NAME_MAX_LENGTH } from '../teams/constants.ts';

/** The messages of a refused value (empty when accepted). */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
/** The first message of a refused value. */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  return messages(schema, value)[0];
}
function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  return schema.parse(value);
}

describe('names (first, last, any labelled name)', () => {
  it('accepts two characters or more, trimmed', () => {
    expect(parsed(firstNameField, 'Jo')).toBe('Jo');
    expect(parsed(lastNameField, '  Smith  ')).toBe('Smith');
  });

  it('refuses one character', () => {
    expect(messages(firstNameField, 'J')).toEqual(['First name must be at least 2 characters.']);
    expect(messages(lastNameField, 'S')).toEqual(['Last name must be at least 2 characters.']);
    expect(messages(firstNameField, ' J ')).toEqual(['First name must be at least 2 characters.']);
  });

  it('requires a value', () => {
    expect(firstMessage(firstNameField, '')).toBe('First name is required.');
    expect(firstMessage(firstNameField, '   ')).toBe('First name is required.');
    expect(messages(firstNameField, undefined)).toEqual(['First name is required.']);
    expect(messages(lastNameField, null)).toEqual(['Last name is required.']);
  });

  it('names the field in its messages', () => {
    const city = nameField('City');
    expect(firstMessage(city, '')).toBe('City is required.');
    expect(messages(city, 'X')).toEqual(['City must be at least 2 characters.']);
  });
});

describe('emailField', () => {
  it('trims and lowercases', () => {
    expect(parsed(emailField, '  Foo.Bar@Example.COM ')).toBe('foo.bar@example.com');
    expect(parsed(emailField, 'captain@walkfund.local')).toBe('captain@walkfund.local');
  });

  it.each(['not-an-email', 'a@b', '@example.com', 'foo@', 'foo bar@example.com'])('refuses %j', (value) => {
    expect(messages(emailField, value)).toEqual(['Must be a valid email address.']);
  });

  it('requires a value', () => {
    expect(messages(emailField, '')).toEqual(['Email is required.']);
    expect(messages(emailField, '   ')).toEqual(['Email is required.']);
    expect(messages(emailField, undefined)).toEqual(['Email is required.']);
  });
});

describe('phoneField (mask (###) ###-####)', () => {
  it('accepts the masked form', () => {
    expect(parsed(phoneField, '(405) 555-1234')).toBe('(405) 555-1234');
    expect(parsed(phoneField, ' (918) 555-0000 ')).toBe('(918) 555-0000');
    expect(PHONE_PATTERN.test('(405) 555-1234')).toBe(true);
  });

  it.each(['+1 405 555 1234', '405-555-1234', '4055551234', '(405)555-1234', '+1 (405) 555-1234', '1 405 555 1234'])(
    'normalizes %j to (405) 555-1234 (a leading country code 1 dropped)',
    (value) => {
      expect(parsed(phoneField, value)).toBe('(405) 555-1234');
      expect(parsed(optionalPhoneField, value)).toBe('(405) 555-1234');
    },
  );

  it.each(['(405) 555-123', '(405) 555-12345', '(40a) 555-1234', '24055551234', '555'])(
    'refuses %j',
    (value) => {
      expect(messages(phoneField, value)).toEqual([FIELD_MESSAGES.phone]);
    },
  );

  it('uses the spec message', () => {
    expect(FIELD_MESSAGES.phone).toBe('Must be a valid phone number.');
  });

  it('requires a value', () => {
    expect(firstMessage(phoneField, '')).toBe('Phone is required.');
    expect(messages(phoneField, undefined)).toEqual(['Phone is required.']);
  });

  it('may be left empty where optional, but not wrong', () => {
    expect(parsed(optionalPhoneField, '')).toBe('');
    expect(parsed(optionalPhoneField, undefined)).toBeUndefined();
    expect(parsed(optionalPhoneField, '(405) 555-1234')).toBe('(405) 555-1234');
    expect(messages(optionalPhoneField, '405-555-123')).toEqual(['Must be a valid phone number.']);
  });
});

describe('passwordField (docs/decisions/0104-password-rule.md)', () => {
  const rule = 'Must contain an uppercase, lowercase, number and special character.';

  it('accepts 8+ characters with upper, lower, digit and a special character', () => {
    expect(parsed(passwordField, 'Walkfund#2026')).toBe('Walkfund#2026');
    expect(parsed(passwordField, 'Abcdef1!')).toBe('Abcdef1!');
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('accepts the special character %j', (special) => {
    expect(messages(passwordField, `Passw0rd${special}`)).toEqual([]);
  });

  it.each([
    ['no special character', 'Password1'],
    ['no uppercase', 'password1#'],
    ['no lowercase', 'PASSWORD1#'],
    ['no digit', 'Password#'],
    ['only letters', 'password'],
    ['an unlisted special character (_)', 'Password1_'],
    ['an unlisted special character (+)', 'Password1+'],
    ['a space as the only special character', 'Password 1'],
  ])('refuses %s', (_label, value) => {
    expect(messages(passwordField, value)).toEqual([rule]);
    expect(FIELD_MESSAGES.passwordRule).toBe(rule);
  });

  it('requires at least 8 characters', () => {
    expect(messages(passwordField, 'Ab1#')).toEqual(['Password must be at least 8 characters.']);
    expect(messages(passwordField, 'Abcde1#')).toEqual(['Password must be at least 8 characters.']);
    expect(messages(passwordField, 'Abcdef1#')).toEqual([]);
  });

  it('requires a value', () => {
    expect(firstMessage(passwordField, '')).toBe('Password is required.');
    expect(messages(passwordField, undefined)).toEqual(['Password is required.']);
  });

  it('caps the length at 128', () => {
    const long = `Aa1#${'x'.repeat(124)}`;
    expect(messages(passwordField, long)).toEqual([]);
    expect(messages(passwordField, `${long}x`)).toEqual(['Password must be at most 128 characters.']);
  });

  it('exports the pattern the forms use', () => {
    expect(PASSWORD_PATTERN.test('Walkfund#2026')).toBe(true);
    expect(PASSWORD_PATTERN.test('walkfund2026')).toBe(false);
  });
});

describe('employerField', () => {
  it('is optional', () => {
    expect(parsed(employerField, undefined)).toBeUndefined();
    expect(parsed(employerField, '')).toBe('');
    expect(parsed(employerField, '   ')).toBe('');
  });

  it('is trimmed and needs 2 characters when given', () => {
    expect(parsed(employerField, '  Acme  ')).toBe('Acme');
    expect(messages(employerField, 'A')).toEqual(['Employer must be at least 2 characters.']);
  });
});

describe('zipField', () => {
  it('accepts exactly 5 digits, trimmed', () => {
    expect(parsed(zipField, '73101')).toBe('73101');
    expect(parsed(zipField, ' 74103 ')).toBe('74103');
  });

  it.each(['7310a', 'abcde', '73-01', '73101-1234'])('refuses non-digits in %j', (value) => {
    expect(firstMessage(zipField, value)).toBe('Can only contain numbers.');
  });

  it.each(['7310', '731011', '1'])('refuses the length of %j', (value) => {
    expect(messages(zipField, value)).toEqual(['Must be a valid 5 digit zipcode.']);
  });

  it('requires a value', () => {
    expect(firstMessage(zipField, '')).toBe('Zip is required.');
    expect(messages(zipField, undefined)).toEqual(['Zip is required.']);
  });
});

describe('stateField', () => {
  it('accepts a state abbreviation and upper-cases it', () => {
    expect(parsed(stateField, 'OK')).toBe('OK');
    expect(parsed(stateField, 'ok')).toBe('OK');
    expect(parsed(stateField, ' tx ')).toBe('TX');
  });

  it('accepts DC and PR', () => {
    expect(parsed(stateField, 'DC')).toBe('DC');
    expect(parsed(stateField, 'PR')).toBe('PR');
  });

  it('accepts every listed code', () => {
    for (const code of US_STATES) expect(messages(stateField, code)).toEqual([]);
  });

  it.each(['XX', 'GU', 'ZZ', 'Oklahoma', 'O', ''])('refuses %j with "Use state abbreviation."', (value) => {
    expect(messages(stateField, value).length).toBeGreaterThan(0);
    expect(new Set(messages(stateField, value))).toEqual(new Set(['Use state abbreviation.']));
  });

  it('requires a value', () => {
    expect(messages(stateField, undefined)).toEqual(['State is required.']);
  });
});

describe('addressSchema', () => {
  const good = { address: '123 Main St', city: 'Tulsa', state: 'ok', zipcode: '74103' };

  it('parses a full address', () => {
    expect(addressSchema.parse(good)).toEqual({ ...good, state: 'OK' });
  });

  it('reports each field with its message and path', () => {
    const result = addressSchema.safeParse({ address: 'X', city: '', state: 'XX', zipcode: '7410' });
    expect(result.success).toBe(false);
    const byPath: Record<string, string> = {};
    for (const issue of result.error!.issues) byPath[issue.path.join('.')] ??= issue.message; // first message per field
    expect(byPath).toEqual({
      address: 'Address must be at least 2 characters.',
      city: 'City is required.',
      state: 'Use state abbreviation.',
      zipcode: 'Must be a valid 5 digit zipcode.',
    });
  });
});

describe('teamNameField', () => {
  it('accepts names starting with a letter or digit (accents too), trimmed', () => {
    expect(parsed(teamNameField, 'Walkers')).toBe('Walkers');
    expect(parsed(teamNameField, '1st Team')).toBe('1st Team');
    expect(parsed(teamNameField, 'Élan Vital')).toBe('Élan Vital');
    expect(parsed(teamNameField, '  Café Crew!  ')).toBe('Café Crew!');
  });

  it.each(['#Team', '!Go', '-Dash', '_under', '"Quoted"', ' @Team'])('refuses %j: cannot start with a special character', (value) => {
    expect(messages(teamNameField, value)).toEqual(['Team name cannot start with a special character.']);
    expect(FIELD_MESSAGES.teamNameStart).toBe('Team name cannot start with a special character.');
  });

  it('requires 2 to 80 characters', () => {
    expect(firstMessage(teamNameField, '')).toBe('Team name is required.');
    expect(messages(teamNameField, 'A')).toEqual(['Team name must be at least 2 characters.']);
    expect(messages(teamNameField, 'A'.repeat(80))).toEqual([]);
    expect(messages(teamNameField, 'A'.repeat(81))).toEqual(['Team name must be at most 80 characters.']);
    expect(messages(teamNameField, undefined)).toEqual(['Team name is required.']);
  });
});

describe('eventCityField', () => {
  it('accepts Oklahoma City and Tulsa', () => {
    expect(parsed(eventCityField, 'Oklahoma City')).toBe('Oklahoma City');
    expect(parsed(eventCityField, 'Tulsa')).toBe('Tulsa');
  });

  it.each(['Norman', 'tulsa', '', undefined])('refuses %j', (value) => {
    expect(messages(eventCityField, value)).toEqual(['Event city must be Oklahoma City or Tulsa.']);
  });
});

describe('teamMessageField', () => {
  it('is required and trimmed', () => {
    expect(parsed(teamMessageField, '  <p>Join us!</p> ')).toBe('<p>Join us!</p>');
    expect(messages(teamMessageField, '')).toEqual(['Team message is required.']);
    expect(messages(teamMessageField, '   ')).toEqual(['Team message is required.']);
    expect(messages(teamMessageField, undefined)).toEqual(['Team message is required.']);
  });

  it('refuses an overly long message', () => {
    expect(messages(teamMessageField, 'x'.repeat(TEAM_MESSAGE_MAX_LENGTH + 1))).toEqual([`Team message must be at most ${TEAM_MESSAGE_MAX_LENGTH} characters.`]);
    expect(messages(teamMessageField, 'x'.repeat(TEAM_MESSAGE_MAX_LENGTH))).toEqual([]);
  });
});

describe('shirtSizeField, genderField, lifeChurchLocationField', () => {
  it('accepts the captain shirt sizes only', () => {
    for (const size of ['Small', 'Medium', 'Large', 'XLarge', '2XLarge', '3XLarge']) expect(messages(shirtSizeField, size)).toEqual([]);
    expect(messages(shirtSizeField, 'med')).toEqual(['Shirt size is required.']);
    expect(messages(shirtSizeField, undefined)).toEqual(['Shirt size is required.']);
  });

  it('accepts Male, Female, Non-binary and Prefer not to say (docs/decisions/0014-runner-gender.md)', () => {
    for (const gender of ['Male', 'Female', 'Non-binary', 'Prefer not to say']) expect(parsed(genderField, gender)).toBe(gender);
    expect(messages(genderField, 'male')).toEqual([GENDER_MESSAGE]);
    expect(messages(genderField, 'Other')).toEqual([GENDER_MESSAGE]);
  });

  it('accepts every campus name and nothing else', () => {
    for (const name of LIFE_CHURCH_CAMPUS_NAMES) expect(messages(lifeChurchLocationField, name)).toEqual([]);
    expect(messages(lifeChurchLocationField, 'Nowhere')).toEqual(['Choose a Life.Church campus.']);
    expect(messages(lifeChurchLocationField, 3)).toEqual(['Choose a Life.Church campus.']);
  });
});

describe('birthDateField', () => {
  it('accepts a past YYYY-MM-DD date', () => {
    expect(parsed(birthDateField, '1990-05-01')).toBe('1990-05-01');
  });

  it('refuses other formats', () => {
    expect(messages(birthDateField, '05/01/1990')).toEqual(['Birth date is required.']);
    expect(firstMessage(birthDateField, '')).toBe('Birth date is required.');
    expect(messages(birthDateField, undefined)).toEqual(['Birth date is required.']);
  });

  it('refuses future and impossible dates', () => {
    expect(messages(birthDateField, '2999-01-01')).toEqual(['Birth date must be a valid past date.']);
    expect(messages(birthDateField, '1990-13-45')).toEqual(['Birth date must be a valid past date.']);
  });
});

describe('eventYearField', () => {
  it('coerces a 4-digit year', () => {
    expect(parsed(eventYearField, '2026')).toBe(2026);
    expect(parsed(eventYearField, 2025)).toBe(2025);
  });

  it('refuses other values', () => {
    expect(messages(eventYearField, 1999)).toEqual(['Event year must have 4 digits.']);
    expect(messages(eventYearField, 10000)).toEqual(['Event year must have 4 digits.']);
    expect(messages(eventYearField, 2025.5)).toEqual(['Event year must be a whole number.']);
    expect(messages(eventYearField, 'abc')).toEqual(['Event year is required.']);
  });
});

describe('idField and idParams', () => {
  it('coerces a positive whole id', () => {
    expect(parsed(idField, '12')).toBe(12);
    expect(parsed(idField, 7)).toBe(7);
    expect(idParams.parse({ id: '42' })).toEqual({ id: 42 });
  });

  it.each([0, -1, 1.5, 'abc', undefined])('refuses %j with "Must be a valid id."', (value) => {
    expect(messages(idField, value)).toEqual(['Must be a valid id.']);
  });
});

describe('ids beyond 32 bits', () => {
  it('accepts the largest integer id and refuses 2^31 and beyond', () => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
    expect(parsed(idField, String(MAX_ID))).toBe(MAX_ID);
    for (const value of [2 ** 31, '2147483648', 2 ** 53, '1e300']) expect(firstMessage(idField, value)).toBe('Must be a valid id.');
  });
});

describe('maximum lengths of stored strings', () => {
  const cases: [string, z.ZodType, number, (n: number) => string, string][] = [
    ['first name', firstNameField, NAME_MAX_LENGTH, (n) => 'a'.repeat(n), `First name must be at most ${NAME_MAX_LENGTH} characters.`],
    ['last name', lastNameField, NAME_MAX_LENGTH, (n) => 'a'.repeat(n), `Last name must be at most ${NAME_MAX_LENGTH} characters.`],
    ['email', emailField, EMAIL_MAX_LENGTH, (n) => `${'a'.repeat(n - 12)}@example.com`, `Email must be at most ${EMAIL_MAX_LENGTH} characters.`],
    ['employer', employerField, EMPLOYER_MAX_LENGTH, (n) => 'a'.repeat(n), `Employer must be at most ${EMPLOYER_MAX_LENGTH} characters.`],
    ['team name', teamNameField, TEAM_NAME_MAX_LENGTH, (n) => 'a'.repeat(n), `Team name must be at most ${TEAM_NAME_MAX_LENGTH} characters.`],
    ['team message', teamMessageField, TEAM_MESSAGE_MAX_LENGTH, (n) => 'a'.repeat(n), `Team message must be at most ${TEAM_MESSAGE_MAX_LENGTH} characters.`],
  ];

  it.each(cases)('%s: accepts the maximum, refuses one more', (_label, schema, max, value, message) => {
    expect(messages(schema, value(max))).toEqual([]);
    expect(messages(schema, value(max + 1))).toEqual([message]);
  });

  it('refuses the 204,800-character name the fuzzer stored', () => {
    expect(messages(firstNameField, 'x'.repeat(204_800))).toEqual([`First name must be at most ${NAME_MAX_LENGTH} characters.`]);
  });

  it('bounds the address and city of an address', () => {
    const address = { address: '1 Main St', city: 'Tulsa', state: 'OK', zipcode: '74101' };
    expect(addressSchema.safeParse({ ...address, address: 'a'.repeat(ADDRESS_MAX_LENGTH) }).success).toBe(true);
    expect(addressSchema.safeParse({ ...address, address: 'a'.repeat(ADDRESS_MAX_LENGTH + 1) }).error!.issues[0]!.message).toBe(
      `Address must be at most ${ADDRESS_MAX_LENGTH} characters.`,
    );
    expect(addressSchema.safeParse({ ...address, city: 'a'.repeat(CITY_MAX_LENGTH + 1) }).error!.issues[0]!.message).toBe(
      `City must be at most ${CITY_MAX_LENGTH} characters.`,
    );
  });
});

describe('lifeChurchCampusField (docs/decisions/0119-spec-payloads-accepted.md)', () => {
  it('takes the campus value, {value, name} or the name, and gives the name', () => {
    expect(parsed(lifeChurchCampusField, 14)).toBe('Jenks');
    expect(parsed(lifeChurchCampusField, { value: 14, name: 'Jenks' })).toBe('Jenks');
    expect(parsed(lifeChurchCampusField, { value: 7 })).toBe('Norman');
    expect(parsed(lifeChurchCampusField, 'Norman')).toBe('Norman');
  });

  it.each([0, 22, 1.5, 'Nowhere', { value: 14, name: 'Norman' }, true])('refuses %j', (value) => {
    expect(messages(lifeChurchCampusField, value)).toEqual(['Choose a Life.Church campus.']);
  });

  it('refuses unknown keys in {value, name}', () => {
    expect(messages(lifeChurchCampusField, { value: 14, name: 'Jenks', extra: 1 })).toEqual(['Unrecognized key: "extra"']);
  });

  it('churchCampus stores a campus only when lifeChurch is set', () => {
    expect(churchCampus({ lifeChurch: true, lifeChurchCampus: 'Jenks' })).toBe('Jenks');
    expect(churchCampus({ lifeChurch: true, lifeChurchLocation: 'Moore', lifeChurchCampus: null })).toBe('Moore');
    expect(churchCampus({ lifeChurch: false, lifeChurchLocation: 'Moore' })).toBeNull();
  });
});

describe('teamRefField (docs/decisions/0119-spec-payloads-accepted.md)', () => {
  it('takes an id or {id}', () => {
    expect(parsed(teamRefField, 12)).toBe(12);
    expect(parsed(teamRefField, { id: 12 })).toBe(12);
  });

  it.each([{ id: 12, name: 'Blue' }, { id: 2 ** 31 }, 2 ** 31, 'abc', {}, true])('refuses %j', (value) => {
    expect(teamRefField.safeParse(value).success).toBe(false);
  });
});
