import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { createMailer, loadQueuedEmail, queuedOutboxInsert } from '../../integrations/email.ts';
import { CHECK_IN_QR_CID, checkInQrPng, renderConfirmationEmail } from './event-confirmation.ts';
import { decodeQrPng } from './test-support/qr-decode.ts';

const TOKEN = 'Q2hlY2staW4tdG9rZW4xWk';

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

/** The real mailer with the confirmation's inline QR code: kept in the outbox, printed to the log, delivered over SMTP. */
describe('the confirmation through the real mailer', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  let smtpUrl: string;
  const received: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(resolve));
    await t.close();
  });

  const message = async () =>
    renderConfirmationEmail({
      to: 'runner@example.com', appTitle: 'Autism Walk', eventYear: 2026, firstName: 'Rae', lastName: 'Runner', eventCity: 'Tulsa',
      day: { eventCity: 'Tulsa', date: '2027-04-24', startTime: '08:30', place: 'Guthrie Green, Tulsa' }, teamName: 'Blue Walkers',
      kind: '5k', shirtSize: 'Medium', token: TOKEN, qrPng: await checkInQrPng(TOKEN),
    });

  it('a queued row keeps the attachment and reads it back', async () => {
    const [row] = await queuedOutboxInsert(t.app.db, await message());
    const queued = await loadQueuedEmail(t.app.db, row!.id);
    const [png] = queued!.message.attachments!;
    expect(png).toMatchObject({ filename: 'check-in-code.png', contentType: 'image/png', cid: CHECK_IN_QR_CID });
    expect(await decodeQrPng(Buffer.from(png!.content, 'base64'))).toEqual([`walkfund:checkin:${TOKEN}`]);
  });

  it('without SMTP the outbox row and the printed log carry the PNG', async () => {
    const logger = memoryLogger();
    const mailer = createMailer({ db: t.app.db, from: 'Walkfund <no-reply@walkfund.local>', log: logger.log, printOutbox: true });
    const result = await mailer.send(await message());
    const [row] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, result.id));
    expect(row!.attachments?.[0]?.cid).toBe(CHECK_IN_QR_CID);
    const printed = logger.lines.map((line) => JSON.parse(line) as { msg: string; attachments?: { content: string }[] }).find((l) => l.msg.startsWith('[outbox]'));
    expect(await decodeQrPng(Buffer.from(printed!.attachments![0]!.content, 'base64'))).toEqual([`walkfund:checkin:${TOKEN}`]);
  });

  it('over SMTP the PNG leaves as an inline part the HTML names by its cid', async () => {
    const mailer = createMailer({ db: t.app.db, smtpUrl, from: 'Walkfund <no-reply@walkfund.local>', log: memoryLogger().log, printOutbox: false });
    const result = await mailer.send(await message());
    expect(result.status).toBe('sent');
    const raw = received.at(-1)!;
    expect(raw).toMatch(/Content-Type: image\/png/);
    expect(raw).toContain(`Content-ID: <${CHECK_IN_QR_CID}>`);
    expect(raw).toContain(`cid:${CHECK_IN_QR_CID}`);
  });
});
