import { createServer, type AddressInfo, type Server } from 'node:net';
import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { createMailer, testSubject } from '../../integrations/email.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInAdmin, type Session } from '../../../test/factories.ts';

interface Delivery {
  recipients: string[];
  data: string;
}

/**
 * The smallest SMTP server nodemailer talks to (no TLS, no auth): it records each message's
 * envelope recipients and data, so the test sees what really left, not what the mailer meant.
 */
async function startSmtpSink(): Promise<{ url: string; deliveries: Delivery[]; close(): Promise<void> }> {
  const deliveries: Delivery[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Delivery = { recipients: [], data: '' };
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          // Long headers are folded onto continuation lines: unfold them.
          current.data = buffer.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
          deliveries.push(current);
          current = { recipients: [], data: '' };
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'RCPT') {
          current.recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, deliveries, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A logger writing into memory, to check what the mailer logs. */
function memoryLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

describe('Debug Settings: test notifications reroute every email', () => {
  let t: TestApp;
  let admin: Session;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
    smtp = await startSmtpSink();
  });
  afterEach(async () => {
    await setDebug({ testEmailNotifications: false, testEmails: [] });
    smtp.deliveries.length = 0;
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  async function setDebug(body: { testEmailNotifications: boolean; testEmails: string[] }) {
    const res = await t.app.inject({ method: 'PATCH', url: '/v1/event-settings/', headers: admin.headers, payload: body });
    expect(res.statusCode).toBe(200);
  }
  const mailer = (options: { smtp: boolean; log?: ReturnType<typeof memoryLogger>['log'] }) =>
    createMailer({ db: t.app.db, smtpUrl: options.smtp ? smtp.url : undefined, from: 'Walkfund <no-reply@walkfund.local>', log: options.log ?? memoryLogger().log, printOutbox: false });
  const outboxRow = async (id: number) => (await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
  const message = { to: ['donor@example.com', 'captain@example.com'], subject: 'Thank you for your donation', text: 'Receipt' };

  it('delivers to the real recipients while test notifications are off', async () => {
    const result = await mailer({ smtp: true }).send(message);
    expect(result.status).toBe('sent');
    expect(smtp.deliveries).toHaveLength(1);
    expect(smtp.deliveries[0]!.recipients).toEqual(['donor@example.com', 'captain@example.com']);
    expect(smtp.deliveries[0]!.data).toMatch(/^Subject: Thank you for your donation$/m);
  });

  it('sends to the test emails instead, the subject naming the real recipients, the moment an admin turns it on', async () => {
    const sender = mailer({ smtp: true });
    await setDebug({ testEmailNotifications: true, testEmails: ['qa@walkfund.test', 'dev@walkfund.test'] });
    const result = await sender.send(message);
    expect(result.status).toBe('sent');
    expect(smtp.deliveries).toHaveLength(1);
    expect(smtp.deliveries[0]!.recipients).toEqual(['qa@walkfund.test', 'dev@walkfund.test']);
    expect(smtp.deliveries[0]!.data).toMatch(/^Subject: \[TEST for donor@example\.com, captain@example\.com\] Thank you for your donation$/m);
    expect(smtp.deliveries[0]!.data).not.toMatch(/^To:.*donor@example\.com/m);
    const row = await outboxRow(result.id);
    expect(row).toMatchObject({ to: ['qa@walkfund.test', 'dev@walkfund.test'], subject: '[TEST for donor@example.com, captain@example.com] Thank you for your donation', status: 'sent' });

    // Turned off again: real recipients at once, with the same mailer (nothing cached in the process).
    await setDebug({ testEmailNotifications: false, testEmails: ['qa@walkfund.test'] });
    await sender.send(message);
    expect(smtp.deliveries[1]!.recipients).toEqual(['donor@example.com', 'captain@example.com']);
  });

  it('reroutes outbox emails too (no SMTP)', async () => {
    await setDebug({ testEmailNotifications: true, testEmails: ['qa@walkfund.test'] });
    const result = await mailer({ smtp: false }).send(message);
    expect(result.status).toBe('outbox');
    expect(await outboxRow(result.id)).toMatchObject({ to: ['qa@walkfund.test'], subject: `[TEST for donor@example.com, captain@example.com] ${message.subject}` });
  });

  it('holds the email in the outbox, unsent, when no test email is set, and logs it without personal data', async () => {
    await setDebug({ testEmailNotifications: true, testEmails: [] });
    const { log, lines } = memoryLogger();
    const result = await mailer({ smtp: true, log }).send(message);
    expect(result.status).toBe('held');
    expect(smtp.deliveries).toHaveLength(0);
    const [latest] = await t.app.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    expect(latest).toMatchObject({ id: result.id, status: 'held', to: message.to, subject: message.subject });
    const logged = lines.join('');
    expect(logged).toContain('no test email is set');
    expect(logged).toContain(String(result.id));
    expect(logged).not.toMatch(/donor@example\.com|captain@example\.com|Thank you/);
  });

  it('names at most three recipients in the subject', () => {
    expect(testSubject('Hello', ['a@x.org'])).toBe('[TEST for a@x.org] Hello');
    expect(testSubject('Hello', ['a@x.org', 'b@x.org', 'c@x.org', 'd@x.org', 'e@x.org'])).toBe('[TEST for a@x.org, b@x.org, c@x.org +2 more] Hello');
  });
});
