import {
  EVENT_DAY_MESSAGES, runnerEntryKind, type EventEntryKind, type EventEntryView, type PersonEventEntry, type RunnerLineItemInput,
} from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { appendAuditEntry } from '../audit/audit.service.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { EVENT_CONFIRMATION_QUEUE, insertEventEntries, newCheckInToken } from '../../lib/event-entries.repo.ts';
import { findEntryDetails, findEntryOfPerson, lockEntry, updateEntry, type EventEntryRow } from './event-entry.repo.ts';

/**
 * docs/decisions/0011-event-day-check-in.md: "registered" has one definition, an event entry, written
 * in the transaction that makes the person a participant. These are the calls the recording paths make.
 */

/** The checkout recording: each 5k runner's entry (in person or virtual), in the recording's transaction. */
export async function ensureCheckoutRunnerEntries(
  tx: DbOrTx,
  where: { eventYear: number; eventCity: string | null },
  runnerIds: ReadonlyMap<RunnerLineItemInput, number>,
): Promise<void> {
  const entries = [...runnerIds].map(([item, personId]) => ({ personId, kind: runnerEntryKind(item.runnerDetails.runType) }));
  await insertEventEntries(tx, { eventYear: where.eventYear, eventCity: where.eventCity }, entries);
}

/**
 * A walk-up registered at the gate (check-in/walk-up.service.ts): the person's entry of the year
 * and city, made unless they have one (a paid 5k's entry is made by the checkout recording), in the
 * caller's transaction; the confirmation is queued as for every new entry when they gave an email.
 */
export async function ensureWalkUpEntry(tx: DbOrTx, entry: { eventYear: number; eventCity: string; personId: number; kind: EventEntryKind }): Promise<EventEntryRow> {
  await insertEventEntries(tx, { eventYear: entry.eventYear, eventCity: entry.eventCity }, [{ personId: entry.personId, kind: entry.kind }]);
  const row = await findEntryOfPerson(tx, entry.personId, entry.eventYear);
  if (!row) throw AppError.notFound(EVENT_DAY_MESSAGES.entryNotFound);
  return row;
}

export function toEventEntryView(row: EventEntryRow): EventEntryView {
  return {
    id: row.id,
    personId: row.personId,
    eventYear: row.eventYear,
    eventCity: row.eventCity,
    kind: row.kind as EventEntryKind,
    checkInToken: row.checkInToken,
    bib: row.bib,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    shirtGivenAt: row.shirtGivenAt?.toISOString() ?? null,
    shirtGivenSize: row.shirtGivenSize,
    confirmationSentAt: row.confirmationSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /v1/event-entries/person/{id} (admin): the person's entry of the current event year, or null. */
export async function getPersonEventEntry(db: Db, personId: number): Promise<PersonEventEntry> {
  const { appYear } = await loadEventSettings(db);
  const row = await findEntryOfPerson(db, personId, appYear);
  return { entry: row ? toEventEntryView(row) : null };
}

/** The person's entry of the current year, locked in the transaction, or a 404. */
async function lockCurrentEntry(tx: DbOrTx, personId: number): Promise<EventEntryRow> {
  const { appYear } = await loadEventSettings(tx);
  const found = await findEntryOfPerson(tx, personId, appYear);
  const row = found && (await lockEntry(tx, found.id));
  if (!row) throw AppError.notFound(EVENT_DAY_MESSAGES.entryNotFound);
  return row;
}

/**
 * POST /v1/event-entries/person/{id}/regenerate-token (admin): a new token replaces the old one in
 * one update, so the old code stops working at once; audited with the actor (never the tokens).
 */
export async function regenerateCheckInToken(args: { db: Db; personId: number; actorUserId: number }): Promise<PersonEventEntry> {
  const row = await args.db.transaction(async (tx) => {
    const entry = await lockCurrentEntry(tx, args.personId);
    const updated = await updateEntry(tx, entry.id, { checkInToken: newCheckInToken() });
    await appendAuditEntry(tx, {
      actorUserId: args.actorUserId,
      action: 'event_entry.token_regenerated',
      entity: 'event_entry',
      entityId: entry.id,
      before: null,
      after: { personId: entry.personId, eventYear: entry.eventYear },
    });
    return updated;
  });
  return { entry: toEventEntryView(row) };
}

/**
 * POST /v1/event-entries/person/{id}/resend-confirmation (admin): the confirmation (with the
 * current code) is queued again. The entry's sent mark is cleared in the same transaction as the
 * job, so the job sends once however often it runs; audited.
 */
export async function resendConfirmation(args: { db: Db; personId: number; actorUserId: number; kick: () => void }): Promise<PersonEventEntry> {
  const row = await args.db.transaction(async (tx) => {
    const entry = await lockCurrentEntry(tx, args.personId);
    const details = await findEntryDetails(tx, { id: entry.id });
    if (!details?.person.email) throw AppError.conflict(EVENT_DAY_MESSAGES.noEmail);
    const updated = await updateEntry(tx, entry.id, { confirmationSentAt: null });
    await enqueueJob(tx, EVENT_CONFIRMATION_QUEUE, { entryId: entry.id });
    await appendAuditEntry(tx, {
      actorUserId: args.actorUserId,
      action: 'event_entry.confirmation_resent',
      entity: 'event_entry',
      entityId: entry.id,
      before: null,
      after: { personId: entry.personId, eventYear: entry.eventYear },
    });
    return updated;
  });
  args.kick();
  return { entry: toEventEntryView(row) };
}

