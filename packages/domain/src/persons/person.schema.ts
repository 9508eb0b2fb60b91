import { z } from 'zod';
import { EVENT_KINDS } from '../constants.ts';
import {
  addressSchema, birthDateField, emailField, employerField, eventCityField, eventYearField, firstNameField,
  genderField, idField, lastNameField, lifeChurchLocationField, optionalPhoneField, shirtSizeField,
} from '../common/fields.ts';

/** The contact fields every person write shares (checkout's contact reuses them). lifeChurchLocation is needed when lifeChurch is set. */
export const personContactFields = {
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phone: optionalPhoneField,
  address: addressSchema.optional(),
  lifeChurch: z.boolean().default(false),
  lifeChurchLocation: lifeChurchLocationField.optional().nullable(),
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
  team: idField.optional().nullable(),
  birthDate: birthDateField.optional().nullable(),
  gender: genderField.optional().nullable(),
};

function requireCampus<T extends { lifeChurch?: boolean; lifeChurchLocation?: string | null }>(v: T) {
  return !v.lifeChurch || !!v.lifeChurchLocation;
}
const campusIssue = { path: ['lifeChurchLocation'], message: 'Choose a Life.Church campus.' };

/** POST /v1/persons/ (join flow and admin). */
export const personCreateInputSchema = z.strictObject(personFields).refine(requireCampus, campusIssue);
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
  .refine((v) => v.lifeChurch === undefined || requireCampus(v), campusIssue);
export type PersonUpdateInput = z.infer<typeof personUpdateInputSchema>;
