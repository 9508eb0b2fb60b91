import { z } from 'zod';
import {
  addressSchema, checkChurchCampus, emailField, employerField, firstNameField, lastNameField, lifeChurchCampusField,
  lifeChurchLocationField, phoneField, shirtSizeField,
} from '../common/fields.ts';

/**
 * The captain's personal information (the reactivation wizard's step 1; PATCH /v1/teams/{id}'s
 * `captain`): written to the captain's person. `email`, when sent, must be the stored one (a
 * profile shows it read-only). In a reactivation the shirt size is required (docs/spec/public-flows.md §5).
 */
const captainPersonFields = {
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField.optional(),
  phone: phoneField,
  address: addressSchema.optional().nullable(),
  shirtSize: shirtSizeField,
  myEmployer: employerField,
  lifeChurch: z.boolean(),
  lifeChurchLocation: lifeChurchLocationField.optional().nullable(),
  lifeChurchCampus: lifeChurchCampusField.optional().nullable(),
};
export const reactivationCaptainSchema = z
  .strictObject({ ...captainPersonFields, lifeChurch: z.boolean().default(false) })
  .superRefine(checkChurchCampus());
export type ReactivationCaptainInput = z.infer<typeof reactivationCaptainSchema>;
/** PATCH /v1/teams/{id}'s `captain`: any subset of the captain's personal information. */
export const captainPersonUpdateSchema = z.strictObject(captainPersonFields).partial().superRefine(checkChurchCampus());
export type CaptainPersonUpdateInput = z.infer<typeof captainPersonUpdateSchema>;
