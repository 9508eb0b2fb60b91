import { z } from 'zod';
import {
  CAPTAIN_SHIRT_SIZES, EVENT_CITIES, GENDERS, LIFE_CHURCH_CAMPUS_NAMES, NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH,
  PHONE_LENGTH, STATE_LENGTH, US_STATES, ZIP_LENGTH,
} from '../constants.ts';
import { FIELD_MESSAGES } from '../messages.ts';

/** A required trimmed text of at least 2 characters, with messages naming the field. */
export function nameField(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .min(NAME_MIN_LENGTH, `${label} must be at least ${NAME_MIN_LENGTH} characters.`);
}

export const firstNameField = nameField('First name');
export const lastNameField = nameField('Last name');

/** Required, valid, trimmed and lowercased (emails identify users). */
export const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .pipe(z.email('Must be a valid email address.'))
  .transform((v) => v.toLowerCase());

/** Masked as (###) ###-####: exactly 14 characters. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const phoneField = z
  .string({ error: 'Phone is required.' })
  .trim()
  .min(1, 'Phone is required.')
  .refine((v) => v.length >= PHONE_LENGTH && PHONE_PATTERN.test(v), FIELD_MESSAGES.phone);
/** Phone on forms where it may be left empty (add team member, participant edit). */
export const optionalPhoneField = z
  .string()
  .trim()
  .refine((v) => v === '' || (v.length >= PHONE_LENGTH && PHONE_PATTERN.test(v)), FIELD_MESSAGES.phone)
  .optional();

/** DECISIONS.md 4: one password rule everywhere. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[#?!@$%^&*-]).+$/;
export const passwordField = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .regex(PASSWORD_PATTERN, FIELD_MESSAGES.passwordRule)
  .max(128, 'Password must be at most 128 characters.');

/** Optional employer: at least 2 characters when given, trimmed. */
export const employerField = z
  .string()
  .trim()
  .refine((v) => v === '' || v.length >= NAME_MIN_LENGTH, `Employer must be at least ${NAME_MIN_LENGTH} characters.`)
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
  address: nameField('Address'),
  city: nameField('City'),
  state: stateField,
  zipcode: zipField,
});
export type Address = z.infer<typeof addressSchema>;

export const teamNameField = z
  .string({ error: 'Team name is required.' })
  .trim()
  .min(1, 'Team name is required.')
  .min(NAME_MIN_LENGTH, `Team name must be at least ${NAME_MIN_LENGTH} characters.`)
  .max(80, 'Team name must be at most 80 characters.')
  .regex(/^[\p{L}\p{N}]/u, FIELD_MESSAGES.teamNameStart);

export const eventCityField = z.enum(EVENT_CITIES, { error: 'Event city must be Oklahoma City or Tulsa.' });
export const teamMessageField = z
  .string({ error: 'Team message is required.' })
  .trim()
  .min(1, 'Team message is required.')
  .max(20000, 'Team message is too long.');

export const shirtSizeField = z.enum(CAPTAIN_SHIRT_SIZES, { error: 'Shirt size is required.' });
export const genderField = z.enum(GENDERS, { error: 'Gender must be Male or Female.' });
export const lifeChurchLocationField = z.enum(LIFE_CHURCH_CAMPUS_NAMES as [string, ...string[]], {
  error: 'Choose a Life.Church campus.',
});

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

/** A database id in a path or payload. */
export const idField = z.coerce.number({ error: 'Must be a valid id.' }).int('Must be a valid id.').positive('Must be a valid id.');
export const idParams = z.object({ id: idField });
