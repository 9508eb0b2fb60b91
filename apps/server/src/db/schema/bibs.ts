import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * docs/decisions/0011-event-day-check-in.md: bib numbers per event year, city and kind. The next
 * free number is taken with the range row locked (`select ... for update`), and the unique index
 * on event_entries (event_year, bib) makes a number given twice impossible.
 */
export const bibRanges = pgTable(
  'bib_ranges',
  {
    id: serial('id').primaryKey(),
    eventYear: integer('event_year').notNull(),
    eventCity: text('event_city').notNull(),
    /** walk, 5k (in person) or 5k-virtual: the kinds of event_entries */
    kind: text('kind').notNull(),
    firstBib: integer('first_bib').notNull(),
    lastBib: integer('last_bib').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bib_ranges_year_city_kind_unique').on(t.eventYear, t.eventCity, t.kind),
    check('bib_ranges_bounds', sql`${t.firstBib} >= 1 and ${t.firstBib} <= ${t.lastBib}`),
    check('bib_ranges_kind_known', sql`${t.kind} in ('walk', '5k', '5k-virtual')`),
  ],
);

/** Per event year: bibs given "in advance" by the admin's call, or "at check-in" one by one. */
export const bibSettings = pgTable(
  'bib_settings',
  {
    eventYear: integer('event_year').primaryKey(),
    assignmentMode: text('assignment_mode').notNull().default('at-check-in'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('bib_settings_mode_known', sql`${t.assignmentMode} in ('in-advance', 'at-check-in')`)],
);
