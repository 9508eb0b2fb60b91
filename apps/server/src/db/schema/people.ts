import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Address } from '@walkfund/domain';
import { cents, timestamps } from './columns.ts';

// People and their teams in one file: a person's team and a team's captain reference each other,
// as their tables do, and two files would import each other.

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

export interface StarOfTeam {
  firstName: string;
  lastName: string;
  imageUrl: string;
  message: string;
}

/**
 * One team record across years (docs/decisions/0118-one-team-across-years.md): `year` is the event year it was last active for.
 * `totalRaisedCents` is a cache of the sum of its paid line items for that year since
 * `progressResetAt` (docs/decisions/0111-team-total-raised.md), kept in the same transaction as the line items and
 * recomputable from them.
 */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    teamMessage: text('team_message').notNull().default(''),
    active: boolean('active').notNull().default(true),
    eventCity: text('event_city').notNull(),
    teamDonationGoalCents: cents('team_donation_goal_cents').notNull().default(0),
    teamMemberGoal: integer('team_member_goal').notNull().default(0),
    totalRaisedCents: cents('total_raised_cents').notNull().default(0),
    imageUrl: text('image_url'),
    captainUserId: integer('captain_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    captainPersonId: integer('captain_person_id').references((): AnyPgColumn => persons.id, { onDelete: 'set null' }),
    starOfTeam: jsonb('star_of_team').$type<StarOfTeam>(),
    hasFacebookFundraiser: boolean('has_facebook_fundraiser').notNull().default(false),
    hasCommunityEvent: boolean('has_community_event').notNull().default(false),
    hasEmployeeMatch: boolean('has_employee_match').notNull().default(false),
    year: integer('year').notNull(),
    reactivateDate: timestamp('reactivate_date', { withTimezone: true }),
    /**
     * When an admin last reset the team (or a reactivation closed the current year): totalRaised
     * counts the year's paid line items created since then, so a reset zeroes the year's progress
     * while every line item stays (reports, receipts) and the total stays derivable from them.
     */
    progressResetAt: timestamp('progress_reset_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('teams_slug_unique').on(t.slug),
    index('teams_year_active_idx').on(t.year, t.active),
    // No index holds totalRaisedCents: every gift changes it, and an indexed column makes each of
    // those updates write a new entry in every index of the table (docs/benchmark.md, "Where a
    // checkout's time goes"). The leaders are at most a year's teams, sorted. The table's
    // fillfactor of 50 (drizzle/0029_hot_team_totals.sql; drizzle-kit does not model it) leaves
    // the room on each page that lets the update stay there (HOT, ledger/hot-totals.test.ts).
    index('teams_name_idx').on(t.name),
    index('teams_captain_idx').on(t.captainUserId),
  ],
);

/**
 * Who is on which team in which event year (docs/decisions/0123-membership-per-year.md): the one record of membership. A
 * person is on at most one team per year. A team's members, participant count and member
 * percentage are its rows for the team's `year`; rows of past years are kept as they were
 * (team history snapshots them when a year closes). Removing a member deletes the row.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
    personId: integer('person_id').notNull().references(() => persons.id, { onDelete: 'cascade' }),
    eventYear: integer('event_year').notNull(),
    /** The member's own fundraising goal for the year (docs/features/personal-pages.md). */
    fundraisingGoalCents: cents('fundraising_goal_cents').notNull().default(0),
    /**
     * What was given crediting this member for the team and year (docs/decisions/0008-fundraiser-credit.md): a cache of the
     * paid donation line items credited to them, kept incrementally in the recording transaction
     * like the team's total and recomputable from them (`npm run totals:check`).
     */
    raisedCents: cents('raised_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_members_team_person_year_unique').on(t.teamId, t.personId, t.eventYear),
    uniqueIndex('team_members_person_year_unique').on(t.personId, t.eventYear),
    index('team_members_team_year_idx').on(t.teamId, t.eventYear),
  ],
);

export interface TeamHistoryCaptain {
  userId: number | null;
  personId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  address: { address: string; city: string; state: string; zipcode: string } | null;
  lifeChurchLocation: string | null;
  shirtSize: string | null;
}
export interface TeamHistoryMember {
  personId: number;
  firstName: string;
  lastName: string;
  email: string;
  /** Cents credited to the member that year when it closed (docs/decisions/0008-fundraiser-credit.md); absent in rows closed before fundraisers were credited. */
  raisedCents?: number;
}

/** A team's results for one closed year, written when the year closes (reset or reactivation). */
export const teamHistory = pgTable(
  'team_history',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    eventCity: text('event_city').notNull(),
    captain: jsonb('captain').$type<TeamHistoryCaptain>(),
    totalRaisedCents: cents('total_raised_cents').notNull().default(0),
    participantCount: integer('participant_count').notNull().default(0),
    teamDonationGoalCents: cents('team_donation_goal_cents').notNull().default(0),
    teamMemberGoal: integer('team_member_goal').notNull().default(0),
    hasFacebookFundraiser: boolean('has_facebook_fundraiser').notNull().default(false),
    hasCommunityEvent: boolean('has_community_event').notNull().default(false),
    hasEmployeeMatch: boolean('has_employee_match').notNull().default(false),
    members: jsonb('members').$type<TeamHistoryMember[]>().notNull().default([]),
    badges: jsonb('badges').$type<string[]>().notNull().default([]),
    starOfTeam: jsonb('star_of_team').$type<StarOfTeam>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_history_team_year_unique').on(t.teamId, t.year)],
);

/** A badge a team earned in a year (event badges, the three switches, elite). */
export const badges = pgTable(
  'badges',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    /** participant or fundraising (or facebook, employer, team-event, elite for the switches) */
    type: text('type').notNull(),
    goal: integer('goal').notNull().default(0),
    image: text('image').notNull().default(''),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('badges_team_year_name_unique').on(t.teamId, t.year, t.name)],
);
