import type { ReconciliationDetail } from '@walkfund/domain';
import { clockNow } from '../../lib/clock.ts';
import { addDays, chicagoDay } from '../daily-reports/chicago-day.ts';
import { findCharge } from './monthly-gift-charge.repo.ts';
import { listStripeGiftsBehind } from './monthly-gift-stripe.repo.ts';
import { recordPaidInvoice, type StripeMonthlyDeps } from './monthly-gift-stripe-webhooks.ts';

/** Most Stripe gifts one pass asks about; the rest wait for the next pass (the most recently behind go first). */
export const STRIPE_MONTHS_BATCH = 200;
/** A gift behind for longer (declined months Stripe gave up on) is no longer asked about. */
const BEHIND_AT_MOST_DAYS = 62;
/** How far before a gift's charge day its invoices are looked for (an invoice is made on the day, 05:00 UTC). */
const LOOK_BACK_DAYS = 3;

const NOTE_MAX_LENGTH = 300;
const errorText = (err: unknown) => {
  const text = err instanceof Error ? err.message : String(err);
  return text.length > NOTE_MAX_LENGTH ? `${text.slice(0, NOTE_MAX_LENGTH - 1)}…` : text;
};

/**
 * The reconciler's look at monthly gifts with Stripe (docs/features/monthly-gifts.md, "With
 * Stripe"): each gift whose charge day has passed without its month recorded is asked about its
 * subscription's paid invoices since then, and each paid one is recorded as an invoice.paid would
 * be (once, whoever comes first). A month whose webhook was dropped is recorded by the next pass
 * after its day. Never throws: a gift that cannot be asked is a detail with outcome error.
 */
export async function reconcileStripeMonths(deps: StripeMonthlyDeps, signal?: AbortSignal): Promise<ReconciliationDetail[]> {
  const today = chicagoDay(await clockNow(deps.db));
  const details: ReconciliationDetail[] = [];
  for (const gift of await listStripeGiftsBehind(deps.db, { today, since: addDays(today, -BEHIND_AT_MOST_DAYS), limit: STRIPE_MONTHS_BATCH })) {
    if (signal?.aborted) break;
    try {
      const since = new Date(`${addDays(gift.nextChargeOn, -LOOK_BACK_DAYS)}T00:00:00Z`);
      // Oldest first, so the months are recorded in their order.
      const invoices = (await deps.billing.paidInvoicesOf(gift.providerSubscriptionId, since)).reverse();
      for (const invoice of invoices) {
        const result = await recordPaidInvoice(deps, invoice);
        if (result.outcome !== 'recorded' || !result.monthlyGiftId || !result.period) continue;
        const charge = await findCharge(deps.db, result.monthlyGiftId, result.period);
        details.push({
          checkoutId: charge?.checkoutId ?? 0,
          paymentId: result.paymentId ?? null,
          outcome: 'recorded',
          note: `Monthly gift ${result.monthlyGiftId}, ${result.period}: Stripe invoice ${invoice.id} recorded as transaction ${charge?.transactionId ?? '?'}.`,
        });
      }
    } catch (err) {
      details.push({ checkoutId: 0, paymentId: null, outcome: 'error', note: `Monthly gift ${gift.id}: ${errorText(err)}` });
    }
  }
  return details;
}
