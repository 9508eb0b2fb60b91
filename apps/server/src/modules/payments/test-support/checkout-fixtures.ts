import { count } from 'drizzle-orm';
import {
  TEST_CARDS, centsToDollars, computeCheckoutTotals, pricingInputFromPayload, type CheckoutLineItem, type CheckoutPayloadInput,
  type Gender, type PaymentMethodType, type PaymentReference,
} from '@walkfund/domain';
import type { TestApp } from '../../../../test/test-app.ts';
import type { Db } from '../../../db/client.ts';
import { checkouts, lineItems, persons, products, teamMembers, transactions } from '../../../db/schema/index.ts';
import { forgetEventSettings } from '../../event-settings/event-settings.service.ts';
import { uniqueSuffix } from '../../teams/test-support/team-fixtures.ts';

export async function buildProduct(db: Db, overrides: Partial<typeof products.$inferInsert> = {}) {
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(products)
    .values({ name: `Event Shirt ${suffix}`, slug: `event-shirt-${suffix}`, priceCents: 2000, sizes: ['sm', 'med', 'lg'], ...overrides })
    .returning();
  // Written around the settings service, as no admin can: its in-memory copy must be dropped.
  forgetEventSettings(db);
  return row!;
}

export interface CartSpec {
  /** Dollars. */
  donation?: number;
  shirts?: { slug: string; size: string; price: number; quantity: number }[];
  runners?: { runType: 'in-person' | 'virtual'; price: number; firstName?: string; lastName?: string; email?: string; gender?: Gender }[];
  coverFees?: boolean;
  offline?: boolean;
  /** Supporting a team (else the event in eventCity). */
  team?: number;
  eventCity?: 'Oklahoma City' | 'Tulsa';
  teamMembers?: number;
  email?: string;
  /** The method chosen (its fee rule prices the covered fee, docs/features/payment-methods.md); card when absent. */
  paymentMethod?: PaymentMethodType;
  /** The walker credited (a member of the team). */
  fundraiser?: number;
}

const shipping = { address: '12 Elm St', city: 'Edmond', state: 'OK', zipcode: '73013' };

/** A valid checkout payload for the cart, with the totals the domain pricing computes from its prices. */
export function buildCheckout(spec: CartSpec): CheckoutPayloadInput {
  const items: CheckoutLineItem[] = [];
  if (spec.donation !== undefined) items.push({ type: 'donation', amount: spec.donation });
  for (const s of spec.shirts ?? []) {
    items.push({ type: 'tshirt', amount: s.price * s.quantity, productDetails: { slug: s.slug, size: s.size, pricePerUnit: s.price, unitCount: s.quantity } });
  }
  (spec.runners ?? []).forEach((r, i) => {
    items.push({
      type: '5k',
      amount: r.price,
      runnerDetails: {
        firstName: r.firstName ?? `Runner${i + 1}`,
        lastName: r.lastName ?? 'Quick',
        email: r.email ?? `runner${i + 1}-${uniqueSuffix()}@example.com`,
        runType: r.runType,
        registrationCost: r.price,
        gender: r.gender ?? 'Female',
        birthDate: '1988-05-06',
        lifeChurch: false,
        shipping: r.runType === 'virtual' ? shipping : undefined,
      },
    });
  });
  const coverFees = spec.coverFees ?? true;
  const offline = spec.offline ?? false;
  const totals = computeCheckoutTotals(pricingInputFromPayload({ transaction: { coverFees, offline, paymentMethod: spec.paymentMethod }, lineItems: items }));
  return {
    person: { firstName: 'Dana', lastName: 'Donor', email: spec.email ?? `donor-${uniqueSuffix()}@example.com`, phone: '(405) 555-1234' },
    transaction: {
      supportingType: spec.team ? 'team' : 'event',
      team: spec.team ?? null,
      eventCity: spec.team ? undefined : (spec.eventCity ?? 'Oklahoma City'),
      billingContact: offline ? undefined : { name_on_card: 'Dana Donor', billing_address: '1 Main St', billing_city: 'Edmond', billing_state: 'OK', billing_zip: '73013' },
      shippingAddress: spec.shirts?.length ? shipping : undefined,
      totalCharged: centsToDollars(totals.totalCents),
      feesCovered: centsToDollars(totals.coveredFeeCents),
      shippingFee: centsToDollars(totals.shippingCents),
      coverFees,
      offline,
      ...(spec.paymentMethod ? { paymentMethod: spec.paymentMethod } : {}),
      ...(spec.fundraiser ? { fundraiser: spec.fundraiser } : {}),
    },
    lineItems: items,
    teamMembers: Array.from({ length: spec.teamMembers ?? 0 }, (_, i) => ({ firstName: `Member${i + 1}`, lastName: 'Walker', email: `member${i + 1}-${uniqueSuffix()}@example.com` })),
  };
}

/** The `amount` POST /v1/payment expects: the payload's total in cents, as a string. */
export function amountOf(payload: CheckoutPayloadInput): string {
  const cents = Math.round(payload.transaction.totalCharged * 100);
  return String(cents);
}

export async function createPayment(t: TestApp, payload: CheckoutPayloadInput, amount = amountOf(payload)) {
  return t.app.inject({ method: 'POST', url: '/v1/payment', payload: { amount, ...payload } });
}

export async function confirmTestCard(t: TestApp, ref: PaymentReference, number: string = TEST_CARDS.success.number) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/payment/test-confirm',
    payload: { id: ref.id, secret: ref.secret, card: { number, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' } },
  });
}

export async function recordTransaction(t: TestApp, payload: CheckoutPayloadInput, ref?: PaymentReference, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/v1/transactions', headers, payload: { ...payload, ...(ref ? { payment: ref } : {}) } });
}

/** The test-mode wallet or bank-account step (docs/features/payment-methods.md). */
export async function confirmTestMethod(
  t: TestApp,
  ref: PaymentReference,
  method: { method: 'test_wallet'; wallet: 'apple_pay' | 'google_pay' } | { method: 'test_bank_account'; bankAccount: { accountNumber: string; routingNumber: string } },
) {
  return t.app.inject({ method: 'POST', url: '/v1/payment/test-confirm', payload: { id: ref.id, secret: ref.secret, ...method } });
}

/** The whole test-mode card sequence: create, confirm with the card, record. */
export async function payByTestCard(t: TestApp, payload: CheckoutPayloadInput, number: string = TEST_CARDS.success.number) {
  const created = await createPayment(t, payload);
  if (created.statusCode !== 201) throw new Error(`POST /v1/payment answered ${created.statusCode}: ${created.body}`);
  const { id, secret } = created.json() as { id: string; secret: string };
  const ref = { id, secret };
  const confirmed = await confirmTestCard(t, ref, number);
  const recorded = await recordTransaction(t, payload, ref);
  return { ref, confirmed, recorded };
}

/** Row counts of the tables a checkout writes. */
export async function tableCounts(db: Db) {
  const n = async (table: typeof checkouts | typeof transactions | typeof lineItems | typeof persons | typeof teamMembers) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    checkouts: await n(checkouts),
    transactions: await n(transactions),
    lineItems: await n(lineItems),
    persons: await n(persons),
    teamMembers: await n(teamMembers),
  };
}
