import {
  reactivationCaptainSchema, reactivationTeamSchema, splitMembers, type ReactivationCaptainInput, type TeamDetail, type TeamMember,
} from '@walkfund/domain';
import { isBlankAddress, personalPayload, type PersonalDraft } from '../../../lib/persons/personal-draft.ts';
import { schemaErrors } from '../../../lib/schema-errors.ts';
import type { ReactivationRequest } from '../api/reactivate-team.ts';

/** Step 2's team fields; the goals are '' while their inputs are empty. */
export interface TeamGoalsDraft {
  name: string;
  eventCity: string;
  teamDonationGoal: number | string;
  teamMemberGoal: number | string;
}

/** The team's current name and city, and its past goals when it had any. */
export function teamGoalsDraftOf(team: TeamDetail): TeamGoalsDraft {
  return {
    name: team.name,
    eventCity: team.eventCity,
    teamDonationGoal: team.teamDonationGoal > 0 ? team.teamDonationGoal : '',
    teamMemberGoal: team.teamMemberGoal > 0 ? team.teamMemberGoal : '',
  };
}

/** The `captain` of the body before parsing: a blank address is null (it is optional here). */
function toCaptain(d: PersonalDraft) {
  return { ...personalPayload(d), address: isBlankAddress(d.address) ? null : d.address, shirtSize: d.shirtSize };
}

/** Step 1's errors, by the server's schema: docs/spec/public-flows.md §5 requires the shirt size here. */
export function captainStepErrors(d: PersonalDraft): Record<string, string> {
  return schemaErrors(reactivationCaptainSchema, toCaptain(d));
}

/** Step 2's errors, with the spec's texts ("A team name is required.", "... greater than 5.", ...). */
export function teamStepErrors(d: TeamGoalsDraft): Record<string, string> {
  return schemaErrors(reactivationTeamSchema, d);
}

/** "First Last" of a member. */
export function memberLabel(m: TeamMember): string {
  return `${m.firstName} ${m.lastName}`;
}

/**
 * PATCH /v1/teams/reactivate/{id}: the parsed captain and team, and the closing year's members
 * split into kept (updateMembers, with their emails) and removed.
 */
export function buildReactivationBody(
  captain: PersonalDraft,
  goals: TeamGoalsDraft,
  members: readonly TeamMember[],
  keptIds: readonly number[],
): ReactivationRequest {
  const { kept, removed } = splitMembers(members.map((m) => m.personId), [...keptIds]);
  const keptSet = new Set(kept);
  return {
    captain: reactivationCaptainSchema.parse(toCaptain(captain)) as ReactivationCaptainInput,
    team: reactivationTeamSchema.parse(goals),
    updateMembers: kept,
    removeMembers: removed,
    updateMemberEmails: [...new Set(members.filter((m) => keptSet.has(m.personId) && m.email.trim() !== '').map((m) => m.email.trim().toLowerCase()))],
  };
}
