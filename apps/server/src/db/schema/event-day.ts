import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { persons, users } from './people.ts';

/**
 * docs/decisions/0011-event-day-check-in.md: one entry per person and event year, written in the
 * transaction that makes the person a participant. The check-in token is random (not an id) and
 * unique; regenerating it replaces it, so the old one stops working at once.
 */
export const eventEntries = pgTable(
  'event_entries',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id').notNull().references(() => persons.id, { onDelete: 'cascade' }),
    eventYear: integer('event_year').notNull(),
    eventCity: text('event_city'),
    /** walk, 5k (in person) or 5k-virtual */
    kind: text('kind').notNull(),
    /** 16 random bytes, base64url (22 characters) */
    checkInToken: text('check_in_token').notNull(),
    bib: integer('bib'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInByUserId: integer('checked_in_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The phone's id of the check-in that was recorded: the same id again is the same check-in. */
    checkInClientId: uuid('check_in_client_id'),
    shirtGivenAt: timestamp('shirt_given_at', { withTimezone: true }),
    shirtGivenSize: text('shirt_given_size'),
    shirtGivenByUserId: integer('shirt_given_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A person registered at the gate on the event day: the phone's id of that walk-up (the same id again is the same person). */
    walkUpClientId: uuid('walk_up_client_id'),
    /** Who registered them at the gate (a volunteer or an admin). */
    walkUpByUserId: integer('walk_up_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the confirmation (with the QR code) was last put in the outbox; null until then. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_entries_person_year_unique').on(t.personId, t.eventYear),
    uniqueIndex('event_entries_check_in_token_unique').on(t.checkInToken),
    uniqueIndex('event_entries_year_bib_unique').on(t.eventYear, t.bib),
    uniqueIndex('event_entries_check_in_client_id_unique').on(t.checkInClientId),
    uniqueIndex('event_entries_walk_up_client_id_unique').on(t.walkUpClientId),
    index('event_entries_year_city_idx').on(t.eventYear, t.eventCity),
    check('event_entries_kind_known', sql`${t.kind} in ('walk', '5k', '5k-virtual')`),
  ],
);

/** The event's day per event year and city: date, start time and place (shown in the confirmation). */
export const eventDays = pgTable(
  'event_days',
  {
    eventYear: integer('event_year').notNull(),
    eventCity: text('event_city').notNull(),
    /** YYYY-MM-DD */
    date: text('date').notNull(),
    /** HH:MM, 24-hour, local time of the city */
    startTime: text('start_time').notNull(),
    place: text('place').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventYear, t.eventCity] })],
);
