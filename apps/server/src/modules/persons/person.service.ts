import {
  PERSON_ADMIN_ONLY_FIELDS, PERSON_MESSAGES, PERSON_POPULATE, UI_MESSAGES, type Paged, type PersonCreateInput, type PersonListQuery,
  type PersonTeamSummary, type PersonUpdateInput, type TeamDetail,
} from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagedResult, populateSet } from '../../lib/pagination.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { assertCurrentEventYear } from '../event-settings/event-year.ts';
import { findTeamById, findTeamsByIds } from '../../lib/teams-by-ids.repo.ts';
import { lockTotalsFor } from '../ledger/ledger.service.ts';
import {
  addPerson, addTeamMembers, changePerson, findPerson, findTeamIdsOfPersons, findTeamOfPerson, removeTeamMembers,
} from '../membership/membership.service.ts';
import { personContactRow, personPatchOf } from '../membership/person-row.ts';
import { toPersonView, type PersonView } from '../membership/person.view.ts';
import { loadTeamDetail } from '../teams/team.service.ts';
import { checkMemberWaiver, recordMemberWaiver } from '../waivers/member-waiver.service.ts';
import { listPersons } from './person.repo.ts';
import { findMemberFundraising } from '../fundraisers/fundraiser-page.service.ts';

/**
 * POST /v1/persons/ (join flow; the team page's add-member form): a person for the current event
 * year, a member of an active team for the team's year. Public callers must name an active team
 * of the current year; the year and city they send must be the server's (docs/decisions/0119-spec-payloads-accepted.md) and
 * their event is the walk. An admin may create a person without a team, for another year or of
 * another event. A captain adds only to their own team. The waiver follows waivers/member-waiver.service.ts.
 */
export async function createPerson(args: { db: Db; input: PersonCreateInput; viewer: AuthUser | null; ipAddress?: string | null }): Promise<PersonView> {
  const { db, input, viewer } = args;
  const isAdmin = viewer?.role === 'admin';
  const year = await currentEventYear(db);
  if (!isAdmin) assertCurrentEventYear('eventYear', input.eventYear, year);
  if (!input.team && !isAdmin) throw AppError.badRequest(UI_MESSAGES.noTeamSelected, [{ field: 'team', message: UI_MESSAGES.noTeamSelected }]);
  const team = input.team ? await findTeamById(db, input.team) : null;
  if (input.team && !team) throw AppError.badRequest(`Team ${input.team} does not exist.`, [{ field: 'team', message: 'The team does not exist.' }]);
  if (team && (!team.active || (!isAdmin && team.year !== year))) {
    throw AppError.badRequest(`The team "${team.name}" is not active.`, [{ field: 'team', message: 'The team is not active.' }]);
  }
  if (!isAdmin && team && input.eventCity && input.eventCity !== team.eventCity) {
    const message = `eventCity: ${input.eventCity} is not the team's city (${team.eventCity}).`;
    throw AppError.badRequest(message, [{ field: 'eventCity', message }]);
  }
  // The route refused a captain naming another team before validation; checked again here, before anything is written or emailed.
  if (team && viewer?.role === 'captain' && viewer.teamId !== team.id) throw AppError.forbidden(PERSON_MESSAGES.notOwnTeam);
  const acceptance = team
    ? await checkMemberWaiver(db, {
        team, addedByCaptainOrAdmin: viewer?.role === 'captain' || isAdmin,
        member: { name: `${input.firstName} ${input.lastName}`, waiver: input.waiver, birthDate: input.birthDate },
      })
    : null;

  const person = await db.transaction(async (tx) => {
    const row = await addPerson(tx, {
      ...personContactRow(input),
      eventYear: input.eventYear ?? year,
      event: (isAdmin ? input.event : undefined) ?? 'piecewalk',
      eventCity: input.eventCity ?? team?.eventCity ?? null,
      birthDate: input.birthDate ?? null,
      gender: input.gender ?? null,
    });
    if (team) {
      await addTeamMembers(tx, team, [row.id]);
      await recordMemberWaiver(tx, { team, personId: row.id, acceptance, ipAddress: args.ipAddress ?? null });
    }
    return row;
  });
  return toPersonView(person, team?.id ?? null, await fundraisingOf(db, person.id));
}

/** A person's fundraising on the team of their event year, or null (docs/features/personal-pages.md). */
async function fundraisingOf(db: DbOrTx, personId: number) {
  return (await findMemberFundraising(db, { personIds: [personId] })).get(personId) ?? null;
}

/** The team a person is on in their event year: its id, or its summary when `populate`. */
async function teamOfPerson(db: DbOrTx, person: { id: number; eventYear: number }, populate: boolean): Promise<number | PersonTeamSummary | null> {
  const team = await findTeamOfPerson(db, person.id, person.eventYear);
  if (!team) return null;
  return populate ? teamSummaryOf(team) : team.id;
}

