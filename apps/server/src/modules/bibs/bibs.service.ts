import {
  BIB_MESSAGES, type BibAssignmentMode, type BibAssignmentResult, type BibRange, type BibRoster, type BibSettingsInput, type BibSettingsView, type EventCity, type EventEntryKind,
} from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import {
  countAssignedPerRange, fillBibRange, lockEntriesWithoutBib, findEntryForBib, giveNextFreeBib, listFirstEntriesWithRange, findBibMode, listBibRanges, listRosterEntries, lockBibRanges, lockBibYear, lockRangeOfEntryWithoutBib, replaceBibRanges, saveBibMode,
} from './bibs.repo.ts';

/** Until the admin chooses, bibs are given at check-in. */
const DEFAULT_MODE: BibAssignmentMode = 'at-check-in';

/** GET /v1/bibs (admin): the current year's ranges and mode. */
export async function getBibSettings(db: DbOrTx): Promise<BibSettingsView> {
  const eventYear = await currentEventYear(db);
  const [ranges, assigned, mode] = [await listBibRanges(db, eventYear), await countAssignedPerRange(db, eventYear), await findBibMode(db, eventYear)];
  return {
    eventYear,
    mode: (mode as BibAssignmentMode | null) ?? DEFAULT_MODE,
    ranges: ranges.map((r) => ({
      eventCity: r.eventCity as EventCity,
      kind: r.kind as EventEntryKind,
      first: r.firstBib,
      last: r.lastBib,
      assigned: assigned.get(r.id) ?? 0,
    })),
  };
}

/** PUT /v1/bibs (admin): the year's ranges (overlaps are refused by the schema) and mode, in one transaction, one save of the year at a time. */
export async function saveBibSettings(db: Db, input: BibSettingsInput): Promise<BibSettingsView> {
  const eventYear = await currentEventYear(db);
  await db.transaction(async (tx) => {
    // One save of the year at a time (its settings row locked first), so two admins saving at the
    // same instant cannot store ranges that overlap; the schema checks one save's ranges only.
    await lockBibYear(tx, eventYear);
    await lockBibRanges(tx, eventYear);
    await replaceBibRanges(tx, eventYear, input.ranges);
    await saveBibMode(tx, eventYear, input.mode);
  });
  return getBibSettings(db);
}

/**
 * POST /v1/bibs/assign (admin, "Assign bibs now"): every entry of the year without a bib gets the
 * next free number of its city and kind, in registration order, in one transaction with every
 * range locked, so a check-in at the same time waits and never takes the same number.
 */
export async function assignBibsInAdvance(db: Db): Promise<BibAssignmentResult> {
  const eventYear = await currentEventYear(db);
  if (((await findBibMode(db, eventYear)) ?? DEFAULT_MODE) !== 'in-advance') throw AppError.conflict(BIB_MESSAGES.notInAdvance);
  return db.transaction(async (tx) => {
    const result: BibAssignmentResult = { assigned: 0, full: [] };
    // The entries, then the ranges: the one lock order of a check-in (assignNextBib), no deadlock.
    await lockEntriesWithoutBib(tx, eventYear);
    for (const range of await lockBibRanges(tx, eventYear)) {
      const { assigned, waiting } = await fillBibRange(tx, range);
      result.assigned += assigned;
      if (waiting > 0) result.full.push({ eventCity: range.eventCity as EventCity, kind: range.kind as EventEntryKind, waiting });
    }
    return result;
  });
}

/**
 * The entry's bib, giving it the next free number of its city and kind's range when it has none
 * (check-in, docs/decisions/0011-event-day-check-in.md). Run it in the check-in's transaction:
 * the range row is locked (`select ... for update`) until it ends, so two volunteers at once, on
 * any server instance, get two numbers. Call it last in the transaction, after locking the entry
 * (the one lock order: entry, shirt stock, bib range; "Assign bibs now" also locks the entries
 * first): others wait on the range for as few round trips as possible. 404 for an unknown entry;
 * 409 when the city and kind have no range or the range is full.
 */
export async function assignNextBib(tx: DbOrTx, entryId: number): Promise<number> {
  const range = await lockRangeOfEntryWithoutBib(tx, entryId);
  if (!range) {
    const entry = await findEntryForBib(tx, entryId);
    if (!entry) throw AppError.notFound(BIB_MESSAGES.entryNotFound);
    if (entry.bib != null) return entry.bib;
    throw AppError.conflict(BIB_MESSAGES.noRange);
  }
  // One statement under the range's lock (fewer round trips while others wait on it); it keeps a
  // number another transaction gave this entry while this one waited for the range.
  const bib = await giveNextFreeBib(tx, range, entryId);
  if (bib === undefined) throw AppError.notFound(BIB_MESSAGES.entryNotFound);
  if (bib === null) throw AppError.conflict(BIB_MESSAGES.rangeFull);
  return bib;
}

/** GET /v1/bibs/roster?city= (admin): the city's entries for the printed labels and the clipboard roster. */
export async function getBibRoster(db: DbOrTx, eventCity: EventCity): Promise<BibRoster> {
  const eventYear = await currentEventYear(db);
  const rows = await listRosterEntries(db, eventYear, eventCity);
  return { eventYear, eventCity, entries: rows.map((r) => ({ ...r, kind: r.kind as EventEntryKind })) };
}

/**
 * Demo data (docs/features/event-day.md): the year's ranges, bibs given at check-in, and the first `inAdvancePerCity`
 * registrations of each city (of a kind with a range) given their number already.
 */
export async function seedBibs(tx: DbOrTx, eventYear: number, ranges: BibRange[], inAdvancePerCity: number): Promise<void> {
  await replaceBibRanges(tx, eventYear, ranges);
  await saveBibMode(tx, eventYear, 'at-check-in');
  const firsts = await listFirstEntriesWithRange(tx, eventYear, inAdvancePerCity);
  for (const id of firsts) await assignNextBib(tx, id);
}
