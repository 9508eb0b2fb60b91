import {
  DISTANCE_ENTRIES_MAX_PER_YEAR, DISTANCE_LEADERBOARD_SIZE, DISTANCE_MESSAGES, TEAM_MESSAGES, distanceDateProblem, eventCalendarDate, fromMillimetres,
  millimetresToMiles, toMillimetres, type DistanceEntry, type DistanceEntryInput, type DistanceLeaderboard, type DistanceUnit, type MyDistance, type TeamDistance,
} from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import {
  countEntries, deleteEntry, findEntryOwner, findTeamDistanceBySlug, findWalker, insertEntry, listEntries, listLeadingTeams, listLeadingWalkers, lockWalkerLog,
  type DistanceEntryRow,
} from './distance.repo.ts';

/**
 * The distance log (docs/features/miles-and-badges.md): a walker (a claimed page, on a team this
 * year) logs their walks from My Page; totals show on their page, their team's and the distance
 * leaderboard. Event Settings' `distanceLoggingEnabled` off hides it and refuses every change.
 */

function toEntry(row: DistanceEntryRow): DistanceEntry {
  const unit = row.unit as DistanceUnit;
  return {
    id: row.id,
    date: row.walkedOn,
    amount: fromMillimetres(row.distanceMm, unit),
    unit,
    miles: millimetresToMiles(row.distanceMm),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's person when they are a walker of `year`; null otherwise. */
async function walkerOf(db: DbOrTx, user: AuthUser, year: number): Promise<number | null> {
  if (user.personId === null) return null;
  return (await findWalker(db, user.personId, year)) ? user.personId : null;
}

/**
 * onRequest of the log's writes: the caller is a walker of this year, else 403, decided before the
 * body is read (a caller with nothing to log learns nothing of the schema).
 */
export async function assertWalker(db: DbOrTx, user: AuthUser): Promise<void> {
  const { appYear } = await loadEventSettings(db);
  if ((await walkerOf(db, user, appYear)) === null) throw AppError.forbidden(DISTANCE_MESSAGES.notAWalker);
}

/**
 * onRequest of DELETE /v1/my/distance/{entryId}: an entry of someone else is 403 (whatever the
 * caller's role); an id no entry has is left to the service's 404.
 */
export async function assertOwnEntry(db: DbOrTx, user: AuthUser, entryId: number): Promise<void> {
  const owner = await findEntryOwner(db, entryId);
  if (owner !== null && owner !== user.personId) throw AppError.forbidden(DISTANCE_MESSAGES.notYourEntry);
}

async function myDistance(db: DbOrTx, personId: number, year: number, enabled: boolean, now: Date): Promise<MyDistance> {
  const rows = await listEntries(db, personId, year);
  const millimetres = rows.reduce((sum, r) => sum + r.distanceMm, 0);
  return {
    enabled,
    year,
    today: eventCalendarDate(now),
    miles: millimetresToMiles(millimetres),
    kilometres: fromMillimetres(millimetres, 'km'),
    entries: rows.map(toEntry),
  };
}

/** GET /v1/my/distance: the caller's log of this year, newest day first; 404 when they are not a walker this year. */
export async function getMyDistance(args: { db: DbOrTx; user: AuthUser; now?: Date }): Promise<MyDistance> {
  const { db, user } = args;
  const settings = await loadEventSettings(db);
  const personId = await walkerOf(db, user, settings.appYear);
  if (personId === null) throw AppError.notFound(DISTANCE_MESSAGES.notAWalker);
  return myDistance(db, personId, settings.appYear, settings.distanceLoggingEnabled, args.now ?? new Date());
}

/**
 * POST /v1/my/distance: one walk of this event year, not after today (America/Chicago). 409 when
 * logging is off or the year's log is full; 400 for a day out of bounds. Answers the whole log.
 */
export async function logDistance(args: { db: Db; user: AuthUser; input: DistanceEntryInput; now?: Date }): Promise<MyDistance> {
  const { db, user, input } = args;
  const now = args.now ?? new Date();
  return db.transaction(async (tx) => {
    const settings = await loadEventSettings(tx);
    if (!settings.distanceLoggingEnabled) throw AppError.conflict(DISTANCE_MESSAGES.loggingOff);
    const year = settings.appYear;
    const personId = await walkerOf(tx, user, year);
    if (personId === null) throw AppError.forbidden(DISTANCE_MESSAGES.notAWalker);
    const problem = distanceDateProblem(input.date, { today: eventCalendarDate(now), year });
    if (problem) throw AppError.badRequest(problem, [{ field: 'date', message: problem }]);
    await lockWalkerLog(tx, personId);
    if ((await countEntries(tx, personId, year)) >= DISTANCE_ENTRIES_MAX_PER_YEAR) throw AppError.conflict(DISTANCE_MESSAGES.tooManyEntries);
    await insertEntry(tx, {
      personId,
      eventYear: year,
      walkedOn: input.date,
      distanceMm: toMillimetres(input.amount, input.unit),
      unit: input.unit,
      note: input.note ? input.note : null,
    });
    return myDistance(tx, personId, year, true, now);
  });
}

/** DELETE /v1/my/distance/{entryId}: one of the caller's entries; 409 when logging is off, 404 when they have no such entry. */
export async function deleteDistanceEntry(args: { db: Db; user: AuthUser; entryId: number }): Promise<void> {
  const { db, user } = args;
  const settings = await loadEventSettings(db);
  if (!settings.distanceLoggingEnabled) throw AppError.conflict(DISTANCE_MESSAGES.loggingOff);
  if (user.personId === null || !(await deleteEntry(db, args.entryId, user.personId))) throw AppError.notFound(DISTANCE_MESSAGES.entryNotFound);
}

/** GET /v1/distance/teams/{slug} (public): what the team's members logged this year; 0 while logging is off. 404 for no such team. */
export async function getTeamDistance(args: { db: DbOrTx; slug: string }): Promise<TeamDistance> {
  const { db } = args;
  const settings = await loadEventSettings(db);
  const row = await findTeamDistanceBySlug(db, args.slug.toLowerCase(), settings.appYear);
  if (!row) throw AppError.notFound(TEAM_MESSAGES.teamNotFound);
  const enabled = settings.distanceLoggingEnabled;
  return { enabled, year: settings.appYear, miles: enabled ? millimetresToMiles(row.millimetres) : 0 };
}

/**
 * GET /v1/distance/leaderboard (public): the year's farthest walkers (only those the fundraiser
 * leaderboards may list, and none while personal pages are off) and teams; empty while logging is off.
 */
export async function getDistanceLeaderboard(args: { db: DbOrTx }): Promise<DistanceLeaderboard> {
  const { db } = args;
  const settings = await loadEventSettings(db);
  const year = settings.appYear;
  if (!settings.distanceLoggingEnabled) return { enabled: false, year, walkers: [], teams: [] };
  const [walkers, teams] = await Promise.all([
    settings.personalPagesEnabled ? listLeadingWalkers(db, year, DISTANCE_LEADERBOARD_SIZE) : Promise.resolve([]),
    listLeadingTeams(db, year, DISTANCE_LEADERBOARD_SIZE),
  ]);
  return {
    enabled: true,
    year,
    walkers: walkers.map(({ millimetres, ...w }) => ({ ...w, miles: millimetresToMiles(millimetres) })),
    teams: teams.map(({ millimetres, ...t }) => ({ ...t, miles: millimetresToMiles(millimetres) })),
  };
}
