import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { donorDisplayName, formatCents } from '@walkfund/domain';
import type { EmailMessage } from '../../integrations/email.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { withUnsubscribe } from '../email-preferences/email-preferences.service.ts';
import { enqueueEmail } from '../jobs/email-jobs.ts';
import { jobInsertStatement, PermanentJobError } from '../jobs/job-queue.ts';
import { findGiftEmailSource } from './fundraiser-gift-email.repo.ts';

/**
 * The email a fundraiser gets for every gift credited to them (
 * docs/decisions/0009-personal-pages.md): who gave ("Anonymous" when the donor chose it), the
 * amount unless the donor is anonymous, the donor's message, and links to their page and My Page.
 *
 * The recording enqueues a job for it in its own database transaction (fundraiser-subscriptions.ts, on `transactionRecorded`),
 * so there is exactly one per recorded gift, whichever path recorded it; the job renders the
 * message (the links need the site's address, which the recording does not know) into the
 * outbox, whose delivery is retried like a receipt's.
 */
export const FUNDRAISER_GIFT_EMAIL_QUEUE = 'fundraiser-gift-email';

/** The job that sends the gift email of a transaction that credits a fundraiser, as a statement for the recording's last statement (fundraiser-subscriptions.ts). */
export function fundraiserGiftEmailJob(transactionId: number): SQL {
  return jobInsertStatement(FUNDRAISER_GIFT_EMAIL_QUEUE, { transactionId });
}

export interface GiftEmailInput {
  to: string;
  firstName: string;
  teamName: string;
  appTitle: string;
  /** "Dana D.", the employer, or "Anonymous". */
  donorName: string;
  anonymous: boolean;
  amountCents: number;
  message: string | null;
  /** The fundraiser's public page, when they have claimed one. */
  pageUrl: string | null;
  myPageUrl: string;
}

/** The gift email: short, plain and kind; an anonymous donor's amount is never shown. */
export function renderGiftEmail(input: GiftEmailInput): EmailMessage {
  const gave = input.anonymous
    ? `Someone who chose to stay anonymous just gave to your page for ${input.teamName}.`
    : `${input.donorName} just gave ${formatCents(input.amountCents)} to your page for ${input.teamName}.`;
  const lines = [
    `Hi ${input.firstName},`,
    '',
    gave,
    ...(input.message ? ['', `Their message: "${input.message}"`] : []),
    '',
    ...(input.pageUrl ? [`Your page: ${input.pageUrl}`] : []),
    `Say thank you from My Page: ${input.myPageUrl}`,
    '',
    'Thank you for walking with us!',
    input.appTitle,
  ];
  const html = lines.map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`)).filter(Boolean).join('\n');
  const subject = input.anonymous ? `${input.appTitle}: a new gift to your page` : `${input.appTitle}: ${input.donorName} gave to your page`;
  return { to: [input.to], subject, text: lines.join('\n'), html };
}

/**
 * The job: reads the recorded gift, its walker and their list preference in one statement,
 * renders the email into the outbox and queues its delivery in another (one statement: no
 * transaction needed).
 */
export function registerFundraiserGiftEmailJob(app: FastifyInstance): void {
  app.jobs.register(FUNDRAISER_GIFT_EMAIL_QUEUE, async ({ payload }) => {
    const transactionId = payload.transactionId;
    if (typeof transactionId !== 'number' || !Number.isInteger(transactionId) || transactionId < 1) throw new PermanentJobError('The job has no valid transactionId.');
    const source = await findGiftEmailSource(app.db, transactionId);
    if (!source) throw new PermanentJobError(`Transaction ${transactionId} does not exist.`);
    const { fundraiserId, recipient, donation } = source;
    // Credited to nobody since (an admin's change): no email.
    if (fundraiserId === null) return { skipped: 'not credited' };
    if (!recipient.email) return { skipped: 'no email' };
    // Not a receipt: it belongs to the walker's coaching list, which they may leave (docs/features/coaching.md).
    if (!source.subscribed) return { skipped: 'unsubscribed' };
    const anonymous = donation?.anonymous ?? false;
    const { appTitle } = await loadEventSettings(app.db);
    const base = app.config.PUBLIC_URL.replace(/\/+$/, '');
    const gift = renderGiftEmail({
      to: recipient.email,
      firstName: recipient.firstName ?? '',
      teamName: source.teamName ?? 'your team',
      appTitle,
      donorName: donorDisplayName({
        firstName: source.donor.firstName,
        lastName: source.donor.lastName,
        anonymous,
        useEmployerAsName: donation?.useEmployerAsName ?? false,
        employer: donation?.myEmployer ?? null,
      }),
      anonymous,
      amountCents: source.creditedCents,
      message: source.donor.message,
      pageUrl: recipient.slug ? `${base}/frontend/fundraiser/${encodeURIComponent(recipient.slug)}` : null,
      myPageUrl: `${base}/my-page`,
    });
    const message = withUnsubscribe(gift, { publicUrl: app.config.PUBLIC_URL, secret: app.config.JWT_SECRET }, fundraiserId, 'coaching');
    const outboxId = await enqueueEmail(app.db, message);
    app.jobs.kick();
    return { outboxId };
  });
}
