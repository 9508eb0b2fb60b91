import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { EmailMessage } from '../../integrations/email.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { enqueueEmail } from '../jobs/email-jobs.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { mayEmailInbox } from './inbox-allowance.ts';

/**
 * Single-use sign-in links sent by email, the way every one is asked for and sent: a walker's
 * "Start fundraising" and invitations (fundraisers/fundraiser-invite.service.ts,
 * docs/decisions/0009-personal-pages.md) and a donor's "Find my gifts"
 * (my-giving/donor-session.service.ts, docs/features/my-giving.md). Each caller keeps its own links
 * (their table, how long they last, what they open) and its own email; this is the rest.
 */

/** A link asked for with an email, from an address. */
export interface EmailedLinkRequest {
  db: Db;
  jobs: Pick<JobQueue, 'kick'>;
  config: Pick<AppConfig, 'PUBLIC_URL' | 'limits'>;
  /** As typed (lowercased by the schemas that ask for one). */
  email: string;
  /** The client's address: the inbox's cap spares an address the owner signed in or opened a link from. */
  ip: string;
}

/** The inbox cap a kind of link counts against (docs/decisions/0015-email-request-limits.md). */
export type LinkInboxCap = 'signInLinkEmailsPerEmail' | 'donorLinkEmailsPerEmail';

/**
 * The answer to a link asked for: the same `message` for every email, the lookup and the emails run
 * after it (`defer`), so neither the answer nor its timing tells whether the email is known
 * (docs/decisions/0002-account-enumeration.md).
 */
export function answerThenSend(defer: (task: () => Promise<void>) => void, message: string, send: () => Promise<unknown>): { message: string } {
  defer(async () => {
    await send();
  });
  return { message };
}

/**
 * Per recipient, in the caller's transaction: its new link issued (the caller's `issue`, which ends
 * its older ones) and its email queued; a recipient for whom `issue` answers null gets none. Answers how
 * many were queued.
 */
export async function queueLinkEmails<Recipient>(
  tx: DbOrTx,
  recipients: readonly Recipient[],
  issue: (tx: DbOrTx, recipient: Recipient) => Promise<EmailMessage | null>,
): Promise<number> {
  let queued = 0;
  for (const recipient of recipients) {
    const message = await issue(tx, recipient);
    if (!message) continue;
    await enqueueEmail(tx, message);
    queued += 1;
  }
  return queued;
}

/**
 * The emails of a link asked for, after the answer: none when `findRecipients` finds nobody, or
 * when the inbox has had its cap of links asked from addresses its owner has not used (counted only
 * for an email that gets one: the answer has gone already, so it tells nothing); otherwise each
 * recipient's link and email in one transaction (queueLinkEmails), the job worker woken. Answers
 * how many were queued.
 */
export async function sendAskedLinks<Recipient>(
  request: EmailedLinkRequest,
  options: {
    cap: LinkInboxCap;
    findRecipients: () => Promise<readonly Recipient[]>;
    /** A recipient's new link and its email (null: none for them), given the event's title. */
    issue: (tx: DbOrTx, recipient: Recipient, appTitle: string) => Promise<EmailMessage | null>;
  },
): Promise<number> {
  const { db } = request;
  const recipients = await options.findRecipients();
  if (!recipients.length) return 0;
  if (!(await mayEmailInbox(db, { limits: request.config.limits, cap: options.cap, email: request.email, ip: request.ip }))) return 0;
  const { appTitle } = await loadEventSettings(db);
  const queued = await db.transaction((tx) => queueLinkEmails(tx, recipients, (inTx, recipient) => options.issue(inTx, recipient, appTitle)));
  if (queued) request.jobs.kick();
  return queued;
}
