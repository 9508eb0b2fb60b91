import { SHIPPING_FEE_CENTS } from './constants.ts';
import type { RunType } from '../lineitems/constants.ts';
import { DEFAULT_RUNNER_PRICE_DOLLARS, DEFAULT_VIRTUAL_RUNNER_PRICE_DOLLARS } from '../settings/constants.ts';
import { toCents } from '../money.ts';
import { coveredFeeCents, feeRateFor, type FeeRate, type FeeSettings } from './payment-methods.ts';
import type { CheckoutLineItem, CheckoutTransaction } from './checkout.schema.ts';
import { lineItemKind, unknownLineItemKind, type LineItemKind } from './line-item-kinds.ts';

/** What a checkout total is made of, in integer cents. */
export interface CheckoutPricingInput {
  /** The donation (0 or absent when none). */
  donationCents?: number;
  shirts?: readonly { unitPriceCents: number; quantity: number }[];
  /** One registration price per runner. */
  runnerPricesCents?: readonly number[];
  /** Cover the card fee (on by default in the UI). */
  coverFees: boolean;
  /** Offline payments never carry a covered fee. */
  offline?: boolean;
  /** The covered-fee rate of the chosen method (docs/features/payment-methods.md); the card's 3.5% when absent. */
  feeRate?: FeeRate;
}

export interface CheckoutTotals {
  donationCents: number;
  /** Sum of quantity × unit price, without shipping. */
  shirtsCents: number;
  /** $8 when the cart holds any shirt. */
  shippingCents: number;
  runnersCents: number;
  /** donation + shirts + shipping + runners. */
  subtotalCents: number;
  coveredFeeCents: number;
  /** subtotal + covered fee: what the card is charged. */
  totalCents: number;
}

/**
 * The checkout totals of docs/decisions/0109-checkout-totals.md, in integer cents: subtotal = donation + shirts
 * + $8 shipping when any shirt + runners; covered fee = 3.5% of the subtotal rounded half-up,
 * only when covering fees and not offline; total = subtotal + covered fee.
 */
export function computeCheckoutTotals(input: CheckoutPricingInput): CheckoutTotals {
  const donationCents = input.donationCents ?? 0;
  const shirts = input.shirts ?? [];
  const shirtsCents = shirts.reduce((sum, s) => sum + s.unitPriceCents * s.quantity, 0);
  const shippingCents = shirts.some((s) => s.quantity > 0) ? SHIPPING_FEE_CENTS : 0;
  const runnersCents = (input.runnerPricesCents ?? []).reduce((sum, p) => sum + p, 0);
  const subtotalCents = donationCents + shirtsCents + shippingCents + runnersCents;
  const fee = input.coverFees && !input.offline ? coveredFeeCents(subtotalCents, input.feeRate ?? feeRateFor('card')) : 0;
  return { donationCents, shirtsCents, shippingCents, runnersCents, subtotalCents, coveredFeeCents: fee, totalCents: subtotalCents + fee };
}

/** Runner prices of event settings (`event5kSettings`), in dollars. */
export interface RunnerPrices {
  runnerPrice: number;
  virtualRunnerPrice: number;
}

export const DEFAULT_RUNNER_PRICES: RunnerPrices = {
  runnerPrice: DEFAULT_RUNNER_PRICE_DOLLARS,
  virtualRunnerPrice: DEFAULT_VIRTUAL_RUNNER_PRICE_DOLLARS,
};

/** The registration price of one runner, in cents. */
export function runnerPriceCents(runType: RunType, prices: RunnerPrices): number {
  return toCents(runType === 'virtual' ? prices.virtualRunnerPrice : prices.runnerPrice);
}

/** One line item as priced: its kind, its unit price in cents and how many. */
export interface PricedLine {
  type: LineItemKind;
  unitPriceCents: number;
  quantity: number;
}

/**
 * The pricing input of priced line items: each amount counts in the term of the total its kind
 * names in LINE_ITEM_KINDS (docs/decisions/0109-checkout-totals.md). A type outside the table
 * throws: it is never priced as something else.
 */
