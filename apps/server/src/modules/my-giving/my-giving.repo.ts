import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { DISPLAY_TIME_ZONE, REMOVED_DONOR_NAME } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  donorSessions, donorSignInLinks, fundraiserPages, givingStatementSends, lineItems, persons, transactions, users,
} from '../../db/schema/index.ts';

/**
 * The donor's own page (docs/features/my-giving.md). A donor is an email: every read here is
 * filtered by it (any case), so a session reaches only the gifts given with its email.
 */

const sameEmail = (column: typeof transactions.contactEmail | typeof persons.email, email: string) => sql`lower(${column}) = ${email}`;

// ---- Links and sessions --------------------------------------------------------------------

/** Whether any recorded (not voided) transaction was given with this email: only then is a link sent. */
export async function emailHasGifts(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: transactions.id }).from(transactions).where(and(sameEmail(transactions.contactEmail, email), eq(transactions.active, true))).limit(1);
  return row !== undefined;
}

/** Ends the email's unused links: only the newest email signs in (as a walker's links, docs/decisions/0009-personal-pages.md). */
export async function endDonorLinks(db: DbOrTx, email: string, now: Date): Promise<void> {
  await db.update(donorSignInLinks).set({ usedAt: now }).where(and(eq(donorSignInLinks.email, email), isNull(donorSignInLinks.usedAt)));
}

export async function insertDonorLink(db: DbOrTx, values: { email: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(donorSignInLinks).values(values);
}

/** Uses a link in one statement (unused, unexpired, then marked used): two clicks give one session. Its email, or null. */
export async function claimDonorLink(db: DbOrTx, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(donorSignInLinks)
    .set({ usedAt: now })
    .where(and(eq(donorSignInLinks.tokenHash, tokenHash), isNull(donorSignInLinks.usedAt), gt(donorSignInLinks.expiresAt, now)))
    .returning({ email: donorSignInLinks.email });
  return row?.email ?? null;
}

export async function insertDonorSession(db: DbOrTx, values: { email: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(donorSessions).values(values);
}

/** The email of a live session, or null. */
export async function findDonorSessionEmail(db: DbOrTx, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: donorSessions.email })
    .from(donorSessions)
    .where(and(eq(donorSessions.tokenHash, tokenHash), gt(donorSessions.expiresAt, now)))
    .limit(1);
  return row?.email ?? null;
}

export async function deleteDonorSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(donorSessions).where(eq(donorSessions.tokenHash, tokenHash));
}

// ---- Gifts ---------------------------------------------------------------------------------

/** The calendar year (America/Chicago) a gift belongs to. */
const statementYear = sql<number>`extract(year from ${transactions.createdAt} at time zone ${sql.raw(`'${DISPLAY_TIME_ZONE}'`)})::int`;

/** The email's recorded transactions, newest first, with their statement year. */
export async function findGiftIds(db: DbOrTx, email: string, year?: number): Promise<{ id: number; statementYear: number }[]> {
  return db
    .select({ id: transactions.id, statementYear })
    .from(transactions)
    .where(and(sameEmail(transactions.contactEmail, email), eq(transactions.active, true), year === undefined ? undefined : sql`${statementYear} = ${year}`))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
}

/** Whether this transaction was given with this email (and is recorded): the session's ownership rule. */
export async function isGiftOf(db: DbOrTx, transactionId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), sameEmail(transactions.contactEmail, email), eq(transactions.active, true)))
    .limit(1);
  return row !== undefined;
}

// ---- Giving statements ---------------------------------------------------------------------

/** Every donor (email, lowercased) who gave in the calendar year, with one of their transactions: ids only go in job payloads. */
export async function findStatementDonors(db: DbOrTx, year: number): Promise<{ email: string; transactionId: number }[]> {
  const rows = await db
    .select({ email: sql<string>`lower(${transactions.contactEmail})`, transactionId: sql<number>`min(${transactions.id})::int` })
    .from(transactions)
    .where(and(eq(transactions.active, true), ne(transactions.contactEmail, ''), sql`${statementYear} = ${year}`))
    .groupBy(sql`lower(${transactions.contactEmail})`)
    .orderBy(asc(sql`lower(${transactions.contactEmail})`));
  return rows.map((r) => ({ email: r.email, transactionId: Number(r.transactionId) }));
}

