import {
  DEFAULT_FEE_SETTINGS, PAYMENT_METHODS, coveredFeeCents, feeRateFor, formatCents, type CheckoutTotals, type FeeSettings, type PaymentMethodType,
} from '@walkfund/domain';

/** The event's covered-fee rates as the public settings carry them (the defaults before they load). */
export function feeSettingsOf(settings: Partial<FeeSettings> | null | undefined): FeeSettings {
  return {
    cardFeePercent: settings?.cardFeePercent ?? DEFAULT_FEE_SETTINGS.cardFeePercent,
    bankFeePercent: settings?.bankFeePercent ?? DEFAULT_FEE_SETTINGS.bankFeePercent,
    bankFeeCapDollars: settings?.bankFeeCapDollars ?? DEFAULT_FEE_SETTINGS.bankFeeCapDollars,
  };
}

/**
 * The cart's totals with the covered fee of the chosen method (docs/features/payment-methods.md):
 * the same rule the server prices with, so the amount charged is the amount shown.
 */
export function totalsForMethod(itemTotals: CheckoutTotals, options: { coverFees: boolean; offline: boolean; method: PaymentMethodType; fees: FeeSettings }): CheckoutTotals {
  const fee = options.coverFees && !options.offline ? coveredFeeCents(itemTotals.subtotalCents, feeRateFor(options.method, options.fees)) : 0;
  return { ...itemTotals, coveredFeeCents: fee, totalCents: itemTotals.subtotalCents + fee };
}

/** The cart's fee line: "Card fees covered (3.5%)", "Bank fees covered (0.8%, at most $5)". */
export function feeLineLabel(method: PaymentMethodType, fees: FeeSettings): string {
  const rate = feeRateFor(method, fees);
  const cap = rate.capCents === null ? '' : `, at most ${formatCents(rate.capCents, { wholeDollarsShort: true })}`;
  return `${PAYMENT_METHODS[method].feeRule === 'bank' ? 'Bank' : 'Card'} fees covered (${rate.percent}%${cap})`;
}