export function pricingInputFromLines(
  lines: readonly PricedLine[],
  options: Pick<CheckoutPricingInput, 'coverFees' | 'offline' | 'feeRate'>,
): CheckoutPricingInput {
  let donationCents = 0;
  const shirts: { unitPriceCents: number; quantity: number }[] = [];
  const runnerPricesCents: number[] = [];
  for (const line of lines) {
    const kind = lineItemKind(line.type);
    if (!kind) throw new Error(`Unknown line item type: ${JSON.stringify(line.type)}.`);
    if (kind.total === null) throw new Error(`A ${kind.label} line is never priced at checkout.`);
    switch (kind.total) {
      case 'donation':
        donationCents += line.unitPriceCents * line.quantity;
        break;
      case 'shirts':
        shirts.push({ unitPriceCents: line.unitPriceCents, quantity: line.quantity });
        break;
      case 'runners':
        for (let i = 0; i < line.quantity; i++) runnerPricesCents.push(line.unitPriceCents);
        break;
      default:
        return unknownCheckoutTotalTerm(kind.total);
    }
  }
  return { donationCents, shirts, runnerPricesCents, coverFees: options.coverFees, offline: options.offline, feeRate: options.feeRate };
}

function unknownCheckoutTotalTerm(term: never): never {
  throw new Error(`Unknown checkout total term: ${String(term)}.`);
}

/** A line item priced at what the payload itself states (the browser's view of the prices). */
export function statedPricedLine(item: CheckoutLineItem): PricedLine {
  switch (item.type) {
    case 'donation':
      return { type: item.type, unitPriceCents: toCents(item.amount), quantity: 1 };
    case 'tshirt':
      return { type: item.type, unitPriceCents: toCents(item.productDetails.pricePerUnit), quantity: item.productDetails.unitCount };
    case '5k':
      return { type: item.type, unitPriceCents: toCents(item.runnerDetails.registrationCost), quantity: 1 };
    default:
      return unknownLineItemKind(item);
  }
}

/**
 * The pricing input of a checkout payload, read from the prices the payload itself carries
 * (the browser's view; the server builds its own from its price records).
 */
export function pricingInputFromPayload(
  payload: {
    transaction: Pick<CheckoutTransaction, 'coverFees' | 'offline'> & Partial<Pick<CheckoutTransaction, 'paymentMethod'>>;
    lineItems: readonly CheckoutLineItem[];
  },
  /** The event's covered-fee rates (Event Settings); the defaults when absent. */
  feeSettings?: FeeSettings,
): CheckoutPricingInput {
  const t = payload.transaction;
  return pricingInputFromLines(payload.lineItems.map(statedPricedLine), { coverFees: t.coverFees, offline: t.offline, feeRate: feeRateFor(t.paymentMethod, feeSettings) });
}

/**
 * The totals a priced checkout charged: its items at the prices it carries, and the shipping fee,
 * covered fee and total it states. The server checked every one of them against its own prices
 * when the payment was created (docs/decisions/0110-prices-from-server.md); recording the payment
 * later (browser, webhook, reconciler) takes these rather than today's rates, so a fee or shipping
 * rate changed in between cannot change what the transaction says was charged. Throws when the
 * stated amounts do not add up (a payload the server did not price).
 */
export function chargedCheckoutTotals(payload: {
  transaction: Pick<CheckoutTransaction, 'coverFees' | 'offline' | 'shippingFee' | 'feesCovered' | 'totalCharged'>;
  lineItems: readonly CheckoutLineItem[];
}): CheckoutTotals {
  const t = payload.transaction;
  const items = computeCheckoutTotals({ ...pricingInputFromPayload(payload), coverFees: false });
  const shippingCents = toCents(t.shippingFee);
  const coveredFeeCents = toCents(t.feesCovered);
  const subtotalCents = items.donationCents + items.shirtsCents + shippingCents + items.runnersCents;
  const totalCents = toCents(t.totalCharged);
  if (subtotalCents + coveredFeeCents !== totalCents) {
    throw new Error(`The checkout's amounts do not add up: subtotal ${subtotalCents} + fee ${coveredFeeCents} cents is not the total ${totalCents}.`);
  }
  return { donationCents: items.donationCents, shirtsCents: items.shirtsCents, shippingCents, runnersCents: items.runnersCents, subtotalCents, coveredFeeCents, totalCents };
}
