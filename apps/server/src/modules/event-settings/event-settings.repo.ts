import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { eventSettings, products } from '../../db/schema/index.ts';

/** Key of the advisory lock taken while the first settings row is created (one row, even when two requests race). */
const CREATE_SETTINGS_LOCK_KEY = 0x5e77_1265;

export async function findSettingsRow(db: DbOrTx) {
  const [row] = await db.select().from(eventSettings).orderBy(asc(eventSettings.id)).limit(1);
  return row ?? null;
}

/**
 * The settings row, locked (SELECT ... FOR UPDATE) until the transaction ends: a second writer
 * waits here and then reads what the first one wrote, so two saves never lose each other's fields.
 */
export async function lockSettingsRow(tx: Tx) {
  const [row] = await tx.select().from(eventSettings).orderBy(asc(eventSettings.id)).limit(1).for('update');
  return row ?? null;
}

/** Serializes the creation of the first row across requests and instances (released at commit). */
export async function lockSettingsCreation(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_SETTINGS_LOCK_KEY}::bigint)`);
}

export async function insertSettingsRow(db: DbOrTx, appYear: number, data: unknown) {
  const [row] = await db.insert(eventSettings).values({ appYear, data }).returning();
  return row!;
}

export async function updateSettingsRow(db: DbOrTx, id: number, appYear: number, data: unknown) {
  const [row] = await db.update(eventSettings).set({ appYear, data, updatedAt: new Date() }).where(eq(eventSettings.id, id)).returning();
  return row!;
}

export async function listProducts(db: DbOrTx) {
  return db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id));
}

export type ProductRow = typeof products.$inferSelect;
export type ProductWrite = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Makes the products table equal to `list` (matched by slug): updates, inserts, and removes the rest. */
export async function replaceProducts(db: DbOrTx, list: ProductWrite[]) {
  const slugs = list.map((p) => p.slug);
  if (slugs.length) await db.delete(products).where(notInArray(products.slug, slugs));
  else await db.delete(products);
  for (const p of list) {
    await db
      .insert(products)
      .values(p)
      .onConflictDoUpdate({
        target: products.slug,
        set: { name: p.name, priceCents: p.priceCents, active: p.active, isGridded: p.isGridded, sizes: p.sizes, image: p.image, sortOrder: p.sortOrder, updatedAt: new Date() },
      });
  }
}
