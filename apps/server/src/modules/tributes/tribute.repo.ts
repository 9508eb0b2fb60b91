import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TributeInput } from '@walkfund/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { lineItems, persons, teams, transactions, transactionTributes } from '../../db/schema/index.ts';
import { isoText, selectRows } from '../../lib/list-rows.ts';

export type TributeRow = typeof transactionTributes.$inferSelect;

/** The tribute's row for a recorded transaction, as an INSERT returning its id (for insertAndEnqueue). */
export function tributeInsert(db: DbOrTx, transactionId: number, tribute: TributeInput) {
  return db
    .insert(transactionTributes)
    .values({
      transactionId,
      kind: tribute.kind,
      honoreeName: tribute.honoreeName,
      notifyName: tribute.notify?.name ?? null,
      notifyEmail: tribute.notify?.email ?? null,
      notifyMessage: tribute.notify?.message || null,
      showAmount: tribute.notify?.showAmount ?? false,
      showOnWall: tribute.showOnWall,
    })
    .returning({ id: transactionTributes.id });
}

/** What the e-card needs: the tribute, its transaction's donor and team, and the donation (net of refunds, in cents). */
export async function findTributeForEcard(db: DbOrTx, tributeId: number) {
  const [row] = await db
    .select({
      tribute: transactionTributes,
      donorFirstName: transactions.contactFirstName,
      donorLastName: transactions.contactLastName,
      active: transactions.active,
      teamName: teams.name,
      eventYear: transactions.eventYear,
      anonymous: sql<boolean>`coalesce((select bool_or(li.anonymous) from ${lineItems} li where li.transaction_id = ${transactions.id} and li.type = 'donation' and li.refund_id is null), false)`,
      donationCents: sql<string>`(select coalesce(sum(li.amount_cents), 0) from ${lineItems} li where li.transaction_id = ${transactions.id} and li.type = 'donation')::text`,
    })
    .from(transactionTributes)
    .innerJoin(transactions, eq(transactions.id, transactionTributes.transactionId))
    .leftJoin(teams, eq(teams.id, transactions.teamId))
    .where(eq(transactionTributes.id, tributeId))
    .limit(1);
  return row ? { ...row, donationCents: Number(row.donationCents) } : null;
}

/** Marks the e-card written, unless an earlier run did: answers false when it was already. */
export async function markEcardWritten(tx: Tx, tributeId: number, outboxId: number): Promise<boolean> {
  const rows = await tx
    .update(transactionTributes)
    .set({ ecardOutboxId: outboxId, notifiedAt: new Date() })
    .where(and(eq(transactionTributes.id, tributeId), isNull(transactionTributes.notifiedAt)))
    .returning({ id: transactionTributes.id });
  return rows.length > 0;
}

/** The tribute row locked until the transaction ends, so two runs of its job write one e-card. */
export async function lockTribute(tx: Tx, tributeId: number): Promise<TributeRow | null> {
  const [row] = await tx.select().from(transactionTributes).where(eq(transactionTributes.id, tributeId)).for('update');
  return row ?? null;
}

interface RawReportRow {
  transactionId: number;
  createdAt: string;
  kind: string;
  honoreeName: string;
  donorFirstName: string;
  donorLastName: string;
  donorEmail: string;
  donationCents: string;
  teamName: string | null;
  fundraiserFirstName: string | null;
  fundraiserLastName: string | null;
  notifyName: string | null;
  notifyEmail: string | null;
  showAmount: boolean;
  showOnWall: boolean;
  notifiedAt: string | null;
}

/** Every tribute of an event year's active transactions, newest first, with its donation net of refunds. */
export async function listTributesOfYear(db: DbOrTx, year: number) {
  const rows = await selectRows<RawReportRow>(
    db,
    sql`select ${transactions.id} as "transactionId", ${isoText(transactions.createdAt)} as "createdAt",
          ${transactionTributes.kind} as "kind", ${transactionTributes.honoreeName} as "honoreeName",
          ${transactions.contactFirstName} as "donorFirstName", ${transactions.contactLastName} as "donorLastName",
          ${transactions.contactEmail} as "donorEmail",
          (select coalesce(sum(li.amount_cents), 0) from ${lineItems} li where li.transaction_id = ${transactions.id} and li.type = 'donation')::text as "donationCents",
          ${teams.name} as "teamName", fr.first_name as "fundraiserFirstName", fr.last_name as "fundraiserLastName",
          ${transactionTributes.notifyName} as "notifyName", ${transactionTributes.notifyEmail} as "notifyEmail",
          ${transactionTributes.showAmount} as "showAmount", ${transactionTributes.showOnWall} as "showOnWall",
          ${isoText(transactionTributes.notifiedAt)} as "notifiedAt"
        from ${transactionTributes}
        join ${transactions} on ${transactions.id} = ${transactionTributes.transactionId}
        left join ${teams} on ${teams.id} = ${transactions.teamId}
        left join ${persons} fr on fr.id = ${transactions.fundraiserPersonId}
        where ${transactions.eventYear} = ${year} and ${transactions.active}
        order by ${transactions.createdAt} desc, ${transactions.id} desc`,
  );
  return rows.map((r) => ({ ...r, donationCents: Number(r.donationCents) }));
}
