import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { reusableStatement } from '../../db/reusable-statement.ts';
import { lineItems, teams, transactions } from '../../db/schema/index.ts';
import type { TeamRow } from '../../lib/teams-by-ids.repo.ts';

/** The team row locked until the transaction ends, so its cached total is computed one writer at a time. */
export async function selectTeamForUpdate(tx: Tx, id: number): Promise<TeamRow | null> {
  const [row] = await tx.select().from(teams).where(eq(teams.id, id)).for('update');
  return row ?? null;
}

/**
 * docs/decisions/0111-team-total-raised.md: a team's totalRaised is the sum of its paid line items (donations, runner
 * registrations, shirts) of the given event year, over its active transactions, created since the
 * team's last reset (`progress_reset_at`: a reset zeroes the year's progress, the line items stay);
 * shipping and covered fees are not line items, so they never count. Stores and returns the cents.
 */
export async function writeTeamTotalFromLineItems(tx: DbOrTx, teamId: number, year: number): Promise<number> {
  const [team] = await tx.select({ progressResetAt: teams.progressResetAt }).from(teams).where(eq(teams.id, teamId));
  const conditions = [eq(transactions.teamId, teamId), eq(transactions.active, true), eq(lineItems.eventYear, year)];
  if (team?.progressResetAt) conditions.push(gte(lineItems.createdAt, team.progressResetAt));
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${lineItems.amountCents}), 0)` })
    .from(lineItems)
    .innerJoin(transactions, eq(transactions.id, lineItems.transactionId))
    .where(and(...conditions));
  const total = Number(row?.total ?? 0);
  await tx.update(teams).set({ totalRaisedCents: total, updatedAt: new Date() }).where(eq(teams.id, teamId));
  return total;
}

/**
 * The team row for recording a checkout, held with a KEY SHARE lock: a reset, a reactivation or a
 * captain change (selectTeamForUpdate, FOR UPDATE) waits for the recording and the other way round, while
 * checkouts to the same team run side by side (their total update, teamTotalIncrement, takes the
 * row only for the end of their transaction).
 */
const selectTeamForRecordingStatement = reusableStatement('walkfund_team_for_recording', (db) =>
  db.select().from(teams).where(eq(teams.id, sql.placeholder('id'))).for('key share'),
);

export async function selectTeamForRecording(tx: Tx, id: number): Promise<TeamRow | null> {
  const [row] = await selectTeamForRecordingStatement(tx, { id });
  return row ?? null;
}

/**
 * The statement that adds one recorded transaction's line items to its team's total, in the
 * recording transaction: `total_raised_cents + cents`, so concurrent checkouts to one team only
 * queue for this short update instead of re-summing the team's line items behind a long lock. It
 * counts exactly what writeTeamTotalFromLineItems would: `cents` is the sum of the recording's line
 * items of `year` (its record, which holds every line written with it, a sponsor's match among
 * them), counted when the team is of that year and the items were written after its last reset
 * (their created_at is the transaction's now(); re-checked on the row as updated, so a reset
 * committed meanwhile is respected). It returns the team's id when it counted them; when it
 * returns nothing the recording recomputes the total in full (ledger.service.ts). `npm run
 * totals:check` compares every team with the full recompute.
 */
export function teamTotalIncrement(teamId: number, year: number, cents: number): SQL {
  return sql`
    update teams t
       set total_raised_cents = t.total_raised_cents + ${cents}::bigint, updated_at = now()
     where t.id = ${teamId} and t.year = ${year}
       and (t.progress_reset_at is null or t.progress_reset_at <= now())
    returning t.id`;
}

/** A team whose stored total differs from the full recompute (docs/decisions/0111-team-total-raised.md). */
export interface TeamTotalMismatch {
  id: number;
  name: string;
  storedCents: number;
  lineItemsCents: number;
}

/**
 * Every team's stored total against the sum writeTeamTotalFromLineItems makes (its year's line items over
 * active transactions, since its last reset). Read in one statement, so it is consistent even
 * while checkouts are being recorded.
 */
export async function findTeamTotalMismatches(db: DbOrTx): Promise<TeamTotalMismatch[]> {
  const result = await db.execute(sql`
    select t.id, t.name, t.year, t.total_raised_cents::text as stored,
           (select coalesce(sum(li.amount_cents), 0) from line_items li
              join transactions tr on tr.id = li.transaction_id
             where tr.team_id = t.id and tr.active and li.event_year = t.year
               and (t.progress_reset_at is null or li.created_at >= t.progress_reset_at))::text as computed
      from teams t order by t.id`);
  return (result.rows as { id: number; name: string; stored: string; computed: string }[])
    .filter((r) => r.stored !== r.computed)
    .map((r) => ({ id: Number(r.id), name: r.name, storedCents: Number(r.stored), lineItemsCents: Number(r.computed) }));
}
