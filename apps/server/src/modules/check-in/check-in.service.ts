import {
  CHECK_IN_AT_WINDOW_HOURS, CHECK_IN_CLOCK_SKEW_MINUTES, CHECK_IN_MESSAGES, CHECK_IN_SEARCH_LIMIT, CHECK_IN_TOKEN_PATTERN, EVENT_DAY_MESSAGES,
  minorOnEventDay, shirtSizeToHandOut,
  type CheckInCard, type CheckInInput, type CheckInResult, type CheckInRoster, type CheckInSearchQuery, type CheckInSearchResult,
  type EventCity, type EventEntryKind,
} from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { sessionStartedAt as readSessionStartedAt } from '../sessions/session.service.ts';
import { assignNextBib } from '../bibs/bibs.service.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { cityShirtsOnHand, takeShirtFromStock } from '../shirt-stock/shirt-stock.service.ts';
import { cityCurrentWaivers } from '../waivers/waiver-acceptance.service.ts';
import * as repo from './check-in.repo.ts';

/** docs/decisions/0011-event-day-check-in.md: an admin checks in any city; a volunteer their own only. */
export function assertCity(user: AuthUser, eventCity: string | null) {
  if (user.role === 'admin') return;
  if (user.role !== 'volunteer' || !user.eventCity || user.eventCity !== eventCity) throw AppError.forbidden(CHECK_IN_MESSAGES.otherCity);
}

function toCard(row: repo.CardRow): CheckInCard {
  return {
    entryId: row.entryId,
    firstName: row.firstName,
    lastName: row.lastName,
    team: row.team,
    kind: row.kind as EventEntryKind,
    eventCity: row.eventCity,
    shirtSize: row.shirtSize,
    bib: row.bib,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    // An account without a person (a bare admin) shows its email's name part.
    checkedInBy: row.checkedInAt ? (row.checkedInBy ?? row.checkedInByEmail?.split('@')[0] ?? null) : null,
    shirtGivenSize: row.shirtGivenSize,
    shirtGivenAt: row.shirtGivenAt?.toISOString() ?? null,
    waiver: row.waiver,
    minor: minorOnEventDay(row.birthDate, row.eventDate),
  };
}

/** GET /v1/check-in/roster?city=: every entry of the city this year, in one query, with the counts. */
export async function getRoster(db: Db, user: AuthUser, eventCity: EventCity): Promise<CheckInRoster> {
  assertCity(user, eventCity);
  const eventYear = await currentEventYear(db);
  const [rows, waivers, shirtsOnHand] = await Promise.all([
    repo.listCityCards(db, eventYear, eventCity),
    cityCurrentWaivers(db, eventCity),
    cityShirtsOnHand(db, eventYear, eventCity),
  ]);
  const entries = rows.map((row) => ({ ...toCard(row), tokenHash: row.tokenHash }));
  return { eventYear, eventCity, registered: entries.length, checkedIn: entries.filter((e) => e.checkedInAt !== null).length, entries, waivers, shirtsOnHand };
}

/** GET /v1/check-in/search?city=&q=: at most CHECK_IN_SEARCH_LIMIT cards, with the city's counts. */
export async function searchRoster(db: Db, user: AuthUser, query: CheckInSearchQuery): Promise<CheckInSearchResult> {
  assertCity(user, query.city);
  const eventYear = await currentEventYear(db);
  const [rows, counts] = await Promise.all([
    repo.searchCityCards(db, eventYear, query.city, query.q, CHECK_IN_SEARCH_LIMIT),
    repo.countCity(db, eventYear, query.city),
  ]);
  return { ...counts, entries: rows.map(toCard) };
}

/** GET /v1/check-in/tokens/{token}: the card of a scanned code; a volunteer only of their city. */
export async function lookUpToken(db: Db, user: AuthUser, token: string): Promise<CheckInCard> {
  const found = CHECK_IN_TOKEN_PATTERN.test(token) ? await repo.findEntryByToken(db, token) : null;
  const card = found ? await repo.findCard(db, found.id) : null;
  if (!card) throw AppError.notFound(EVENT_DAY_MESSAGES.tokenNotFound);
  assertCity(user, card.eventCity);
  return toCard(card);
}

