import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/constants.ts';
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, EMAIL_MAX_LENGTH, EVENT_CITIES, MAX_ID, PHONE_LENGTH, STATE_LENGTH, US_STATES, ZIP_LENGTH } from './constants.ts';
import { CAPTAIN_SHIRT_SIZES, EMPLOYER_MAX_LENGTH, GENDERS, LIFE_CHURCH_CAMPUSES, LIFE_CHURCH_CAMPUS_NAMES, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../persons/constants.ts';
import { TEAM_MESSAGE_MAX_LENGTH, TEAM_NAME_MAX_LENGTH } from '../teams/constants.ts';
import { FIELD_MESSAGES } from '../messages.ts';
import { normalizePhone } from './phone.ts';

/** A required trimmed text of 2 to `max` characters, with messages naming the field. */
export function nameField(label: string, max: number = NAME_MAX_LENGTH) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .min(NAME_MIN_LENGTH, `${label} must be at least ${NAME_MIN_LENGTH} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** An optional trimmed text of at most `max` characters (free text the spec does not constrain otherwise). */
export function optionalTextField(label: string, max: number) {
  return z.string({ error: `${label} must be text.` }).trim().max(max, `${label} must be at most ${max} characters.`);
}

export const firstNameField = nameField('First name');
export const lastNameField = nameField('Last name');

/** Required, valid, trimmed and lowercased (emails identify users). */
export const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email('Must be a valid email address.'))
  .transform((v) => v.toLowerCase());

/** Masked as (###) ###-####: exactly 14 characters. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
/** A text put into the mask's form first (normalizePhone: any usual separators, a leading +1 dropped). */
const normalizedPhoneText = (message: string) =>
  z.string({ error: message }).transform(normalizePhone);
export const phoneField = normalizedPhoneText('Phone is required.').pipe(
  z
    .string()
    .min(1, 'Phone is required.')
    .refine((v) => v.length >= PHONE_LENGTH && PHONE_PATTERN.test(v), FIELD_MESSAGES.phone),
);
/** Phone on forms where it may be left empty (add team member, participant edit). */
export const optionalPhoneField = normalizedPhoneText(FIELD_MESSAGES.phone)
  .pipe(z.string().refine((v) => v === '' || (v.length >= PHONE_LENGTH && PHONE_PATTERN.test(v)), FIELD_MESSAGES.phone))
  .optional();

/** docs/decisions/0104-password-rule.md: one password rule everywhere. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[#?!@$%^&*-]).+$/;
export const passwordField = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .regex(PASSWORD_PATTERN, FIELD_MESSAGES.passwordRule)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

/** Optional employer: at least 2 characters when given, trimmed. */
export const employerField = z
  .string()
  .trim()
  .refine((v) => v === '' || v.length >= NAME_MIN_LENGTH, `Employer must be at least ${NAME_MIN_LENGTH} characters.`)
  .refine((v) => v.length <= EMPLOYER_MAX_LENGTH, `Employer must be at most ${EMPLOYER_MAX_LENGTH} characters.`)
  .optional();

export const zipField = z
  .string({ error: 'Zip is required.' })
  .trim()
  .min(1, 'Zip is required.')
  .regex(/^\d+$/, FIELD_MESSAGES.zipNumeric)
  .length(ZIP_LENGTH, FIELD_MESSAGES.zipLength);

export const stateField = z
  .string({ error: 'State is required.' })
  .trim()
  .toUpperCase()
  .length(STATE_LENGTH, FIELD_MESSAGES.stateAbbreviation)
  .refine((v) => (US_STATES as readonly string[]).includes(v), FIELD_MESSAGES.stateAbbreviation);

export const addressSchema = z.object({
  address: nameField('Address', ADDRESS_MAX_LENGTH),
  city: nameField('City', CITY_MAX_LENGTH),
  state: stateField,
  zipcode: zipField,
});
export type Address = z.infer<typeof addressSchema>;

export const teamNameField = z
  .string({ error: 'Team name is required.' })
  .trim()
  .min(1, 'Team name is required.')
  .min(NAME_MIN_LENGTH, `Team name must be at least ${NAME_MIN_LENGTH} characters.`)
  .max(TEAM_NAME_MAX_LENGTH, `Team name must be at most ${TEAM_NAME_MAX_LENGTH} characters.`)
  .regex(/^[\p{L}\p{N}]/u, FIELD_MESSAGES.teamNameStart);

export const eventCityField = z.enum(EVENT_CITIES, { error: 'Event city must be Oklahoma City or Tulsa.' });
export const teamMessageField = z
  .string({ error: 'Team message is required.' })
  .trim()
  .min(1, 'Team message is required.')
  .max(TEAM_MESSAGE_MAX_LENGTH, `Team message must be at most ${TEAM_MESSAGE_MAX_LENGTH} characters.`);

export const shirtSizeField = z.enum(CAPTAIN_SHIRT_SIZES, { error: 'Shirt size is required.' });
export const GENDER_MESSAGE = 'Choose a gender from the list.';
export const genderField = z.enum(GENDERS, { error: GENDER_MESSAGE });
export const CAMPUS_MESSAGE = 'Choose a Life.Church campus.';
export const lifeChurchLocationField = z.enum(LIFE_CHURCH_CAMPUS_NAMES as [string, ...string[]], { error: CAMPUS_MESSAGE });

const campusNameByValue = new Map<number, string>(LIFE_CHURCH_CAMPUSES.map((c) => [c.value, c.name]));

/**
 * docs/decisions/0119-spec-payloads-accepted.md: `lifeChurchCampus` as the spec's forms send it: the campus value (1..21), or
 * `{value, name}` (a name that is not the value's campus is refused), or the campus name itself.
 * Parses to the campus name, the form `lifeChurchLocation` stores.
 */
export const lifeChurchCampusField = z
  .union(
    [
      z.number().int(),
      z.string().trim().max(NAME_MAX_LENGTH),
      z.strictObject({ value: z.number().int(), name: z.string().trim().max(NAME_MAX_LENGTH).optional() }),
    ],
    { error: CAMPUS_MESSAGE },
  )
  .transform((v, ctx) => {
    const name =
      typeof v === 'number' ? campusNameByValue.get(v)
      : typeof v === 'string' ? LIFE_CHURCH_CAMPUS_NAMES.find((n) => n === v)
      : campusNameByValue.get(v.value);
    if (!name || (typeof v === 'object' && v.name !== undefined && v.name !== name)) {
      ctx.addIssue({ code: 'custom', message: CAMPUS_MESSAGE });
      return z.NEVER;
    }
    return name;
  });

interface ChurchFields {
  lifeChurch?: boolean;
  lifeChurchLocation?: string | null;
  lifeChurchCampus?: string | null;
}

/** The campus to store: lifeChurchLocation or lifeChurchCampus, and only when lifeChurch is set. */
export function churchCampus(v: ChurchFields): string | null {
  return v.lifeChurch ? (v.lifeChurchLocation ?? v.lifeChurchCampus ?? null) : null;
}

/**
 * The church rules of a person-like object: a campus is needed when lifeChurch is set (issue on
 * `requiredPath`), and lifeChurchLocation and lifeChurchCampus, when both are sent, name one campus.
 */
export function checkChurchCampus(requiredPath: 'lifeChurchLocation' | 'lifeChurchCampus' = 'lifeChurchLocation') {
  return (v: ChurchFields, ctx: z.RefinementCtx) => {
    if (v.lifeChurchLocation && v.lifeChurchCampus && v.lifeChurchLocation !== v.lifeChurchCampus) {
      ctx.addIssue({ code: 'custom', path: ['lifeChurchCampus'], message: 'lifeChurchCampus and lifeChurchLocation name different campuses.' });
    }
    if (v.lifeChurch && !v.lifeChurchLocation && !v.lifeChurchCampus) ctx.addIssue({ code: 'custom', path: [requiredPath], message: CAMPUS_MESSAGE });
  };
}

/** Birth date as YYYY-MM-DD, not in the future. */
export const birthDateField = z
  .string({ error: 'Birth date is required.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Birth date is required.')
  .refine((v) => !Number.isNaN(Date.parse(v)) && Date.parse(v) <= Date.now(), 'Birth date must be a valid past date.');

export const eventYearField = z.coerce
  .number({ error: 'Event year is required.' })
  .int('Event year must be a whole number.')
  .min(2000, 'Event year must have 4 digits.')
  .max(9999, 'Event year must have 4 digits.');

/**
 * A database id in a path or payload: a positive 32-bit integer (ids are PostgreSQL integer
 * columns). In a path an invalid id is a 404 (the error handler), in a body or query a 400.
 */
export const idField = z.preprocess(
  // Paths and queries carry ids as text; in a body only a number is an id (true is not 1).
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number({ error: 'Must be a valid id.' }).int('Must be a valid id.').positive('Must be a valid id.').max(MAX_ID, 'Must be a valid id.'),
);
export const idParams = z.object({ id: idField });

/** docs/decisions/0119-spec-payloads-accepted.md: a team named by its id or as `{id}`; parses to the id. */
export const teamRefField = z.union([idField, z.strictObject({ id: idField }).transform((t) => t.id)], {
  error: 'team must be a team id or {id}.',
});
