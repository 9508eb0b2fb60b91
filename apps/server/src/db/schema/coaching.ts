import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { persons, teams, users } from './people.ts';
import { emailOutbox } from './system.ts';

/**
 * What the coaching sequence sent (docs/features/coaching.md): one row per walker, year, message
 * and occurrence ("get started" goes twice), unique, inserted in the same transaction as the job
 * that writes the email, so two server instances (or two daily passes at once) send it once.
 * `skipped`: due together with a bigger milestone, so not sent; `suppressed`: the person left the
 * list before it was written. `createdAt` is the product's clock (lib/clock.ts), which tests move.
 * The captain's weekly digest is a row too (kind captain-digest, occurrence = the week's Monday as
 * yyyymmdd).
 */
export const coachingSends = pgTable(
  'coaching_sends',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id').notNull().references(() => persons.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    kind: text('kind').notNull(),
    occurrence: integer('occurrence').notNull().default(1),
    /** queued (its email job is to run), sent, skipped, suppressed */
    status: text('status').notNull(),
    /** The digest's team. */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    outboxId: integer('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coaching_sends_person_year_kind_unique').on(t.personId, t.year, t.kind, t.occurrence),
    index('coaching_sends_created_idx').on(t.createdAt),
    check('coaching_sends_status_known', sql`${t.status} in ('queued', 'sent', 'skipped', 'suppressed')`),
  ],
);

/**
 * A captain's nudge to a member: at most one per member and week (Monday to Sunday, America/Chicago,
 * by the product's clock), kept by the unique index whoever sends it.
 */
export const captainNudges = pgTable(
  'captain_nudges',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id').notNull().references(() => persons.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Monday of the week it was sent in. */
    weekStart: date('week_start').notNull(),
    outboxId: integer('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('captain_nudges_person_week_unique').on(t.personId, t.weekStart), index('captain_nudges_team_idx').on(t.teamId, t.weekStart)],
);

/**
 * Email preferences per address (docs/features/coaching.md: an inbox, not a person record, says
 * stop): lower-cased, trimmed. No row: every list is on.
 */
export const emailPreferences = pgTable('email_preferences', {
  email: text('email').primaryKey(),
  coaching: boolean('coaching').notNull().default(true),
  teamNews: boolean('team_news').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Config > Coaching: one row, the messages and days as saved (domain coachingConfigInputSchema). */
export const coachingConfig = pgTable(
  'coaching_config',
  {
    id: integer('id').primaryKey().default(1),
    data: jsonb('data').notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('coaching_config_one_row', sql`${t.id} = 1`)],
);

/**
 * The product's clock (lib/clock.ts): real time plus this offset, kept in the database so every
 * instance agrees. Only a test server moves it; one row.
 */
export const appClock = pgTable(
  'app_clock',
  {
    id: integer('id').primaryKey().default(1),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('app_clock_one_row', sql`${t.id} = 1`)],
);
