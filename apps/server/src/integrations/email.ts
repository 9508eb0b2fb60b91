import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { emailOutbox, type OutboxAttachment } from '../db/schema/index.ts';
import { loadTestEmailRouting } from '../modules/event-settings/event-settings.service.ts';

export interface EmailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Kept in the outbox row (base64) and sent with the message; an attachment with a cid is an inline image. */
  attachments?: OutboxAttachment[];
  /**
   * Extra headers, kept in the outbox row and sent with the message: every email that is not a
   * receipt or a sign-in link carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058,
   * docs/features/coaching.md).
   */
  headers?: Record<string, string>;
}

/**
 * What became of a message: delivered over SMTP (sent), kept because there is no SMTP (outbox),
 * not delivered (failed), or kept unsent because test notifications are on with no test email (held).
 * An outbox row is `queued` while its delivery job (modules/jobs/email-jobs.ts) has not run yet.
 */
export type EmailStatus = 'sent' | 'outbox' | 'failed' | 'held';

export interface SendOptions {
  /** Deliver this `queued` outbox row's message and record the outcome on it, instead of a new row. */
  outboxId?: number;
}

export interface Mailer {
  /** Records the message in the outbox and delivers it over SMTP when configured. Never throws on delivery. */
  send(message: EmailMessage, options?: SendOptions): Promise<{ id: number; status: EmailStatus; error?: string | null }>;
}

/**
 * The insert of a message into the outbox as `queued` (returning its id), for the email job to
 * deliver: modules/jobs/email-jobs.ts runs it in the caller's transaction with the job, so an email
 * exists exactly when the change that causes it does.
 */
export function queuedOutboxInsert(db: DbOrTx, message: EmailMessage) {
  return db
    .insert(emailOutbox)
    .values({
      to: message.to, replyTo: message.replyTo ?? null, subject: message.subject, text: message.text, html: message.html ?? null, attachments: message.attachments ?? null,
      headers: message.headers ?? null, status: 'queued',
    })
    .returning({ id: emailOutbox.id });
}

/** A queued outbox row's message, or null when the row is gone. */
export async function loadQueuedEmail(db: DbOrTx, outboxId: number): Promise<{ message: EmailMessage; status: string } | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId)).limit(1);
  if (!row) return null;
  return {
    status: row.status,
    message: {
      to: row.to, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}), ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      ...(row.attachments?.length ? { attachments: row.attachments } : {}),
      ...(row.headers && Object.keys(row.headers).length ? { headers: row.headers } : {}),
    },
  };
}

/** The largest attachment (base64 characters) the outbox log prints outside production: a QR code is about 3,000. */
const LOGGED_ATTACHMENT_MAX_BASE64 = 64 * 1024;

/** How many original recipients the test subject names before "+N more". */
const TEST_SUBJECT_NAMED_RECIPIENTS = 3;

/** "[TEST for a@b.c, d@e.f +3 more] Subject": whom a rerouted test email was meant for. */
export function testSubject(subject: string, originalRecipients: string[]): string {
  const named = originalRecipients.slice(0, TEST_SUBJECT_NAMED_RECIPIENTS).join(', ');
  const more = originalRecipients.length - TEST_SUBJECT_NAMED_RECIPIENTS;
  return `[TEST for ${named}${more > 0 ? ` +${more} more` : ''}] ${subject}`;
}

/**
 * Debug Settings (docs/spec/back-office.md §2): with test notifications on, every email goes to the test emails
 * instead of its real recipients, its subject naming them; with no test email it is held (kept in
 * the outbox, never delivered). The switch is read from the database on every send, so every
 * instance behaves the same the moment an admin saves it.
 */
async function routeForTesting(db: Db, message: EmailMessage): Promise<{ message: EmailMessage; held: boolean }> {
  const routing = await loadTestEmailRouting(db);
  if (!routing.enabled) return { message, held: false };
  if (routing.emails.length === 0) return { message, held: true };
  return { message: { ...message, to: routing.emails, subject: testSubject(message.subject, message.to) }, held: false };
}

/**
 * docs/decisions/0115-email.md: nodemailer over SMTP when SMTP_URL is set; otherwise every message is kept in
 * the outbox table and, outside production, printed to the server log, so the product works fully
 * offline. In production the log names only the outbox row: emails carry reset links and donors'
 * details, which stay out of logs.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger; printOutbox: boolean }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(original, sendOptions = {}) {
      const { message, held } = await routeForTesting(options.db, original);
      let status: EmailStatus = held ? 'held' : 'outbox';
      let error: string | null = held ? 'Test notifications are on and no test email is set: not sent.' : null;
      // A held email is neither delivered nor printed.
      if (!held && transport) {
        try {
          const attachments = message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64'), ...(a.cid ? { cid: a.cid } : {}) }));
          await transport.sendMail({ from: options.from, ...message, to: message.to.join(', '), attachments });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = err instanceof Error ? err.message : String(err);
          // Not the recipients: the outbox row (its id is logged below) keeps them; the err serializer masks addresses.
          options.log.error({ err, recipients: message.to.length }, 'email delivery failed');
        }
      } else if (!held && options.printOutbox) {
        // Attachments ride along (base64, bounded) so a browser test can read the check-in QR code back.
        const attachments = message.attachments?.filter((a) => a.content.length <= LOGGED_ATTACHMENT_MAX_BASE64);
        options.log.info(
          { to: message.to, subject: message.subject, ...(attachments?.length ? { attachments } : {}), ...(message.headers ? { headers: message.headers } : {}) },
          `[outbox] email to ${message.to.join(', ')}: ${message.subject}\n${message.text}`,
        );
      }
      const values = {
        to: message.to, replyTo: message.replyTo ?? null, subject: message.subject, text: message.text, html: message.html ?? null, attachments: message.attachments ?? null,
        headers: message.headers ?? null, status, error,
      };
      // A queued row already holds the message: only its status, unless test routing changed whom it goes to.
      const changes = message === original ? { status, error } : values;
      const [row] = sendOptions.outboxId
        ? await options.db.update(emailOutbox).set(changes).where(eq(emailOutbox.id, sendOptions.outboxId)).returning({ id: emailOutbox.id })
        : await options.db.insert(emailOutbox).values(values).returning({ id: emailOutbox.id });
      if (held) options.log.warn({ outboxId: row!.id }, 'test notifications are on but no test email is set: the email is kept in the outbox, not sent');
      else if (!transport && !options.printOutbox) options.log.info({ outboxId: row!.id }, 'email kept in the outbox (no SMTP_URL)');
      if (status === 'failed') options.log.warn({ outboxId: row!.id }, 'the undelivered email is kept in the outbox');
      return { id: row!.id, status, error };
    },
  };
}