const atRefused = (message: string) => AppError.badRequest(message, [{ field: 'at', message }]);

/**
 * `at` from an offline phone (docs/decisions/0011-event-day-check-in.md): the earliest check-in
 * wins, so only a time that can be true is taken. Never more than CHECK_IN_CLOCK_SKEW_MINUTES
 * ahead of the server's clock, within a day before it, and, when `sessionStartedAt` is given, not
 * before the volunteer signed in on that phone (less the same skew); a session not known (null)
 * allows no earlier time than now (less the skew). Left out (undefined), only the day's window is checked: for
 * callers that do not know the session.
 */
export function checkInTime(at: string | undefined, now: Date, sessionStartedAt?: Date | null): Date {
  if (at === undefined) return now;
  const time = new Date(at).getTime();
  const skew = CHECK_IN_CLOCK_SKEW_MINUTES * 60_000;
  if (Number.isNaN(time) || time < now.getTime() - CHECK_IN_AT_WINDOW_HOURS * 3_600_000) throw atRefused(CHECK_IN_MESSAGES.atOutsideEventDay);
  if (time > now.getTime() + skew) throw atRefused(CHECK_IN_MESSAGES.atAhead);
  if (sessionStartedAt !== undefined && time < (sessionStartedAt ?? now).getTime() - skew) throw atRefused(CHECK_IN_MESSAGES.atBeforeSignIn);
  return new Date(time);
}

/** checkInTime with the request's session, read only when the phone sent a time (`sessionStartedAt` when the caller has it already). */
export async function sessionCheckInTime(input: { db: Db; user: AuthUser; at: string | undefined; now: Date; sessionStartedAt?: Date | null }): Promise<Date> {
  if (input.at === undefined) return input.now;
  const started = input.sessionStartedAt !== undefined ? input.sessionStartedAt : await readSessionStartedAt(input.db, input.user);
  return checkInTime(input.at, input.now, started);
}

/**
 * POST /v1/check-in/entries/{entryId}, in one transaction: the entry is locked, so two
 * volunteers checking in one person at once make one check-in (the first); the other answers
 * `alreadyCheckedIn`. The same clientId again (a retry, an offline queue sent twice) is the same
 * check-in with the same answer. The shirt is recorded with the size handed out (the one picked,
 * else the person's: shirtSizeToHandOut; none is a 400, nothing written), and the entry's first
 * shirt takes one from the shirt stock of its city and that size (shirt-stock.service.ts).
 *
 * Speed (docs/features/event-day.md: p99 < 100 ms with 20 volunteers at once, docs/benchmark.md): every statement is
 * built once (db/reusable-statement.ts), nothing is read before the entry's lock, the answer's card
 * is the locked row with the writes applied (no read after), and the rows every check-in shares
 * (a size's shirt stock, a range's next bib) are locked last, so others wait on them for as few
 * round trips as possible. The one lock order (entry, shirt stock, bib range) is in
 * docs/decisions/0011-event-day-check-in.md.
 */
