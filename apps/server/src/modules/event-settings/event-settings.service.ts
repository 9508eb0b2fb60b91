import {
  centsToDollars, defaultEventSettings, eventSettingsSchema, toCents, toPublicEventSettings, toTeamSlug, uniqueSlug, type EventSettings,
  type EventSettingsPatch, type EventSettingsView, type Product, type PublicEventSettingsView,
} from '@walkfund/domain';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  findSettingsRow, insertSettingsRow, listProducts, lockSettingsCreation, lockSettingsRow, replaceProducts,
  updateSettingsRow, type ProductRow, type ProductWrite,
} from './event-settings.repo.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';

export type { EventSettingsView } from '@walkfund/domain';

type SettingsRow = NonNullable<Awaited<ReturnType<typeof findSettingsRow>>>;

function productView(p: ProductRow) {
  return { id: p.id, name: p.name, slug: p.slug, price: centsToDollars(p.priceCents), active: p.active, isGridded: p.isGridded, sizes: p.sizes, image: p.image };
}

/** The stored JSON of the row (products live in their own table). */
function storedSettings(row: SettingsRow): EventSettings {
  return eventSettingsSchema.parse({ ...(row.data as object), products: [] });
}

async function settingsView(db: DbOrTx, row: SettingsRow): Promise<EventSettingsView> {
  const productRows = await listProducts(db);
  return {
    ...storedSettings(row),
    products: productRows.map(productView),
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The row, created with the spec defaults on first use; one row even when two first requests race. */
async function ensureSettingsRow(db: DbOrTx): Promise<SettingsRow> {
  const row = await findSettingsRow(db);
  if (row) return row;
  // A savepoint inside a caller's transaction, a transaction of its own otherwise.
  return (db as Db).transaction(async (tx) => {
    await lockSettingsCreation(tx);
    const created = await findSettingsRow(tx);
    if (created) return created;
    const { products: _products, ...data } = defaultEventSettings(new Date().getFullYear());
    return insertSettingsRow(tx, data.appYear, data);
  });
}

/** The row locked for this transaction (created first when missing). */
async function lockedSettingsRow(tx: Tx): Promise<SettingsRow> {
  const row = await lockSettingsRow(tx);
  if (row) return row;
  await ensureSettingsRow(tx);
  return (await lockSettingsRow(tx))!;
}

async function readSettings(db: DbOrTx): Promise<EventSettingsView> {
  return settingsView(db, await ensureSettingsRow(db));
}

/**
 * Settings read outside a transaction are kept in memory per database handle (docs/features/speed-and-scale.md): every
 * checkout, receipt and public page needs them, and they change a few times a year. Dropped by a
 * save on this instance (forgetEventSettings), by the public cache's `content` invalidation, which
 * every admin write and every other instance's NOTIFY triggers (event-settings.routes.ts), and
 * after SETTINGS_MAX_AGE_MS at the latest (a change made by a script). A transaction always reads
 * the row itself.
 */
export const SETTINGS_MAX_AGE_MS = 5000;

interface CachedSettings {
  /** Bumped by every forget: a read that started before it is not kept. */
  generation: number;
  view: EventSettingsView | null;
  storedAt: number;
  /** The read under way, shared by the callers that come meanwhile (a crowd at expiry reads once). */
  loading: { generation: number; promise: Promise<EventSettingsView> } | null;
}

const settingsCache = new WeakMap<Db, CachedSettings>();

/** Drops this handle's cached settings (after a save, or a write by another instance). */
export function forgetEventSettings(db: Db): void {
  const entry = settingsCache.get(db);
  if (!entry) return;
  entry.generation += 1;
  entry.view = null;
  entry.loading = null;
}

/** The current event year's settings, admin fields included; the spec defaults are stored on first read. */
export async function loadEventSettings(db: DbOrTx): Promise<EventSettingsView> {
  if (db instanceof PgTransaction) return readSettings(db);
  let entry = settingsCache.get(db);
  if (!entry) {
    entry = { generation: 0, view: null, storedAt: 0, loading: null };
    settingsCache.set(db, entry);
  }
  if (entry.view && Date.now() - entry.storedAt < SETTINGS_MAX_AGE_MS) return entry.view;
  const current = entry;
  if (!current.loading || current.loading.generation !== current.generation) {
    const generation = current.generation;
    const promise: Promise<EventSettingsView> = readSettings(db)
      .then((view) => {
        // Shared by every caller until dropped: frozen, so nobody can change what the next one reads.
        deepFreeze(view);
        if (current.generation === generation) {
          current.view = view;
          current.storedAt = Date.now();
        }
        return view;
      })
      // Settled either way: the next caller after a failure reads again.
      .finally(() => {
        if (current.loading?.promise === promise) current.loading = null;
      });
    current.loading = { generation, promise };
  }
  return current.loading.promise;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** GET /v1/event-settings/: everything for an admin, the public subset for anyone else. */
export async function readEventSettings(db: DbOrTx, options: { admin: boolean }): Promise<EventSettingsView | PublicEventSettingsView> {
  const settings = await loadEventSettings(db);
  return options.admin ? settings : toPublicEventSettings(settings);
}

/** The current event year (docs/decisions/0102-event-year.md). */
export async function currentEventYear(db: DbOrTx): Promise<number> {
  return (await loadEventSettings(db)).appYear;
}

/**
 * The products table made equal to `list`, in its order. A product sent with its id (or, without
 * one, its slug) keeps its row, id and slug, so public product links and carts stay valid through a
 * rename; a new product gets a unique slug from its name; products left out are removed.
 */
async function saveProducts(tx: Tx, list: Product[]) {
  const existing = await listProducts(tx);
  const byId = new Map(existing.map((p) => [p.id, p]));
  const bySlug = new Map(existing.map((p) => [p.slug, p]));
  const claimed = new Set<number>();
  const matches = list.map((p) => {
    const row = (p.id !== undefined ? byId.get(p.id) : undefined) ?? (p.slug ? bySlug.get(p.slug) : undefined);
    if (!row || claimed.has(row.id)) return undefined;
    claimed.add(row.id);
    return row;
  });
  const taken = new Set(matches.flatMap((row) => (row ? [row.slug] : [])));
  const writes: ProductWrite[] = list.map((p, index) => {
    let slug = matches[index]?.slug;
    if (!slug) {
      slug = uniqueSlug(toTeamSlug(p.slug || p.name) || 'product', taken);
      taken.add(slug);
    }
    return { name: p.name, slug, priceCents: toCents(p.price), active: p.active, isGridded: p.isGridded, sizes: p.sizes, image: p.image, sortOrder: index };
  });
  await replaceProducts(tx, writes);
}

/** The home page's story is rich text shown to every visitor: stored sanitized, like a team message. */
function sanitizedStory<T extends { homeStory?: string }>(settings: T): T {
  return settings.homeStory === undefined ? settings : { ...settings, homeStory: sanitizeRichText(settings.homeStory) };
}

/** PUT: replaces the whole settings object in one transaction, the row locked. */
export async function replaceEventSettings(db: Db, input: EventSettings): Promise<EventSettingsView> {
  // Forgotten once committed: a read that started before then is not kept as fresh.
  const replaced = await db.transaction(async (tx) => {
    const row = await lockedSettingsRow(tx);
    const { products: productList, ...data } = sanitizedStory(input);
    const saved = await updateSettingsRow(tx, row.id, data.appYear, data);
    await saveProducts(tx, productList);
    return settingsView(tx, saved);
  });
  forgetEventSettings(db);
  return replaced;
}

/**
 * PATCH: the fields sent replace the stored ones, the others stay as stored. A read-modify-write
 * of the locked row in one transaction, so two admins saving different panels at once both keep
 * their changes (the second waits for the first and merges into what it wrote).
 */
export async function updateEventSettings(db: Db, changes: EventSettingsPatch): Promise<EventSettingsView> {
  const updated = await db.transaction(async (tx) => {
    const row = await lockedSettingsRow(tx);
    const { products: productList, ...fields } = sanitizedStory(changes);
    const { products: _stored, ...data } = eventSettingsSchema.parse({ ...storedSettings(row), ...fields });
    const saved = Object.keys(changes).length ? await updateSettingsRow(tx, row.id, data.appYear, data) : row;
    if (productList) await saveProducts(tx, productList);
    return settingsView(tx, saved);
  });
  forgetEventSettings(db);
  return updated;
}

/** Debug Settings for the mailer: whether test notifications are on, and the addresses they go to. */
export async function loadTestEmailRouting(db: DbOrTx): Promise<{ enabled: boolean; emails: string[] }> {
  const { testEmailNotifications, testEmails } = await loadEventSettings(db);
  return { enabled: testEmailNotifications, emails: testEmails.filter((email) => email.length > 0) };
}
