import { and, desc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { monthlyGifts } from '../../db/schema/index.ts';

/** A Stripe gift whose month has not been recorded although its day has passed. */
export interface GiftBehind {
  id: number;
  providerSubscriptionId: string;
  nextChargeOn: string;
}

/**
 * The Stripe gifts a reconciliation pass asks Stripe about (docs/features/monthly-gifts.md, "With
 * Stripe"): active (or failed, which a late retry may still pay), with a subscription, whose next
 * charge day is before `today`: Stripe bills on that day, so a month still unrecorded the day after
 * is one whose invoice.paid never came, or one that was declined. The most recent first, and none
 * behind since before `since`: gifts declined long ago do not crowd out a webhook dropped today.
 */
export async function listStripeGiftsBehind(db: DbOrTx, args: { today: string; since: string; limit: number }): Promise<GiftBehind[]> {
  const { today, since, limit } = args;
  const rows = await db
    .select({ id: monthlyGifts.id, providerSubscriptionId: monthlyGifts.providerSubscriptionId, nextChargeOn: monthlyGifts.nextChargeOn })
    .from(monthlyGifts)
    .where(and(eq(monthlyGifts.provider, 'stripe'), inArray(monthlyGifts.status, ['active', 'failed']), isNotNull(monthlyGifts.providerSubscriptionId), lt(monthlyGifts.nextChargeOn, today), gte(monthlyGifts.nextChargeOn, since)))
    .orderBy(desc(monthlyGifts.nextChargeOn), desc(monthlyGifts.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, providerSubscriptionId: r.providerSubscriptionId! }));
}
