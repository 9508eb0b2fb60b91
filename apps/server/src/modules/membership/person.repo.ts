import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reusableInsert } from '../../db/reusable-statement.ts';
import { persons } from '../../db/schema/index.ts';

export type PersonRow = typeof persons.$inferSelect;
export type PersonInsert = Omit<typeof persons.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type PersonPatch = Partial<PersonInsert>;

const insertPersons = reusableInsert(persons, 'person');

export async function insertPerson(db: DbOrTx, values: PersonInsert): Promise<PersonRow> {
  const [row] = await insertPersons(db, [values]);
  return row!;
}

export async function selectPersonById(db: DbOrTx, id: number): Promise<PersonRow | null> {
  const [row] = await db.select().from(persons).where(eq(persons.id, id)).limit(1);
  return row ?? null;
}

export async function selectPersonsByIds(db: DbOrTx, ids: number[]): Promise<PersonRow[]> {
  if (!ids.length) return [];
  return db.select().from(persons).where(inArray(persons.id, ids));
}

/** Writes the changed columns; null when there is no such person. */
export async function updatePerson(db: DbOrTx, id: number, patch: PersonPatch): Promise<PersonRow | null> {
  const [row] = await db.update(persons).set({ ...patch, updatedAt: new Date() }).where(eq(persons.id, id)).returning();
  return row ?? null;
}

/** The people take part in `year` (their participant record's year). */
export async function setPersonsEventYear(db: DbOrTx, ids: number[], year: number) {
  if (!ids.length) return;
  await db.update(persons).set({ eventYear: year, updatedAt: new Date() }).where(inArray(persons.id, ids));
}
