import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventEntries, persons, waiverAcceptances, waivers } from '../../db/schema/index.ts';
import { entryWaiverColumns } from './waiver.repo.ts';

/** The entry with its waiver status and the person's birth date, locked until the transaction ends. */
export async function lockEntryWaiver(tx: DbOrTx, entryId: number) {
  const [row] = await tx
    .select(entryWaiverColumns)
    .from(eventEntries)
    .innerJoin(persons, eq(persons.id, eventEntries.personId))
    .where(eq(eventEntries.id, entryId))
    .for('update', { of: eventEntries })
    .limit(1);
  return row ?? null;
}

export async function findAcceptanceByClientId(db: DbOrTx, clientId: string) {
  const [row] = await db.select().from(waiverAcceptances).where(eq(waiverAcceptances.clientId, clientId)).limit(1);
  return row ?? null;
}

export async function findWaiverById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(waivers).where(eq(waivers.id, id)).limit(1);
  return row ?? null;
}
