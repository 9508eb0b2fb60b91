import {
  chargedCheckoutTotals, churchCampus, type RecordedPaymentMethod, type EventSettingsView, toCents, unknownLineItemKind, type CheckoutLineItem, type CheckoutPayload, type CheckoutTeamMember, type RunnerLineItemInput,
} from '@walkfund/domain';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { ProductDetails, RunnerDetails } from '../../db/schema/index.ts';
import { addTeamMembers, changePerson, findTeamMembersByEmail, type PersonInsert, type PersonPatch } from '../membership/membership.service.ts';
import { emailKey, personContactRow, personIdentityRow } from '../membership/person-row.ts';
import { completeCreditOfRecording, creditTeamTotals, holdTeamAndFundraiserForRecording } from '../ledger/ledger.service.ts';
import { runTogether } from '../../db/run-together.ts';
import { checkoutRecordedUpdate } from './checkout.repo.ts';
import type { PaymentEventBus, TransactionRecord } from '../../events/payment-events.ts';
import { insertRecordingRows, type RecordingLineItem, type RecordingPersonRef } from './transaction.repo.ts';

/** The names the recording's own parts of its last statement take (a subscriber's cannot). */
const LAST_STATEMENT_NAMES = new Set(['checkout_recorded', 'team_total', 'fundraiser_credit']);

/**
 * Thrown by writeTransaction to roll the recording back: a row it read without a lock changed
 * before its last statement (TransactionRecorded.lockSharedRows); made again with the locks, it records.
 */
export class SharedRowChanged extends Error {
  constructor() {
    super('A shared row changed while the checkout was being recorded.');
  }
}

/** Thrown by writeTransaction to roll the recording back: another recording of the checkout committed first. */
export class CheckoutRecordedMeanwhile extends Error {
  constructor() {
    super('The checkout was recorded meanwhile.');
  }
}

