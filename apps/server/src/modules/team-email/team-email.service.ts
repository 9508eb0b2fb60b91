import type { FastifyBaseLogger } from 'fastify';
import { TEAM_EMAIL_MESSAGES, type TeamEmailInput, type TeamEmailResponse } from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { optedOutOf, withUnsubscribe, type LinkSettings } from '../email-preferences/email-preferences.service.ts';
import { currentEventYear, loadEventSettings } from '../event-settings/event-settings.service.ts';
import { enqueueEmail } from '../jobs/email-jobs.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { findTeamForEmail, listActiveMemberEmails } from './team-email.repo.ts';

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
 * team has none). Each email is an outbox row with its delivery job, all written in one
 * transaction (every member gets it or none does); the job queue delivers them (SMTP, or kept in
 * the outbox without it), retrying while the mail server fails; admins see failures at /jobs.
 * Answers {sent: emails accepted for delivery, failed: 0}. A team with no active member is a 400.
 * A member who left the team-news list is skipped, and every email carries the link to leave it
 * (docs/features/coaching.md).
 */
export async function sendTeamEmail(args: {
  db: Db;
  jobs: Pick<JobQueue, 'kick'>;
  log: FastifyBaseLogger;
  sender: AuthUser;
  input: TeamEmailInput;
  links: LinkSettings;
}): Promise<TeamEmailResponse> {
  const { db, sender, input } = args;
  assertMayEmailTeam(sender, input.teamId);
  const team = await findTeamForEmail(db, input.teamId);
  if (!team) throw AppError.notFound(TEAM_EMAIL_MESSAGES.teamNotFound);
  const year = await currentEventYear(db);
  const members = await listActiveMemberEmails(db, team.id, year);
  if (members.length === 0) throw AppError.badRequest(TEAM_EMAIL_MESSAGES.noMembers);
  const optedOut = await optedOutOf(db, members.map((m) => m.email), 'team-news');
  const recipients = members.filter((m) => !optedOut.has(m.email.toLowerCase()));

  const replyTo = team.captainEmail ?? sender.email;
  const { appTitle } = await loadEventSettings(db);
  const text = `${input.message}\n\n--\nSent to the members of ${team.name} through ${appTitle}. Replies go to ${replyTo}.`;

  await db.transaction(async (tx) => {
    for (const { personId, email } of recipients) await enqueueEmail(tx, withUnsubscribe({ to: [email], replyTo, subject: input.subject, text }, args.links, personId, 'team-news'));
  });
  args.jobs.kick();
  args.log.info({ teamId: team.id, senderUserId: sender.id, queued: recipients.length, optedOut: members.length - recipients.length }, 'team email queued');
  return { sent: recipients.length, failed: 0 };
}
