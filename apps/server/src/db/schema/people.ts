import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Address } from '@walkfund/domain';
import { timestamps } from './columns.ts';
import { teams } from './teams.ts';


/**
 * A participant: donor, walker (piecewalk), runner (5k) or captain; `eventYear` is the year they
 * last took part in. Which team they are on, per year, is in team_members (docs/decisions/0123-membership-per-year.md).
 */
export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    address: jsonb('address').$type<Address>(),
    lifeChurch: boolean('life_church').notNull().default(false),
    lifeChurchLocation: text('life_church_location'),
    shirtSize: text('shirt_size'),
    anonymous: boolean('anonymous').notNull().default(false),
    marketing: boolean('marketing').notNull().default(true),
    myEmployer: text('my_employer'),
    useEmployerAsName: boolean('use_employer_as_name').notNull().default(false),
    eventYear: integer('event_year').notNull(),
    /** piecewalk, 5k or donor */
    event: text('event').notNull().default('piecewalk'),
    eventCity: text('event_city'),
    birthDate: text('birth_date'),
    gender: text('gender'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('persons_event_year_created_idx').on(t.eventYear, t.createdAt),
    index('persons_email_idx').on(t.email),
    index('persons_life_church_idx').on(t.lifeChurch, t.eventYear),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** False for a participant created by a sign-in link until they choose a password (docs/features/personal-pages.md). */
    passwordSet: boolean('password_set').notNull().default(true),
    /** admin, captain or participant */
    role: text('role').notNull().default('captain'),
    active: boolean('active').notNull().default(true),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    /** The team this user captains. */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** A volunteer's one event city: they check in only its entries (docs/decisions/0011-event-day-check-in.md). */
    eventCity: text('event_city'),
    /**
     * Carried in every access token (claim `ver`) and compared on each request: bumping it ends
     * every access token of the user at once (logout, reset, password change, deactivation, role change).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_created_idx').on(t.createdAt),
    index('users_team_idx').on(t.teamId),
  ],
);

/**
 * Refresh tokens rotate: each is used once. `familyId` ties the tokens of one sign-in session,
 * so presenting a used token revokes the whole family. Only a hash of the token is stored.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);
