import { z } from 'zod';
import { idField } from '../common/fields.ts';
import { reactivationCaptainSchema } from './captain-person.schema.ts';
import { reactivationTeamSchema } from './team.schema.ts';
import { memberEmailList, memberIdList } from './team-member-lists.ts';

// ---- PATCH /v1/teams/reactivate/{id} -------------------------------------------------------

/**
 * The reactivation wizard (the team's captain, or an admin from /backend-team-reactivate). One
 * database transaction: the closing year (the team's `year`) goes to team history (unless a reset
 * already wrote it), the team becomes active for the current event year with the new name, city
 * and goals, the kept members (updateMembers, plus the captain always) are its members for the
 * current year and no one else is, their persons' eventYear becomes the current year, and the
 * captain's person gets the personal information. Progress starts from zero when the closing year
 * is the current year. 409 when the team is already active for the current year.
 * - `captain`: the captain's personal information; shirt size required ("Shirt size is required.").
 * - `team`: {name, teamDonationGoal, teamMemberGoal, eventCity} with the spec's texts.
 * - `updateMembers`: kept member person ids (members of the closing year; 400 naming others).
 * - `removeMembers`: members not kept (optional: members not in updateMembers are not kept anyway).
 * - `updateMemberEmails`: the kept members' emails (checked like PATCH, nothing written).
 * - `id`: optional; must be the path's id.
 */
export const reactivationInputSchema = z.strictObject({
  id: idField.optional(),
  captain: reactivationCaptainSchema,
  team: reactivationTeamSchema,
  updateMembers: memberIdList('updateMembers').default([]),
  removeMembers: memberIdList('removeMembers').default([]),
  updateMemberEmails: memberEmailList.default([]),
});
export type ReactivationInput = z.infer<typeof reactivationInputSchema>;

/**
 * The wizard's member checkboxes as the reactivation body wants them: of the team's members,
 * those kept (updateMembers) and the others (removeMembers).
 */
export function splitMembers(memberIds: number[], keptIds: number[]): { kept: number[]; removed: number[] } {
  const kept = new Set(keptIds);
  return { kept: memberIds.filter((id) => kept.has(id)), removed: memberIds.filter((id) => !kept.has(id)) };
}
