import { z } from 'zod';
import { ROLES, type Role } from '../constants.ts';
import { enteredPasswordField } from '../auth/auth.schema.ts';
import { emailField, firstNameField, lastNameField, passwordField, phoneField, type Address } from '../common/fields.ts';
import { listQuerySchema, queryBoolean } from '../common/list-query.ts';
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

/**
 * PATCH /v1/users/{id}. role, active and isEmailVerified are admin-only (checked by the server).
 * Changing one's own email or password also needs `currentPassword`; an admin changing another
 * user's does not (the server checks both rules).
 */
export const userUpdateInputSchema = z
  .strictObject({
    email: emailField,
    password: passwordField,
    currentPassword: enteredPasswordField,
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

export const USER_MESSAGES = {
  emailTaken: 'Email already taken',
  notFound: 'User not found',
  adminRoleRequiresAdmin: 'Only an admin can create an admin user.',
  adminOnlyFields: 'Only an admin can change role, active or isEmailVerified.',
  ownAdminAccess: 'You cannot remove your own admin role or deactivate your own account.',
  /** 400: own email or password change without currentPassword. */
  currentPasswordRequired: 'currentPassword is required to change your own email or password.',
  /** 403, not 401: the session is fine, the proof is wrong (a 401 would send the client to refresh its tokens). */
  currentPasswordIncorrect: 'The current password is incorrect.',
  teamRequiresAdmin: 'Only an admin can add a new user to a team.',
} as const;

/** Relations `populate=` may expand on user answers. */
export const USER_POPULATE = ['team', 'person'] as const;

/** GET /v1/users (admin): the shared list query plus role, active and a search on email or name. */
export const userListQuerySchema = listQuerySchema.extend({
  role: z.enum(ROLES, { error: 'role must be admin or captain.' }).optional(),
  active: queryBoolean.optional(),
  search: z.string().trim().max(200, 'search must be at most 200 characters.').optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** GET /v1/users/{id}: populate only. */
export const userGetQuerySchema = listQuerySchema.pick({ populate: true });

/** The team a user captains, when populated. */
export interface UserTeamSummary {
  id: number;
  name: string;
  slug: string;
  active: boolean;
  eventCity: string;
  year: number;
}

/** The user's person record, when populated. */
export interface UserPersonSummary {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  address: Address | null;
  lifeChurch: boolean;
  lifeChurchLocation: string | null;
  shirtSize: string | null;
  anonymous: boolean;
  marketing: boolean;
  myEmployer: string | null;
  useEmployerAsName: boolean;
  eventYear: number;
  event: string;
  eventCity: string | null;
  team: number | null;
  birthDate: string | null;
  gender: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A user as the API returns it (never the password): `person` and `team` are ids unless populated. */
export interface UserView {
  id: number;
  email: string;
  role: Role;
  active: boolean;
  isEmailVerified: boolean;
  person: number | UserPersonSummary | null;
  team: number | UserTeamSummary | null;
  createdAt: string;
  updatedAt: string;
}
