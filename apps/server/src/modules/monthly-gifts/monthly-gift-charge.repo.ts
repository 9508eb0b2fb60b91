import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { monthlyGiftCharges, monthlyGifts } from '../../db/schema/index.ts';

/**
 * The months of monthly gifts (docs/features/monthly-gifts.md): one monthly_gift_charges row per
 * gift and period, whatever the duplicates, and the due gifts of a day.
 */

export type MonthlyGiftChargeRow = typeof monthlyGiftCharges.$inferSelect;

export async function findCharge(db: DbOrTx, monthlyGiftId: number, period: string): Promise<MonthlyGiftChargeRow | null> {
  const [row] = await db
    .select()
    .from(monthlyGiftCharges)
    .where(and(eq(monthlyGiftCharges.monthlyGiftId, monthlyGiftId), eq(monthlyGiftCharges.period, period)))
    .limit(1);
  return row ?? null;
}

/** The month's charge row with its checkout, being charged (pending): made on the first attempt, pointed at a new checkout on a retry. */
export async function startChargeAttempt(tx: Tx, values: { monthlyGiftId: number; period: string; checkoutId: number; providerInvoiceId?: string | null }): Promise<void> {
  await tx
    .insert(monthlyGiftCharges)
    .values({ ...values, status: 'pending' })
    .onConflictDoUpdate({
      target: [monthlyGiftCharges.monthlyGiftId, monthlyGiftCharges.period],
      set: { checkoutId: values.checkoutId, status: 'pending', updatedAt: new Date(), ...(values.providerInvoiceId ? { providerInvoiceId: values.providerInvoiceId } : {}) },
      setWhere: sql`${monthlyGiftCharges.status} <> 'recorded'`,
    });
}

/**
 * The attempt on `checkoutId` was declined: true when this call marked it (so the decline is
 * counted once however many workers saw it).
 */
export async function markChargeDeclined(tx: Tx, monthlyGiftId: number, period: string, checkoutId: number): Promise<boolean> {
  const rows = await tx
    .update(monthlyGiftCharges)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(
      and(
        eq(monthlyGiftCharges.monthlyGiftId, monthlyGiftId),
        eq(monthlyGiftCharges.period, period),
        eq(monthlyGiftCharges.checkoutId, checkoutId),
        eq(monthlyGiftCharges.status, 'pending'),
      ),
    )
    .returning({ period: monthlyGiftCharges.period });
  return rows.length > 0;
}

/** The month recorded as the transaction (inside its recording): written whatever row the month had, never a second one. */
export async function markChargeRecorded(tx: Tx, values: { monthlyGiftId: number; period: string; checkoutId: number | null; transactionId: number }): Promise<void> {
  await tx
    .insert(monthlyGiftCharges)
    .values({ ...values, status: 'recorded' })
    .onConflictDoUpdate({
      target: [monthlyGiftCharges.monthlyGiftId, monthlyGiftCharges.period],
      set: { status: 'recorded', transactionId: values.transactionId, checkoutId: values.checkoutId, updatedAt: new Date() },
    });
}

/** The month of a transaction (a refund or a view names it), or null when it is no month of a monthly gift. */
export async function findChargeByTransaction(db: DbOrTx, transactionId: number): Promise<MonthlyGiftChargeRow | null> {
  const [row] = await db.select().from(monthlyGiftCharges).where(eq(monthlyGiftCharges.transactionId, transactionId)).limit(1);
  return row ?? null;
}

/**
 * The condition of a gift this server charges today: active, due (its next charge day has come)
 * and not declined already today (a decline is tried again the next day).
 */
function dueOn(today: string) {
  return and(
    eq(monthlyGifts.status, 'active'),
    eq(monthlyGifts.provider, 'test'),
    sql`${monthlyGifts.nextChargeOn} <= ${today}::date`,
    sql`(${monthlyGifts.lastFailureAt} is null or ${monthlyGifts.failureCount} = 0
      or (${monthlyGifts.lastFailureAt} at time zone 'America/Chicago')::date < ${today}::date)`,
  );
}

/** The ids of the gifts due today (run-due charges them one by one). */
export async function findDueGiftIds(db: DbOrTx, today: string): Promise<number[]> {
  const rows = await db.select({ id: monthlyGifts.id }).from(monthlyGifts).where(dueOn(today)).orderBy(monthlyGifts.nextChargeOn, monthlyGifts.id);
  return rows.map((r) => r.id);
}

/**
 * One charge job per gift due today, in one statement (20,000 gifts due the same day are one
 * insert): singleton per gift, month and day, so a second pass the same day queues nothing more
 * and a declined month is queued again the next day.
 */
export async function enqueueDueCharges(db: DbOrTx, today: string, queue: string): Promise<number> {
  const result = await db.execute(sql`
    insert into jobs (queue, payload, singleton_key)
    select ${queue},
      jsonb_build_object('monthlyGiftId', g.id, 'period', to_char(g.next_charge_on, 'YYYY-MM')),
      'monthly-' || g.id || '-' || to_char(g.next_charge_on, 'YYYY-MM') || '-' || ${today}
    from ${monthlyGifts} g
    where g.id in (select ${monthlyGifts.id} from ${monthlyGifts} where ${dueOn(today)})
    on conflict (queue, singleton_key) do nothing
    returning id`);
  return result.rows.length;
}
