import { EVENT_CITIES, EVENT_DAY_MESSAGES, isEventDayInYear, type EventCity, type EventDay, type EventDaysInput, type EventDaysView } from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { listEventDays, upsertEventDays } from './event-day.repo.ts';

function toEventDay(row: Awaited<ReturnType<typeof listEventDays>>[number]): EventDay | null {
  if (!EVENT_CITIES.includes(row.eventCity as EventCity)) return null;
  return { eventCity: row.eventCity as EventCity, date: row.date, startTime: row.startTime, place: row.place };
}

/** The day of one city in an event year, or null when the admin has not set it. */
export async function findEventDay(db: DbOrTx, eventYear: number, eventCity: string | null): Promise<EventDay | null> {
  if (!eventCity) return null;
  const days = await listEventDays(db, eventYear);
  const row = days.find((d) => d.eventCity === eventCity);
  return row ? toEventDay(row) : null;
}

/** GET /v1/event-days (admin): the current event year's days. */
export async function getEventDays(db: Db): Promise<EventDaysView> {
  const { appYear } = await loadEventSettings(db);
  const rows = await listEventDays(db, appYear);
  return { eventYear: appYear, days: rows.map(toEventDay).filter((d): d is EventDay => d !== null) };
}

/**
 * PUT /v1/event-days (admin): sets the given cities' days of the current year; others stay.
 * 400 when a day's date is not in that year, and nothing is saved.
 */
export async function saveEventDays(db: Db, input: EventDaysInput): Promise<EventDaysView> {
  const { appYear } = await loadEventSettings(db);
  const message = EVENT_DAY_MESSAGES.dateInYear(appYear);
  const outside = input.days.flatMap((day, index) => (isEventDayInYear(day.date, appYear) ? [] : [{ field: `days.${index}.date`, message }]));
  if (outside.length) throw AppError.badRequest(message, outside);
  await db.transaction((tx) => upsertEventDays(tx, appYear, input.days));
  return getEventDays(db);
}
