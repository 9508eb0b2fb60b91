import { z } from 'zod';
import {
  LINE_ITEM_TYPES, PERCENT_CAP, TEAM_MESSAGE_MAX_LENGTH, URL_MAX_LENGTH, type BadgeType,
  type LineItemType,
} from '../constants.ts';
import {
  addressSchema, checkChurchCampus, emailField, employerField, eventCityField, eventYearField, firstNameField, idField,
  lastNameField, lifeChurchCampusField, lifeChurchLocationField, phoneField, shirtSizeField, teamMessageField, teamRefField,
  type Address,
} from '../common/fields.ts';
import { listQuerySchema } from '../common/list-query.ts';
import { UI_MESSAGES } from '../messages.ts';
import type { EventSettings } from '../settings/event-settings.schema.ts';
import { reactivationTeamNameField, reactivationTeamSchema, teamDonationGoalField, teamMemberGoalField } from './team.schema.ts';

/*
 * The captain dashboard's API (issue 7): the team page, its members, donations, badges, star of
 * the team, the team's year (reset, reactivation, history) and the admin's team actions.
 *
 * Who may call what (401 without a token, 403 for the wrong user, decided before the body is read):
 *   GET    /v1/teams/{id}                    the team's captain or an admin        -> TeamDetail
 *   PATCH  /v1/teams/{id}                    the team's captain or an admin        -> TeamDetail
 *   PUT    /v1/teams/captain/{id}            admin                                  -> TeamDetail
 *   PATCH  /v1/teams/reactivate/{id}         the team's captain or an admin        -> TeamDetail
 *   PATCH  /v1/teams/reset/{id}              admin                                  -> TeamDetail
 *   PATCH  /v1/teams/event-year-update/{id}  admin                                  -> TeamDetail
 *   GET    /v1/teams/history/{id}            the team's captain or an admin        -> TeamHistoryEntry[]
 *   POST   /v1/persons/                      anyone (join flow; the add-member form) -> PersonView
 *   GET    /v1/persons/{id}                  that person's user or an admin         -> PersonView
 *   PATCH  /v1/persons/{id}                  that person's user or an admin         -> PersonView
 *   PATCH  /v1/persons/remove/{id}           the team's captain or an admin        -> TeamDetail
 *   GET    /v1/lineitems/                    admin; a captain with team={own team}&type=donation -> Paged<LineItemView>
 *
 * Membership (DECISIONS.md 23): a person is on a team for an event year. A team's members,
 * participant count and member percentage are those of the team's year (`year`: the current
 * event year for a team that is active this year; the closed year until an inactive team is
 * reactivated). Money is in dollars in the API, cents inside.
 */

// ---- Messages ------------------------------------------------------------------------------

