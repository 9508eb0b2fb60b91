import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fundraiserThanks, lineItems, teams, transactions, users } from '../../db/schema/index.ts';

/** The signed-in fundraiser's gifts, thank-yous and first password (GET/PATCH /v1/my/page, docs/decisions/0009-personal-pages.md). */

/**
 * The active transactions of `year` credited to the person, newest first, each with what its
 * credited lines sum to (the donation net of refunds) and whether the donor gave anonymously.
 */
export async function listGiftsCreditedTo(db: DbOrTx, personId: number, year: number, limit: number) {
  return db
    .select({
      transactionId: transactions.id,
      donorFirstName: transactions.contactFirstName,
      donorLastName: transactions.contactLastName,
      // A message an admin hid when crediting this walker is not theirs to read.
      message: sql<string | null>`case when ${transactions.donorMessageHidden} then null else ${transactions.donorMessage} end`,
      createdAt: transactions.createdAt,
      amountCents: sql<string>`coalesce(sum(${lineItems.amountCents}), 0)::text`,
      anonymous: sql<boolean>`coalesce(bool_or(${lineItems.anonymous}) filter (where ${lineItems.refundId} is null), false)`,
      thankedAt: fundraiserThanks.createdAt,
    })
    .from(transactions)
    .leftJoin(lineItems, and(eq(lineItems.transactionId, transactions.id), eq(lineItems.fundraiserPersonId, personId)))
    .leftJoin(fundraiserThanks, and(eq(fundraiserThanks.transactionId, transactions.id), eq(fundraiserThanks.personId, personId)))
    .where(and(eq(transactions.fundraiserPersonId, personId), eq(transactions.eventYear, year), eq(transactions.active, true)))
    .groupBy(transactions.id, fundraiserThanks.createdAt)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
}

/** A transaction credited to the person (active), with what a thank-you needs; null otherwise. */
export async function findGiftCreditedTo(db: DbOrTx, transactionId: number, personId: number) {
  const [row] = await db
    .select({
      id: transactions.id,
      donorFirstName: transactions.contactFirstName,
      donorEmail: transactions.contactEmail,
      teamName: teams.name,
      anonymous: sql<boolean>`exists (select 1 from line_items li where li.transaction_id = ${transactions.id}
        and li.fundraiser_person_id = ${personId} and li.refund_id is null and li.anonymous)`,
    })
    .from(transactions)
    .leftJoin(teams, eq(teams.id, transactions.teamId))
    .where(and(eq(transactions.id, transactionId), eq(transactions.fundraiserPersonId, personId), eq(transactions.active, true)))
    .limit(1);
  return row ?? null;
}

/** Records the thank-you; false when this gift was already thanked (the unique index decides, even for two clicks at once). */
export async function insertThanks(db: DbOrTx, transactionId: number, personId: number): Promise<boolean> {
  const rows = await db.insert(fundraiserThanks).values({ transactionId, personId }).onConflictDoNothing().returning({ id: fundraiserThanks.id });
  return rows.length > 0;
}

export async function findPasswordSet(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ passwordSet: users.passwordSet }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.passwordSet ?? true;
}

/** Sets the first password of an account that has none yet, in one statement; false when it already had one. */
export async function setFirstPassword(db: DbOrTx, userId: number, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, passwordSet: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.passwordSet, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}
