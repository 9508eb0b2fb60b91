import {
  UI_MESSAGES, centsToDollars, checkoutLineItemSchema, checkoutPayloadSchema, computeCheckoutTotals, pricingInputFromPayload,
  toCents, type CheckoutLineItem, type CheckoutPayload, type CheckoutTotals, type FeeSettings, type PaymentMethodType, type GiftSource, type TributeInputRequest,
} from '@walkfund/domain';
import {
  type ContactDraft, hasDonation, creditFor, type CreditedFundraiser, type RunnerDraft, type ShirtCartItem, supportedCity,
  type SupportingState, type AddressDraft, toCheckoutPerson, toRunnerDetails, toTeamMember, type RunnerPricing,
} from '../../public-flow/index.ts';
import type { MemberDraft } from '../../../lib/persons/member-draft.ts';

/** Billing fields of the checkout form (docs/spec/public-flows.md §3, Billing). */
export interface BillingDraft {
  name_on_card: string;
  billing_address: string;
  billing_city: string;
  billing_state: string;
  billing_zip: string;
}

export interface CheckoutDraft {
  supporting: SupportingState;
  contact: ContactDraft;
  donation: number | null;
  shirts: readonly ShirtCartItem[];
  runners: readonly RunnerDraft[];
  members: readonly MemberDraft[];
  pricing: RunnerPricing;
  eventYear: number;
  /** null for an offline payment (no card step). */
  billing: BillingDraft | null;
  /** Where shirts are sent; used only when the cart holds shirts. */
  shippingAddress: AddressDraft | null;
  coverFees: boolean;
  offline: boolean;
  /** The method chosen (docs/features/payment-methods.md): its fee rule prices the covered fee. Card when absent. */
  paymentMethod?: PaymentMethodType;
  /** The event's covered-fee rates (Event Settings); the defaults when absent. */
  feeSettings?: FeeSettings;
  /** The walker credited with the donation, if any (docs/decisions/0008-fundraiser-credit.md). */
  fundraiser?: CreditedFundraiser | null;
  /** The donor's public message as typed. */
  message?: string;
  /** Offline only: the check number or reference as typed (docs/decisions/0114-offline-payments.md). */
  offlineReference?: string;
  /** Where the visitor came from (docs/features/ask-kit.md), if a link said so. */
  source?: GiftSource | null;
  /** In honour or in memory of someone (docs/features/tributes.md): kept only with a donation. */
  tribute?: TributeInputRequest | null;
  /** "Make it monthly" (docs/features/monthly-gifts.md): the donation repeats each month; kept only with a donation. */
  monthly?: boolean;
}

export type CheckoutBuild =
  | { ok: true; payload: CheckoutPayload; totals: CheckoutTotals; amount: string }
  | { ok: false; message: string; path: string };

function rawLineItems(d: CheckoutDraft, person: ReturnType<typeof toCheckoutPerson>): unknown[] {
  const items: unknown[] = [];
  if (hasDonation(d.donation)) {
    items.push({
      type: 'donation',
      amount: d.donation,
      anonymous: person.anonymous,
      myEmployer: person.myEmployer,
      useEmployerAsName: person.useEmployerAsName,
    });
  }
  for (const shirt of d.shirts) {
    items.push({
      type: 'tshirt',
      amount: centsToDollars(toCents(shirt.price) * shirt.quantity),
      productDetails: { slug: shirt.slug, type: 'tshirt', name: shirt.name, size: shirt.size, pricePerUnit: shirt.price, unitCount: shirt.quantity },
    });
  }
  for (const runner of d.runners) {
    const runnerDetails = toRunnerDetails(runner, d.pricing);
    items.push({ type: '5k', amount: runnerDetails.registrationCost, runnerDetails });
  }
  return items;
}

/**
 * The credited walker's person id: only with a donation to the team they walk with, so a credit
 * left from an earlier choice never goes with a gift to another team (docs/decisions/0008-fundraiser-credit.md).
 */
function creditedPersonId(d: CheckoutDraft): number | null {
  const credit = creditFor(d.fundraiser ?? null, d.supporting);
  return credit && hasDonation(d.donation) ? credit.personId : null;
}

/**
 * Builds the checkout payload with the domain schemas (the server parses the same) and its
 * totals with the domain pricing; `amount` is the total in cents as POST /v1/payment takes it.
 */
export function buildCheckoutPayload(d: CheckoutDraft): CheckoutBuild {
  const donating = hasDonation(d.donation);
  const shippingAddress = d.shirts.length > 0 ? d.shippingAddress : null;
  const person = toCheckoutPerson(d.contact, { hasDonation: donating, address: shippingAddress });
  const coverFees = d.coverFees && !d.offline;

  const lineItems: CheckoutLineItem[] = [];
  for (const raw of rawLineItems(d, person)) {
    const parsed = checkoutLineItemSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { ok: false, message: issue?.message ?? 'Please check your cart.', path: `lineItems.${issue?.path.join('.') ?? ''}` };
    }
    lineItems.push(parsed.data);
  }
  const paymentMethod = d.offline ? undefined : d.paymentMethod;
  const totals = computeCheckoutTotals(pricingInputFromPayload({ transaction: { coverFees, offline: d.offline, paymentMethod }, lineItems }, d.feeSettings));
  const isTeam = d.supporting.type === 'Team';

  const result = checkoutPayloadSchema.safeParse({
    person,
    transaction: {
      eventYear: d.eventYear,
      supportingType: isTeam ? 'team' : 'event',
      team: isTeam ? (d.supporting.team?.id ?? null) : null,
      eventCity: supportedCity(d.supporting),
      billingContact: d.offline || !d.billing ? null : { ...d.billing, email: d.contact.email, phone: d.contact.phone },
      shippingAddress,
      totalCharged: centsToDollars(totals.totalCents),
      feesCovered: centsToDollars(totals.coveredFeeCents),
      shippingFee: centsToDollars(totals.shippingCents),
      externalTransactionId: d.offline ? UI_MESSAGES.offline : null,
      coverFees,
      ...(paymentMethod && paymentMethod !== 'card' ? { paymentMethod } : {}),
      offline: d.offline,
      fundraiser: creditedPersonId(d),
      message: d.message?.trim() || null,
      offlineReference: (d.offline && d.offlineReference?.trim()) || null,
      source: d.source ?? null,
      tribute: donating ? (d.tribute ?? null) : null,
      // Only the donation recurs; the domain refuses monthly offline or by bank transfer, with its own words.
      ...(donating && d.monthly ? { monthly: true } : {}),
      // A yes beside a named employer on a gift: the admins' employer-matching list (docs/features/sponsor-matches.md).
      ...(donating && d.contact.employerMatches === true && person.myEmployer ? { employerMatches: true } : {}),
    },
    lineItems,
    teamMembers: isTeam ? d.members.map(toTeamMember) : [],
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, message: issue?.message ?? 'Please check the form.', path: issue?.path.join('.') ?? '' };
  }
  return { ok: true, payload: result.data, totals, amount: String(totals.totalCents) };
}
