import { FUNDRAISER_MESSAGES, type FundraiserInviteInput } from '@walkfund/domain';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { currentEventYear, loadEventSettings } from '../event-settings/event-settings.service.ts';
import type { EmailMessage } from '../../integrations/email.ts';
import { answerThenSend, queueLinkEmails, sendAskedLinks, type EmailedLinkRequest } from '../sessions/emailed-links.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { renderInvitationEmail, renderSignInLinkEmail, signInLinkUrl } from './fundraiser-emails.ts';
import { findPersonName } from './fundraiser-page.repo.ts';
import { findMembersByEmail, findMembersByIds } from './sign-in-link.repo.ts';
import { createSignInLink, mayReceiveSignInLink } from './sign-in-link.service.ts';

/**
 * Invitations and "Start fundraising" (docs/decisions/0009-personal-pages.md): each queues one
 * email per member with a fresh single-use sign-in link, in one transaction with the links.
 */

/** onRequest of POST /v1/fundraisers/invite: an admin, or a captain of a team; decided before the body is read. */
export function assertMayInvite(user: AuthUser): void {
  if (user.role === 'admin') return;
  if (user.role !== 'captain' || user.teamId === null) throw AppError.forbidden(FUNDRAISER_MESSAGES.inviteNotAllowed);
}

type LinkMember = Awaited<ReturnType<typeof findMembersByIds>>[number];

/** A member's new sign-in link and its email, made by `render`; null for a member who may get none (mayReceiveSignInLink). */
function memberLinkEmail(publicUrl: string, render: (member: LinkMember, link: string) => EmailMessage) {
  return async (tx: DbOrTx, member: LinkMember): Promise<EmailMessage | null> => {
    if (!(await mayReceiveSignInLink(tx, member))) return null;
    return render(member, signInLinkUrl(publicUrl, await createSignInLink(tx, member.id)));
  };
}

/**
 * POST /v1/fundraisers/invite: a captain invites members of their own team this year; an admin,
 * anyone on a team this year. The first person who is not names the 400. A member whose account is
 * an admin's, or whose email another account uses, gets no link (not counted in `invited`).
 */
export async function inviteFundraisers(args: {
  db: Db;
  jobs: Pick<JobQueue, 'kick'>;
  config: Pick<AppConfig, 'PUBLIC_URL'>;
  user: AuthUser;
  input: FundraiserInviteInput;
}): Promise<{ invited: number; message: string }> {
  const { db, user } = args;
  assertMayInvite(user);
  const isAdmin = user.role === 'admin';
  const year = await currentEventYear(db);
  const ids = [...new Set(args.input.persons)];
  const found = new Map((await findMembersByIds(db, ids, year)).map((m) => [m.id, m]));
  const members = ids.map((id) => {
    const member = found.get(id);
    if (isAdmin && !member) throw AppError.badRequest(FUNDRAISER_MESSAGES.personNotOnTeam(id), [{ field: 'persons', message: FUNDRAISER_MESSAGES.personNotOnTeam(id) }]);
    if (!isAdmin && member?.teamId !== user.teamId) {
      throw AppError.badRequest(FUNDRAISER_MESSAGES.memberNotOnTeam(id), [{ field: 'persons', message: FUNDRAISER_MESSAGES.memberNotOnTeam(id) }]);
    }
    return member!;
  });
  const captain = !isAdmin && user.personId !== null ? await findPersonName(db, user.personId) : null;
  const invitedBy = captain ? `${captain.firstName} ${captain.lastName}` : null;
  const { appTitle } = await loadEventSettings(db);
  const invited = await db.transaction((tx) =>
    queueLinkEmails(
      tx,
      members,
      memberLinkEmail(args.config.PUBLIC_URL, (m, link) => renderInvitationEmail({ to: m.email, firstName: m.firstName, teamName: m.teamName, appTitle, link, invitedBy })),
    ),
  );
  if (invited) args.jobs.kick();
  return { invited, message: FUNDRAISER_MESSAGES.invited(invited) };
}

/**
 * POST /v1/fundraisers/sign-in-link: the same answer for every email; the lookup and the emails
 * run after it (sessions/emailed-links.ts), so neither the answer nor its timing tells whether the
 * email is on a team (docs/decisions/0002-account-enumeration.md).
 */
export function requestSignInLink(args: EmailedLinkRequest & { defer: (task: () => Promise<void>) => void }): { message: string } {
  const { defer, ...request } = args;
  return answerThenSend(defer, FUNDRAISER_MESSAGES.linkSent, () => sendRequestedSignInLinks(request));
}

/**
 * A link to each person with this email who is on a team this year; how many were queued. Nothing
 * when the inbox has had its cap of links asked from other addresses (sessions/emailed-links.ts).
 */
export async function sendRequestedSignInLinks(request: EmailedLinkRequest): Promise<number> {
  const { db } = request;
  return sendAskedLinks(request, {
    cap: 'signInLinkEmailsPerEmail',
    findRecipients: async () => findMembersByEmail(db, request.email, await currentEventYear(db)),
    issue: (tx, member, appTitle) =>
      memberLinkEmail(request.config.PUBLIC_URL, (m, link) => renderSignInLinkEmail({ to: m.email, firstName: m.firstName, teamName: m.teamName, appTitle, link }))(tx, member),
  });
}