export interface WriteInput {
  payload: CheckoutPayload;
  externalTransactionId: string;
  paymentDetails: Record<string, unknown> | null;
  /** How it was paid, as the processor reported it (docs/features/payment-methods.md); card when unknown. */
  paymentMethod?: RecordedPaymentMethod | null;
  recordedByUserId: number | null;
  /** Read before the recording's transaction began (loadEventSettings keeps them in memory). */
  settings: EventSettingsView;
  /** The checkout being recorded: its processor and payload are part of the recorded view. */
  checkout: { id: number; provider: string; payload: unknown };
  /** Where the payload's waivers were accepted from (the payment's creation request), when known. */
  waiverIpAddress?: string | null;
  /** The app's payment events: what else a recording causes subscribes to `transactionRecorded`. */
  events: PaymentEventBus;
  /**
   * false: shared rows are read without a lock and writeTransaction throws SharedRowChanged when
   * one changed meanwhile, for the caller to make the recording again with true (finalizeCheckout).
   * Locked when omitted (TransactionRecorded.lockSharedRows).
   */
  lockSharedRows?: boolean;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The runner who is the primary contact (same name and email) shares the contact's person record. */
function contactRunner(payload: CheckoutPayload): RunnerLineItemInput | undefined {
  const p = payload.person;
  return payload.lineItems.find(
    (i): i is RunnerLineItemInput =>
      i.type === '5k' && sameText(i.runnerDetails.email, p.email) && sameText(i.runnerDetails.firstName, p.firstName) && sameText(i.runnerDetails.lastName, p.lastName),
  );
}

/** What every person, line item and the transaction of one checkout share. */
interface Common {
  eventYear: number;
  eventCity: string | null;
  teamId: number | null;
  /** The person the donation is credited to besides the team (docs/decisions/0008-fundraiser-credit.md), or null. */
  fundraiserPersonId: number | null;
}

function runnerPerson(r: RunnerLineItemInput['runnerDetails'], common: Common): PersonInsert {
  return {
    ...personIdentityRow({ ...r, address: r.shipping }),
    eventYear: common.eventYear,
    eventCity: common.eventCity,
    birthDate: r.birthDate,
    gender: r.gender,
    event: '5k',
  };
}

/** What a checkout says again about a runner already on the team: name, phone, shirt and the runner's details. */
function runnerUpdate(r: RunnerLineItemInput['runnerDetails']): PersonPatch {
  return {
    firstName: r.firstName,
    lastName: r.lastName,
    ...(r.phone ? { phone: r.phone } : {}),
    ...(r.shirtSize ? { shirtSize: r.shirtSize } : {}),
    ...(r.shipping ? { address: r.shipping } : {}),
    birthDate: r.birthDate,
    gender: r.gender,
    event: '5k',
  };
}

/** What a checkout says again about an added member already on the team: name and phone. */
function memberUpdate(m: CheckoutTeamMember): PersonPatch {
  return { firstName: m.firstName, lastName: m.lastName, ...(m.phone ? { phone: m.phone } : {}) };
}

function lineItemRow(
  item: CheckoutLineItem,
  ctx: { payload: CheckoutPayload; common: Common; donorId: RecordingPersonRef; runnerPersonId: (item: RunnerLineItemInput) => RecordingPersonRef },
): RecordingLineItem {
  const { person, transaction } = ctx.payload;
  const base = {
    type: item.type,
    amountCents: toCents(item.amount),
    primaryContact: `${person.firstName} ${person.lastName}`,
    personId: ctx.donorId,
    teamId: ctx.common.teamId,
    eventCity: ctx.common.eventCity,
    eventYear: ctx.common.eventYear,
  };
  // A switch over every kind (LINE_ITEM_KINDS): a new kind fails to compile here until it is written.
  switch (item.type) {
    case 'donation':
      return {
        ...base,
        fundraiserPersonId: ctx.common.fundraiserPersonId,
        anonymous: item.anonymous ?? person.anonymous,
        myEmployer: item.myEmployer || person.myEmployer || null,
        useEmployerAsName: item.useEmployerAsName ?? person.useEmployerAsName,
      };
    case 'tshirt': {
      const d = item.productDetails;
      const productDetails: ProductDetails & { slug: string } = {
        type: 'tshirt',
        name: d.name ?? d.slug,
        size: d.size,
        pricePerUnit: d.pricePerUnit,
        unitCount: d.unitCount,
        slug: d.slug,
      };
      return { ...base, productDetails, shippingAddress: item.shippingAddress ?? transaction.shippingAddress ?? null };
    }
    case '5k': {
      const r = item.runnerDetails;
      const runnerDetails: RunnerDetails = {
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        phone: r.phone || undefined,
        runType: r.runType,
        registrationCost: r.registrationCost,
        shirtSize: r.shirtSize ?? undefined,
        gender: r.gender,
        birthDate: r.birthDate,
        lifeChurch: r.lifeChurch,
        lifeChurchLocation: churchCampus(r),
        shipping: r.shipping ?? null,
      };
      return { ...base, personId: ctx.runnerPersonId(item), runnerDetails, shippingAddress: r.shipping ?? null };
    }
    default:
      return unknownLineItemKind(item);
  }
}

/**
 * Writes one recorded checkout inside the caller's transaction: the donor person, a person per
 * runner and per added team member, the transaction and its line items; then publishes
 * `transactionRecorded` (events/payment-events.ts: the entries, waivers, receipt, exports and emails
 * subscribe), adds the people to the team and, last, moves the team's totalRaised and marks the
 * checkout recorded. The payload was priced by the server when it was accepted. Answers the transaction as
 * recorded; throws CheckoutRecordedMeanwhile when another recording of the checkout won.
 */
export async function writeTransaction(tx: Tx, input: WriteInput): Promise<TransactionRecord> {
  const { payload } = input;
  const { person, transaction: t } = payload;
  const eventYear = t.eventYear!;
  // The team and the credited walker in one read, each held until the commit. The walker was
  // checked when the checkout was priced; checked again here: a fundraiser removed from the team
  // meanwhile is not credited, the paid gift still goes to the team.
  const held = t.team ? await holdTeamAndFundraiserForRecording(tx, t.team, t.fundraiser ? { personId: t.fundraiser, year: eventYear } : null) : null;
  const team = held?.team ?? null;
  const fundraiser = team ? (held?.fundraiser ?? null) : null;
  const common: Common = {
    eventYear,
    eventCity: t.eventCity ?? team?.eventCity ?? null,
    teamId: team?.id ?? null,
    fundraiserPersonId: fundraiser?.id ?? null,
  };
  // What the checkout charged, as priced when its payment was created: never today's fee or shipping rate.
  const totals = chargedCheckoutTotals(payload);

  // One person per email per team and year (finding 16 of docs/features/walkthrough-findings.md): a runner or added member whose email is
  // already a member's of this team and year is that person, updated, not a second one. The people
  // of one checkout are kept as entered (a family may share an email).
  const known = team
    ? await findTeamMembersByEmail(tx, team, [
        ...payload.lineItems.flatMap((i) => (i.type === '5k' ? [i.runnerDetails.email] : [])),
        ...payload.teamMembers.map((m) => m.email),
      ])
    : new Map<string, { id: number }>();
  const knownPerson = async (email: string, patch: PersonPatch): Promise<number | null> => {
    const person = known.get(emailKey(email));
    if (!person) return null;
    await changePerson(tx, person.id, patch);
    return person.id;
  };
  // The contact's own runner entry shares the donor's record, unless they are already on the team.
  const contactAsRunner = contactRunner(payload);
  const self = contactAsRunner && !known.has(emailKey(contactAsRunner.runnerDetails.email)) ? contactAsRunner : undefined;
  // Everyone the checkout adds, written with the transaction: the donor first, then each runner
  // and added member not already on the team ({ added: index } until written).
  const people: [PersonInsert, ...PersonInsert[]] = [
    {
      eventYear: common.eventYear,
      eventCity: common.eventCity,
      ...personContactRow(person),
      shirtSize: person.shirtSize ?? self?.runnerDetails.shirtSize ?? null,
      event: self ? '5k' : 'donor',
      birthDate: self?.runnerDetails.birthDate ?? person.birthDate ?? null,
      gender: self?.runnerDetails.gender ?? person.gender ?? null,
    },
  ];
  const added = (row: PersonInsert): RecordingPersonRef => ({ added: people.push(row) - 1 });
  const DONOR: RecordingPersonRef = { added: 0 };

  const runnerRefs = new Map<RunnerLineItemInput, RecordingPersonRef>();
  for (const item of payload.lineItems) {
    if (item.type !== '5k') continue;
    if (item === self) runnerRefs.set(item, DONOR);
    else runnerRefs.set(item, (await knownPerson(item.runnerDetails.email, runnerUpdate(item.runnerDetails))) ?? added(runnerPerson(item.runnerDetails, common)));
  }
  const memberRefs: RecordingPersonRef[] = [];
  for (const m of payload.teamMembers) {
    memberRefs.push(
      (await knownPerson(m.email, memberUpdate(m))) ?? added({ ...personIdentityRow(m), eventYear: common.eventYear, eventCity: common.eventCity, event: 'piecewalk' }),
    );
  }

  const ctx = { payload, common, donorId: DONOR, runnerPersonId: (item: RunnerLineItemInput) => runnerRefs.get(item)! };
  const written = await insertRecordingRows(tx, {
    people,
    transaction: {
      supportingType: t.supportingType,
      teamId: common.teamId,
      eventCity: common.eventCity,
      eventYear: common.eventYear,
      totalAmountCents: totals.subtotalCents,
      totalChargedCents: totals.totalCents,
      feesCoveredCents: totals.coveredFeeCents,
      shippingFeeCents: totals.shippingCents,
      contactFirstName: person.firstName,
      contactLastName: person.lastName,
      contactEmail: person.email,
      billingContact: t.billingContact ?? null,
      shippingAddress: t.shippingAddress ?? null,
      externalTransactionId: input.externalTransactionId,
      paymentDetails: input.paymentDetails,
      ...(input.paymentMethod
        ? { paymentMethodType: input.paymentMethod.type, paymentMethodBrand: input.paymentMethod.brand, paymentMethodLast4: input.paymentMethod.last4 }
        : {}),
      checkoutId: input.checkout.id,
      recordedByUserId: input.recordedByUserId,
      fundraiserPersonId: common.fundraiserPersonId,
      donorMessage: t.message || null,
      // Only an offline payment keeps one (the payload schema refuses it on a card payment).
      offlineReference: (t.offline && t.offlineReference) || null,
    },
    items: payload.lineItems.map((item) => lineItemRow(item, ctx)),
  });
  const personId = (ref: RecordingPersonRef) => (typeof ref === 'number' ? ref : written.people[ref.added]!.id);
  const donor = written.people[0]!;
  const runnerIds = new Map([...runnerRefs].map(([item, ref]) => [item, personId(ref)]));
  const memberIds = memberRefs.map(personId);
  const { transaction, lineItems: items } = written;
  const transactionId = transaction.id;
  // What findTransactionRecord would read back, from the rows as written.
  const record: TransactionRecord = {
    transaction,
    team: team ? { id: team.id, name: team.name, slug: team.slug } : null,
    donor,
    checkout: { provider: input.checkout.provider, payload: input.checkout.payload },
    fundraiser,
    lineItems: items,
  };
  // What subscribers run with the last statement (an export record, a receipt, a job): one round trip for them all.
  const withLast: Record<string, SQL> = {};
  const expected: Record<string, number> = {};
  const addToLastStatement = (statements: Record<string, SQL>, expectedRows: Record<string, number> = {}) => {
    for (const [name, statement] of Object.entries(statements)) {
      if (name in withLast || LAST_STATEMENT_NAMES.has(name)) throw new Error(`The recording's last statement already has a statement named ${name}.`);
      withLast[name] = statement;
    }
    Object.assign(expected, expectedRows);
  };
  const lockSharedRows = input.lockSharedRows ?? true;
  // Before the team's membership: a runner's 5k entry is made first, and joining the team then
  // leaves a person who has an entry that year as they are (event-day/event-entry.service.ts).
  await input.events.publish(tx, 'transactionRecorded', {
    record,
    settings: input.settings,
    runners: [...runnerIds].map(([item, personId]) => ({ personId, item })),
    // Their waivers, as accepted before the payment (docs/decisions/0011-event-day-check-in.md): never a reason to refuse a paid checkout.
    waivers: [
      ...[...runnerIds].map(([item, personId]) => ({ personId, waiver: item.runnerDetails.waiver })),
      ...payload.teamMembers.map((m, index) => ({ personId: memberIds[index]!, waiver: m.waiver })),
    ],
    waiverIpAddress: input.waiverIpAddress ?? null,
    addToLastStatement,
    lockSharedRows,
  });
  // Runners and added members join the team for its year (docs/decisions/0123-membership-per-year.md); the donor supports it without joining.
  if (team) await addTeamMembers(tx, team, [...new Set([...runnerIds.values(), ...memberIds])]);
  // Last, in one round trip: the team's total (its row stays locked from this update to the
  // commit, so concurrent checkouts to one team wait the least) and the checkout marked recorded,
  // unless another recording of it committed first. The fundraiser's total the same way, by the
  // same conditions (docs/decisions/0008-fundraiser-credit.md). The subscribers' inserts ride along
  // (addToLastStatement above); if another recording won, they roll back with the rest. The totals
  // count the record's lines, a sponsor's match written in this same statement among them.
  const credit = { teamId: common.teamId, fundraiserPersonId: common.fundraiserPersonId, year: eventYear };
  const done = await runTogether(tx, {
    ...withLast,
    checkout_recorded: checkoutRecordedUpdate(tx, input.checkout.id, transactionId),
    ...creditTeamTotals(credit, record.lineItems),
  });
  if (!done.checkout_recorded) throw new CheckoutRecordedMeanwhile();
  if (Object.entries(expected).some(([name, rows]) => (done as Record<string, number | undefined>)[name] !== rows)) {
    if (lockSharedRows) throw new Error('A statement of the recording wrote fewer rows than its locks allow.');
    throw new SharedRowChanged();
  }
  await completeCreditOfRecording(tx, credit, done);
  return record;
}
