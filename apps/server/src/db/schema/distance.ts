import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { persons } from './people.ts';

/**
 * A walker's logged distance (docs/features/miles-and-badges.md): one row per walk, of an event
 * year, in whole millimetres so miles and kilometres both stay exact. The team a walk counts for
 * is the walker's team of that year (team_members), so no team is stored here.
 */
export const distanceEntries = pgTable(
  'distance_entries',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id').notNull().references(() => persons.id, { onDelete: 'cascade' }),
    eventYear: integer('event_year').notNull(),
    walkedOn: date('walked_on', { mode: 'string' }).notNull(),
    distanceMm: integer('distance_mm').notNull(),
    /** The unit the walker logged it in (mi or km), to show it back as they wrote it. */
    unit: text('unit').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('distance_entries_person_year_idx').on(t.personId, t.eventYear),
    index('distance_entries_year_idx').on(t.eventYear),
    check('distance_entries_distance_positive', sql`${t.distanceMm} > 0`),
  ],
);
