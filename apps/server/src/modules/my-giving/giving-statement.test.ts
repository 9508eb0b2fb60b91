import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInCaptain, uniqueEmail, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { givingStatementSends } from '../../db/schema/index.ts';
import { pdfText } from '../ask-kit/test-support/pdf-text.ts';
import { enqueueStatementEmails, enqueueYearStatements, sendStatementEmail } from './giving-statement.service.ts';
import { statementYearDue } from './giving-statement.scheduler.ts';
import { giveAs, settle } from './test-support/my-giving-fixtures.ts';

/** January's giving statements (docs/features/my-giving.md): once per donor, whoever runs them. */
describe('giving statements (January job, /v1/giving-statements)', () => {
  let t: TestApp;
  let admin: Session;
  const year = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric' }).format(new Date()));

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
  });
  afterAll(() => t.close());

  /** The statement emails delivered to `to` (the test mailer gets each outbox row as its job delivers it). */
  const statementsTo = async (to: string) => t.mailer.messages.filter((m) => m.to.includes(to) && m.subject.startsWith(`Your ${year} giving statement`));

  it('is due in January for last year, by the Chicago calendar', () => {
    expect(statementYearDue(new Date('2027-01-15T18:00:00Z'))).toBe(2026);
    // 00:30 UTC on January 1 is still December 31 in Chicago.
    expect(statementYearDue(new Date('2027-01-01T00:30:00Z'))).toBeNull();
    expect(statementYearDue(new Date('2027-02-01T12:00:00Z'))).toBeNull();
  });

  it('emails each donor one statement with the PDF, even with two runs at once', async () => {
    const a = uniqueEmail('jan-a');
    const b = uniqueEmail('jan-b');
    await giveAs(t, a, { donation: 30, coverFees: false });
    await giveAs(t, a, { donation: 45, coverFees: false });
    await giveAs(t, b, { donation: 10, coverFees: false });
    await settle(t);

    // Two January jobs and an admin's run, at once, then the workers.
    expect(await enqueueYearStatements(t.app.db, year)).toBe(true);
    expect(await enqueueYearStatements(t.app.db, year)).toBe(false);
    const runs = await Promise.all([
      enqueueStatementEmails(t.app.db, year),
      enqueueStatementEmails(t.app.db, year),
      t.app.inject({ method: 'POST', url: `/v1/giving-statements/${year}/run`, headers: admin.headers }),
    ]);
    expect((runs[2] as { statusCode: number }).statusCode).toBe(200);
    await settle(t);

    const toA = await statementsTo(a);
    const toB = await statementsTo(b);
    expect(toA).toHaveLength(1);
    expect(toB).toHaveLength(1);
    const pdf = toA[0]!.attachments?.[0];
    expect(pdf).toMatchObject({ filename: `giving-statement-${year}.pdf`, contentType: 'application/pdf' });
    const bytes = Buffer.from(pdf!.content, 'base64');
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdfText(bytes)).toContain('$75.00');
    expect(toA[0]!.text).toContain('$75.00');

    // Sending one donor's statement twice at once still sends one.
    const [tx] = await t.app.db.execute<{ id: number }>(sql`select min(id)::int as id from transactions where lower(contact_email) = ${b}`).then((r) => r.rows);
    const again = await Promise.all([1, 2].map(() => sendStatementEmail({ db: t.app.db, config: t.config, year, transactionId: Number(tx!.id) })));
    expect(again.map((r) => r.status)).toEqual(['already', 'already']);
    await settle(t);
    expect(await statementsTo(b)).toHaveLength(1);
  });

  it('two sends for a new donor at once: exactly one email', async () => {
    const c = uniqueEmail('jan-c');
    const gift = await giveAs(t, c, { donation: 15, coverFees: false });
    await settle(t);
    const results = await Promise.all([1, 2, 3].map(() => sendStatementEmail({ db: t.app.db, config: t.config, year, transactionId: gift.id })));
    expect(results.filter((r) => r.status === 'sent')).toHaveLength(1);
    await settle(t);
    expect(await statementsTo(c)).toHaveLength(1);
    const [row] = await t.app.db.select().from(givingStatementSends).where(eq(givingStatementSends.year, year)).limit(1);
    expect(row?.outboxId).toEqual(expect.any(Number));
  });

  it("lets an admin see the year and preview a donor's statement; nobody else", async () => {
    const d = uniqueEmail('preview');
    await giveAs(t, d, { donation: 60, coverFees: false });
    const summary = await t.app.inject({ method: 'GET', url: `/v1/giving-statements/${year}`, headers: admin.headers });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ year, donors: expect.any(Number), sent: expect.any(Number) });
    const preview = await t.app.inject({ method: 'GET', url: `/v1/giving-statements/${year}/preview?email=${encodeURIComponent(d.toUpperCase())}`, headers: admin.headers });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdfText(preview.rawPayload)).toContain('$60.00');
    const none = await t.app.inject({ method: 'GET', url: `/v1/giving-statements/${year}/preview?email=${encodeURIComponent(uniqueEmail('nobody'))}`, headers: admin.headers });
    expect(none.statusCode).toBe(404);
    const captain = await signedInCaptain(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/v1/giving-statements/${year}`, headers: captain.session.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/v1/giving-statements/${year}/run` })).statusCode).toBe(401);
  });
});
