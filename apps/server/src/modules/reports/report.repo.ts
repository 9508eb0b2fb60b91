import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The distinct years of one column, read as a loose index scan (each step one index probe for the
 * next larger year): a handful of probes instead of reading every row. Each column leads an index
 * (persons_event_year_created_idx, transactions_year_created_idx, line_items_year_created_idx,
 * teams_year_active_idx).
 */
function distinctYears(table: string, column: string) {
  const t = sql.raw(table);
  const c = sql.raw(column);
  return sql`(with recursive y(v) as (
      (select ${c} from ${t} order by ${c} limit 1)
      union all
      select (select ${c} from ${t} where ${c} > y.v order by ${c} limit 1) from y where y.v is not null
    ) select v from y where v is not null)`;
}

/** Every event year present in transactions, line items, persons and teams. */
export async function listDataYears(db: DbOrTx): Promise<number[]> {
  const result = await db.execute<{ year: number }>(sql`
    select distinct v::int as "year" from (
      ${distinctYears('transactions', 'event_year')}
      union ${distinctYears('line_items', 'event_year')}
      union ${distinctYears('persons', 'event_year')}
      union ${distinctYears('teams', 'year')}
    ) years`);
  return result.rows.map((r) => Number(r.year));
}
