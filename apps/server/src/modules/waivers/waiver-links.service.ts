import type { FastifyInstance } from 'fastify';
import {
  EVENT_DAY_MESSAGES, WAIVER_ADMIN_MESSAGES, WAIVER_LINK_DAYS, WAIVER_MESSAGES, guardianProblem, minorOnEventDay, waiverKindOf,
  type EventEntryKind, type PersonWaiverStatus, type WaiverAcceptanceInput, type WaiverLinkLookup, type WaiverLinkSignResult,
} from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { appendAuditEntry } from '../audit/audit.service.ts';
import { hashToken, newOpaqueToken } from '../sessions/token.service.ts';
import { findEventDay } from '../event-day/event-day.service.ts';
import { currentEventYear, loadEventSettings } from '../event-settings/event-settings.service.ts';
import { enqueueEmail } from '../jobs/email-jobs.ts';
import { enqueueJob, PermanentJobError } from '../jobs/job-queue.ts';
import { renderWaiverLinkEmail, waiverLinkUrl } from './waiver-links.email.ts';
import {
  claimWaiverLink, deleteSpentWaiverLinks, findPersonEntryWaiver, findWaiverLink, hasWaiverLinkSince, insertWaiverLink,
} from './waiver-links.repo.ts';
import { currentWaiver, recordWaiverAcceptance } from './waiver.repo.ts';

/**
 * Emailed single-use waiver links (docs/decisions/0011-event-day-check-in.md): members a
 * captain adds without a waiver get one by email and sign on the public page /frontend/waiver.
 * The sign-in link's design (docs/decisions/0009-personal-pages.md): 32 random bytes, only the
 * SHA-256 stored, 7 days, the token in the URL's fragment so no server log keeps it.
 */

/** Makes the link and emails it: payload {personId, eventYear, queuedAt}. */
export const WAIVER_LINK_QUEUE = 'waiver-link-email';

const DAY_MS = 24 * 60 * 60_000;
/** 410: the link existed but was used or expired. */
const GONE = 410;

type EntryWaiver = NonNullable<Awaited<ReturnType<typeof findPersonEntryWaiver>>>;

/**
 * In the transaction that adds a member: queues the link email when the person's waiver is
 * missing (one is published for their city and kind, none signed this year) and they have an
 * email. The job checks again when it runs, so an acceptance recorded meanwhile sends nothing.
 */
export async function queueWaiverLinkIfMissing(tx: DbOrTx, personId: number, eventYear: number): Promise<boolean> {
  const entry = await findPersonEntryWaiver(tx, personId, eventYear);
  if (!entry || entry.waiver !== 'missing' || !entry.email) return false;
  await enqueueJob(tx, WAIVER_LINK_QUEUE, { personId, eventYear, queuedAt: Date.now() });
  return true;
}

function positiveInt(payload: Record<string, unknown>, key: string): number {
  const value = payload[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) throw new PermanentJobError(`The job has no valid ${key}.`);
  return value;
}

/**
 * The link job: with the entry locked, sends only while the waiver is still missing and no link
 * was made since the job was queued, so a retried or doubled run sends one email. The link and
 * the email go in one transaction.
 */
export function registerWaiverLinkJob(app: FastifyInstance): void {
  app.jobs.register(WAIVER_LINK_QUEUE, async ({ payload }) => {
    const personId = positiveInt(payload, 'personId');
    const eventYear = positiveInt(payload, 'eventYear');
    const queuedAt = new Date(positiveInt(payload, 'queuedAt'));
    const outcome = await app.db.transaction(async (tx) => {
      const entry = await findPersonEntryWaiver(tx, personId, eventYear, { lock: true });
      if (!entry) return { skipped: 'no entry' };
      if (entry.waiver !== 'missing') return { skipped: entry.waiver };
      if (!entry.email) return { skipped: 'no email' };
      if (await hasWaiverLinkSince(tx, personId, eventYear, queuedAt)) return { skipped: 'already sent' };
      const { token, hash } = newOpaqueToken();
      const now = new Date();
      await deleteSpentWaiverLinks(tx, personId);
      await insertWaiverLink(tx, { personId, eventYear, tokenHash: hash, expiresAt: new Date(now.getTime() + WAIVER_LINK_DAYS * DAY_MS), createdAt: now });
      const { appTitle } = await loadEventSettings(tx);
      const outboxId = await enqueueEmail(
        tx,
        renderWaiverLinkEmail({ to: entry.email, firstName: entry.firstName, event: `${appTitle} ${eventYear}`, link: waiverLinkUrl(app.config.PUBLIC_URL, token) }),
      );
      return { outboxId };
    });
    if ('outboxId' in outcome) app.jobs.kick();
    return outcome;
  });
}

/** Whether the person is under 18 on their city's event date, by a known birth date; false when either is unknown. */
export async function knownMinor(db: DbOrTx, entry: Pick<EntryWaiver, 'birthDate' | 'eventYear' | 'eventCity'>): Promise<boolean> {
  if (!entry.birthDate) return false;
  const day = await findEventDay(db, entry.eventYear, entry.eventCity);
  return minorOnEventDay(entry.birthDate, day?.date) === true;
}

