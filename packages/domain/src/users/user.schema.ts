import { z } from 'zod';
import { MAX_ID, SHORT_TEXT_MAX_LENGTH } from '../common/constants.ts';
import { ASSIGNABLE_ROLES, ROLES } from './constants.ts';
import { enteredPasswordField } from '../auth/auth.schema.ts';
import {
  emailField, eventCityField, firstNameField, lastNameField, passwordField, phoneField, teamMessageField, teamNameField,
} from '../common/fields.ts';
import { listQuerySchema, queryBoolean } from '../common/list-query.ts';
import { personCreateInputSchema, personViewSchema } from '../persons/person.schema.ts';
import { pagedSchema } from '../common/paged.schema.ts';
import { captainProfileSchema, teamInfoSchema } from '../teams/team.schema.ts';

/** A volunteer's account names the one event city they check in (docs/decisions/0011-event-day-check-in.md). */
function requireVolunteerCity(account: { role: string; eventCity?: string | undefined }, ctx: z.RefinementCtx) {
  if (account.role === 'volunteer' && !account.eventCity) ctx.addIssue({ code: 'custom', path: ['eventCity'], message: USER_MESSAGES.volunteerCityRequired });
}

/** POST /v1/users in the public shape: {firstName, lastName, email, password, phone, role, eventCity (a volunteer's)}. */
export const userCreateFlatInputSchema = z
  .strictObject({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    password: passwordField,
    phone: phoneField,
    role: z.enum(ASSIGNABLE_ROLES).default('captain'),
    eventCity: eventCityField.optional(),
  })
  .superRefine(requireVolunteerCity);

/** POST /v1/users in the back-office shape: {user: {email, password, role, eventCity (a volunteer's)}, person: {...}}. */
export const userCreateNestedInputSchema = z.strictObject({
  user: z
    .strictObject({ email: emailField, password: passwordField, role: z.enum(ASSIGNABLE_ROLES).default('captain'), eventCity: eventCityField.optional() })
    .superRefine(requireVolunteerCity),
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
    /** A volunteer's event city (required when the role becomes volunteer and none is set). */
    eventCity: eventCityField,
    active: z.boolean(),
    isEmailVerified: z.boolean(),
  })
  .partial();
export type UserUpdateInput = z.infer<typeof userUpdateInputSchema>;
export const ADMIN_ONLY_USER_FIELDS = ['role', 'eventCity', 'active', 'isEmailVerified'] as const;

export const userExistsInputSchema = z.strictObject({ email: emailField });
export const userExistsResponseSchema = z.object({
  exists: z.boolean(),
  team: z.object({ id: z.number(), name: z.string(), active: z.boolean() }).nullable(),
});
export type UserExistsResponse = z.infer<typeof userExistsResponseSchema>;

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
  volunteerRoleRequiresAdmin: 'Only an admin can create a volunteer.',
  volunteerCityRequired: 'Choose the city this volunteer checks in.',
} as const;

/** Relations `populate=` may expand on user answers. */
export const USER_POPULATE = ['team', 'person'] as const;

/**
 * GET /v1/users (admin; the Users grid and the captain selects): the shared list query plus
 * role, active and `search`, a case-insensitive substring of any field the grid shows: email,
 * first, last or full name, role, or the name of the team the user captains.
 * Sortable (USER_SORT_FIELDS): createdAt (default desc), updatedAt, id, email, role, active,
 * isEmailVerified, firstName, lastName, team (the team's name). An unknown field is a 400.
 */
export const userListQuerySchema = listQuerySchema.extend({
  role: z.enum(ASSIGNABLE_ROLES, { error: 'role must be admin, captain or volunteer.' }).optional(),
  active: queryBoolean.optional(),
  search: z.string().trim().max(SHORT_TEXT_MAX_LENGTH, `search must be at most ${SHORT_TEXT_MAX_LENGTH} characters.`).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** GET /v1/users/{id}: populate only. */
export const userGetQuerySchema = listQuerySchema.pick({ populate: true });

/** The team a user captains, when populated. */
export const userTeamSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  active: z.boolean(),
  eventCity: z.string(),
  year: z.number(),
});
export type UserTeamSummary = z.infer<typeof userTeamSummarySchema>;

/** The user's person record, when populated: the person as persons answer it, with its team's id. */
export const userPersonSummarySchema = personViewSchema.omit({ team: true, fundraising: true }).extend({ team: z.number().nullable() });
export type UserPersonSummary = z.infer<typeof userPersonSummarySchema>;

/** A user as the API returns it (never the password): `person` and `team` are ids unless populated. */
export const userViewSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The volunteer's event city; null for every other role (and when a cached answer predates it). */
  eventCity: z.string().nullable().default(null),
  active: z.boolean(),
  isEmailVerified: z.boolean(),
  person: z.union([z.number(), userPersonSummarySchema]).nullable(),
  team: z.union([z.number(), userTeamSummarySchema]).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserView = z.infer<typeof userViewSchema>;

/** GET /v1/users (admin). */
export const userListPageSchema = pagedSchema(userViewSchema);

/** The fields `sortBy` may name on GET /v1/users. */
export const USER_SORT_FIELDS = ['createdAt', 'updatedAt', 'id', 'email', 'role', 'active', 'isEmailVerified', 'firstName', 'lastName', 'team'] as const;

// ---- Admin: teams with their captains (docs/spec/back-office.md "New team" and "Create a Team") ----------

export const ADMIN_TEAM_MESSAGES = {
  /** The new-team form's captain select is required (docs/spec/back-office.md §5). */
  captainRequired: 'Choose a team captain.',
} as const;

/**
 * POST /v1/teams/new-team (admin; the spec's "Create team by admin": name, eventCity,
 * teamMessage, captain): a team of the current event year captained by an existing user (a
 * user id). The user gets the team and their person joins it for the year. 400 for an unknown
 * or deactivated user; 409 when the user already captains a team or is on another team that
 * year. Answers 201 with the TeamDetail.
 */
export const adminTeamCreateInputSchema = z.strictObject({
  name: teamNameField,
  eventCity: eventCityField,
  /** Rich text (bold, italic, underline, link), sanitized on the server. */
  teamMessage: teamMessageField,
  captain: z
    .number({ error: ADMIN_TEAM_MESSAGES.captainRequired })
    .int('Must be a valid id.')
    .positive('Must be a valid id.')
    .max(MAX_ID, 'Must be a valid id.'),
});
export type AdminTeamCreateInput = z.infer<typeof adminTeamCreateInputSchema>;

/**
 * The captain of the back office's short Create a Team form (/create-team): first and last
 * name, email, phone (###) ###-####, password and its confirmation. No address or shirt size:
 * the captain adds them in their profile.
 */
export const adminCaptainProfileSchema = z.strictObject({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phone: phoneField,
  password: captainProfileSchema.shape.password,
});
export type AdminCaptainProfileInput = z.infer<typeof adminCaptainProfileSchema>;

/**
 * POST /v1/teams/create-team (admin; the back office's Create a Team): the captain's user
 * (role captain) and person, and their team, in one transaction, like the public POST /v1/teams
 * but from the short form and never rate limited. 409 when the email has a user. Answers 201
 * {team, user} as POST /v1/teams does.
 */
export const adminTeamWithCaptainInputSchema = z.strictObject({ captain: adminCaptainProfileSchema, team: teamInfoSchema });
export type AdminTeamWithCaptainInput = z.infer<typeof adminTeamWithCaptainInputSchema>;
