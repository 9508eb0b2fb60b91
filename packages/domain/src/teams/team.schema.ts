import { z } from 'zod';
import { REACTIVATION_MIN_DONATION_GOAL, REACTIVATION_MIN_MEMBER_GOAL } from '../constants.ts';
import { FIELD_MESSAGES } from '../messages.ts';
import {
  addressSchema, emailField, employerField, eventCityField, firstNameField, lastNameField, lifeChurchLocationField,
  passwordField, phoneField, shirtSizeField, teamMessageField, teamNameField,
} from '../common/fields.ts';

/** The captain step of Create a Team (public spec 3, create-team payload). */
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
      .strictObject({ password: passwordField, confirm: z.string().min(1, 'Confirm password is required.') })
      .refine((v) => v.password === v.confirm, { path: ['confirm'], message: FIELD_MESSAGES.passwordsMatch }),
    lifeChurch: z.boolean().default(false),
    lifeChurchCampus: lifeChurchLocationField.optional().nullable(),
  })
  .refine((v) => !v.lifeChurch || !!v.lifeChurchCampus, {
    path: ['lifeChurchCampus'],
    message: 'Choose a Life.Church campus.',
  });

export const teamInfoSchema = z.strictObject({
  name: teamNameField,
  eventCity: eventCityField,
  teamMessage: teamMessageField,
});

/** POST /v1/teams (public, no auth): {captain, team}. */
export const teamCreateInputSchema = z.strictObject({ captain: captainProfileSchema, team: teamInfoSchema });
export type TeamCreateInput = z.infer<typeof teamCreateInputSchema>;

/** Reactivation goals (public spec 5). */
export const reactivationTeamSchema = z.object({
  name: z
    .string({ error: FIELD_MESSAGES.reactivationTeamNameRequired })
    .trim()
    .min(1, FIELD_MESSAGES.reactivationTeamNameRequired)
    .min(2, FIELD_MESSAGES.reactivationTeamNameMin)
    .regex(/^[\p{L}\p{N}]/u, FIELD_MESSAGES.teamNameStart),
  teamDonationGoal: z.coerce
    .number({ error: FIELD_MESSAGES.reactivationDonationGoal })
    .min(REACTIVATION_MIN_DONATION_GOAL, FIELD_MESSAGES.reactivationDonationGoal),
  teamMemberGoal: z.coerce
    .number({ error: FIELD_MESSAGES.reactivationMemberGoal })
    .int(FIELD_MESSAGES.reactivationMemberGoal)
    .min(REACTIVATION_MIN_MEMBER_GOAL, FIELD_MESSAGES.reactivationMemberGoal),
  eventCity: eventCityField,
});

/** GET /v1/teams/list: the public list (active teams of the current year). */
export interface PublicTeamListItem {
  id: number;
  name: string;
  slug: string;
  eventCity: string;
}
