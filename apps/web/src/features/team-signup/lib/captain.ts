import { captainProfileSchema, teamInfoSchema, type EventCity, type TeamCreateInput } from '@walkfund/domain';
import { EMPTY_ADDRESS, type AddressDraft, toWaiverInput, type WaiverDraft } from '../../public-flow/index.ts';
import { orNull, schemaErrors } from '../../../lib/schema-errors.ts';

/** The captain step of Create a Team (docs/spec/public-flows.md §3, Create-team payload). */
export interface CaptainDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  myEmployer: string;
  address: AddressDraft;
  shirtSize: string;
  password: { password: string; confirm: string };
  lifeChurch: boolean;
  lifeChurchCampus: string;
  /** The captain's walk waiver (docs/features/event-day.md), signed on the team step once the city is chosen. */
  waiver?: WaiverDraft;
}

export interface TeamDraft {
  name: string;
  eventCity: string;
  teamMessage: string;
}

export const EMPTY_CAPTAIN: CaptainDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  myEmployer: '',
  address: { ...EMPTY_ADDRESS },
  shirtSize: '',
  password: { password: '', confirm: '' },
  lifeChurch: false,
  lifeChurchCampus: '',
};

export const EMPTY_TEAM: TeamDraft = { name: '', eventCity: '', teamMessage: '' };

export function toCaptainInput(c: CaptainDraft) {
  const employer = c.myEmployer.trim();
  return {
    ...c,
    myEmployer: employer === '' ? undefined : employer,
    lifeChurchCampus: c.lifeChurch ? orNull(c.lifeChurchCampus) : null,
    waiver: toWaiverInput(c.waiver),
  };
}

export function captainErrors(c: CaptainDraft): Record<string, string> {
  return schemaErrors(captainProfileSchema, toCaptainInput(c));
}

export function teamErrors(t: TeamDraft): Record<string, string> {
  return schemaErrors(teamInfoSchema, t);
}

/** The POST /v1/teams body, parsed by the same schemas as the server (trimmed, lowercased email). */
export function toTeamCreateInput(captain: CaptainDraft, team: TeamDraft): TeamCreateInput {
  return {
    captain: captainProfileSchema.parse(toCaptainInput(captain)),
    team: teamInfoSchema.parse({ ...team, eventCity: team.eventCity as EventCity }),
  };
}
