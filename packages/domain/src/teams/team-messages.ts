import { formatDollars } from '../money.ts';

/** The captain dashboard's error texts (docs/spec/back-office.md §2), read by the server and the web app. */
export const TEAM_MESSAGES = {
  teamNotFound: 'Team not found.',
  /** 403: a captain naming another team (or an id that is not their team). */
  notOwnTeam: 'You can only manage your own team.',
  /** 403: admin-only fields of PATCH /v1/teams/{id} sent by a captain. */
  adminOnlyFields: 'Only an admin can change active, hasFacebookFundraiser, hasCommunityEvent or hasEmployeeMatch.',
  /** 409: reactivation of a team that is active for the current event year. */
  alreadyActive: (year: number) => `The team is already active for ${year}.`,
  /** 400: reactivation or a captain update of a team without a captain. */
  noCaptain: 'The team has no captain: assign one first.',
  /** 400: member ids that are not members of the team in its year. */
  notMembers: (ids: number[]) => `Not members of the team: ${ids.join(', ')}.`,
  /** 400: a person both kept (updateMembers) and removed (removeMembers). */
  keptAndRemoved: (ids: number[]) => `Both kept and removed: ${ids.join(', ')}.`,
  /** 400: updateMemberEmails naming someone who is not a kept member. */
  notKeptEmails: (emails: string[]) => `Not the email of a kept member: ${emails.join(', ')}.`,
  /** 400: the same field in the body and in its `team` with two values. */
  conflictingField: (field: string) => `${field} is given twice with different values (at the top and in team).`,
  /** 400: the captain's person email in a reactivation differs from the stored one. */
  captainEmailFixed: 'captain.email: change your email in your profile, not here.',
  /** 400: body id differs from the path id. */
  idMismatch: 'id: the body names another team than the path.',
  /** PUT /v1/teams/captain/{id}. */
  captainUserNotFound: (id: number) => `User ${id} does not exist.`,
  captainUserInactive: 'That user is deactivated.',
  captainOfAnotherTeam: (teamName: string) => `That user is already the captain of "${teamName}".`,
  captainOnAnotherTeam: (year: number) => `That user is a member of another team in ${year}.`,
  /** 409: kept members who joined another team for the new year meanwhile. */
  membersOnAnotherTeam: (ids: number[], year: number) => `Already on another team in ${year}: ${ids.join(', ')}.`,
  /** 403: the star of the team before the team raised starOfTheTeamLimit (docs/spec/back-office.md §2). */
  starLocked: (limitDollars: number) => `After you have raised ${formatDollars(limitDollars, { wholeDollarsShort: true })}, you can add your star of the team here!`,
  /** 409: a city change once a member was checked in, or got a bib or a shirt, in the team's city (docs/decisions/0011-event-day-check-in.md). */
  cityFixedAtTheGate: (city: string) =>
    `The team's city can no longer change: some members already checked in or got a bib or a shirt in ${city}.`,
  /** GET /v1/lineitems/ as a captain. */
  lineItemsOwnTeamOnly: 'A captain can list only the donations of their own team: team={your team id}&type=donation.',
} as const;
