import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { users } from './people.ts';

/** The one event-settings row. Scalars the server queries on are columns; the rest is JSONB. */
export const eventSettings = pgTable('event_settings', {
  id: serial('id').primaryKey(),
  appYear: integer('app_year').notNull(),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface DailyTotals {
  totalRaised: number;
  okcTotalRaised: number;
  tulsaTotalRaised: number;
  totalTeams: number;
  okcTotalTeams: number;
  tulsaTotalTeams: number;
  totalParticipants: number;
  okcTotalParticipants: number;
  tulsaTotalParticipants: number;
  /** 5k registrations; absent in snapshots taken before runners were counted. */
  totalRunners?: number;
  okcTotalRunners?: number;
  tulsaTotalRunners?: number;
}

/** A daily snapshot: the day (America/Chicago) and the year's totals, with last year's for comparison. */
export const dailyReports = pgTable(
  'daily_reports',
  {
    id: serial('id').primaryKey(),
    reportDate: date('report_date').notNull(),
    year: integer('year').notNull(),
    totals: jsonb('totals').$type<DailyTotals>().notNull(),
    comparison: jsonb('comparison').$type<DailyTotals & { year: number }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('daily_reports_date_year_unique').on(t.reportDate, t.year)],
);

/** An email attachment as kept in the outbox; `cid` makes it an inline image (`<img src="cid:…">`). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
  cid?: string;
}

/** Every email the product sends; with no SMTP configured this is the readable outbox. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: jsonb('to').$type<string[]>().notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the message (the check-in QR code): base64 content, so the outbox reads them back. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    /** Extra headers sent with the message (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058: docs/features/coaching.md). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** outbox (kept, no SMTP), sent, failed, held (test notifications on with no test emails: not sent) */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);

/**
 * docs/decisions/0116-images.md: uploaded images live in the database (every instance serves them, a backup
 * holds them), decoded and re-encoded, served at /uploads/{storageKey} with long-lived caching.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** The purpose: product, badge, shirt, team, star */
    kind: text('kind').notNull(),
    /** The public file name, e.g. 9f2c…e1.webp: random, so a URL never changes meaning. */
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_storage_key_unique').on(t.storageKey)],
);

/** OAuth credentials of an external service (Constant Contact), one row per provider. */
export const integrationCredentials = pgTable(
  'integration_credentials',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('integration_credentials_provider_unique').on(t.provider)],
);

/**
 * Request counters shared by every server instance (rate limits, sign-in delays). A key names the
 * limit and its subject (`login-ip:1.2.3.4`, `reset-email:a@b.c`); `hits` counts within the window
 * that ends at `windowEndsAt`; `lastHitAt` lets a limit grow its delay with each hit. Unlogged
 * (drizzle/0030_unlogged_rate_limits.sql; drizzle-kit does not model it): a hit waits for no WAL
 * flush, and a crash of the database starts the counts again (docs/decisions/0016-unlogged-rate-limits.md).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowEndsAt)],
);

/** One pass of the payment reconciler over pending checkouts, shown to admins. */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: serial('id').primaryKey(),
    /** start, schedule or admin */
    trigger: text('trigger').notNull(),
    /** stripe or test */
    processor: text('processor').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    checked: integer('checked').notNull().default(0),
    recorded: integer('recorded').notNull().default(0),
    expired: integer('expired').notNull().default(0),
    mismatched: integer('mismatched').notNull().default(0),
    /** Per checkout: {checkoutId, paymentId, outcome, note}. */
    details: jsonb('details').$type<{ checkoutId: number; paymentId: string | null; outcome: string; note?: string }[]>().notNull().default([]),
    error: text('error'),
  },
  (t) => [index('reconciliation_runs_started_idx').on(t.startedAt)],
);

/**
 * The durable job queue (docs/decisions/0003-job-queue.md): outbound work (emails, Kindful,
 * Constant Contact, daily snapshots). A job is enqueued in the same transaction as the change that
 * causes it; workers on any instance claim ready jobs with `FOR UPDATE SKIP LOCKED` and hold a
 * lease (`lockedUntil`), so a job never runs twice at once and a crashed worker's job is retaken.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** The handler's name: email, kindful-import, kindful-status, constant-contact-sync, daily-snapshot… */
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** queued, running, succeeded, failed (gave up after maxAttempts) */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** Not before: the backoff of a retry, or a scheduled run. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** With `queue`, unique: enqueueing the same key twice keeps one job (a day's snapshot, a row's import). */
    singletonKey: text('singleton_key'),
    result: jsonb('result'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_ready_idx').on(t.status, t.runAt),
    // The worker's claim walks the pending jobs in order (job.repo.ts claimJobs): without it each claim scanned
    // every queued row, so a backlog (walk day: a receipt per checkout) made each claim slower than the last.
    index('jobs_pending_idx').on(t.runAt, t.id).where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_queue_created_idx').on(t.queue, t.createdAt),
    uniqueIndex('jobs_queue_singleton_unique').on(t.queue, t.singletonKey),
  ],
);

/**
 * A pending OAuth authorization (Constant Contact connect): the single-use `state` the server
 * handed out, kept as a SHA-256 hash, valid for ten minutes, tied to the admin who asked.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Provider-specific extras (a PKCE verifier, encrypted), if the flow needs them. */
    data: jsonb('data'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);
