import type { FastifyBaseLogger } from 'fastify';
import {
  CARD_ERROR_STATUS, CARD_MESSAGES, UI_MESSAGES, checkoutPayloadSchema, computeCheckoutTotals, formatCents, pricingInputFromPayload,
  toCents, type CheckoutLineItem, type CheckoutPayload, type RunnerLineItemInput, type TransactionRecordInput, type TransactionView,
} from '@walkfund/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { ProductDetails, RunnerDetails } from '../../db/schema/index.ts';
import type { Mailer } from '../../integrations/email.ts';
import type { PaymentProvider, ProviderPayment } from '../../integrations/payments/payment-provider.ts';
import { renderReceiptEmail } from '../../integrations/receipts/receipt-email.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { priceCheckout } from '../payments/checkout-pricing.ts';
import {
  findCheckoutByPayment, findCheckoutByTransactionId, insertCheckout, lockCheckout, markCheckoutRecorded,
} from '../payments/checkout.repo.ts';
import { paymentSecretMatches } from '../payments/payment-secret.ts';
import { insertPerson, type PersonInsert } from '../persons/person.repo.ts';
import { addTeamMembers, lockTeam, recomputeTeamTotal } from '../teams/team.repo.ts';
import { findTransactionRecord, insertLineItems, insertTransaction, type LineItemInsert } from './transaction.repo.ts';
import { toTransactionView } from './transaction.view.ts';

export interface RecordingDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export interface RecordResult {
  /** false when the payment had already been recorded: the first record is returned unchanged. */
  created: boolean;
  transaction: TransactionView;
}

interface WriteInput {
  payload: CheckoutPayload;
  checkoutId: number;
  externalTransactionId: string;
  paymentDetails: Record<string, unknown> | null;
  recordedByUserId: number | null;
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

type Common = Pick<PersonInsert, 'eventYear' | 'eventCity' | 'teamId'>;

function runnerPerson(r: RunnerLineItemInput['runnerDetails'], common: Common): PersonInsert {
  return {
    ...common,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone || null,
    address: r.shipping ?? null,
    lifeChurch: r.lifeChurch,
    lifeChurchLocation: r.lifeChurch ? (r.lifeChurchLocation ?? null) : null,
    shirtSize: r.shirtSize ?? null,
    birthDate: r.birthDate,
    gender: r.gender,
    event: '5k',
  };
}

function lineItemRow(
  item: CheckoutLineItem,
  ctx: { payload: CheckoutPayload; common: Common; donorId: number; runnerPersonId: (item: RunnerLineItemInput) => number },
): LineItemInsert {
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
  if (item.type === 'donation') {
    return {
      ...base,
      anonymous: item.anonymous ?? person.anonymous,
      myEmployer: item.myEmployer || person.myEmployer || null,
      useEmployerAsName: item.useEmployerAsName ?? person.useEmployerAsName,
    };
  }
  if (item.type === 'tshirt') {
    const d = item.productDetails;
    const productDetails: ProductDetails & { slug: string } = {
      type: 'tshirt',
      name: d.name ?? d.slug,
      size: d.size,
      pricePerUnit: d.pricePerUnit,
      unitCount: d.unitCount,
      slug: d.slug,
    };
    return { ...base, productDetails, shippingAddress: transaction.shippingAddress ?? null };
  }
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
    lifeChurchLocation: r.lifeChurch ? (r.lifeChurchLocation ?? null) : null,
    shipping: r.shipping ?? null,
  };
  return { ...base, personId: ctx.runnerPersonId(item), runnerDetails, shippingAddress: r.shipping ?? null };
}

/**
 * Writes one recorded checkout inside the caller's transaction: the donor person, a person per
 * runner and per added team member (team members rows), the transaction, its line items and the
 * team's totalRaised. The payload was priced by the server when it was accepted.
 */
