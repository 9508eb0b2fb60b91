import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { teams } from '../db/schema/index.ts';

/** The team rows of a page's ids in one query (the users and persons lists show each row's team). */
export async function findTeamsByIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(teams).where(inArray(teams.id, ids));
}
