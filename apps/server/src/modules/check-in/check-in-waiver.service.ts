import { CHECK_IN_MESSAGES, type CheckInWaiverInput, type CheckInWaiverResult } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { lockEntryForSigning, recordCheckInSignature } from '../waivers/waiver-check-in.service.ts';
import { assertCity, checkInTime } from './check-in.service.ts';

export type SignWaiverAtCheckInInput = CheckInWaiverInput & { entryId: number; now?: Date };

/**
 * A waiver signed on the volunteer's screen (docs/decisions/0011-event-day-check-in.md):
 * POST /v1/check-in/entries/{entryId}/waiver, and the offline queue's signatures through
 * POST /v1/check-in/sync. In one transaction (a savepoint when `db` is already one), with the entry
 * locked: an entry of this year, a volunteer of its city; the waivers module stores the signature
 * (recordCheckInSignature says how).
 */
export async function signWaiverAtCheckIn(db: DbOrTx, user: AuthUser, input: SignWaiverAtCheckInInput): Promise<CheckInWaiverResult> {
  const at = checkInTime(input.at, input.now ?? new Date());
  return db.transaction(async (tx) => {
    const eventYear = await currentEventYear(tx);
    const entry = await lockEntryForSigning(tx, input.entryId);
    if (!entry || entry.eventYear !== eventYear) throw AppError.notFound(CHECK_IN_MESSAGES.entryNotFound);
    assertCity(user, entry.eventCity);
    return recordCheckInSignature(tx, { entry, clientId: input.clientId, acceptance: input.acceptance, witnessedByUserId: user.id, at });
  });
}
