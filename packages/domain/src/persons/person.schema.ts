import { z } from 'zod';
import { waiverAcceptanceInputSchema } from '../waivers/waiver.schema.ts';
import { SHORT_TEXT_MAX_LENGTH } from '../common/constants.ts';
import { EVENT_KINDS } from '../lineitems/constants.ts';
import {
  addressSchema, birthDateField, checkChurchCampus, emailField, employerField, eventCityField, eventYearField, firstNameField,
  genderField, idField, lastNameField, lifeChurchCampusField, lifeChurchLocationField, optionalPhoneField, shirtSizeField, teamRefField,
} from '../common/fields.ts';
import { listQuerySchema, queryBoolean } from '../common/list-query.ts';
import { addressViewSchema } from '../common/address-view.schema.ts';
import { pagedSchema } from '../common/paged.schema.ts';
import { memberFundraisingSchema } from '../fundraisers/fundraiser.schema.ts';

/**
 * The contact fields every person write shares (checkout's contact reuses them). A campus is
 * needed when lifeChurch is set: lifeChurchLocation (its name) or lifeChurchCampus (value or
 * {value, name}, docs/decisions/0119-spec-payloads-accepted.md); `churchCampus()` gives the one to store.
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
  /** A team id or {id} (docs/decisions/0119-spec-payloads-accepted.md). */
  team: teamRefField.optional().nullable(),
  birthDate: birthDateField.optional().nullable(),
  gender: genderField.optional().nullable(),
};

/**
 * POST /v1/persons/ (join flow and admin): the spec's fields {email, firstName, lastName, phone,
 * lifeChurch, team, eventYear, useEmployerAsName, marketing, myEmployer, lifeChurchLocation} and
 * the rest of a person. The server checks eventYear (the current year for public callers).
 */
/**
 * POST /v1/persons/ (the join flow, one call per person): `waiver` is the person's acceptance,
 * required by the server from a public joiner when a walk waiver is published for the team's city
 * (docs/features/event-day.md); a member a captain adds gets an emailed link instead.
 */
export const personCreateInputSchema = z
  .strictObject({ ...personFields, waiver: waiverAcceptanceInputSchema.optional().nullable() })
  .superRefine(checkChurchCampus());
export type PersonCreateInput = z.infer<typeof personCreateInputSchema>;

/**
 * PATCH /v1/persons/{id} (self or admin; the profile's Personal Information and the admin's
 * participant edit): any subset of the fields. No defaults here: a field left out keeps its
 * stored value (zod applies `.default()` even under `.partial()`). `id`, when sent (the spec's
 * participant update carries it), must be the path's id. Team membership is not changed here:
 * POST /v1/persons/ adds a member, PATCH /v1/persons/remove/{id} removes one.
 * PERSON_ADMIN_ONLY_FIELDS from a non-admin are a 403.
 */
export const personUpdateInputSchema = z
  .strictObject({
    ...personFields,
    id: idField,
    lifeChurch: z.boolean(),
    anonymous: z.boolean(),
    marketing: z.boolean(),
    useEmployerAsName: z.boolean(),
    active: z.boolean(),
  })
  .omit({ team: true })
  .partial()
  .superRefine(checkChurchCampus());
export type PersonUpdateInput = z.infer<typeof personUpdateInputSchema>;

/** Fields of PATCH /v1/persons/{id} only an admin may change (a profile shows the email read-only). */
export const PERSON_ADMIN_ONLY_FIELDS = ['email', 'eventYear', 'event', 'eventCity', 'active'] as const;

/** GET /v1/persons/{id}?populateTeam=true: `team` as {id, name, ...} instead of its id. */
export const personGetQuerySchema = z.strictObject({ populateTeam: queryBoolean.optional() });

/**
 * PATCH /v1/persons/remove/{id} (the team's captain or an admin): `{team}` (an id or {id}) is
 * the team the person leaves, for the team's event year. The answer is the team (TeamDetail).
 */
