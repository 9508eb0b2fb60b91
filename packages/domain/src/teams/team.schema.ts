import { z } from 'zod';
import { waiverAcceptanceInputSchema } from '../waivers/waiver.schema.ts';
import { PASSWORD_MAX_LENGTH } from '../auth/constants.ts';
import { MAX_AMOUNT_DOLLARS, MAX_COUNT } from '../common/constants.ts';
import { REACTIVATION_MIN_DONATION_GOAL, REACTIVATION_MIN_MEMBER_GOAL, TEAM_NAME_MAX_LENGTH } from './constants.ts';
import { FIELD_MESSAGES } from '../messages.ts';
import {
  addressSchema, checkChurchCampus, emailField, employerField, eventCityField, firstNameField, lastNameField,
  lifeChurchCampusField, passwordField, phoneField, shirtSizeField, teamMessageField, teamNameField,
} from '../common/fields.ts';

/** The captain step of Create a Team (docs/spec/public-flows.md §3, create-team payload). */
export const captainProfileSchema = z
  .strictObject({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    phone: phoneField,
    myEmployer: employerField,
    address: addressSchema,
    shirtSize: shirtSizeField,
    password: z
      .strictObject({
        password: passwordField,
        confirm: z.string().min(1, 'Confirm password is required.').max(PASSWORD_MAX_LENGTH, FIELD_MESSAGES.passwordsMatch),
      })
      .refine((v) => v.password === v.confirm, { path: ['confirm'], message: FIELD_MESSAGES.passwordsMatch }),
    lifeChurch: z.boolean().default(false),
    /** The campus name, value or {value, name} (docs/decisions/0119-spec-payloads-accepted.md). */
    lifeChurchCampus: lifeChurchCampusField.optional().nullable(),
    /** The captain's waiver (docs/features/event-day.md): required by the server when one is published for the team city's walk. */
    waiver: waiverAcceptanceInputSchema.optional().nullable(),
  })
  .superRefine(checkChurchCampus('lifeChurchCampus'));

/** A field the spec's client sends with the value the server sets anyway: any other value is refused, naming it. */
function setByServer<T extends number | boolean>(field: string, value: T) {
  return z.literal(value, { error: `${field} is set by the server: send ${String(value)} or leave it out.` }).optional();
}

/**
 * The team step. docs/decisions/0119-spec-payloads-accepted.md: the spec's creation body also carries active true, zero goals,
 * totalRaised 0 and an empty captains list; they are accepted with those values (a new team
 * always starts so, with the new captain as its only captain) and anything else is a 400.
 */
export const teamInfoSchema = z.strictObject({
  name: teamNameField,
  eventCity: eventCityField,
  teamMessage: teamMessageField,
  active: setByServer('active', true),
  teamDonationGoal: setByServer('teamDonationGoal', 0),
  teamMemberGoal: setByServer('teamMemberGoal', 0),
  totalRaised: setByServer('totalRaised', 0),
  captains: z.array(z.unknown()).max(0, 'captains is set by the server: the new captain is the team\'s captain.').optional(),
});

/** POST /v1/teams (public, no auth): {captain, team}. */
export const teamCreateInputSchema = z.strictObject({ captain: captainProfileSchema, team: teamInfoSchema });
export type TeamCreateInput = z.infer<typeof teamCreateInputSchema>;

/** A team name as the reactivation and team edit forms check it (docs/spec/public-flows.md §5). */
export const reactivationTeamNameField = z
  .string({ error: FIELD_MESSAGES.reactivationTeamNameRequired })
  .trim()
  .min(1, FIELD_MESSAGES.reactivationTeamNameRequired)
  .min(2, FIELD_MESSAGES.reactivationTeamNameMin)
  .max(TEAM_NAME_MAX_LENGTH, `Team name must be at most ${TEAM_NAME_MAX_LENGTH} characters.`)
  .regex(/^[\p{L}\p{N}]/u, FIELD_MESSAGES.teamNameStart);

/** A team's donation goal in dollars: "greater than 5" (docs/spec/public-flows.md §5), two decimals at most. */
export const teamDonationGoalField = z.coerce
  .number({ error: FIELD_MESSAGES.reactivationDonationGoal })
  .min(REACTIVATION_MIN_DONATION_GOAL, FIELD_MESSAGES.reactivationDonationGoal)
  .max(MAX_AMOUNT_DOLLARS, `Donation goal must be at most ${MAX_AMOUNT_DOLLARS}.`)
  .multipleOf(0.01, 'Donation goal must have at most two decimals.');

/** A team's member goal: a whole number "greater than 1" (docs/spec/public-flows.md §5). */
export const teamMemberGoalField = z.coerce
  .number({ error: FIELD_MESSAGES.reactivationMemberGoal })
  .int(FIELD_MESSAGES.reactivationMemberGoal)
  .min(REACTIVATION_MIN_MEMBER_GOAL, FIELD_MESSAGES.reactivationMemberGoal)
  .max(MAX_COUNT, `Team member goal must be at most ${MAX_COUNT}.`);

/** Reactivation goals (docs/spec/public-flows.md §5): the `team` of PATCH /v1/teams/reactivate/{id}. */
export const reactivationTeamSchema = z.strictObject({
  name: reactivationTeamNameField,
  teamDonationGoal: teamDonationGoalField,
  teamMemberGoal: teamMemberGoalField,
  eventCity: eventCityField,
});
export type ReactivationTeamInput = z.infer<typeof reactivationTeamSchema>;
