import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, timestamps } from './columns.ts';
import { lineItems, transactions } from './money.ts';
import { persons, teams, users } from './people.ts';

/**
 * A sponsor's match (docs/features/sponsor-matches.md): while it runs, each eligible donation gets
 * `ratio` times its amount from the sponsor, as a line item of its own, until the cap is used.
 * `remaining_cents` is the one row every matched recording locks, last (the CHECKs keep it
 * between 0 and the cap whatever a writer does).
 */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    sponsorName: text('sponsor_name').notNull(),
    /** The sponsor's logo, as POST /v1/uploads answered it, or null. */
    logoUrl: text('logo_url'),
    /** 1 doubles a gift (1:1), 2 triples it (2:1). */
    ratio: integer('ratio').notNull(),
    capCents: cents('cap_cents').notNull(),
    /** What is left under the cap: the cap less what is matched, net of what refunds gave back. */
    remainingCents: cents('remaining_cents').notNull(),
    minGiftCents: cents('min_gift_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** event, city or team */
    scope: text('scope').notNull(),
    eventCity: text('event_city'),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('matches_remaining_within_cap', sql`${t.remainingCents} >= 0 and ${t.remainingCents} <= ${t.capCents}`),
    check('matches_ratio_range', sql`${t.ratio} between 1 and 5`),
    check('matches_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('matches_sponsor_name_length', sql`char_length(${t.sponsorName}) <= 100`),
    index('matches_ends_at_idx').on(t.endsAt),
  ],
);

/**
 * One gift a match matched: the donation line, the match's own line and what refunds took back
 * of it. The Matches report and totals:check read these; the line items carry the money.
 */
export const matchCredits = pgTable(
  'match_credits',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id').notNull().references(() => matches.id, { onDelete: 'cascade' }),
    transactionId: integer('transaction_id').notNull().references(() => transactions.id, { onDelete: 'cascade' }),
    donationLineItemId: integer('donation_line_item_id').notNull().references(() => lineItems.id, { onDelete: 'cascade' }),
    matchLineItemId: integer('match_line_item_id').notNull().references(() => lineItems.id, { onDelete: 'cascade' }),
    giftCents: cents('gift_cents').notNull(),
    matchedCents: cents('matched_cents').notNull(),
    /** What refunds of the gift took back of the match, returned to the match's remaining amount. */
    takenBackCents: cents('taken_back_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('match_credits_donation_line_unique').on(t.donationLineItemId),
    uniqueIndex('match_credits_match_line_unique').on(t.matchLineItemId),
    index('match_credits_match_idx').on(t.matchId),
    index('match_credits_transaction_idx').on(t.transactionId),
    check('match_credits_taken_back_range', sql`${t.takenBackCents} >= 0 and ${t.takenBackCents} <= ${t.matchedCents}`),
  ],
);

/**
 * A donor who answered yes to "Does your employer match gifts?" at checkout: the charity follows
 * up with them (docs/features/sponsor-matches.md). One row per transaction.
 */
export const employerMatchPledges = pgTable(
  'employer_match_pledges',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id').notNull().references(() => transactions.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    employer: text('employer').notNull(),
    eventYear: integer('event_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('employer_match_pledges_transaction_unique').on(t.transactionId), index('employer_match_pledges_year_idx').on(t.eventYear, t.createdAt)],
);
