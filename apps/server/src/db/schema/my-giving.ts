import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { emailOutbox } from './system.ts';

/**
 * The donor's own page (docs/features/my-giving.md). A donor has no account: an emailed link
 * opens a short session scoped to one email. Only SHA-256 hashes of the link and session tokens
 * are stored; the email (lowercased) is what the session may read. Removing a donor's data deletes
 * their rows here.
 */
export const donorSignInLinks = pgTable(
  'donor_sign_in_links',
  {
    id: serial('id').primaryKey(),
    /** Lowercased and trimmed. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('donor_sign_in_links_token_unique').on(t.tokenHash), index('donor_sign_in_links_email_idx').on(t.email)],
);

export const donorSessions = pgTable(
  'donor_sessions',
  {
    id: serial('id').primaryKey(),
    /** Lowercased and trimmed: the only gifts this session reads are those given with it. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('donor_sessions_token_unique').on(t.tokenHash), index('donor_sessions_email_idx').on(t.email)],
);

/**
 * The year's giving statement emailed to a donor: one row per year and email (as a SHA-256 digest,
 * so no address is kept here), inserted in the transaction that queues the email, so two January
 * runs at once, or on two instances, send each donor one.
 */
export const givingStatementSends = pgTable(
  'giving_statement_sends',
  {
    year: integer('year').notNull(),
    emailDigest: text('email_digest').notNull(),
    outboxId: integer('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.year, t.emailDigest] })],
);
