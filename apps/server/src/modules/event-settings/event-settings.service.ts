import { centsToDollars, defaultEventSettings, eventSettingsSchema, toCents, toTeamSlug, uniqueSlug, type EventSettings } from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findSettingsRow, insertSettingsRow, listProducts, replaceProducts, updateSettingsRow, type ProductRow, type ProductWrite } from './event-settings.repo.ts';

/** The settings object the API returns: the stored settings, the products table, and row metadata. */
export type EventSettingsView = EventSettings & { id: number; createdAt: string; updatedAt: string };

function productView(p: ProductRow) {
  return { id: p.id, name: p.name, slug: p.slug, price: centsToDollars(p.priceCents), active: p.active, isGridded: p.isGridded, sizes: p.sizes, image: p.image };
}

/** The current event year's settings; the spec defaults are stored on first read. */
export async function loadEventSettings(db: DbOrTx): Promise<EventSettingsView> {
  let row = await findSettingsRow(db);
  if (!row) {
    const defaults = defaultEventSettings(new Date().getFullYear());
    const { products: _products, ...data } = defaults;
    row = await insertSettingsRow(db, defaults.appYear, data);
  }
  const stored = eventSettingsSchema.parse({ ...(row.data as object), products: [] });
  const productRows = await listProducts(db);
  return {
    ...stored,
    products: productRows.map(productView),
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The current event year (DECISIONS.md 2). */
export async function currentEventYear(db: DbOrTx): Promise<number> {
  return (await loadEventSettings(db)).appYear;
}

/** PUT: replaces the whole settings object (id, createdAt, updatedAt are ignored) in one transaction. */
export async function replaceEventSettings(db: Db, input: EventSettings): Promise<EventSettingsView> {
  return db.transaction(async (tx) => {
    const current = await loadEventSettings(tx);
    const { products: productList, ...data } = input;
    const taken = new Set<string>();
    const writes: ProductWrite[] = productList.map((p, index) => {
      const slug = uniqueSlug(toTeamSlug(p.slug || p.name), taken);
      taken.add(slug);
      return { name: p.name, slug, priceCents: toCents(p.price), active: p.active, isGridded: p.isGridded, sizes: p.sizes, image: p.image, sortOrder: index };
    });
    await updateSettingsRow(tx, current.id, data.appYear, data);
    await replaceProducts(tx, writes);
    return loadEventSettings(tx);
  });
}
