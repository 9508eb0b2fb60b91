import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { reusableStatement } from '../db/reusable-statement.ts';
import { teams } from '../db/schema/index.ts';

export type TeamRow = typeof teams.$inferSelect;

/** The team rows of a page's ids in one query (the users and persons lists show each row's team). */
export async function findTeamsByIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(teams).where(inArray(teams.id, ids));
}

const findTeamByIdStatement = reusableStatement('walkfund_team_by_id', (db) => db.select().from(teams).where(eq(teams.id, sql.placeholder('id'))).limit(1));

/**
 * One team row by id, unlocked (a page, a price check, a join's checks): every module reads it, so it
 * sits here rather than in one module's service (a lock for a write is the ledger's lockTotalsFor).
 */
export async function findTeamById(db: DbOrTx, id: number): Promise<TeamRow | null> {
  const [row] = await findTeamByIdStatement(db, { id });
  return row ?? null;
}
