import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { checkouts, lineItems, persons, teams, transactions } from '../../db/schema/index.ts';

export type TransactionInsert = Omit<typeof transactions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type LineItemInsert = Omit<typeof lineItems.$inferInsert, 'id' | 'createdAt' | 'transactionId'>;

export async function insertTransaction(db: DbOrTx, values: TransactionInsert): Promise<number> {
  const [row] = await db.insert(transactions).values(values).returning({ id: transactions.id });
  return row!.id;
}

export async function insertLineItems(db: DbOrTx, transactionId: number, items: LineItemInsert[]) {
  if (items.length) await db.insert(lineItems).values(items.map((item) => ({ ...item, transactionId })));
}

/** A transaction with what its view needs: team, donor, line items and its checkout's provider and payload. */
export async function findTransactionRecord(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      transaction: transactions,
      team: { id: teams.id, name: teams.name, slug: teams.slug },
      donor: persons,
      checkout: { provider: checkouts.provider, payload: checkouts.payload },
    })
    .from(transactions)
    .leftJoin(teams, eq(teams.id, transactions.teamId))
    .leftJoin(persons, eq(persons.id, transactions.donatorPersonId))
    .leftJoin(checkouts, eq(checkouts.id, transactions.checkoutId))
    .where(eq(transactions.id, id))
    .limit(1);
  if (!row) return null;
  const items = await db.select().from(lineItems).where(eq(lineItems.transactionId, id)).orderBy(asc(lineItems.id));
  return { ...row, lineItems: items };
}
export type TransactionRecord = NonNullable<Awaited<ReturnType<typeof findTransactionRecord>>>;