/** GET /v1/persons/{id}: that person's user or an admin (the onRequest hook decided). */
export async function getPerson(args: { db: Db; id: number; populateTeam?: boolean }): Promise<PersonView> {
  const person = await findPerson(args.db, args.id);
  if (!person) throw AppError.notFound(PERSON_MESSAGES.notFound);
  const [team, fundraising] = await Promise.all([teamOfPerson(args.db, person, !!args.populateTeam), fundraisingOf(args.db, person.id)]);
  return toPersonView(person, team, fundraising);
}

/**
 * GET /v1/persons/ (admin): the participants of an event year (the current one unless given),
 * filtered, searched, sorted and paged. Each person's `team` is the team they are on in their
 * event year: its id, or its summary with populate=team (one query for the page).
 */
export async function listPersonsPage(args: { db: Db; query: PersonListQuery }): Promise<Paged<PersonView>> {
  const { db, query } = args;
  const populate = populateSet(query.populate, PERSON_POPULATE);
  const eventYear = query.eventYear ?? (await currentEventYear(db));
  const { rows, total } = await listPersons(
    db,
    { eventYear, lifeChurch: query.lifeChurch, active: query.active, event: query.event, staff: query.staff, search: query.search || undefined },
    query,
  );
  const [teamIds, fundraising] = await Promise.all([findTeamIdsOfPersons(db, rows), findMemberFundraising(db, { personIds: rows.map((p) => p.id) })]);
  const teams = populate.has('team')
    ? new Map((await findTeamsByIds(db, [...new Set(teamIds.values())])).map((t): [number, PersonTeamSummary] => [t.id, teamSummaryOf(t)]))
    : null;
  const views = rows.map((p) => {
    const teamId = teamIds.get(p.id) ?? null;
    return toPersonView(p, teamId !== null && teams ? (teams.get(teamId) ?? null) : teamId, fundraising.get(p.id) ?? null);
  });
  return pagedResult(views, total, query);
}

function teamSummaryOf(team: { id: number; name: string; slug: string; eventCity: string; year: number; active: boolean }): PersonTeamSummary {
  return { id: team.id, name: team.name, slug: team.slug, eventCity: team.eventCity, year: team.year, active: team.active };
}

/**
 * PATCH /v1/persons/{id}: that person's user (the profile's personal information) or an admin
 * (participant edit). Email, event year, event, city and active are the admin's (403 otherwise).
 */
export async function updatePersonProfile(args: { db: Db; id: number; viewer: AuthUser; input: PersonUpdateInput }): Promise<PersonView> {
  const { db, id, viewer, input } = args;
  if (input.id !== undefined && input.id !== id) throw AppError.badRequest(PERSON_MESSAGES.idMismatch, [{ field: 'id', message: PERSON_MESSAGES.idMismatch }]);
  if (viewer.role !== 'admin' && PERSON_ADMIN_ONLY_FIELDS.some((field) => input[field] !== undefined)) {
    throw AppError.forbidden(PERSON_MESSAGES.adminOnlyFields);
  }
  const { id: _id, ...changes } = input;
  const person = await changePerson(db, id, personPatchOf(changes));
  if (!person) throw AppError.notFound(PERSON_MESSAGES.notFound);
  const [team, fundraising] = await Promise.all([teamOfPerson(db, person, false), fundraisingOf(db, person.id)]);
  return toPersonView(person, team, fundraising);
}

/**
 * PATCH /v1/persons/remove/{id} {team}: the person leaves the team for the team's year (their
 * row of that year goes; past years stay). The team's captain (whose hook checked the person is
 * on their team) or an admin. The captain's own person cannot leave. Answers the team.
 */
export async function removeMember(args: { db: Db; personId: number; teamId: number; viewer: AuthUser }): Promise<TeamDetail> {
  const { db, personId, teamId, viewer } = args;
  if (viewer.role !== 'admin' && viewer.teamId !== teamId) throw AppError.forbidden(PERSON_MESSAGES.notAMember);
  await db.transaction(async (tx) => {
    const team = await lockTotalsFor(tx, teamId);
    if (!team) throw AppError.badRequest(`Team ${teamId} does not exist.`, [{ field: 'team', message: 'The team does not exist.' }]);
    if (team.captainPersonId === personId) throw AppError.badRequest(PERSON_MESSAGES.captainCannotLeave, [{ field: 'id', message: PERSON_MESSAGES.captainCannotLeave }]);
    const removed = await removeTeamMembers(tx, team.id, team.year, [personId]);
    if (!removed) throw AppError.badRequest(PERSON_MESSAGES.notAMember, [{ field: 'id', message: PERSON_MESSAGES.notAMember }]);
  });
  return loadTeamDetail(db, teamId);
}
