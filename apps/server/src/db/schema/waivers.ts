import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { persons, users } from './people.ts';

/**
 * docs/decisions/0011-event-day-check-in.md: a waiver per event city and kind (walk or 5k), by
 * version. Editing makes a new row with the next version, never an update, so an acceptance keeps
 * the exact text that was accepted. The current waiver is the highest version.
 */
export const waivers = pgTable(
  'waivers',
  {
    id: serial('id').primaryKey(),
    eventCity: text('event_city').notNull(),
    /** walk or 5k (in person and virtual runners accept the same 5k waiver) */
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    /** Sanitized rich text (HTML), like a team message. */
    body: text('body').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waivers_city_kind_version_unique').on(t.eventCity, t.kind, t.version),
    check('waivers_kind_known', sql`${t.kind} in ('walk', '5k')`),
    check('waivers_version_positive', sql`${t.version} >= 1`),
  ],
);

/**
 * A person's acceptance of one waiver version for an event year: the typed full name as the
 * signature, a parent's or guardian's name when the person is under 18 on the event date, when,
 * from which address, and where (checkout, the emailed link, check-in, a walk-up at the gate).
 * `clientId` is the phone's id of a signature taken at check-in (offline sync applies it once).
 */
export const waiverAcceptances = pgTable(
  'waiver_acceptances',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id').notNull().references(() => persons.id, { onDelete: 'cascade' }),
    eventYear: integer('event_year').notNull(),
    waiverId: integer('waiver_id').notNull().references(() => waivers.id, { onDelete: 'restrict' }),
    signedName: text('signed_name').notNull(),
    minor: boolean('minor').notNull().default(false),
    guardianName: text('guardian_name'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    source: text('source').notNull(),
    /** The volunteer or admin on whose screen it was signed (check-in, walk-up). */
    witnessedByUserId: integer('witnessed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: uuid('client_id'),
  },
  (t) => [
    uniqueIndex('waiver_acceptances_person_year_waiver_unique').on(t.personId, t.eventYear, t.waiverId),
    uniqueIndex('waiver_acceptances_client_id_unique').on(t.clientId),
    index('waiver_acceptances_year_person_idx').on(t.eventYear, t.personId),
    check('waiver_acceptances_source_known', sql`${t.source} in ('checkout', 'link', 'check-in', 'walk-up')`),
    check('waiver_acceptances_guardian_when_minor', sql`not ${t.minor} or ${t.guardianName} is not null`),
  ],
);

/**
 * Single-use links to sign a waiver, emailed to members a captain added without one (the sign-in
 * link's design, docs/decisions/0009-personal-pages.md): 32 random bytes, only the SHA-256 hash
 * stored, valid 7 days.
 */
export const waiverSignLinks = pgTable(
  'waiver_sign_links',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id').notNull().references(() => persons.id, { onDelete: 'cascade' }),
    eventYear: integer('event_year').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('waiver_sign_links_hash_unique').on(t.tokenHash), index('waiver_sign_links_person_idx').on(t.personId)],
);

/**
 * Event shirts on hand per event year, city and size for packet pickup: set by the admin, one
 * less each time a volunteer records "Shirt given" (in the check-in's transaction).
 */
export const shirtStock = pgTable(
  'shirt_stock',
  {
    eventYear: integer('event_year').notNull(),
    eventCity: text('event_city').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventYear, t.eventCity, t.size] })],
);
