import { z } from 'zod';
import { emailField, idField } from '../common/fields.ts';

// The member lists PATCH /v1/teams/{id} and the reactivation take (updateMembers, removeMembers, updateMemberEmails).

/** The longest member list one request may name. */
export const TEAM_MEMBER_LIST_MAX = 1000;
export const memberIdList = (label: string) =>
  z.array(idField, { error: `${label} must be a list of person ids.` }).max(TEAM_MEMBER_LIST_MAX, `${label}: at most ${TEAM_MEMBER_LIST_MAX} ids.`);
export const memberEmailList = z
  .array(emailField, { error: 'updateMemberEmails must be a list of emails.' })
  .max(TEAM_MEMBER_LIST_MAX, `updateMemberEmails: at most ${TEAM_MEMBER_LIST_MAX} emails.`);
