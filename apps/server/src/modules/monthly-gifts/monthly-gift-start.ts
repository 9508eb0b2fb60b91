import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { findTransactionRecord } from '../transactions/transaction.service.ts';
import type { MonthlyGiftDeps } from './monthly-gift-charge.service.ts';
import { monthlyChargeCents } from './monthly-gift-template.ts';
import { findMonthlyGift, updateMonthlyGift } from './monthly-gift.repo.ts';

/**
 * The `monthly-gift-start` job (docs/features/monthly-gifts.md): after the first gift is recorded,
 * a processor that bills by itself sets the gift up (Stripe: the Subscription, billing from the
 * next charge day). Run again after a crash, it asks again: the processor's side is idempotent
 * (Stripe: an idempotency key per gift). A gift already set up or cancelled is left alone.
 */
export async function startProcessorSide(deps: MonthlyGiftDeps, monthlyGiftId: number): Promise<boolean> {
  const gift = await findMonthlyGift(deps.db, monthlyGiftId);
  if (!gift) return false;
  if (gift.providerSubscriptionId || gift.status === 'cancelled') return true;
  const first = await findTransactionRecord(deps.db, gift.firstTransactionId);
  const settings = await loadEventSettings(deps.db);
  const fields = await deps.processor.startAfterFirstGift({
    gift,
    firstPaymentId: first?.transaction.externalTransactionId ?? null,
    chargeCents: monthlyChargeCents(gift, settings),
  });
  if (Object.keys(fields).length) await updateMonthlyGift(deps.db, gift.id, fields);
  return true;
}
