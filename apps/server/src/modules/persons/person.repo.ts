import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { persons } from '../../db/schema/index.ts';

export type PersonRow = typeof persons.$inferSelect;
export type PersonInsert = Omit<typeof persons.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertPerson(db: DbOrTx, values: PersonInsert): Promise<PersonRow> {
  const [row] = await db.insert(persons).values(values).returning();
  return row!;
}

export async function findPersonById(db: DbOrTx, id: number): Promise<PersonRow | null> {
  const [row] = await db.select().from(persons).where(eq(persons.id, id)).limit(1);
  return row ?? null;
}
