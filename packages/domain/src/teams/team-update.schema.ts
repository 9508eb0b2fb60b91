import { z } from 'zod';
import { eventCityField, teamMessageField } from '../common/fields.ts';
import { captainPersonUpdateSchema } from './captain-person.schema.ts';
import { imageUrlField, starOfTeamInputSchema } from './star-of-team.schema.ts';
import { reactivationTeamNameField, teamDonationGoalField, teamMemberGoalField } from './team.schema.ts';
import { memberEmailList, memberIdList } from './team-member-lists.ts';

// ---- PATCH /v1/teams/{id} ------------------------------------------------------------------

/** The team fields PATCH changes; each is optional (send only what changed). */
const teamChangeFields = {
  name: reactivationTeamNameField,
  eventCity: eventCityField,
  /** Rich text; sanitized on the server (bold, italic, underline, link). */
  teamMessage: teamMessageField,
  /** Dollars, more than 5. */
  teamDonationGoal: teamDonationGoalField,
  /** More than 1. */
  teamMemberGoal: teamMemberGoalField,
  /** From POST /v1/uploads (purpose team); "" or null removes the image. */
  imageUrl: imageUrlField.nullable(),
  /** Locked until totalRaised reaches starOfTheTeamLimit (403 TEAM_MESSAGES.starLocked); null removes it. */
  starOfTeam: starOfTeamInputSchema.nullable(),
  /** Admin only (a captain gets 403). */
  active: z.boolean(),
  hasFacebookFundraiser: z.boolean(),
  hasCommunityEvent: z.boolean(),
  hasEmployeeMatch: z.boolean(),
};
export const teamChangesSchema = z.strictObject(teamChangeFields).partial();
export type TeamChanges = z.infer<typeof teamChangesSchema>;

/** Fields only an admin may change on PATCH /v1/teams/{id} (the switches are disabled for captains). */
export const ADMIN_ONLY_TEAM_FIELDS = ['active', 'hasFacebookFundraiser', 'hasCommunityEvent', 'hasEmployeeMatch'] as const;

/**
 * PATCH /v1/teams/{id} (the team's captain or an admin): changed fields only, at the top level
 * and/or under `team` (the spec's update payload; the same field twice with different values is a
 * 400). The spec's other update keys:
 * - `captain`: the captain's personal information, written to the captain's person;
 * - `removeMembers`: person ids that leave the team (for the team's year); the captain cannot;
 * - `updateMembers`: person ids that stay: each must be a member (400 naming the others);
 * - `updateMemberEmails`: the staying members' emails as the client shows them: each must be
 *   the email of a person in updateMembers (400 naming the others); nothing is written from them.
 * An id in both updateMembers and removeMembers is a 400. The answer is the updated TeamDetail.
 */
export const teamUpdateInputSchema = z
  .strictObject({
    ...teamChangeFields,
    team: teamChangesSchema,
    captain: captainPersonUpdateSchema,
    updateMembers: memberIdList('updateMembers'),
    removeMembers: memberIdList('removeMembers'),
    updateMemberEmails: memberEmailList,
  })
  .partial();
export type TeamUpdateInput = z.infer<typeof teamUpdateInputSchema>;

/** The changed team fields of a PATCH body: top-level and `team` merged; null names a conflict. */
export function mergeTeamChanges(input: TeamUpdateInput): { changes: TeamChanges; conflicts: string[] } {
  const { team, captain: _captain, updateMembers: _u, removeMembers: _r, updateMemberEmails: _e, ...top } = input;
  const changes: Record<string, unknown> = { ...top };
  const conflicts: string[] = [];
  for (const [key, value] of Object.entries(team ?? {})) {
    if (key in changes && JSON.stringify(changes[key]) !== JSON.stringify(value)) conflicts.push(key);
    changes[key] = value;
  }
  return { changes: changes as TeamChanges, conflicts };
}
