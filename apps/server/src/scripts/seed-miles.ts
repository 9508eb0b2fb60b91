import { asc, eq } from 'drizzle-orm';
import { MILLIMETRES_PER_MILE, eventCalendarDate } from '@walkfund/domain';
import type { Tx } from '../db/client.ts';
import { distanceEntries, fundraiserPages, teamMembers } from '../db/schema/index.ts';

/** The demo's walks: miles a week, for each walker in turn (some pass 10 miles and earn the badge). */
const DEMO_WEEKLY_MILES = [3.1, 2, 4.5, 1.5, 2.6, 5];
const DEMO_NOTES = ['Morning loop around the lake', null, 'With the kids after school', null, 'Trail day', null];

/**
 * Logged miles for the demo (docs/features/miles-and-badges.md): every walker with a page walks a
 * few weeks before today, so My Page, the walker and team pages and the distance leaderboard have
 * figures, and some walkers have earned the 10-mile badge. Days stay in the event year and never
 * pass today; an event year still ahead of the calendar gets none.
 */
export async function seedMiles(tx: Tx, year: number): Promise<void> {
  const today = eventCalendarDate();
  const last = today.startsWith(`${year}-`) ? today : today > `${year}-12-31` ? `${year}-12-31` : null;
  if (!last) return;
  const walkers = await tx
    .select({ personId: teamMembers.personId })
    .from(teamMembers)
    .innerJoin(fundraiserPages, eq(fundraiserPages.personId, teamMembers.personId))
    .where(eq(teamMembers.eventYear, year))
    .orderBy(asc(teamMembers.personId));
  const rows = walkers.flatMap(({ personId }, w) => {
    const weeks = 1 + (w % 4);
    return Array.from({ length: weeks }, (_, k) => {
      const miles = DEMO_WEEKLY_MILES[(w + k) % DEMO_WEEKLY_MILES.length]!;
      const day = new Date(`${last}T12:00:00Z`);
      day.setUTCDate(day.getUTCDate() - 7 * k - (w % 3));
      const walkedOn = day.toISOString().slice(0, 10);
      return { personId, eventYear: year, walkedOn: walkedOn < `${year}-01-01` ? `${year}-01-01` : walkedOn, distanceMm: Math.round(miles * MILLIMETRES_PER_MILE), unit: 'mi', note: DEMO_NOTES[(w + k) % DEMO_NOTES.length] ?? null };
    });
  });
  if (rows.length) await tx.insert(distanceEntries).values(rows);
}
