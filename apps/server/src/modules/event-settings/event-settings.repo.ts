import { asc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventSettings, products } from '../../db/schema/index.ts';

export async function findSettingsRow(db: DbOrTx) {
  const [row] = await db.select().from(eventSettings).orderBy(asc(eventSettings.id)).limit(1);
  return row ?? null;
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