/** The (lowercased) email a transaction was given with, or null ('' after a removal). */
export async function findTransactionEmail(db: DbOrTx, transactionId: number): Promise<string | null> {
  const [row] = await db.select({ email: transactions.contactEmail }).from(transactions).where(eq(transactions.id, transactionId)).limit(1);
  return row ? row.email.trim().toLowerCase() : null;
}

/** Claims the year's statement for a donor: true once per year and email, whoever asks. */
export async function claimStatementSend(db: DbOrTx, year: number, emailDigest: string): Promise<boolean> {
  const rows = await db.insert(givingStatementSends).values({ year, emailDigest }).onConflictDoNothing().returning({ year: givingStatementSends.year });
  return rows.length > 0;
}

export async function setStatementOutbox(db: DbOrTx, year: number, emailDigest: string, outboxId: number): Promise<void> {
  await db.update(givingStatementSends).set({ outboxId }).where(and(eq(givingStatementSends.year, year), eq(givingStatementSends.emailDigest, emailDigest)));
}

export async function countStatementSends(db: DbOrTx, year: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(givingStatementSends).where(eq(givingStatementSends.year, year));
  return Number(row?.n ?? 0);
}

export async function deleteStatementSends(db: DbOrTx, emailDigest: string): Promise<void> {
  await db.delete(givingStatementSends).where(eq(givingStatementSends.emailDigest, emailDigest));
}

// ---- Removal -------------------------------------------------------------------------------

/** Whether the email signs in to an account, or belongs to a person with an account or a fundraising page. */
export async function emailHasAccount(db: DbOrTx, email: string): Promise<boolean> {
  const [byUser] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (byUser) return true;
  const [byPerson] = await db
    .select({ id: persons.id })
    .from(persons)
    .leftJoin(users, eq(users.personId, persons.id))
    .leftJoin(fundraiserPages, eq(fundraiserPages.personId, persons.id))
    .where(and(sameEmail(persons.email, email), sql`(${users.id} is not null or ${fundraiserPages.personId} is not null)`))
    .limit(1);
  return byPerson !== undefined;
}

/** The email's person rows and transactions, locked for the removal. */
export async function lockDonorRows(db: DbOrTx, email: string): Promise<{ personIds: number[]; transactionIds: number[] }> {
  const people = await db.select({ id: persons.id }).from(persons).where(sameEmail(persons.email, email)).orderBy(asc(persons.id)).for('update');
  const gifts = await db.select({ id: transactions.id }).from(transactions).where(sameEmail(transactions.contactEmail, email)).orderBy(asc(transactions.id)).for('update');
  return { personIds: people.map((p) => p.id), transactionIds: gifts.map((t) => t.id) };
}

/**
 * Clears the personal data of these persons and transactions; amounts, dates, teams and credit
 * stay, so every total and report keeps its dollars. The public lists then say "Anonymous".
 */
export async function anonymizeDonorRows(db: DbOrTx, ids: { personIds: number[]; transactionIds: number[] }): Promise<void> {
  const now = new Date();
  if (ids.personIds.length) {
    await db
      .update(persons)
      .set({
        firstName: REMOVED_DONOR_NAME, lastName: '', email: '', phone: null, address: null, birthDate: null, myEmployer: null, useEmployerAsName: false,
        gender: null, marketing: false, anonymous: true, updatedAt: now,
      })
      .where(inArray(persons.id, ids.personIds));
  }
  if (ids.transactionIds.length) {
    await db
      .update(transactions)
      .set({ contactFirstName: REMOVED_DONOR_NAME, contactLastName: '', contactEmail: '', billingContact: null, shippingAddress: null, donorMessage: null, updatedAt: now })
      .where(inArray(transactions.id, ids.transactionIds));
    await db
      .update(lineItems)
      .set({ primaryContact: REMOVED_DONOR_NAME, shippingAddress: null, myEmployer: null, useEmployerAsName: false, anonymous: true })
      .where(inArray(lineItems.transactionId, ids.transactionIds));
  }
}

/** Forgets the email's links and sessions. */
export async function deleteDonorAccess(db: DbOrTx, email: string): Promise<void> {
  await db.delete(donorSignInLinks).where(eq(donorSignInLinks.email, email));
  await db.delete(donorSessions).where(eq(donorSessions.email, email));
}
