import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';

export interface EmailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** Records the message in the outbox and delivers it over SMTP when configured. Never throws on delivery. */
  send(message: EmailMessage): Promise<{ id: number; status: 'sent' | 'outbox' | 'failed' }>;
}

/**
 * DECISIONS.md 15: nodemailer over SMTP when SMTP_URL is set; otherwise every message is kept in
 * the outbox table and, outside production, printed to the server log, so the product works fully
 * offline. In production the log names only the outbox row: emails carry reset links and donors'
 * details, which stay out of logs.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger; printOutbox: boolean }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      let status: 'sent' | 'outbox' | 'failed' = 'outbox';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: options.from, ...message, to: message.to.join(', ') });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = err instanceof Error ? err.message : String(err);
          // Not the recipients: the outbox row (its id is logged below) keeps them; the err serializer masks addresses.
          options.log.error({ err, recipients: message.to.length }, 'email delivery failed');
        }
      } else if (options.printOutbox) {
        options.log.info({ to: message.to, subject: message.subject }, `[outbox] email to ${message.to.join(', ')}: ${message.subject}\n${message.text}`);
      }
      const [row] = await options.db
        .insert(emailOutbox)
        .values({ to: message.to, replyTo: message.replyTo ?? null, subject: message.subject, text: message.text, html: message.html ?? null, status, error })
        .returning({ id: emailOutbox.id });
      if (!transport && !options.printOutbox) options.log.info({ outboxId: row!.id }, 'email kept in the outbox (no SMTP_URL)');
      if (status === 'failed') options.log.warn({ outboxId: row!.id }, 'the undelivered email is kept in the outbox');
      return { id: row!.id, status };
    },
  };
}
