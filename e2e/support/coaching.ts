/**
 * Helpers for the coaching journeys (docs/features/coaching.md): the product's test clock, the
 * background jobs that write coaching emails, the outbox entries with their headers, and the links
 * a coaching email carries (unsubscribe, a digest's nudges).
 *
 * Registers no test hooks, so any spec may import it.
 */
import assert from 'node:assert/strict';
import { centsToDollars, computeCheckoutTotals, pricingInputFromPayload, type CheckoutLineItem } from '@walkfund/domain';
import { UI_TIMEOUT_MS } from './chromium.ts';
import { outboxEntries, type LogEntry } from './server-log.ts';
import { adminApi, uniqueTag } from './teams.ts';

// ---------------------------------------------------------------------------------------------
// The product's clock (apps/server/src/lib/clock.ts; a test server only)

/** POST /v1/test/clock {advanceDays} as the demo admin: lets days pass for the coaching sequence. */
export async function advanceClock(days: number): Promise<void> {
  const answer = await adminApi<{ offsetMs: number; movable: boolean }>('POST', '/v1/test/clock', { advanceDays: days });
  assert.equal(answer.status, 200, `POST /v1/test/clock moves ${days} days: ${JSON.stringify(answer.body)}`);
}

/** POST /v1/test/clock {reset: true}: back to real time, for the specs after this one on the same server. */
export async function resetClock(): Promise<void> {
  const answer = await adminApi<{ offsetMs: number }>('POST', '/v1/test/clock', { reset: true });
  assert.equal(answer.status, 200, `POST /v1/test/clock resets the clock: ${JSON.stringify(answer.body)}`);
  assert.equal(answer.body.offsetMs, 0, 'the clock is back to real time');
}

// ---------------------------------------------------------------------------------------------
// Background jobs

/** The queues between a coaching pass or a gift and the outbox's printed email. */
export const COACHING_QUEUES = ['coaching-daily', 'coaching-weekly', 'coaching-walker', 'coaching-email', 'fundraiser-gift-email', 'email'] as const;

/** Waits until no job of `queues` is queued or running (GET /v1/jobs as the admin), so every email they write is in the log. */
export async function waitForJobsDone(queues: readonly string[] = COACHING_QUEUES, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending: string[] = [];
    for (const queue of queues) {
      for (const status of ['queued', 'running']) {
        const answer = await adminApi<{ totalResults: number }>('GET', `/v1/jobs/?queue=${queue}&status=${status}&limit=1`);
        assert.equal(answer.status, 200, `GET /v1/jobs/?queue=${queue}&status=${status}: ${JSON.stringify(answer.body)}`);
        if (answer.body.totalResults > 0) pending.push(`${queue} ${status}: ${answer.body.totalResults}`);
      }
    }
    if (pending.length === 0) return;
    if (Date.now() > deadline) assert.fail(`background jobs still pending after ${timeoutMs} ms: ${pending.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// ---------------------------------------------------------------------------------------------
// Emails

/** The first line of an outbox entry: "[outbox] email to <address>: <subject>". */
export function subjectOf(entry: LogEntry): string {
  const first = entry.msg.split('\n')[0] ?? '';
  return first.slice(first.indexOf(': ') + 2);
}

/** The line every coaching email ends with (email-preferences' withUnsubscribe). */
export const COACHING_FOOTER = 'You get this email as part of coaching.';

/** The emails to `email` since `since` that belong to the coaching list. */
export function coachingEmailsTo(email: string, since: number): LogEntry[] {
  return outboxEntries(email, since).filter((entry) => entry.msg.includes(COACHING_FOOTER));
}

/** Waits until an outbox email to `email` after `since` has the subject `subject`; returns it with its headers. */
export async function waitForEmailWithSubject(email: string, since: number, subject: string | RegExp, timeoutMs = 15_000): Promise<LogEntry> {
  const matches = (entry: LogEntry) => (typeof subject === 'string' ? subjectOf(entry) === subject : subject.test(subjectOf(entry)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = outboxEntries(email, since).find(matches);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = outboxEntries(email, since).map(subjectOf);
      assert.fail(`no email "${String(subject)}" to ${email} within ${timeoutMs} ms; its emails since: ${JSON.stringify(seen)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(200, UI_TIMEOUT_MS)));
  }
}

/** The visible unsubscribe link of a coaching email's text (to the preferences page, token in the fragment). */
export function unsubscribeLinkOf(entry: LogEntry): string {
  const link = /Unsubscribe or change your email preferences: (\S+)/.exec(entry.msg)?.[1];
  assert.ok(link, `the email "${subjectOf(entry)}" has a visible unsubscribe link`);
  return link;
}

/** A captain's digest's one-click nudge link for the member `name` ("- Name: send a nudge <url>"). */
export function nudgeLinkOf(entry: LogEntry, name: string): string {
  const line = entry.msg.split('\n').find((l) => l.startsWith(`- ${name}: send a nudge `));
  assert.ok(line, `the digest has a nudge line for ${name}:\n${entry.msg}`);
  return line.slice(`- ${name}: send a nudge `.length).trim();
}

// ---------------------------------------------------------------------------------------------
// Gifts

/**
 * The demo admin records a donation taken offline for the team, credited to the walker
 * `fundraiserPersonId` (POST /v1/transactions with transaction.offline and fundraiser). Returns its id.
 */
export async function recordOfflineGiftFor(teamId: number, fundraiserPersonId: number, dollars: number): Promise<number> {
  const lineItems: CheckoutLineItem[] = [{ type: 'donation', amount: dollars }];
  const transaction = { coverFees: false, offline: true };
  const totals = computeCheckoutTotals(pricingInputFromPayload({ transaction, lineItems }));
  const tag = uniqueTag();
  const answer = await adminApi<{ id: number }>('POST', '/v1/transactions', {
    person: { firstName: 'Olive', lastName: 'Offline', email: `olive.${tag}@example.com`, phone: '(405) 555-0177' },
    transaction: {
      supportingType: 'team',
      team: teamId,
      fundraiser: fundraiserPersonId,
      totalCharged: centsToDollars(totals.totalCents),
      feesCovered: centsToDollars(totals.coveredFeeCents),
      shippingFee: centsToDollars(totals.shippingCents),
      ...transaction,
    },
    lineItems,
    teamMembers: [],
  });
  assert.equal(answer.status, 201, `the admin records an offline gift of $${dollars} for the walker: ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}