export const personRemoveInputSchema = z.strictObject({ team: teamRefField });
export type PersonRemoveInput = z.infer<typeof personRemoveInputSchema>;

export const PERSON_MESSAGES = {
  notFound: 'Person not found.',
  adminOnlyFields: 'Only an admin can change email, eventYear, event, eventCity or active.',
  idMismatch: 'id: the body names another person than the path.',
  notOwnPerson: 'You can only view or change your own profile.',
  notAMember: 'That person is not a member of the team.',
  /** 403: a captain adding a person to a team they do not captain. */
  notOwnTeam: 'You can only add people to your own team.',
  /** The captain is the team's first member: change the captain first (PUT /v1/teams/captain/{id}). */
  captainCannotLeave: 'The team captain cannot be removed from the team.',
} as const;

/** The team of a person, when `populateTeam=true`. */
export const personTeamSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  eventCity: z.string(),
  year: z.number(),
  active: z.boolean(),
});
export type PersonTeamSummary = z.infer<typeof personTeamSummarySchema>;

/**
 * A person as the API answers it (POST /v1/persons/, GET and PATCH /v1/persons/{id}).
 * `team` is the team the person is a member of in their event year (an id, or the summary with
 * populateTeam=true), null when on none.
 */
export const personViewSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: addressViewSchema.nullable(),
  lifeChurch: z.boolean(),
  lifeChurchLocation: z.string().nullable(),
  shirtSize: z.string().nullable(),
  anonymous: z.boolean(),
  marketing: z.boolean(),
  myEmployer: z.string().nullable(),
  useEmployerAsName: z.boolean(),
  eventYear: z.number(),
  event: z.string(),
  eventCity: z.string().nullable(),
  team: z.union([z.number(), personTeamSummarySchema]).nullable(),
  birthDate: z.string().nullable(),
  gender: z.string().nullable(),
  active: z.boolean(),
  /** The person's fundraising on the team of their event year (docs/features/personal-pages.md), null when on no team that year. */
  fundraising: memberFundraisingSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PersonView = z.infer<typeof personViewSchema>;

/** GET /v1/persons/ (admin): the participants grid. */
export const personListPageSchema = pagedSchema(personViewSchema);

// ---- GET /v1/persons/ (admin) --------------------------------------------------------------

/** Relations `populate=` may expand on the participants list: `team` as {id, name, ...}. */
export const PERSON_POPULATE = ['team'] as const;

/** The fields `sortBy` may name on GET /v1/persons/. */
export const PERSON_SORT_FIELDS = [
  'createdAt', 'updatedAt', 'id', 'firstName', 'lastName', 'email', 'phone', 'lifeChurch', 'lifeChurchLocation', 'eventCity', 'eventYear', 'event',
] as const;

/**
 * GET /v1/persons/?limit=&page=&sortBy=createdAt:desc&eventYear=&search=&lifeChurch=&staff= (admin: the
 * participants grid and the people reports). `eventYear` defaults to the current event year.
 * `search` is a case-insensitive substring of any field the grid shows: first, last or full
 * name, email, phone, event city or Life.Church campus. Sortable: PERSON_SORT_FIELDS (default
 * createdAt:desc; an unknown field is a 400). `populate=team` gives each person's team (of their
 * event year) as an object. Answers Paged<PersonView>.
 */
export const personListQuerySchema = listQuerySchema.extend({
  eventYear: eventYearField.optional(),
  search: z.string().trim().max(SHORT_TEXT_MAX_LENGTH, `search must be at most ${SHORT_TEXT_MAX_LENGTH} characters.`).optional(),
  lifeChurch: queryBoolean.optional(),
  active: queryBoolean.optional(),
  event: z.enum(EVENT_KINDS, { error: 'event must be piecewalk, 5k or donor.' }).optional(),
  /** false: leave out the persons of staff accounts (STAFF_ROLES), who are not participants; true: only them. */
  staff: queryBoolean.optional(),
});
export type PersonListQuery = z.infer<typeof personListQuerySchema>;
