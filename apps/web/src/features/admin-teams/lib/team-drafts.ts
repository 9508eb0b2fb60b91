import {
  adminTeamCreateInputSchema, adminTeamWithCaptainInputSchema, type AdminTeamCreateInput, type AdminTeamWithCaptainInput, type EventCity,
} from '@walkfund/domain';

/** The New Team form (docs/spec/back-office.md §2, new-team). */
export interface NewTeamDraft {
  name: string;
  eventCity: string;
  teamMessage: string;
  /** The selected user's id, or null. */
  captain: string | null;
}

export const EMPTY_NEW_TEAM: NewTeamDraft = { name: '', eventCity: '', teamMessage: '', captain: null };

/** The body of POST /v1/teams/new-team as the form holds it (the server's schema checks it). */
export function toNewTeamBody(d: NewTeamDraft) {
  return { name: d.name, eventCity: d.eventCity, teamMessage: d.teamMessage, captain: d.captain === null ? undefined : Number(d.captain) };
}

export function toNewTeamInput(d: NewTeamDraft): AdminTeamCreateInput {
  return adminTeamCreateInputSchema.parse(toNewTeamBody(d));
}

/** The back office's short Create a Team form (docs/spec/back-office.md §2, Create a Team). */
export interface CreateTeamDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: { password: string; confirm: string };
  team: { name: string; eventCity: string; teamMessage: string };
}

export const EMPTY_CREATE_TEAM: CreateTeamDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: { password: '', confirm: '' },
  team: { name: '', eventCity: '', teamMessage: '' },
};

export function toCreateTeamBody(d: CreateTeamDraft) {
  const { team, ...captain } = d;
  return { captain, team: { ...team, eventCity: team.eventCity as EventCity } };
}

/** The POST /v1/teams/create-team body, parsed by the server's schema (trimmed, lowercased email). */
export function toCreateTeamInput(d: CreateTeamDraft): AdminTeamWithCaptainInput {
  return adminTeamWithCaptainInputSchema.parse(toCreateTeamBody(d));
}

/** Form errors keyed by the draft's paths: the create-team body's paths without "captain.". */
export function createTeamErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const key = (path[0] === 'captain' ? path.slice(1) : path).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