async function writeTransaction(tx: Tx, input: WriteInput): Promise<number> {
  const { payload } = input;
  const { person, transaction: t } = payload;
  const team = t.team ? await lockTeam(tx, t.team) : null;
  const common: Common = { eventYear: t.eventYear!, eventCity: t.eventCity ?? team?.eventCity ?? null, teamId: team?.id ?? null };
  const totals = computeCheckoutTotals(pricingInputFromPayload(payload));

  const self = contactRunner(payload);
  const donor = await insertPerson(tx, {
    ...common,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    address: person.address ?? null,
    lifeChurch: person.lifeChurch,
    lifeChurchLocation: person.lifeChurch ? (person.lifeChurchLocation ?? null) : null,
    shirtSize: person.shirtSize ?? self?.runnerDetails.shirtSize ?? null,
    anonymous: person.anonymous,
    marketing: person.marketing,
    myEmployer: person.myEmployer || null,
    useEmployerAsName: person.useEmployerAsName,
    event: self ? '5k' : 'donor',
    birthDate: self?.runnerDetails.birthDate ?? null,
    gender: self?.runnerDetails.gender ?? null,
  });

  const runnerIds = new Map<RunnerLineItemInput, number>();
  for (const item of payload.lineItems) {
    if (item.type !== '5k') continue;
    runnerIds.set(item, item === self ? donor.id : (await insertPerson(tx, runnerPerson(item.runnerDetails, common))).id);
  }
  const memberIds: number[] = [];
  for (const m of payload.teamMembers) {
    const member = await insertPerson(tx, {
      ...common,
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
      phone: m.phone || null,
      lifeChurch: m.lifeChurch,
      lifeChurchLocation: m.lifeChurch ? (m.lifeChurchLocation ?? null) : null,
      event: 'piecewalk',
    });
    memberIds.push(member.id);
  }
  if (common.teamId) await addTeamMembers(tx, common.teamId, [...new Set(runnerIds.values()), ...memberIds]);

  const transactionId = await insertTransaction(tx, {
    supportingType: t.supportingType,
    teamId: common.teamId,
    eventCity: common.eventCity,
    eventYear: common.eventYear,
    donatorPersonId: donor.id,
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
    checkoutId: input.checkoutId,
    recordedByUserId: input.recordedByUserId,
  });
  const ctx = { payload, common, donorId: donor.id, runnerPersonId: (item: RunnerLineItemInput) => runnerIds.get(item)! };
  await insertLineItems(tx, transactionId, payload.lineItems.map((item) => lineItemRow(item, ctx)));
  if (common.teamId) await recomputeTeamTotal(tx, common.teamId, common.eventYear);
  return transactionId;
}

async function loadView(db: Db, id: number): Promise<TransactionView> {
  const record = await findTransactionRecord(db, id);
  if (!record) throw AppError.notFound('Transaction not found.');
  return toTransactionView(record);
}

/** The receipt goes out after commit; a mail failure is logged and never fails the request. */
async function sendReceipt(deps: RecordingDeps, view: TransactionView) {
  try {
    const { appTitle } = await loadEventSettings(deps.db);
    deps.mailer.send(renderReceiptEmail(view, appTitle)).catch((err: unknown) => deps.log.error({ err, transactionId: view.id }, 'receipt email failed'));
  } catch (err) {
    deps.log.error({ err, transactionId: view.id }, 'receipt email failed');
  }
}

/**
 * DECISIONS.md 12: records a succeeded card payment exactly once. The checkout row is locked
 * first, so concurrent calls (browser and webhook) wait for each other; whoever comes second
 * finds `transactionId` set and gets the first record back. The receipt is sent by the first.
 */
export async function finalizeCheckout(deps: RecordingDeps, checkoutId: number, payment: ProviderPayment): Promise<RecordResult> {
  const outcome = await deps.db.transaction(async (tx) => {
    const checkout = await lockCheckout(tx, checkoutId);
    if (!checkout) throw AppError.notFound('Payment not found.');
    if (checkout.transactionId) return { created: false, transactionId: checkout.transactionId };
    const payload = checkoutPayloadSchema.parse(checkout.payload);
    const transactionId = await writeTransaction(tx, { payload, checkoutId, externalTransactionId: payment.id, paymentDetails: payment.details, recordedByUserId: null });
    await markCheckoutRecorded(tx, checkoutId, transactionId);
    return { created: true, transactionId };
  });
  const transaction = await loadView(deps.db, outcome.transactionId);
  if (outcome.created) await sendReceipt(deps, transaction);
  return { created: outcome.created, transaction };
}

