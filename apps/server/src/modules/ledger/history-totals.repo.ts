import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teamHistory } from '../../db/schema/index.ts';

/*
 * A closed year's results (team_history, written by teams/team-year.service.ts) follow a refund of
 * the money they counted: the ledger's subtraction, so a refund's writer never reaches the teams module.
 */

/**
 * A refund of money a closed year counted: that year's raised goes down by the refunded line items,
 * never below zero. Only when the history was written after the refunded transaction (a year closed
 * by a reset does not hold what was given after the reset).
 */
export async function subtractRefundFromHistory(
  db: DbOrTx,
  refunded: { teamId: number; year: number; cents: number; transactionCreatedAt: Date },
): Promise<void> {
  await db
    .update(teamHistory)
    .set({ totalRaisedCents: sql`greatest(${teamHistory.totalRaisedCents} - ${refunded.cents}, 0)` })
    .where(and(eq(teamHistory.teamId, refunded.teamId), eq(teamHistory.year, refunded.year), gte(teamHistory.createdAt, refunded.transactionCreatedAt)));
}

/**
 * A refund of money credited to a walker in a closed year: their raised in that year's history goes
 * down by the refunded credited cents, never below zero, under subtractRefundFromHistory's rule
 * (only a history written after the refunded transaction held it).
 */
export async function subtractRefundFromMemberHistory(
  db: DbOrTx,
  refunded: { teamId: number; year: number; personId: number; cents: number; transactionCreatedAt: Date },
): Promise<void> {
  await db.execute(sql`
    update team_history h
       set members = (
         select coalesce(jsonb_agg(case when (e.m ->> 'personId')::int = ${refunded.personId} and e.m ? 'raisedCents'
                                        then jsonb_set(e.m, '{raisedCents}', to_jsonb(greatest((e.m ->> 'raisedCents')::bigint - ${refunded.cents}, 0)))
                                        else e.m end order by e.ord), '[]'::jsonb)
           from jsonb_array_elements(h.members) with ordinality as e(m, ord))
     where h.team_id = ${refunded.teamId} and h.year = ${refunded.year} and h.created_at >= ${refunded.transactionCreatedAt}`);
}
