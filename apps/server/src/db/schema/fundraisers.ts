import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { persons } from './people.ts';
import { transactions } from './money.ts';

/**
 * A member's personal fundraising page (docs/decisions/0009-personal-pages.md). One per
 * person, kept across years: the slug and story stay; the goal and what was raised are per year
 * on team_members. A row exists once the member claimed the page (opened a sign-in link).
 */
export const fundraiserPages = pgTable(
  'fundraiser_pages',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id').notNull().references(() => persons.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** Sanitized rich text, like a team message. */
    story: text('story').notNull().default(''),
    imageUrl: text('image_url'),
    /** The fundraiser's own switch. */
    pageOn: boolean('page_on').notNull().default(true),
    /**
     * Whether the name and amount may appear on public lists and leaderboards: null until the
     * walker answers My Page's question, and only true lists them (docs/decisions/0009-personal-pages.md).
     */
    showOnLeaderboards: boolean('show_on_leaderboards'),
    /** An admin turned the page off (audited); the fundraiser cannot turn it back on. */
    hiddenByAdmin: boolean('hidden_by_admin').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('fundraiser_pages_person_unique').on(t.personId), uniqueIndex('fundraiser_pages_slug_unique').on(t.slug)],
);

/**
 * Single-use sign-in links (POST /v1/fundraisers/invite, POST /v1/fundraisers/sign-in-link): 32
 * random bytes, only the SHA-256 hash stored, valid 7 days. Opening one signs in the person's
 * account (created as a participant when they have none).
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id').notNull().references(() => persons.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_in_links_hash_unique').on(t.tokenHash), index('sign_in_links_person_idx').on(t.personId)],
);

/** When a fundraiser thanked the donor of a gift credited to them (one thank-you email per gift). */
export const fundraiserThanks = pgTable(
  'fundraiser_thanks',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id').notNull().references(() => transactions.id, { onDelete: 'cascade' }),
    personId: integer('person_id').notNull().references(() => persons.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fundraiser_thanks_transaction_person_unique').on(t.transactionId, t.personId)],
);
