import { z } from 'zod';
import { EVENT_KINDS } from '../constants.ts';
import {
  addressSchema, birthDateField, checkChurchCampus, emailField, employerField, eventCityField, eventYearField, firstNameField,
  genderField, lastNameField, lifeChurchCampusField, lifeChurchLocationField, optionalPhoneField, shirtSizeField, teamRefField,
} from '../common/fields.ts';

/**
 * The contact fields every person write shares (checkout's contact reuses them). A campus is
 * needed when lifeChurch is set: lifeChurchLocation (its name) or lifeChurchCampus (value or
 * {value, name}, DECISIONS.md 19); `churchCampus()` gives the one to store.
 */
export const personContactFields = {
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phone: optionalPhoneField,
  address: addressSchema.optional(),
  lifeChurch: z.boolean().default(false),
  lifeChurchLocation: lifeChurchLocationField.optional().nullable(),
  lifeChurchCampus: lifeChurchCampusField.optional().nullable(),
  shirtSize: shirtSizeField.optional().nullable(),
  anonymous: z.boolean().default(false),
  marketing: z.boolean().default(true),
  myEmployer: employerField,
  useEmployerAsName: z.boolean().default(false),
};

const personFields = {
  ...personContactFields,
  eventYear: eventYearField.optional(),
  event: z.enum(EVENT_KINDS).optional(),
  eventCity: eventCityField.optional().nullable(),
  /** A team id or {id} (DECISIONS.md 19). */
  team: teamRefField.optional().nullable(),
  birthDate: birthDateField.optional().nullable(),
  gender: genderField.optional().nullable(),
};

/**
 * POST /v1/persons/ (join flow and admin): the spec's fields {email, firstName, lastName, phone,
 * lifeChurch, team, eventYear, useEmployerAsName, marketing, myEmployer, lifeChurchLocation} and
 * the rest of a person. The server checks eventYear (the current year for public callers).
 */
export const personCreateInputSchema = z.strictObject(personFields).superRefine(checkChurchCampus());
export type PersonCreateInput = z.infer<typeof personCreateInputSchema>;

/**
 * PATCH /v1/persons/{id}: any subset of the fields. No defaults here: a field left out keeps its
 * stored value (zod applies `.default()` even under `.partial()`).
 */
export const personUpdateInputSchema = z
  .strictObject({
    ...personFields,
    lifeChurch: z.boolean(),
    anonymous: z.boolean(),
    marketing: z.boolean(),
    useEmployerAsName: z.boolean(),
    active: z.boolean(),
  })
  .partial()
  .superRefine(checkChurchCampus());
export type PersonUpdateInput = z.infer<typeof personUpdateInputSchema>;