/** Dollars as the star lock text shows them: "$200", "$1,250", "$99.50". */
export function formatDollarsShort(dollars: number): string {
  const cents = Math.round(dollars * 100);
  const whole = Math.floor(Math.abs(cents) / 100).toLocaleString('en-US');
  const rest = Math.abs(cents) % 100;
  return `${cents < 0 ? '-' : ''}$${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

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
  /** 403: the star of the team before the team raised starOfTheTeamLimit (back office 2). */
  starLocked: (limitDollars: number) => `After you have raised ${formatDollarsShort(limitDollars)}, you can add your star of the team here!`,
  /** GET /v1/lineitems/ as a captain. */
  lineItemsOwnTeamOnly: 'A captain can list only the donations of their own team: team={your team id}&type=donation.',
} as const;

// ---- Shared fields -------------------------------------------------------------------------

/**
 * An image URL as POST /v1/uploads answers it: a path on this site ("/uploads/...") or an
 * http(s) URL; "" clears it. Anything else (javascript:, data:, protocol-relative) is refused.
 */
export const imageUrlField = z
  .string({ error: 'Image URL must be text.' })
  .trim()
  .max(URL_MAX_LENGTH, `Image URL must be at most ${URL_MAX_LENGTH} characters.`)
  .refine((v) => v === '' || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), 'Image URL must be an uploaded image.');

/** Rich text (bold, italic, underline, link) the server sanitizes; may be empty. */
export const richTextField = z
  .string({ error: 'Message must be text.' })
  .max(TEAM_MESSAGE_MAX_LENGTH, `Message must be at most ${TEAM_MESSAGE_MAX_LENGTH} characters.`);

/** The Star of the Team form: photo, first and last name, rich-text message (sanitized on the server). */
export const starOfTeamInputSchema = z.strictObject({
  firstName: firstNameField,
  lastName: lastNameField,
  imageUrl: imageUrlField.default(''),
  message: richTextField.default(''),
});
export type StarOfTeamInput = z.infer<typeof starOfTeamInputSchema>;

/** The longest member list one request may name. */
export const TEAM_MEMBER_LIST_MAX = 1000;
const memberIdList = (label: string) =>
  z.array(idField, { error: `${label} must be a list of person ids.` }).max(TEAM_MEMBER_LIST_MAX, `${label}: at most ${TEAM_MEMBER_LIST_MAX} ids.`);
const memberEmailList = z
  .array(emailField, { error: 'updateMemberEmails must be a list of emails.' })
  .max(TEAM_MEMBER_LIST_MAX, `updateMemberEmails: at most ${TEAM_MEMBER_LIST_MAX} emails.`);

/**
 * The captain's personal information (the reactivation wizard's step 1; PATCH /v1/teams/{id}'s
 * `captain`): written to the captain's person. `email`, when sent, must be the stored one (a
 * profile shows it read-only). In a reactivation the shirt size is required (public spec 5).
 */
const captainPersonFields = {
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField.optional(),
  phone: phoneField,
  address: addressSchema.optional().nullable(),
  shirtSize: shirtSizeField,
  myEmployer: employerField,
  lifeChurch: z.boolean(),
  lifeChurchLocation: lifeChurchLocationField.optional().nullable(),
  lifeChurchCampus: lifeChurchCampusField.optional().nullable(),
};
export const reactivationCaptainSchema = z
  .strictObject({ ...captainPersonFields, lifeChurch: z.boolean().default(false) })
  .superRefine(checkChurchCampus());
export type ReactivationCaptainInput = z.infer<typeof reactivationCaptainSchema>;
/** PATCH /v1/teams/{id}'s `captain`: any subset of the captain's personal information. */
export const captainPersonUpdateSchema = z.strictObject(captainPersonFields).partial().superRefine(checkChurchCampus());
export type CaptainPersonUpdateInput = z.infer<typeof captainPersonUpdateSchema>;

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

// ---- PUT /v1/teams/captain/{id} (admin) ----------------------------------------------------

/**
 * The new captain's user id. The user gets the team (users.team and the team's captain); the old
 * captain's user loses it (stays a member). The new captain's person joins the team's year.
 * 400 unknown or deactivated user; 409 when they captain another team or are on another team that year.
 */
export const teamCaptainInputSchema = z.strictObject({ captain: idField });
export type TeamCaptainInput = z.infer<typeof teamCaptainInputSchema>;

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

// ---- Answers -------------------------------------------------------------------------------

/** A member of the team in the team's year. `active` is the person's active flag. */
export interface TeamMember {
  personId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** piecewalk, 5k or donor */
  event: string;
  active: boolean;
}

export interface CaptainPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** The captain's mailing address and shirt size (the Teams report's captain columns); every team answer carries them. */
  address?: Address | null;
  shirtSize?: string | null;
}

export interface StarOfTeam {
  firstName: string;
  lastName: string;
  imageUrl: string;
  /** Sanitized rich text. */
  message: string;
}

/** A team in the admin list (GET /v1/teams): money in dollars; captainPerson when populated. */
export interface TeamListItem {
  id: number;
  name: string;
  slug: string;
  /** The stored flag: reset and the admin toggle clear it, reactivation sets it. */
  active: boolean;
  eventCity: string;
  imageUrl: string | null;
  /** Dollars: the team's paid line items of its year since its last reset (DECISIONS.md 11). */
  totalRaised: number;
  teamDonationGoal: number;
  teamMemberGoal: number;
  /** Active members of the team's year. */
  participants: number;
  /** The captain's user id. */
  captain: number | null;
  captainPerson: CaptainPerson | null;
  /** The event year the team was last active for (DECISIONS.md 18). */
  year: number;
  createdAt: string;
  /** When the team was last reactivated (every team answer carries it; the Teams report's Reactivated). */
  reactivateDate?: string | null;
  /** Raised vs donation goal, percent with two decimals, capped at 100 (0 with no goal): the Teams report's Percent Raised. */
  fundraisingGoalPercentage?: number;
  /** Participants vs member goal, the same way: the Teams report's Percent Joined. */
  memberGoalPercentage?: number;
}

/** GET /v1/teams/{id} and the answer of every team write. */
export interface TeamDetail extends TeamListItem {
  /** Sanitized rich text. */
  teamMessage: string;
  /** Members of the team's year, by last name. */
  members: TeamMember[];
  starOfTeam: StarOfTeam | null;
  hasFacebookFundraiser: boolean;
  hasCommunityEvent: boolean;
  hasEmployeeMatch: boolean;
  /** When the team was last reactivated. */
  reactivateDate: string | null;
  /** Raised vs donation goal, percent with two decimals, capped at 100 (0 with no goal). */
  fundraisingGoalPercentage: number;
  /** Participants vs member goal, the same way. */
  memberGoalPercentage: number;
}

/** One closed year of a team (GET /v1/teams/history/{id}, newest year first; [] shows UI_MESSAGES.noTeamHistory). */
export interface TeamHistoryEntry {
  year: number;
  name: string;
  eventCity: string;
  captain: {
    userId: number | null;
    personId: number | null;
    /** "First Last" */
    name: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    address: Address | null;
    lifeChurchLocation: string | null;
    shirtSize: string | null;
  } | null;
  /** Dollars. */
  totalRaised: number;
  participantCount: number;
  /** Dollars. */
  teamDonationGoal: number;
  teamMemberGoal: number;
  hasFacebookFundraiser: boolean;
  hasCommunityEvent: boolean;
  hasEmployeeMatch: boolean;
  /** Names of the badges complete when the year closed. */
  badges: string[];
  starOfTeam: StarOfTeam | null;
  members: { personId: number; firstName: string; lastName: string; email: string }[];
  /** When the year was closed (reset or reactivation). */
  closedAt: string;
}

export const NO_TEAM_HISTORY = UI_MESSAGES.noTeamHistory;

// ---- GET /v1/lineitems/ --------------------------------------------------------------------

/** Relations `populate=` may expand on line items. */
export const LINE_ITEM_POPULATE = ['team', 'person', 'transaction'] as const;

/**
 * GET /v1/lineitems/?type=donation&team={id}&eventYear={year}&limit=100&sortBy=createdAt:desc.
 * Admins may list any; a captain only `team` = their team with `type=donation` (403 otherwise).
 * Sortable: createdAt (default desc), amount, type, eventYear.
 */
export const lineItemListQuerySchema = listQuerySchema.extend({
  type: z.enum(LINE_ITEM_TYPES, { error: 'type must be donation, tshirt or 5k.' }).optional(),
  team: teamRefField.optional(),
  eventYear: eventYearField.optional(),
});
export type LineItemListQuery = z.infer<typeof lineItemListQuerySchema>;

/**
 * A line item (spec: Line item). `donorName` is what a team page shows: "Anonymous" for an
 * anonymous donation, the employer when useEmployerAsName, else the primary contact. For a
 * captain an anonymous item also hides primaryContact ("Anonymous"), myEmployer and person.
 */
export interface LineItemView {
  id: number;
  type: LineItemType;
  /** Dollars. */
  amount: number;
  donorName: string;
  primaryContact: string;
  anonymous: boolean;
  useEmployerAsName: boolean;
  myEmployer: string | null;
  /** Team id, or {id, name, slug, eventCity} with populate=team. */
  team: number | { id: number; name: string; slug: string; eventCity: string } | null;
  /** Person id, or {id, firstName, lastName, email, phone} with populate=person. */
  person: number | { id: number; firstName: string; lastName: string; email: string; phone: string | null } | null;
  /** Transaction id, or {id, hasShipped, externalTransactionId} with populate=transaction. */
  transaction: number | { id: number; hasShipped: boolean; externalTransactionId: string | null };
  eventCity: string | null;
  eventYear: number;
  productDetails: { name: string; size: string; unitCount: number; pricePerUnit: number } | null;
  runnerDetails: Record<string, unknown> | null;
  shippingAddress: Address | null;
  createdAt: string;
}

// ---- Badges and the star (pure rules the team page and the server share) --------------------

export type TeamBadgeSettings = Pick<EventSettings, 'eventBadges' | 'eliteBadgeSettings' | 'facebookFundraiser' | 'employerMatch' | 'teamEvent'>;

export interface TeamProgress {
  /** Dollars. */
  totalRaised: number;
  participants: number;
  hasFacebookFundraiser: boolean;
  hasCommunityEvent: boolean;
  hasEmployeeMatch: boolean;
}

export interface EventBadgeProgress {
  name: string;
  type: BadgeType;
  /** Dollars (fundraising) or members (participant). */
  goal: number;
  image: string;
  /** Raised dollars or participants. */
  value: number;
  /** Capped at 100, two decimals. */
  percent: number;
  complete: boolean;
}

export interface SwitchBadge {
  key: 'facebookFundraiser' | 'teamEvent' | 'employerMatch';
  name: string;
  image: string;
  /** The team's switch: hasFacebookFundraiser, hasCommunityEvent, hasEmployeeMatch. */
  earned: boolean;
}

export interface EliteBadgeProgress {
  image: string;
  fundraisingGoal: number;
  participationGoal: number;
  fundraisingPercent: number;
  participationPercent: number;
  /** Both goals reached (a goal of 0 counts as reached). */
  complete: boolean;
}

export interface TeamBadgeProgress {
  /** The event badges, sorted by goal (then name). */
  badges: EventBadgeProgress[];
  /** Present when the elite badge has a goal. */
  elite: EliteBadgeProgress | null;
  /** The switch badges active in settings, in settings order. */
  switches: SwitchBadge[];
}

function percentOf(value: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.round((value / goal) * 10000) / 100;
}

/** Percent with two decimals, capped at 100. */
function cappedPercent(value: number, goal: number): number {
  return Math.min(PERCENT_CAP, percentOf(value, goal));
}

export const SWITCH_BADGE_NAMES = {
  facebookFundraiser: 'Facebook Fundraiser',
  teamEvent: 'Team Event',
  employerMatch: 'Employer Match',
} as const;

/**
 * The Badges tab (back office 2): a fundraising badge is complete at 100% of raised vs goal; a
 * participation badge shows complete above 100% of participants vs goal (as the spec words it:
 * more members than the goal); percentages are capped at 100; badges sorted by goal. The elite
 * badge (both of its goals) and the Facebook fundraiser / team event / employer match badges
 * (each when active in settings, earned by the team's switch) come with their images.
 */
export function teamBadgeProgress(team: TeamProgress, settings: TeamBadgeSettings): TeamBadgeProgress {
  const badges = settings.eventBadges
    .map((b): EventBadgeProgress => {
      const value = b.type === 'fundraising' ? team.totalRaised : team.participants;
      const raw = percentOf(value, b.goal);
      return {
        name: b.name,
        type: b.type,
        goal: b.goal,
        image: b.image,
        value,
        percent: Math.min(PERCENT_CAP, raw),
        complete: b.type === 'fundraising' ? value >= b.goal : raw > PERCENT_CAP,
      };
    })
    .sort((a, b) => a.goal - b.goal || a.name.localeCompare(b.name));

  const e = settings.eliteBadgeSettings;
  const elite =
    e.fundraisingGoal > 0 || e.participationGoal > 0
      ? {
          image: e.image,
          fundraisingGoal: e.fundraisingGoal,
          participationGoal: e.participationGoal,
          fundraisingPercent: e.fundraisingGoal > 0 ? cappedPercent(team.totalRaised, e.fundraisingGoal) : PERCENT_CAP,
          participationPercent: e.participationGoal > 0 ? cappedPercent(team.participants, e.participationGoal) : PERCENT_CAP,
          complete: team.totalRaised >= e.fundraisingGoal && team.participants >= e.participationGoal,
        }
      : null;

  const switches: SwitchBadge[] = [];
  if (settings.facebookFundraiser.active) {
    switches.push({ key: 'facebookFundraiser', name: SWITCH_BADGE_NAMES.facebookFundraiser, image: settings.facebookFundraiser.image, earned: team.hasFacebookFundraiser });
  }
  if (settings.teamEvent.active) {
    switches.push({ key: 'teamEvent', name: SWITCH_BADGE_NAMES.teamEvent, image: settings.teamEvent.image, earned: team.hasCommunityEvent });
  }
  if (settings.employerMatch.active) {
    switches.push({ key: 'employerMatch', name: SWITCH_BADGE_NAMES.employerMatch, image: settings.employerMatch.image, earned: team.hasEmployeeMatch });
  }
  return { badges, elite, switches };
}

/** Names of every badge the team has complete (what team history keeps for a closed year). */
export function earnedBadgeNames(progress: TeamBadgeProgress): string[] {
  return [
    ...progress.badges.filter((b) => b.complete).map((b) => b.name),
    ...(progress.elite?.complete ? ['Elite'] : []),
    ...progress.switches.filter((s) => s.earned).map((s) => s.name),
  ];
}

/** The star of the team unlocks once the team has raised the event's starOfTheTeamLimit (dollars). */
export function starUnlocked(totalRaised: number, starOfTheTeamLimit: number): boolean {
  return Math.round(totalRaised * 100) >= Math.round(starOfTheTeamLimit * 100);
}

/** "After you have raised $X, you can add your star of the team here!" */
export function starLockedMessage(starOfTheTeamLimit: number): string {
  return TEAM_MESSAGES.starLocked(starOfTheTeamLimit);
}

/**
 * The wizard's member checkboxes as the reactivation body wants them: of the team's members,
 * those kept (updateMembers) and the others (removeMembers).
 */
export function splitMembers(memberIds: number[], keptIds: number[]): { kept: number[]; removed: number[] } {
  const kept = new Set(keptIds);
  return { kept: memberIds.filter((id) => kept.has(id)), removed: memberIds.filter((id) => !kept.has(id)) };
}
