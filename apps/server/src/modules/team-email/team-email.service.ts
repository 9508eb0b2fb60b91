import type { FastifyBaseLogger } from 'fastify';
import { HTTP, TEAM_EMAIL_MESSAGES, TOASTS, type TeamEmailInput, type TeamEmailResponse } from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../integrations/email.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { currentEventYear, loadEventSettings } from '../event-settings/event-settings.service.ts';
import { findTeamForEmail, listActiveMemberEmails } from './team-email.repo.ts';

/** Emails handed to the mailer at once: SMTP connections stay few, a large team does not take long. */
const SEND_CONCURRENCY = 5;

/**
 * Who may email a team: an admin any team; a captain only the team they captain. Runs before the
 * body is validated, on the raw `teamId`: a captain naming any other team (or none they could
 * own) is refused without learning the schema; a missing teamId is left to validation.
 */
export function assertMayEmailTeam(user: AuthUser, teamId: unknown): void {
  if (user.role === 'admin') return;
  if (user.teamId === null) throw AppError.forbidden(TEAM_EMAIL_MESSAGES.notYourTeam);
  if (teamId === undefined) return;
  const id = typeof teamId === 'string' && teamId.trim() !== '' ? Number(teamId) : teamId;
  if (id !== user.teamId) throw AppError.forbidden(TEAM_EMAIL_MESSAGES.notYourTeam);
}

/**
 * POST /v1/teams/email-team/: one email per active member of the team for the current event
 * year, so nobody sees the others' addresses, replying to the captain (to the sender when the
 * team has none). Through the mailer: SMTP, or the outbox without it. A team with no active
 * member is a 400; when no email could be delivered at all, a 502 with the spec's failure text.
 */
export async function sendTeamEmail(args: { db: Db; mailer: Mailer; log: FastifyBaseLogger; sender: AuthUser; input: TeamEmailInput }): Promise<TeamEmailResponse> {
  const { db, mailer, sender, input } = args;
  assertMayEmailTeam(sender, input.teamId);
  const team = await findTeamForEmail(db, input.teamId);
  if (!team) throw AppError.notFound(TEAM_EMAIL_MESSAGES.teamNotFound);
  const year = await currentEventYear(db);
  const recipients = await listActiveMemberEmails(db, team.id, year);
  if (recipients.length === 0) throw AppError.badRequest(TEAM_EMAIL_MESSAGES.noMembers);

  const replyTo = team.captainEmail ?? sender.email;
  const { appTitle } = await loadEventSettings(db);
  const text = `${input.message}\n\n--\nSent to the members of ${team.name} through ${appTitle}. Replies go to ${replyTo}.`;

  let sent = 0;
  let failed = 0;
  for (let i = 0; i < recipients.length; i += SEND_CONCURRENCY) {
    const batch = recipients.slice(i, i + SEND_CONCURRENCY);
    const results = await Promise.all(batch.map((to) => mailer.send({ to: [to], replyTo, subject: input.subject, text })));
    for (const result of results) {
      if (result.status === 'failed') failed += 1;
      else sent += 1;
    }
  }
  args.log.info({ teamId: team.id, senderUserId: sender.id, sent, failed }, 'team email sent');
  if (sent === 0) throw new AppError(HTTP.badGateway, TOASTS.emailFailed[1]);
  return { sent, failed };
}
