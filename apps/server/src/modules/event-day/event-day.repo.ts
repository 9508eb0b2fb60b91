import { eq, sql } from 'drizzle-orm';
import type { EventDay } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { eventDays } from '../../db/schema/index.ts';

/** The days of an event year, by city name order. */
export async function listEventDays(db: DbOrTx, eventYear: number) {
  return db.select().from(eventDays).where(eq(eventDays.eventYear, eventYear)).orderBy(eventDays.eventCity);
}

/** Writes each city's day of the year (insert, or update of the one there). */
export async function upsertEventDays(db: DbOrTx, eventYear: number, days: EventDay[]): Promise<void> {
  if (!days.length) return;
  await db
    .insert(eventDays)
    .values(days.map((d) => ({ eventYear, eventCity: d.eventCity, date: d.date, startTime: d.startTime, place: d.place })))
    .onConflictDoUpdate({
      target: [eventDays.eventYear, eventDays.eventCity],
      set: { date: sql`excluded.date`, startTime: sql`excluded.start_time`, place: sql`excluded.place`, updatedAt: sql`now()` },
    });
}
