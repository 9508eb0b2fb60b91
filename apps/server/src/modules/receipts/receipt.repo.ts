import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema/index.ts';

/** The transaction a receipt token belongs to, or null. */
export async function findTransactionIdByReceiptToken(db: DbOrTx, token: string): Promise<number | null> {
  const [row] = await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.receiptToken, token)).limit(1);
  return row?.id ?? null;
}