async function recordCardPayment(deps: RecordingDeps & { payments: PaymentProvider }, input: TransactionRecordInput): Promise<RecordResult> {
  const ref = input.payment!;
  const checkout = await findCheckoutByPayment(deps.db, deps.payments.kind, ref.id);
  if (!checkout) throw AppError.notFound('Payment not found.');
  if (!paymentSecretMatches(checkout.clientSecretHash, ref.secret)) throw AppError.forbidden('The payment secret does not match.');
  const externalId = input.transaction.externalTransactionId;
  if (externalId && externalId !== ref.id) throw AppError.badRequest(`externalTransactionId ${externalId} is not the payment ${ref.id}.`);
  const sentCents = computeCheckoutTotals(pricingInputFromPayload(input)).totalCents;
  if (sentCents !== checkout.amountCents) {
    throw AppError.badRequest(`The transaction total ${formatCents(sentCents)} does not match the payment of ${formatCents(checkout.amountCents)}.`);
  }
  if (checkout.transactionId) return { created: false, transaction: await loadView(deps.db, checkout.transactionId) };

  const payment = await deps.payments.retrievePayment(ref.id);
  if (!payment?.succeeded) {
    throw new AppError(CARD_ERROR_STATUS, checkout.failureMessage ?? payment?.failureMessage ?? CARD_MESSAGES.notCompleted);
  }
  if (payment.amountCents !== checkout.amountCents || payment.currency !== 'usd') {
    deps.log.error({ checkoutId: checkout.id, paymentId: payment.id, amountCents: payment.amountCents }, 'payment amount differs from its checkout');
    throw AppError.conflict('The payment amount does not match the checkout.');
  }
  return finalizeCheckout(deps, checkout.id, payment);
}

/** DECISIONS.md 14: an admin records a payment taken offline: no card, no covered fee, "Offline". */
async function recordOfflinePayment(deps: RecordingDeps, input: TransactionRecordInput, admin: AuthUser): Promise<RecordResult> {
  const { payment: _payment, ...payload } = input;
  const priced = await priceCheckout(deps.db, payload);
  const paymentDetails = { ...(payload.transaction.paymentDetails ?? {}), provider: 'offline', recordedBy: admin.id };
  const transactionId = await deps.db.transaction(async (tx) => {
    const checkout = await insertCheckout(tx, { provider: 'offline', status: 'recorded', amountCents: priced.totals.totalCents, payload: priced.payload });
    const id = await writeTransaction(tx, { payload: priced.payload, checkoutId: checkout.id, externalTransactionId: UI_MESSAGES.offline, paymentDetails, recordedByUserId: admin.id });
    await markCheckoutRecorded(tx, checkout.id, id);
    return id;
  });
  const transaction = await loadView(deps.db, transactionId);
  await sendReceipt(deps, transaction);
  return { created: true, transaction };
}

/** POST /v1/transactions: a card payment that succeeded, or (admin only) an offline payment. */
export async function recordTransaction(args: RecordingDeps & { payments: PaymentProvider; input: TransactionRecordInput; viewer: AuthUser | null }): Promise<RecordResult> {
  const { input, viewer, ...deps } = args;
  if (input.transaction.offline) {
    if (viewer?.role !== 'admin') throw AppError.forbidden('Only an admin can record an offline payment.');
    return recordOfflinePayment(deps, input, viewer);
  }
  return recordCardPayment(deps, input);
}

/**
 * GET /v1/transactions/{id}: an admin reads any transaction; the checkout browser reads the one
 * its payment produced by presenting that payment's client secret (`?secret=`).
 */
export async function getTransaction(args: { db: Db; id: number; viewer: AuthUser | null; secret?: string }): Promise<TransactionView> {
  const { db, id, viewer, secret } = args;
  if (viewer?.role !== 'admin') {
    if (!secret) {
      if (!viewer) throw AppError.unauthorized('Please authenticate');
      throw AppError.forbidden('Forbidden');
    }
    const checkout = await findCheckoutByTransactionId(db, id);
    if (!checkout || !paymentSecretMatches(checkout.clientSecretHash, secret)) throw AppError.forbidden('The payment secret does not match.');
  }
  return loadView(db, id);
}