/** A known minor's acceptance needs a guardian: the schema checks the pair, this checks `minor` against the birth date. */
export async function assertGuardianWhenMinor(db: DbOrTx, entry: EntryWaiver, acceptance: WaiverAcceptanceInput): Promise<void> {
  // The domain's rule, which the check-in phone applies too before it shows "signed".
  const problem = guardianProblem(acceptance, await knownMinor(db, entry));
  if (problem) throw AppError.badRequest(problem, [{ field: 'acceptance.guardianName', message: problem }]);
}

/** An unknown token is a 404; a used or expired one a 410; both with the same message. */
async function refuseLink(db: DbOrTx, tokenHash: string): Promise<never> {
  const link = await findWaiverLink(db, tokenHash);
  throw link ? new AppError(GONE, WAIVER_MESSAGES.linkInvalid) : AppError.notFound(WAIVER_MESSAGES.linkInvalid);
}

async function linkedEntryWaiver(db: DbOrTx, entry: EntryWaiver | null) {
  const waiver = entry?.eventCity ? await currentWaiver(db, entry.eventCity, waiverKindOf(entry.kind as EventEntryKind)) : null;
  if (!entry || !waiver) throw AppError.notFound(WAIVER_MESSAGES.notFound);
  return { entry, waiver };
}

/** POST /v1/waiver-links/lookup: what the signing page shows; never the email or the address. */
export async function lookUpWaiverLink(db: Db, token: string, now = new Date()): Promise<WaiverLinkLookup> {
  const tokenHash = hashToken(token);
  const link = await findWaiverLink(db, tokenHash);
  if (!link || link.usedAt !== null || link.expiresAt <= now) return refuseLink(db, tokenHash);
  const { entry, waiver } = await linkedEntryWaiver(db, await findPersonEntryWaiver(db, link.personId, link.eventYear));
  return {
    firstName: entry.firstName,
    eventCity: waiver.eventCity,
    kind: waiverKindOf(entry.kind as EventEntryKind),
    waiver: { id: waiver.id, version: waiver.version, body: waiver.body },
    minorKnown: await knownMinor(db, entry),
  };
}

/**
 * POST /v1/waiver-links/sign: in one transaction the link is used (once, atomically) and the
 * acceptance recorded (source 'link', with the address). The version signed must be the current
 * one; any refusal rolls the use back, so the person can read the new text and sign again.
 */
export async function signWithWaiverLink(args: { db: Db; token: string; acceptance: WaiverAcceptanceInput; ip: string | null }): Promise<WaiverLinkSignResult> {
  const tokenHash = hashToken(args.token);
  return args.db.transaction(async (tx) => {
    const now = new Date();
    const claimed = await claimWaiverLink(tx, tokenHash, now);
    if (!claimed) return refuseLink(tx, tokenHash);
    const { entry, waiver } = await linkedEntryWaiver(tx, await findPersonEntryWaiver(tx, claimed.personId, claimed.eventYear, { lock: true }));
    if (args.acceptance.waiverId !== waiver.id) throw AppError.conflict(WAIVER_MESSAGES.outdated);
    await assertGuardianWhenMinor(tx, entry, args.acceptance);
    await recordWaiverAcceptance(tx, {
      personId: entry.personId,
      eventYear: entry.eventYear,
      waiverId: waiver.id,
      signedName: args.acceptance.signedName,
      minor: args.acceptance.minor,
      guardianName: args.acceptance.guardianName ?? null,
      source: 'link',
      ipAddress: args.ip,
      acceptedAt: now,
    });
    return { message: WAIVER_MESSAGES.signed };
  });
}

/** GET /v1/event-entries/person/{id}/waiver (admin): the waiver status of the person's entry this year; null without one. */
export async function getPersonWaiverStatus(db: Db, personId: number): Promise<PersonWaiverStatus> {
  const entry = await findPersonEntryWaiver(db, personId, await currentEventYear(db));
  return { status: entry?.waiver ?? null };
}

/**
 * POST /v1/event-entries/person/{id}/send-waiver-link (admin): queues a fresh link for a person
 * whose waiver is missing; audited. 404 without an entry this year; 409 signed already, no waiver
 * published for them, or no email.
 */
export async function sendWaiverLink(args: { db: Db; personId: number; actorUserId: number; kick: () => void }): Promise<{ message: string }> {
  await args.db.transaction(async (tx) => {
    const eventYear = await currentEventYear(tx);
    const entry = await findPersonEntryWaiver(tx, args.personId, eventYear, { lock: true });
    if (!entry) throw AppError.notFound(EVENT_DAY_MESSAGES.entryNotFound);
    if (entry.waiver === 'signed') throw AppError.conflict(WAIVER_ADMIN_MESSAGES.alreadySigned);
    if (entry.waiver === 'not-required') throw AppError.conflict(WAIVER_ADMIN_MESSAGES.notRequired);
    if (!entry.email) throw AppError.conflict(WAIVER_ADMIN_MESSAGES.noEmail);
    await enqueueJob(tx, WAIVER_LINK_QUEUE, { personId: entry.personId, eventYear, queuedAt: Date.now() });
    await appendAuditEntry(tx, {
      actorUserId: args.actorUserId,
      action: 'event_entry.waiver_link_sent',
      entity: 'event_entry',
      entityId: entry.entryId,
      before: null,
      after: { personId: entry.personId, eventYear },
    });
  });
  args.kick();
  return { message: WAIVER_ADMIN_MESSAGES.linkQueued };
}
