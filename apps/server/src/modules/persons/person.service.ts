import { UI_MESSAGES, churchCampus, type PersonCreateInput } from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { assertCurrentEventYear } from '../event-settings/event-year.ts';
import { addTeamMembers, findTeamById } from '../teams/team.repo.ts';
import { insertPerson } from './person.repo.ts';
import { toPersonView, type PersonView } from './person.view.ts';

/**
 * POST /v1/persons/ (join flow): a person for the current event year, added to an active team's
 * members. Public callers must name an active team of the current year; the year and city they
 * send must be the server's (DECISIONS.md 19) and their event is the walk. An admin may create a
 * person without a team, for another year or of another event.
 */
export async function createPerson(args: { db: Db; input: PersonCreateInput; viewer: AuthUser | null }): Promise<PersonView> {
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

  const person = await db.transaction(async (tx) => {
    const row = await insertPerson(tx, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone || null,
      address: input.address ?? null,
      lifeChurch: input.lifeChurch,
      lifeChurchLocation: churchCampus(input),
      shirtSize: input.shirtSize ?? null,
      anonymous: input.anonymous,
      marketing: input.marketing,
      myEmployer: input.myEmployer || null,
      useEmployerAsName: input.useEmployerAsName,
      eventYear: input.eventYear ?? year,
      event: (isAdmin ? input.event : undefined) ?? 'piecewalk',
      eventCity: input.eventCity ?? team?.eventCity ?? null,
      teamId: team?.id ?? null,
      birthDate: input.birthDate ?? null,
      gender: input.gender ?? null,
    });
    if (team) await addTeamMembers(tx, team.id, [row.id]);
    return row;
  });
  return toPersonView(person);
}
