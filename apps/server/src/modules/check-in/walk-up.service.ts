import {
  CHECK_IN_MESSAGES, WAIVER_MESSAGES, WALK_UP_MESSAGES, centsToDollars, isMinorOnEventDate, runnerPriceCents,
  walkUpAmountCents, waiverKindOf, type CheckoutPayload, type EventCity, type WalkUpInput, type WalkUpResult,
} from '@walkfund/domain';
import type { Db, Tx } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { appendAuditEntry } from '../audit/audit.service.ts';
import { assignNextBib } from '../bibs/bibs.service.ts';
import { findEventDay } from '../event-day/event-day.service.ts';
import { ensureWalkUpEntry } from '../event-day/event-entry.service.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { addPerson, addTeamMembers, changePerson, findTeamMembersByEmail } from '../membership/membership.service.ts';
import { emailKey } from '../membership/person-row.ts';
import { findTeamById } from '../../lib/teams-by-ids.repo.ts';
import { takeShirtFromStock } from '../shirt-stock/shirt-stock.service.ts';
import { priceCheckout, writeOfflinePayment } from '../transactions/transaction.service.ts';
import { findCurrentWaiver, storeWaiverAcceptance } from '../waivers/waiver-acceptance.service.ts';
import { lookUpToken, sessionCheckInTime } from './check-in.service.ts';
import * as repo from './check-in.repo.ts';
import { findWalkUpEntry, lockWalkUpClientId } from './walk-up.repo.ts';
import type { PaymentEventBus } from '../../events/payment-events.ts';

/**
 * Walk-up registration at the gate (docs/decisions/0011-event-day-check-in.md): a
 * volunteer registers someone who came without registering, takes their cash or check, has them
 * sign the waiver on the screen and checks them in, all in one transaction.
 */

export interface WalkUpOptions {
  /** The app's payment events (app.paymentEvents): a paid walk-up's receipt and export subscribe. */
  events: PaymentEventBus;
  /** The address the waiver was signed from (the request's). */
  ip?: string | null;
  now?: Date;
  /** The session's sign-in when the caller has read it (the sync reads it once per batch); read here otherwise. */
  sessionStartedAt?: Date | null;
  /** Wakes the job queue after the commit (the confirmation, the receipt). */
  kick?: () => void;
}

/** A volunteer registers people of their own city only; an admin chooses the city. */
function walkUpCity(user: AuthUser, sent: EventCity | undefined): string {
  if (user.role === 'admin') {
    if (!sent) throw AppError.badRequest(WALK_UP_MESSAGES.cityRequired, [{ field: 'eventCity', message: WALK_UP_MESSAGES.cityRequired }]);
    return sent;
  }
  if (user.role !== 'volunteer' || !user.eventCity || (sent && sent !== user.eventCity)) throw AppError.forbidden(CHECK_IN_MESSAGES.otherCity);
  return user.eventCity;
}

const fieldError = (field: string, message: string) => AppError.badRequest(message, [{ field, message }]);

/**
 * The checkout payload of a paid walk-up, recorded as an offline payment exactly like the admin's
 * "Record Offline Payment" (docs/decisions/0114-offline-payments.md): a 5k line item for a runner (who is the contact,
 * so one person), a donation line for a walker's gift; the team supported when one was chosen.
 */
function walkUpPayload(input: WalkUpInput, city: string, amountCents: number): CheckoutPayload {
  const email = input.email ?? '';
  const amount = centsToDollars(amountCents);
  const lineItems: CheckoutPayload['lineItems'] =
    input.kind === '5k'
      ? [{
          type: '5k',
          amount,
          runnerDetails: {
            firstName: input.firstName,
            lastName: input.lastName,
            email,
            phone: input.phone,
            runType: 'in-person',
            registrationCost: amount,
            shirtSize: input.shirtSize ?? null,
            gender: input.gender!,
            birthDate: input.birthDate!,
            lifeChurch: false,
          },
        }]
      : [{ type: 'donation', amount }];
  return {
    person: {
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      phone: input.phone ?? '',
      lifeChurch: false,
      shirtSize: input.shirtSize ?? null,
      anonymous: false,
      marketing: false,
      useEmployerAsName: false,
      birthDate: input.kind === '5k' ? input.birthDate : null,
      gender: input.kind === '5k' ? input.gender : null,
    },
    transaction: {
      supportingType: input.teamId ? 'team' : 'event',
      team: input.teamId ?? null,
      eventCity: input.teamId ? null : (city as EventCity),
      totalCharged: amount,
      feesCovered: 0,
      shippingFee: 0,
      coverFees: false,
      offline: true,
      monthly: false,
      offlineReference: input.payment?.reference || null,
    },
    lineItems,
    teamMembers: [],
  };
}

