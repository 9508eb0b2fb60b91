import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { emailField, firstNameField, lastNameField, passwordField, phoneField } from '../common/fields.ts';
import { personCreateInputSchema } from '../persons/person.schema.ts';

/** POST /v1/users in the public shape: {firstName, lastName, email, password, phone, role}. */
export const userCreateFlatInputSchema = z.strictObject({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  password: passwordField,
  phone: phoneField,
  role: z.enum(ROLES).default('captain'),
});

/** POST /v1/users in the back-office shape: {user: {email, password, role}, person: {...}}. */
export const userCreateNestedInputSchema = z.strictObject({
  user: z.strictObject({ email: emailField, password: passwordField, role: z.enum(ROLES).default('captain') }),
  person: personCreateInputSchema,
});

export const userCreateInputSchema = z.union([userCreateNestedInputSchema, userCreateFlatInputSchema]);
export type UserCreateInput = z.infer<typeof userCreateInputSchema>;

/** PATCH /v1/users/{id}. role, active and isEmailVerified are admin-only (checked by the server). */
export const userUpdateInputSchema = z
  .strictObject({
    email: emailField,
    password: passwordField,
    role: z.enum(ROLES),
    active: z.boolean(),
    isEmailVerified: z.boolean(),
  })
  .partial();
export type UserUpdateInput = z.infer<typeof userUpdateInputSchema>;
export const ADMIN_ONLY_USER_FIELDS = ['role', 'active', 'isEmailVerified'] as const;

export const userExistsInputSchema = z.strictObject({ email: emailField });
export interface UserExistsResponse {
  exists: boolean;
  team: { id: number; name: string; active: boolean } | null;
}
