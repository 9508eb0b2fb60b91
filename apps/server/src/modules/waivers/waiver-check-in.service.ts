import {
  CHECK_IN_MESSAGES, WAIVER_ADMIN_MESSAGES, waiverKindOf, type CheckInWaiverInput, type CheckInWaiverResult, type EventEntryKind,
} from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertCity, checkInTime } from '../check-in/check-in.service.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { assertGuardianWhenMinor } from './waiver-links.service.ts';
import { findAcceptanceByClientId, findWaiverById, lockEntryWaiver } from './waiver-check-in.repo.ts';
import { recordWaiverAcceptance } from './waiver.repo.ts';

export type SignWaiverAtCheckInInput = CheckInWaiverInput & { entryId: number; now?: Date };

/**
 * A waiver signed on the volunteer's screen (docs/decisions/0011-event-day-check-in.md):
 * POST /v1/check-in/entries/{entryId}/waiver, and the offline queue's signatures through
 * POST /v1/check-in/sync. In one transaction (a savepoint when `db` is already one), with the entry
 * locked: source 'check-in', witnessed by the volunteer. The same clientId again answers the same;
 * a person who had signed keeps their first signature (`alreadySigned`). Any version of the
 * city's and kind's waiver is taken: a phone offline may hold the one before the current.
 */
export async function signWaiverAtCheckIn(db: DbOrTx, user: AuthUser, input: SignWaiverAtCheckInInput): Promise<CheckInWaiverResult> {
  const at = checkInTime(input.at, input.now ?? new Date());
  return db.transaction(async (tx) => {
    const eventYear = await currentEventYear(tx);
    const entry = await lockEntryWaiver(tx, input.entryId);
    if (!entry || entry.eventYear !== eventYear) throw AppError.notFound(CHECK_IN_MESSAGES.entryNotFound);
    assertCity(user, entry.eventCity);
    const byClient = await findAcceptanceByClientId(tx, input.clientId);
    if (byClient) {
      if (byClient.personId !== entry.personId) throw AppError.conflict(CHECK_IN_MESSAGES.clientIdReused);
      return { entryId: entry.entryId, waiver: 'signed', alreadySigned: false };
    }
    const waiver = await findWaiverById(tx, input.acceptance.waiverId);
    if (!waiver || waiver.eventCity !== entry.eventCity || waiver.kind !== waiverKindOf(entry.kind as EventEntryKind)) {
      throw AppError.badRequest(WAIVER_ADMIN_MESSAGES.wrongWaiver, [{ field: 'acceptance.waiverId', message: WAIVER_ADMIN_MESSAGES.wrongWaiver }]);
    }
    if (entry.waiver === 'signed') return { entryId: entry.entryId, waiver: 'signed', alreadySigned: true };
    await assertGuardianWhenMinor(tx, entry, input.acceptance);
    await recordWaiverAcceptance(tx, {
      personId: entry.personId,
      eventYear: entry.eventYear,
      waiverId: waiver.id,
      signedName: input.acceptance.signedName,
      minor: input.acceptance.minor,
      guardianName: input.acceptance.guardianName ?? null,
      source: 'check-in',
      witnessedByUserId: user.id,
      clientId: input.clientId,
      acceptedAt: at,
    });
    return { entryId: entry.entryId, waiver: 'signed', alreadySigned: false };
  });
}
