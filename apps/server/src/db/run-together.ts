import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Runs data-modifying statements as one (`WITH a AS (...), b AS (...) SELECT ...`): one round trip
 * to the database instead of one each, all seeing the same snapshot (none sees another's rows).
 * Each statement must end in RETURNING; answers how many rows each returned, by name (an
 * undefined statement is left out).
 */
export async function runTogether<Name extends string>(db: DbOrTx, statements: Partial<Record<Name, SQL>>): Promise<Partial<Record<Name, number>>> {
  const names = (Object.keys(statements) as Name[]).filter((name) => statements[name] !== undefined);
  const parts = sql.join(
    names.map((name) => sql`${sql.identifier(name)} as (${statements[name]!})`),
    sql`, `,
  );
  const counts = sql.join(
    names.map((name) => sql`(select count(*) from ${sql.identifier(name)})::integer as ${sql.identifier(name)}`),
    sql`, `,
  );
  const result = await db.execute<Record<Name, number>>(sql`with ${parts} select ${counts}`);
  const row = result.rows[0];
  return Object.fromEntries(names.map((name) => [name, Number(row?.[name] ?? 0)])) as Partial<Record<Name, number>>;
}
