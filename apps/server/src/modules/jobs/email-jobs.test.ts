import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobView, Paged } from '@walkfund/domain';
import { buildApp } from '../../app.ts';
import { emailOutbox, jobs } from '../../db/schema/index.ts';
import { signedInAdmin, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { offlineTransaction } from '../transactions/test-support/transaction-fixtures.ts';
import { RECEIPT_EMAIL_QUEUE } from '../receipts/receipt-queue.ts';
import { EMAIL_QUEUE } from './email-jobs.ts';

/** A local SMTP server that answers "451 try again later" while `down` is set, and keeps what it accepts. */
async function fakeSmtp() {
  const state = { down: true, received: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        if (state.down) {
          const err = Object.assign(new Error('Mailbox service unavailable, try again later'), { responseCode: 451 });
          callback(err);
          return;
        }
        state.received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { state, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('receipt emails through the job queue', () => {
  let t: TestApp;
  let admin: Session;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  /** The product's own mailer over SMTP: what the server runs with SMTP_URL set. */
  let mailApp: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
    smtp = await fakeSmtp();
    mailApp = await buildApp({ config: { ...t.config, SMTP_URL: smtp.url }, database: t.database });
    await mailApp.ready();
  });
  afterAll(async () => {
    await mailApp.close();
    await smtp.close();
    await t.close();
  });

  const jobsOf = (queue: string, key: string, id: number) =>
    t.app.db.select().from(jobs).where(and(eq(jobs.queue, queue), sql`(${jobs.payload} ->> ${key})::int = ${id}`));

  /** The receipt rendered into the outbox by the recording itself, and its delivery job. */
  async function receiptOf(transactionId: number) {
    const [row] = await t.app.db.select().from(emailOutbox).where(sql`${emailOutbox.subject} like ${`%(transaction ${transactionId})`}`);
    expect(row).toBeDefined();
    const [delivery] = await jobsOf(EMAIL_QUEUE, 'outboxId', row!.id);
    return { outboxId: row!.id, row: row!, delivery: delivery! };
  }

  it('writes the receipt and its delivery job with the transaction and retries the delivery with backoff while the mail server is down', async () => {
    const view = await offlineTransaction(t, admin.headers.authorization, { donation: 35 });
    // Written in the recording's own transaction: there before any job has run.
    const queued = await receiptOf(view.id);
    expect(queued.row).toMatchObject({ status: 'queued', to: [view.contactEmail] });
    expect(queued.delivery).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await jobsOf(RECEIPT_EMAIL_QUEUE, 'transactionId', view.id)).toHaveLength(0);

    // First run: delivery refused by the server.
    await mailApp.jobs.drain();
    const { outboxId, delivery } = await receiptOf(view.id);
    expect(delivery).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('451') });
    expect(delivery!.runAt.getTime()).toBeGreaterThan(delivery!.updatedAt.getTime());
    const [failedRow] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    expect(failedRow).toMatchObject({ status: 'failed', to: [view.contactEmail], subject: expect.stringContaining(`transaction ${view.id}`) });

    // The admin sees why, without the recipient's address.
    const listed = await t.app.inject({ method: 'GET', url: '/v1/jobs/?queue=email&status=queued', headers: admin.headers });
    const job = (listed.json() as Paged<JobView>).results.find((j) => j.id === delivery!.id)!;
    expect(job.lastError).toContain('451');
    expect(job.refs).toEqual({ outboxId });
    expect(listed.body).not.toContain(view.contactEmail);

    // Not due yet: nothing is sent.
    smtp.state.down = false;
    await mailApp.jobs.drain();
    expect(smtp.state.received).toHaveLength(0);

    // The backoff is over: the same outbox row is delivered, once.
    await t.app.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, delivery!.id));
    await mailApp.jobs.drain();
    await mailApp.jobs.drain();
    expect(smtp.state.received).toHaveLength(1);
    expect(smtp.state.received[0]).toContain(`Transaction id: ${view.id}`);
    expect((await jobsOf(EMAIL_QUEUE, 'outboxId', outboxId))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
    const [sentRow] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    expect(sentRow).toMatchObject({ status: 'sent', error: null });
  });

  it('keeps the receipt in the outbox when there is no SMTP (docs/decisions/0115-email.md)', async () => {
    const outboxApp = await buildApp({ config: t.config, database: t.database });
    try {
      await outboxApp.ready();
      const view = await offlineTransaction(t, admin.headers.authorization, { donation: 15 });
      await outboxApp.jobs.drain();
      const { outboxId } = await receiptOf(view.id);
      const [row] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
      expect(row).toMatchObject({ status: 'outbox', to: [view.contactEmail] });
      expect(row!.text).toContain('Donation: $15.00');
    } finally {
      await outboxApp.close();
    }
  });

  it('still renders a receipt job queued before receipts were rendered at recording time', async () => {
    const view = await offlineTransaction(t, admin.headers.authorization, { donation: 20 });
    const { outboxId: recordedWith } = await receiptOf(view.id);
    await t.app.db.insert(jobs).values({ queue: RECEIPT_EMAIL_QUEUE, payload: { transactionId: view.id } });
    await t.app.jobs.drain();
    const [oldJob] = await jobsOf(RECEIPT_EMAIL_QUEUE, 'transactionId', view.id);
    expect(oldJob).toMatchObject({ status: 'succeeded' });
    const outboxId = (oldJob!.result as { outboxId: number }).outboxId;
    expect(outboxId).not.toBe(recordedWith);
    const [row] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    expect(row!.text).toContain('Donation: $20.00');
  });
});
