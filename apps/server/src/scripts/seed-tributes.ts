import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TributeInput } from '@walkfund/domain';
import type { Tx } from '../db/client.ts';
import { checkouts, lineItems, transactions, transactionTributes } from '../db/schema/index.ts';

/** The demo's tributes, given to the year's first team gifts in turn. */
const DEMO_TRIBUTES: TributeInput[] = [
  {
    kind: 'memory', honoreeName: 'Grandpa Joe', showOnWall: true,
    notify: { name: 'Rosa Alvarez', email: 'rosa.alvarez@example.com', message: 'He walked this route every spring. Thinking of you.', showAmount: false },
  },
  { kind: 'honour', honoreeName: 'Coach Lee', showOnWall: true, notify: null },
  {
    kind: 'honour', honoreeName: 'our son Sam', showOnWall: true,
    notify: { name: 'Sam Whitfield', email: 'sam.whitfield@example.com', message: 'Proud of you every day.', showAmount: true },
  },
  { kind: 'memory', honoreeName: 'Aunt Mae', showOnWall: false, notify: null },
];

/**
 * Gifts in honour or in memory of someone (docs/features/tributes.md): a few of the year's team
 * gifts become tributes, two with someone told (their e-card counted as sent when the gift was
 * made), so the supporters lists, the Donations grid and report, the Tributes report and the
 * transaction page have something to show. The demo's gifts have no checkout; each gets a
 * recorded one whose payload carries the tribute, as a real checkout's does.
 */
export async function seedTributes(tx: Tx, year: number): Promise<void> {
  const gifts = await tx
    .selectDistinct({ id: transactions.id, createdAt: transactions.createdAt, totalChargedCents: transactions.totalChargedCents })
    .from(transactions)
    .innerJoin(lineItems, and(eq(lineItems.transactionId, transactions.id), eq(lineItems.type, 'donation')))
    .where(and(eq(transactions.eventYear, year), isNotNull(transactions.teamId), isNull(transactions.checkoutId), eq(transactions.active, true)))
    .orderBy(asc(transactions.id))
    .limit(DEMO_TRIBUTES.length);
  for (const [index, gift] of gifts.entries()) {
    const tribute = DEMO_TRIBUTES[index]!;
    const [checkout] = await tx
      .insert(checkouts)
      .values({ provider: 'test', status: 'recorded', amountCents: gift.totalChargedCents, payload: { transaction: { tribute } }, transactionId: gift.id, createdAt: gift.createdAt })
      .returning({ id: checkouts.id });
    await tx.update(transactions).set({ checkoutId: checkout!.id }).where(eq(transactions.id, gift.id));
    await tx.insert(transactionTributes).values({
      transactionId: gift.id,
      kind: tribute.kind,
      honoreeName: tribute.honoreeName,
      notifyName: tribute.notify?.name ?? null,
      notifyEmail: tribute.notify?.email ?? null,
      notifyMessage: tribute.notify?.message ?? null,
      showAmount: tribute.notify?.showAmount ?? false,
      showOnWall: tribute.showOnWall,
      notifiedAt: tribute.notify ? gift.createdAt : null,
      createdAt: gift.createdAt,
    });
  }
}
