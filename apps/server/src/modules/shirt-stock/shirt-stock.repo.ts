import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reusableStatement } from '../../db/reusable-statement.ts';
import { eventEntries, shirtStock } from '../../db/schema/index.ts';

/** The shirt stock's reads and writes (docs/decisions/0011-event-day-check-in.md). */

export interface StockCount {
  eventCity: string;
  size: string;
  quantity: number;
}

/**
 * One query for the year: each city's and size's count on hand (null where none is set) beside
 * the shirts check-in recorded as given ('' for a person with no size), by city and size. The
 * given side reads the year's entries once through the (event_year, event_city) index.
 */
export async function listStockAndGiven(db: DbOrTx, eventYear: number) {
  const result = await db.execute<{ event_city: string; size: string; quantity: number | null; given: string | number }>(sql`
    select coalesce(s.event_city, g.event_city) as event_city, coalesce(s.size, g.size) as size, s.quantity, coalesce(g.given, 0) as given
    from (select ${shirtStock.eventCity} as event_city, ${shirtStock.size} as size, ${shirtStock.quantity} as quantity
          from ${shirtStock} where ${shirtStock.eventYear} = ${eventYear}) s
    full outer join (
      select ${eventEntries.eventCity} as event_city, coalesce(${eventEntries.shirtGivenSize}, '') as size, count(*) as given
      from ${eventEntries}
      where ${eventEntries.eventYear} = ${eventYear} and ${eventEntries.shirtGivenAt} is not null and ${eventEntries.eventCity} is not null
      group by 1, 2
    ) g on g.event_city = s.event_city and g.size = s.size
    order by 1, 2`);
  // SQL counts come back as strings on node-postgres.
  return result.rows.map((r) => ({ eventCity: r.event_city, size: r.size, quantity: r.quantity === null ? null : Number(r.quantity), given: Number(r.given) }));
}

/** A city's counts of the year, by size. */
export async function listCityStock(db: DbOrTx, eventYear: number, eventCity: string) {
  return db
    .select({ size: shirtStock.size, quantity: shirtStock.quantity })
    .from(shirtStock)
    .where(and(eq(shirtStock.eventYear, eventYear), eq(shirtStock.eventCity, eventCity)))
    .orderBy(asc(shirtStock.size));
}

/** The year's counts, locked until the transaction ends (one save of the year at a time). */
export async function lockYearStock(tx: DbOrTx, eventYear: number): Promise<StockCount[]> {
  return tx
    .select({ eventCity: shirtStock.eventCity, size: shirtStock.size, quantity: shirtStock.quantity })
    .from(shirtStock)
    .where(eq(shirtStock.eventYear, eventYear))
    .orderBy(asc(shirtStock.eventCity), asc(shirtStock.size))
    .for('update');
}

/**
 * The year's counts made equal to `counts`: a count sent replaces the row's (an upsert, so a
 * check-in waiting on the row takes its shirt from the new count), a row not sent is removed.
 */
export async function replaceYearStock(tx: DbOrTx, eventYear: number, counts: StockCount[]): Promise<void> {
  const keep = counts.map((c) => sql`(${c.eventCity}, ${c.size})`);
  await tx
    .delete(shirtStock)
    .where(
      keep.length
        ? and(eq(shirtStock.eventYear, eventYear), sql`(${shirtStock.eventCity}, ${shirtStock.size}) not in (${sql.join(keep, sql`, `)})`)
        : eq(shirtStock.eventYear, eventYear),
    );
  if (!counts.length) return;
  const sorted = [...counts].sort((a, b) => a.eventCity.localeCompare(b.eventCity) || a.size.localeCompare(b.size));
  await tx
    .insert(shirtStock)
    .values(sorted.map((c) => ({ eventYear, eventCity: c.eventCity, size: c.size, quantity: c.quantity })))
    .onConflictDoUpdate({
      target: [shirtStock.eventYear, shirtStock.eventCity, shirtStock.size],
      set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
    });
}

/** Built once (db/reusable-statement.ts): every check-in that hands a shirt runs it. */
const decrementStockStatement = reusableStatement('walkfund_shirt_stock_decrement', (db) =>
  db
    .update(shirtStock)
    .set({ quantity: sql`${shirtStock.quantity} - 1`, updatedAt: sql`now()` })
    .where(and(eq(shirtStock.eventYear, sql.placeholder('eventYear')), eq(shirtStock.eventCity, sql.placeholder('eventCity')), eq(shirtStock.size, sql.placeholder('size')))),
);

/** One shirt less of the city's and size's count, when one is set; it may go below zero. */
export async function decrementStock(tx: DbOrTx, key: { eventYear: number; eventCity: string; size: string }): Promise<void> {
  await decrementStockStatement(tx, key);
}
