import { Buffer } from 'node:buffer';
import { formatCents, MY_GIVING_MESSAGES, type StatementYearSummary } from '@walkfund/domain';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { enqueueEmail } from '../jobs/email-jobs.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { myGivingUrl, renderStatementEmail } from './my-giving-emails.ts';
import { buildStatement, emailDigest, type PdfFile } from './my-giving.service.ts';
import { claimStatementSend, countStatementSends, findStatementDonors, findTransactionEmail, setStatementOutbox } from './my-giving.repo.ts';

/**
 * January's giving statements (docs/features/my-giving.md): every donor who gave in a calendar
 * year gets that year's statement by email, once. The year's job queues one job per donor
 * (singletons); each job claims the donor's row in giving_statement_sends in the transaction that
 * queues the email, so two runs at once, on any number of instances, send each donor one.
 */

/** The year's job: {year} -> a statement job per donor. */
export const STATEMENTS_YEAR_QUEUE = 'giving-statements';
/** One donor's statement: {year, transactionId} (one of their gifts: ids only in payloads). */
export const STATEMENT_EMAIL_QUEUE = 'giving-statement-email';

/** Queues a statement job per donor of the year; answers how many donors it covered. */
export async function enqueueStatementEmails(db: Db, year: number): Promise<number> {
  const donors = await findStatementDonors(db, year);
  await db.transaction(async (tx) => {
    for (const donor of donors) {
      await enqueueJob(tx, STATEMENT_EMAIL_QUEUE, { year, transactionId: donor.transactionId }, { singletonKey: `${year}:${emailDigest(donor.email)}` });
    }
  });
  return donors.length;
}

/** The year's job, queued by the January scheduler (once per year: a singleton). */
export async function enqueueYearStatements(db: Db, year: number): Promise<boolean> {
  return (await enqueueJob(db, STATEMENTS_YEAR_QUEUE, { year }, { singletonKey: String(year) })) !== null;
}

/**
 * One donor's statement email, with the PDF attached; 'sent' once per year and email, 'already'
 * when it went before, 'nothing' when the donor has no deductible gift that year any more (a
 * refund, a removal).
 */
export async function sendStatementEmail(args: { db: Db; config: Pick<AppConfig, 'PUBLIC_URL'>; year: number; transactionId: number }): Promise<{ status: 'sent' | 'already' | 'nothing'; outboxId?: number }> {
  const { db, year } = args;
  const email = await findTransactionEmail(db, args.transactionId);
  if (!email) return { status: 'nothing' };
  const statement = await buildStatement(db, email, year);
  if (!statement) return { status: 'nothing' };
  const settings = await loadEventSettings(db);
  const digest = emailDigest(email);
  const message = renderStatementEmail({
    to: email,
    donorName: statement.donorName,
    year,
    charityName: settings.organization.legalName.trim() || settings.appTitle,
    total: formatCents(statement.totalCents),
    pageUrl: myGivingUrl(args.config.PUBLIC_URL),
    pdf: { filename: statement.file.filename, base64: Buffer.from(statement.file.data).toString('base64') },
  });
  return db.transaction(async (tx) => {
    if (!(await claimStatementSend(tx, year, digest))) return { status: 'already' as const };
    const outboxId = await enqueueEmail(tx, message);
    await setStatementOutbox(tx, year, digest, outboxId);
    return { status: 'sent' as const, outboxId };
  });
}

/** GET /v1/giving-statements/{year}: donors of the year and statements sent. */
export async function statementYearSummary(db: Db, year: number): Promise<StatementYearSummary> {
  const donors = await findStatementDonors(db, year);
  return { year, donors: donors.length, sent: await countStatementSends(db, year) };
}

/** GET /v1/giving-statements/{year}/preview?email=: the statement as the donor would get it; 404 when they gave nothing deductible. */
export async function previewStatement(db: Db, email: string, year: number): Promise<PdfFile> {
  const statement = await buildStatement(db, email, year);
  if (!statement) throw AppError.notFound(MY_GIVING_MESSAGES.noGiftsThatYear);
  return statement.file;
}
