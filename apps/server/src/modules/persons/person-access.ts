import type { FastifyRequest } from 'fastify';
import { PERSON_MESSAGES } from '@walkfund/domain';
import { AppError } from '../../lib/app-error.ts';
import { fitsIdColumn } from '../../lib/id-column.ts';
import { findTeamById, isTeamMember } from '../teams/team.service.ts';

const pathId = (request: FastifyRequest) => Number((request.params as { id?: string }).id);

/**
 * onRequest, after `app.requireUser`, on routes whose `:id` is a person: that person's user (the
 * profile) or an admin; decided on the raw path before the body is read.
 */
export async function requireOwnPersonOrAdmin(request: FastifyRequest) {
  const user = request.authUser!;
  if (user.role !== 'admin' && (user.personId === null || user.personId !== pathId(request))) throw AppError.forbidden(PERSON_MESSAGES.notOwnPerson);
}

/**
 * onRequest, after `app.requireUser`, on PATCH /v1/persons/remove/{id}: an admin, or a captain
 * whose team has the person as a member (for the team's year).
 */
export async function requireMemberOfOwnTeamOrAdmin(request: FastifyRequest) {
  const user = request.authUser!;
  if (user.role === 'admin') return;
  const personId = pathId(request);
  const team = user.teamId !== null && fitsIdColumn(personId) ? await findTeamById(request.server.db, user.teamId) : null;
  if (!team || !(await isTeamMember(request.server.db, team.id, personId, team.year))) throw AppError.forbidden(PERSON_MESSAGES.notAMember);
}