export async function checkIn(input: {
  db: Db;
  user: AuthUser;
  entryId: number;
  body: CheckInInput;
  now?: Date;
  /** The session's sign-in when the caller has read it (the sync reads it once per batch). */
  sessionStartedAt?: Date | null;
}): Promise<CheckInResult> {
  const { db, user, entryId, body } = input;
  const now = input.now ?? new Date();
  let at = now;
  let atRefusal: AppError | null = null;
  try {
    at = await sessionCheckInTime({ db, user, at: body.at, now, sessionStartedAt: input.sessionStartedAt });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    atRefusal = err;
  }
  const eventYear = await currentEventYear(db);
  try {
    return await db.transaction(async (tx) => {
      // Locked first, then decided on: locking writes nothing, and a refusal rolls back.
      const entry = await repo.lockEntryCard(tx, entryId);
      if (!entry || entry.eventYear !== eventYear) throw AppError.notFound(CHECK_IN_MESSAGES.entryNotFound);
      assertCity(user, entry.eventCity);
      // A time that cannot be true is refused and changes nothing, unless this very check-in was
      // recorded before (sent again after the volunteer signed in anew): the same answer.
      if (atRefusal) {
        if (entry.checkInClientId !== body.clientId) throw atRefusal;
        return { alreadyCheckedIn: false, entry: toCard(entry) };
      }
      const writes = checkInWrites(entry, { user, body, at });
      // A clientId used for someone else: the unique index refuses it when this check-in writes it;
      // when the person is already checked in, nothing is written, so it is looked up.
      if (!writes.checkedIn && entry.checkInClientId !== body.clientId && (await repo.findEntryIdByClientId(tx, body.clientId)) !== null) {
        throw AppError.conflict(CHECK_IN_MESSAGES.clientIdReused);
      }
      const recorded = writes.checkedIn || writes.shirtGiven ? await repo.recordCheckIn(tx, entryId, writes) : null;
      // The entry's first shirt only (it is locked): one less on hand of its city and size.
      if (writes.shirtGiven) await takeShirtFromStock(tx, { eventYear: entry.eventYear, eventCity: entry.eventCity, size: writes.shirtGiven.size });
      const bib = body.assignBib && entry.bib === null ? await assignNextBib(tx, entryId) : entry.bib;
      const card: repo.CardRow = {
        ...entry,
        bib,
        ...(writes.checkedIn && {
          checkedInAt: writes.checkedIn.at,
          checkedInBy: recorded?.checkedInBy ?? null,
          checkedInByEmail: user.email,
          checkInClientId: writes.checkedIn.clientId,
        }),
        ...(writes.shirtGiven && { shirtGivenAt: writes.shirtGiven.at, shirtGivenSize: writes.shirtGiven.size }),
      };
      return { alreadyCheckedIn: card.checkInClientId !== body.clientId, entry: toCard(card) };
    });
  } catch (err) {
    // Two check-ins of two people with one clientId at once: the unique index refuses the second.
    if (isClientIdConflict(err)) throw AppError.conflict(CHECK_IN_MESSAGES.clientIdReused);
    throw err;
  }
}

/** What a check-in writes to the locked entry: the check-in, unless it has one; the shirt, unless given. */
function checkInWrites(entry: repo.CardRow, input: { user: AuthUser; body: CheckInInput; at: Date }): repo.CheckInWrites {
  const { user, body, at } = input;
  const writes: repo.CheckInWrites = {};
  // Two phones offline: the one that checked the person in first (the earlier `at`) keeps the
  // check-in, whichever batch reached the server first. `at` is within what can be true
  // (checkInTime: not before the volunteer signed in, not ahead of the clock).
  const earlierOffline = entry.checkedInAt !== null && body.at !== undefined && at < entry.checkedInAt && entry.checkInClientId !== body.clientId;
  if (entry.checkedInAt === null || earlierOffline) writes.checkedIn = { at, byUserId: user.id, clientId: body.clientId };
  if (body.giveShirt && entry.shirtGivenAt === null) {
    // A shirt is always of a size, so the stock of that size goes down (the phone asks for it first).
    const size = shirtSizeToHandOut(body.shirtSize, entry.shirtSize);
    if (!size) throw AppError.badRequest(CHECK_IN_MESSAGES.shirtSizeRequired, [{ field: 'shirtSize', message: CHECK_IN_MESSAGES.shirtSizeRequired }]);
    writes.shirtGiven = { at, size, byUserId: user.id };
  }
  return writes;
}

function isClientIdConflict(err: unknown): boolean {
  return violatedUniqueConstraint(err) === 'event_entries_check_in_client_id_unique';
}
