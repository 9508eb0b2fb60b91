import { schemaResolver, type FormErrors } from '@mantine/form';
import {
  adminTeamCreateInputSchema, adminTeamWithCaptainInputSchema, type AdminTeamCreateInput, type AdminTeamWithCaptainInput, type EventCity,
} from '@walkfund/domain';

/**
 * The admin's two team forms (docs/spec/back-office.md §2): New Team (/teams/new) names an existing
 * user as the captain; Create a Team (/create-team) makes the captain with the team.
 */
export type AdminTeamFormKind = 'new-team' | 'create-team';

/** What either form holds; each sends its own part (toNewTeamBody, toCreateTeamBody). */
export interface AdminTeamDraft {
  team: { name: string; eventCity: string; teamMessage: string };
  /** New Team: the selected user's id, or null. */
  captainUserId: string | null;
  /** Create a Team: the new captain's profile and password. */
  captain: { firstName: string; lastName: string; email: string; phone: string; password: { password: string; confirm: string } };
}

export const EMPTY_ADMIN_TEAM: AdminTeamDraft = {
  team: { name: '', eventCity: '', teamMessage: '' },
  captainUserId: null,
  captain: { firstName: '', lastName: '', email: '', phone: '', password: { password: '', confirm: '' } },
};

/** The body of POST /v1/teams/new-team as the form holds it (the server's schema checks it). */
export function toNewTeamBody(d: AdminTeamDraft) {
  return { ...d.team, captain: d.captainUserId === null ? undefined : Number(d.captainUserId) };
}

export function toNewTeamInput(d: AdminTeamDraft): AdminTeamCreateInput {
  return adminTeamCreateInputSchema.parse(toNewTeamBody(d));
}

/** The body of POST /v1/teams/create-team: the draft's own paths (captain.*, team.*). */
export function toCreateTeamBody(d: AdminTeamDraft) {
  return { captain: d.captain, team: { ...d.team, eventCity: d.team.eventCity as EventCity } };
}

/** The POST /v1/teams/create-team body, parsed by the server's schema (trimmed, lowercased email). */
export function toCreateTeamInput(d: AdminTeamDraft): AdminTeamWithCaptainInput {
  return adminTeamWithCaptainInputSchema.parse(toCreateTeamBody(d));
}

/** Per form: the request's schema, its body from the draft, and the draft field of a body path. */
const REQUESTS = {
  'new-team': {
    schema: adminTeamCreateInputSchema,
    toBody: toNewTeamBody,
    field: (path: string) => (path === 'captain' ? 'captainUserId' : `team.${path}`),
  },
  'create-team': { schema: adminTeamWithCaptainInputSchema, toBody: toCreateTeamBody, field: (path: string) => path },
} satisfies Record<AdminTeamFormKind, unknown>;

/**
 * A form's validate: the request's own zod schema checks the body it would send, through Mantine's
 * schemaResolver as every form of the app does, and each message goes to the field it is about.
 */
export function adminTeamResolver(kind: AdminTeamFormKind): (draft: AdminTeamDraft) => FormErrors {
  const { schema, toBody, field } = REQUESTS[kind];
  const resolve = schemaResolver(schema, { sync: true });
  return (draft) => Object.fromEntries(Object.entries(resolve(toBody(draft))).map(([path, message]) => [field(path), message]));
}
