import { and, asc, eq, inArray } from 'drizzle-orm';
import type { GiftSource } from '@walkfund/domain';
import type { Tx } from '../db/client.ts';
import { lineItems, transactions } from '../db/schema/index.ts';

/** The demo's mix of where gifts came from, in turn (null: a gift with no source). */
const DEMO_SOURCES: (GiftSource | null)[] = ['poster', 'email', null, 'whatsapp', 'sms', 'poster', null, 'facebook', 'qr', 'copy', 'email', 'share'];

/**
 * Where the demo's gifts came from (docs/features/ask-kit.md): the year's donations get sources in
 * turn, so My Page's "Where your gifts came from" and the Fundraisers report's by-source figures
 * have something to show.
 */
export async function seedGiftSources(tx: Tx, year: number): Promise<void> {
  const gifts = await tx
    .selectDistinct({ id: transactions.id })
    .from(transactions)
    .innerJoin(lineItems, and(eq(lineItems.transactionId, transactions.id), eq(lineItems.type, 'donation')))
    .where(eq(transactions.eventYear, year))
    .orderBy(asc(transactions.id));
  const bySource = new Map<GiftSource, number[]>();
  gifts.forEach(({ id }, index) => {
    const source = DEMO_SOURCES[index % DEMO_SOURCES.length];
    if (source) bySource.set(source, [...(bySource.get(source) ?? []), id]);
  });
  for (const [source, ids] of bySource) await tx.update(transactions).set({ source }).where(inArray(transactions.id, ids));
}