/**
 * POST /v1/check-in/walk-ups (and a `walk-up` item of POST /v1/check-in/sync), in ONE transaction:
 * the person of the current year (event piecewalk or 5k, the city), their entry (with the walk-up's
 * client id and who registered them; a confirmation queued only when they gave an email), the team
 * membership (teams' addTeamMembers), the waiver accepted on the volunteer's screen, the cash or
 * check as an offline payment (the admin's recording path: line items, incremental totals,
 * receipt), then the check-in itself (time, shirt, the next bib). The same clientId again answers
 * the same card and writes nothing: the client id is locked first (two sends at once run one after
 * the other) and event_entries.walk_up_client_id is unique. Audited (`event_entry.walk_up`).
 */
export async function registerWalkUp(db: Db, user: AuthUser, input: WalkUpInput, options: WalkUpOptions): Promise<WalkUpResult> {
  const city = walkUpCity(user, input.eventCity);
  const answer = async (found: { checkInToken: string }, alreadyRegistered: boolean): Promise<WalkUpResult> => ({
    alreadyRegistered,
    entry: await lookUpToken(db, user, found.checkInToken),
  });
  const known = await findWalkUpEntry(db, input.clientId);
  if (known) return answer(known, true);

  // A phone's time within what can be true (check-in.service.ts checkInTime): the walk-up's check-in is the person's.
  const at = await sessionCheckInTime({ db, user, at: input.at, now: options.now ?? new Date(), sessionStartedAt: options.sessionStartedAt });
  const settings = await loadEventSettings(db);
  const eventYear = settings.appYear;
  if (input.kind === '5k' && !settings.has5k) throw fieldError('kind', WALK_UP_MESSAGES.no5k);
  const team = input.teamId ? await findTeamById(db, input.teamId) : null;
  if (input.teamId && (!team || !team.active || team.year !== eventYear || team.eventCity !== city)) throw fieldError('teamId', WALK_UP_MESSAGES.teamNotHere);

  // The waiver: required when one is published for the city and kind, and it must be the version shown.
  const waiver = await findCurrentWaiver(db, city, waiverKindOf(input.kind));
  const name = `${input.firstName} ${input.lastName}`;
  if (waiver && !input.waiver) throw fieldError('waiver', WAIVER_MESSAGES.required(name));
  if (waiver && input.waiver && input.waiver.waiverId !== waiver.id) throw AppError.conflict(WAIVER_MESSAGES.outdated);
  const eventDay = input.birthDate ? await findEventDay(db, eventYear, city) : null;
  const minor = !!input.waiver?.minor || (!!input.birthDate && !!eventDay && isMinorOnEventDate(input.birthDate, eventDay.date));
  if (waiver && minor && !input.waiver?.guardianName) throw fieldError('waiver.guardianName', WAIVER_MESSAGES.guardianRequired);

  const amountCents = walkUpAmountCents(input, input.kind === '5k' ? runnerPriceCents('in-person', settings.event5kSettings) : 0);
  if (amountCents > 0 && !input.payment) throw fieldError('payment', WALK_UP_MESSAGES.paymentFor5k);

  let created: { checkInToken: string } | null;
  try {
    created = await db.transaction(async (tx: Tx) => {
      await lockWalkUpClientId(tx, input.clientId);
      if (await findWalkUpEntry(tx, input.clientId)) return null;

      let personId: number;
      let transactionId: number | null = null;
      if (amountCents > 0 && input.payment) {
        // The checkout recording makes the person (and a runner's 5k entry and team membership).
        const priced = await priceCheckout(tx, walkUpPayload(input, city, amountCents));
        const record = await writeOfflinePayment(tx, {
          priced,
          actorUserId: user.id,
          events: options.events,
          paymentDetails: { method: input.payment.method, walkUpClientId: input.clientId },
        });
        transactionId = record.transaction.id;
        personId = record.transaction.donatorPersonId!;
        // A walker's gift: the donor is the walker.
        if (input.kind === 'walk') await changePerson(tx, personId, { event: 'piecewalk' });
      } else {
        // One person per email per team and year (finding 16 of docs/features/walkthrough-findings.md), as a paid walk-up's checkout
        // recording has it: someone whose email is already a member's of the chosen team is that
        // member, checked in, not a second person.
        const member = team && input.email ? (await findTeamMembersByEmail(tx, team, [input.email])).get(emailKey(input.email)) : undefined;
        personId = member?.id ?? (
          await addPerson(tx, {
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email ?? '',
            phone: input.phone ?? null,
            shirtSize: input.shirtSize ?? null,
            eventYear,
            eventCity: city,
            event: input.kind === '5k' ? '5k' : 'piecewalk',
            birthDate: input.kind === '5k' ? (input.birthDate ?? null) : null,
            gender: input.kind === '5k' ? (input.gender ?? null) : null,
            marketing: false,
          })
        ).id;
      }
      let entry = await ensureWalkUpEntry(tx, { eventYear, eventCity: city, personId, kind: input.kind });
      if (team) await addTeamMembers(tx, team, [personId]);
      entry = (await repo.lockEntry(tx, entry.id))!;
      // A member already registered (the same email on the team) may be in already: their first
      // check-in and shirt are kept, as for any second check-in (check-in.service.ts).
      const givesShirt = input.giveShirt && entry.shirtGivenAt === null;
      await repo.updateEntry(tx, entry.id, {
        walkUpClientId: input.clientId,
        walkUpByUserId: user.id,
        ...(entry.checkedInAt === null ? { checkedInAt: at, checkedInByUserId: user.id, checkInClientId: input.clientId } : {}),
        ...(givesShirt ? { shirtGivenAt: at, shirtGivenSize: input.shirtSize ?? null, shirtGivenByUserId: user.id } : {}),
      });
      if (waiver && input.waiver) {
        await storeWaiverAcceptance(tx, {
          personId,
          eventYear,
          waiverId: waiver.id,
          signedName: input.waiver.signedName,
          minor,
          guardianName: input.waiver.guardianName ?? null,
          source: 'walk-up',
          ipAddress: options.ip ?? null,
          witnessedByUserId: user.id,
          clientId: input.clientId,
          acceptedAt: at,
        });
      }
      await appendAuditEntry(tx, {
        actorUserId: user.id,
        action: 'event_entry.walk_up',
        entity: 'event_entry',
        entityId: entry.id,
        before: null,
        after: {
          personId,
          eventYear,
          eventCity: city,
          kind: input.kind,
          teamId: team?.id ?? null,
          transactionId,
          amount: centsToDollars(amountCents),
          payment: input.payment?.method ?? null,
          waiverId: waiver && input.waiver ? waiver.id : null,
          clientId: input.clientId,
        },
      });
      // The rows every check-in shares last, in the one lock order (entry, shirt stock, bib range:
      // check-in.service.ts): the new entry's first shirt, one less on hand, then its bib.
      if (givesShirt) await takeShirtFromStock(tx, { eventYear, eventCity: city, size: input.shirtSize ?? null });
      if (input.assignBib) await assignNextBib(tx, entry.id);
      return { checkInToken: entry.checkInToken };
    });
  } catch (err) {
    // Without the lock's help (another statement path), the unique client id still keeps one person.
    if (violatedUniqueConstraint(err) !== 'event_entries_walk_up_client_id_unique') throw err;
    created = null;
  }
  options.kick?.();
  if (created) return answer(created, false);
  const first = await findWalkUpEntry(db, input.clientId);
  if (!first) throw AppError.conflict(CHECK_IN_MESSAGES.clientIdReused);
  return answer(first, true);
}
