import { CHECK_IN_MESSAGES, WAIVER_ADMIN_MESSAGES, waiverKindOf, type CheckInWaiverInput, type CheckInWaiverResult, type EventEntryKind } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertGuardianWhenMinor } from './waiver-links.service.ts';
import { findAcceptanceByClientId, findWaiverById, lockEntryWaiver } from './waiver-check-in.repo.ts';
import { recordWaiverAcceptance } from './waiver.repo.ts';

/*
 * What check-in (check-in/check-in-waiver.service.ts) asks of the waivers when a person signs on the
 * volunteer's screen (docs/decisions/0011-event-day-check-in.md). Check-in decides who may sign and
 * when; the waivers module stores it, and imports nothing of check-in.
 */

export type EntryToSign = NonNullable<Awaited<ReturnType<typeof lockEntryWaiver>>>;

/** The entry with its waiver status and the person's birth date, locked until the transaction ends; null when there is none. */
export async function lockEntryForSigning(tx: DbOrTx, entryId: number): Promise<EntryToSign | null> {
  return lockEntryWaiver(tx, entryId);
}

/**
 * A signature at check-in for an entry locked by lockEntryForSigning: source 'check-in', witnessed
 * by the volunteer. The same clientId again answers the same; a person who had signed keeps their
 * first signature (`alreadySigned`). Any version of the city's and kind's waiver is taken: a phone
 * offline may hold the one before the current.
 */
export async function recordCheckInSignature(
  tx: DbOrTx,
  args: { entry: EntryToSign; clientId: string; acceptance: CheckInWaiverInput['acceptance']; witnessedByUserId: number; at: Date },
): Promise<CheckInWaiverResult> {
  const { entry, clientId, acceptance } = args;
  const byClient = await findAcceptanceByClientId(tx, clientId);
  if (byClient) {
    if (byClient.personId !== entry.personId) throw AppError.conflict(CHECK_IN_MESSAGES.clientIdReused);
    return { entryId: entry.entryId, waiver: 'signed', alreadySigned: false };
  }
  const waiver = await findWaiverById(tx, acceptance.waiverId);
  if (!waiver || waiver.eventCity !== entry.eventCity || waiver.kind !== waiverKindOf(entry.kind as EventEntryKind)) {
    throw AppError.badRequest(WAIVER_ADMIN_MESSAGES.wrongWaiver, [{ field: 'acceptance.waiverId', message: WAIVER_ADMIN_MESSAGES.wrongWaiver }]);
  }
  if (entry.waiver === 'signed') return { entryId: entry.entryId, waiver: 'signed', alreadySigned: true };
  await assertGuardianWhenMinor(tx, entry, acceptance);
  await recordWaiverAcceptance(tx, {
    personId: entry.personId,
    eventYear: entry.eventYear,
    waiverId: waiver.id,
    signedName: acceptance.signedName,
    minor: acceptance.minor,
    guardianName: acceptance.guardianName ?? null,
    source: 'check-in',
    witnessedByUserId: args.witnessedByUserId,
    clientId,
    acceptedAt: args.at,
  });
  return { entryId: entry.entryId, waiver: 'signed', alreadySigned: false };
}
