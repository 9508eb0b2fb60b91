import {
  CITY_WITHOUT_VIRTUAL_RUN, DEFAULT_RUNNER_PRICES, computeCheckoutTotals, toCents, type CheckoutTotals, type RunnerPrices,
} from '@walkfund/domain';
import { hasDonation } from '../stores/donation-store.ts';
import type { RunnerDraft } from '../stores/runners-store.ts';
import type { ShirtCartItem } from '../stores/shirt-cart-store.ts';
import { runnerCostCents, type RunnerPricing } from './person.ts';

/** What is in the visitor's cart. */
export interface CartContents {
  donation: number | null;
  /** The donation repeats each month (docs/features/monthly-gifts.md); shirts and runners are charged once. */
  monthly?: boolean;
  shirts: readonly ShirtCartItem[];
  runners: readonly RunnerDraft[];
}

/** The Tulsa event has no virtual option; the event settings can switch it off everywhere. */
export function isVirtualAllowed(city: string | null, hasVirtual: boolean): boolean {
  return hasVirtual && city !== null && city !== CITY_WITHOUT_VIRTUAL_RUN;
}

/** Runner prices come from event settings (docs/decisions/0110-prices-from-server.md). */
export function runnerPricesOf(settings: { event5kSettings?: Partial<RunnerPrices> } | undefined): RunnerPrices {
  return {
    runnerPrice: settings?.event5kSettings?.runnerPrice ?? DEFAULT_RUNNER_PRICES.runnerPrice,
    virtualRunnerPrice: settings?.event5kSettings?.virtualRunnerPrice ?? DEFAULT_RUNNER_PRICES.virtualRunnerPrice,
  };
}

export function shirtLineCents(item: Pick<ShirtCartItem, 'price' | 'quantity'>): number {
  return toCents(item.price) * item.quantity;
}

/** The cart's totals by the one pricing rule of the domain (docs/decisions/0109-checkout-totals.md). */
export function cartTotals(
  cart: CartContents,
  pricing: RunnerPricing,
  options: { coverFees: boolean; offline?: boolean },
): CheckoutTotals {
  return computeCheckoutTotals({
    donationCents: hasDonation(cart.donation) ? toCents(cart.donation) : 0,
    shirts: cart.shirts.map((s) => ({ unitPriceCents: toCents(s.price), quantity: s.quantity })),
    runnerPricesCents: cart.runners.map((r) => runnerCostCents(r, pricing)),
    coverFees: options.coverFees,
    offline: options.offline,
  });
}
