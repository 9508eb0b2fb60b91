import {
  EVENT_CITIES, SHIRT_STOCK_SIZES, shirtSizeName, type ShirtStockInput, type ShirtStockRow, type ShirtStockView,
} from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { appendAuditEntry } from '../audit/audit.service.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { decrementStock, listCityStock, listStockAndGiven, lockYearStock, replaceYearStock, type StockCount } from './shirt-stock.repo.ts';

/**
 * Shirt stock (docs/decisions/0011-event-day-check-in.md): the admin's count of event
 * shirts on hand per year, city and size, one less for each first "Shirt given" at check-in.
 */

/**
 * The year's rows: every city × SHIRT_STOCK_SIZES in order (no count and none given shows as
 * onHand null, given 0), then any other size a city has given or counted ('' for no size).
 */
export async function shirtStockRows(db: DbOrTx, eventYear: number): Promise<ShirtStockRow[]> {
  const found = await listStockAndGiven(db, eventYear);
  const rows: ShirtStockRow[] = [];
  for (const city of EVENT_CITIES) {
    const ofCity = found.filter((r) => r.eventCity === city);
    for (const size of SHIRT_STOCK_SIZES) {
      const r = ofCity.find((f) => f.size === size);
      rows.push({ eventCity: city, size, label: shirtSizeName(size), onHand: r?.quantity ?? null, given: r?.given ?? 0 });
    }
    for (const r of ofCity) {
      if ((SHIRT_STOCK_SIZES as readonly string[]).includes(r.size)) continue;
      rows.push({ eventCity: city, size: r.size, label: shirtSizeName(r.size) || 'No size', onHand: r.quantity, given: r.given });
    }
  }
  return rows;
}

/** GET /v1/shirt-stock?year= (admin): the year's counts on hand and shirts given (the current year by default). */
export async function getShirtStock(db: DbOrTx, year?: number): Promise<ShirtStockView> {
  const eventYear = year ?? (await currentEventYear(db));
  return { eventYear, rows: await shirtStockRows(db, eventYear) };
}

const asAudit = (counts: StockCount[]) => Object.fromEntries(counts.map((c) => [`${c.eventCity} ${c.size}`, c.quantity]));

/**
 * PUT /v1/shirt-stock (admin): the year's counts replaced in one transaction (a city and size
 * left out has no count any more), audited with the counts before and after.
 */
export async function saveShirtStock(args: { db: Db; input: ShirtStockInput; actorUserId: number }): Promise<ShirtStockView> {
  const { db, input } = args;
  const eventYear = input.eventYear ?? (await currentEventYear(db));
  await db.transaction(async (tx) => {
    const before = await lockYearStock(tx, eventYear);
    await replaceYearStock(tx, eventYear, input.stock);
    await appendAuditEntry(tx, {
      actorUserId: args.actorUserId,
      action: 'shirt_stock.saved',
      entity: 'shirt_stock',
      entityId: eventYear,
      before: asAudit(before),
      after: asAudit(input.stock),
    });
  });
  return getShirtStock(db, eventYear);
}

/**
 * Check-in's "Shirt given" (call it in the check-in's transaction, only for the entry's first
 * shirt): one less of the city's and size's count. It may go below zero: the shirt was handed
 * over, the admin sees the negative count and fixes it. No count set for the size: nothing to take.
 */
export async function takeShirtFromStock(tx: DbOrTx, key: { eventYear: number; eventCity: string | null; size: string | null }): Promise<void> {
  if (!key.eventCity || !key.size) return;
  await decrementStock(tx, { eventYear: key.eventYear, eventCity: key.eventCity, size: key.size });
}

/** A city's counts on hand (sizes with a count only), for the check-in roster: the size list puts those in stock first. */
export async function cityShirtsOnHand(db: DbOrTx, eventYear: number, eventCity: string): Promise<{ size: string; onHand: number }[]> {
  return (await listCityStock(db, eventYear, eventCity)).map((r) => ({ size: r.size, onHand: r.quantity }));
}

/** Demo data (docs/features/event-day.md): the year's counts per city and size. */
export async function seedShirtStock(tx: DbOrTx, eventYear: number, counts: Record<string, Record<string, number>>): Promise<void> {
  await replaceYearStock(
    tx,
    eventYear,
    Object.entries(counts).flatMap(([eventCity, sizes]) => Object.entries(sizes).map(([size, quantity]) => ({ eventCity, size, quantity }))),
  );
}
