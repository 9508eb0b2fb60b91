import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ReconciliationTrigger } from '@walkfund/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { checkouts, reconciliationRuns } from '../../db/schema/index.ts';

export type ReconciliationRunRow = typeof reconciliationRuns.$inferSelect;
export type ReconciliationDetail = ReconciliationRunRow['details'][number];
export type ReconciledProvider = 'stripe' | 'test';

/**
 * Checkout statuses still waiting for the processor: not confirmed yet, a bank transfer on its way
 * (docs/features/payment-methods.md), or confirmed (test mode) but not recorded.
 */
const WAITING_STATUSES = ['pending', 'processing', 'succeeded'];

/** `now() - n seconds`, in the database's clock, so every server instance draws the same line. */
function secondsAgo(seconds: number): SQL {
  return sql`(now() - (${seconds}::double precision * interval '1 second'))`;
}

/** Checkouts of one processor that hold a payment id and no transaction yet. */
function unrecorded(provider: ReconciledProvider): SQL {
  return and(eq(checkouts.provider, provider), isNotNull(checkouts.providerPaymentId), isNull(checkouts.transactionId))!;
}

/** Key of the advisory lock that lets one reconciliation pass run at a time across instances. */
const PASS_LOCK_KEY = 7_316_002_606;

/**
 * Tries to take the pass lock for the rest of the transaction (PostgreSQL). The lock belongs to the
 * transaction's connection, so a server that dies mid-pass releases it with its connection.
 */
export async function tryTakePassLock(tx: Tx): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${PASS_LOCK_KEY}::bigint) as locked`);
  return result.rows[0]?.locked === true;
}

export interface DueCheckout {
  id: number;
  providerPaymentId: string;
  status: string;
  amountCents: number;
  /** Old enough to be marked expired when its payment has not succeeded. */
  expirable: boolean;
}

/**
 * The checkouts a pass asks the processor about: waiting ones older than `minAgeSeconds`, and
 * expired ones not checked for `recheckExpiredSeconds` (a payment may still succeed after its
 * checkout expired). Confirmed ones first, then the ones checked longest ago.
 */
export async function listDueCheckouts(
  db: DbOrTx,
  args: { provider: ReconciledProvider; minAgeSeconds: number; expireAfterSeconds: number; recheckExpiredSeconds: number; limit: number },
): Promise<DueCheckout[]> {
  const rows = await db
    .select({
      id: checkouts.id,
      providerPaymentId: checkouts.providerPaymentId,
      status: checkouts.status,
      amountCents: checkouts.amountCents,
      expirable: sql<boolean>`(${checkouts.createdAt} <= ${secondsAgo(args.expireAfterSeconds)})`,
    })
    .from(checkouts)
    .where(
      and(
        unrecorded(args.provider),
        or(
          and(inArray(checkouts.status, WAITING_STATUSES), lte(checkouts.createdAt, secondsAgo(args.minAgeSeconds))),
          and(eq(checkouts.status, 'expired'), or(isNull(checkouts.lastCheckedAt), lte(checkouts.lastCheckedAt, secondsAgo(args.recheckExpiredSeconds)))),
        ),
      ),
    )
    .orderBy(sql`(${checkouts.status} = 'succeeded') desc`, sql`${checkouts.lastCheckedAt} asc nulls first`, asc(checkouts.createdAt), asc(checkouts.id))
    .limit(args.limit);
  return rows.map((r) => ({ ...r, providerPaymentId: r.providerPaymentId! }));
}

export async function markCheckoutChecked(db: DbOrTx, id: number) {
  await db.update(checkouts).set({ lastCheckedAt: sql`now()` }).where(eq(checkouts.id, id));
}

/**
 * Marks an abandoned checkout expired, only while it is still pending and unrecorded: a
 * confirmation (test mode) or a recording that landed since the processor was asked wins.
 * Returns whether it was marked.
 */
export async function expireCheckout(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(checkouts)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'pending'), isNull(checkouts.transactionId)))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

export interface PendingCounts {
  waiting: number;
  due: number;
  succeeded: number;
  expired: number;
  waitingCents: number;
  oldestWaitingAt: Date | null;
}

/** What the reconciler has in front of it for one processor. */
export async function countPendingCheckouts(db: DbOrTx, args: { provider: ReconciledProvider; minAgeSeconds: number }): Promise<PendingCounts> {
  const waiting = inArray(checkouts.status, WAITING_STATUSES);
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${waiting})`.mapWith(Number),
      due: sql<number>`count(*) filter (where ${waiting} and ${checkouts.createdAt} <= ${secondsAgo(args.minAgeSeconds)})`.mapWith(Number),
      succeeded: sql<number>`count(*) filter (where ${checkouts.status} = 'succeeded')`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${checkouts.status} = 'expired')`.mapWith(Number),
      // A sum of 64-bit cents comes back as a numeric string.
      waitingCents: sql<number>`coalesce(sum(${checkouts.amountCents}) filter (where ${waiting}), 0)`.mapWith(Number),
      oldestWaitingAt: sql<Date | null>`min(${checkouts.createdAt}) filter (where ${waiting})`.mapWith(checkouts.createdAt),
    })
    .from(checkouts)
    .where(unrecorded(args.provider));
  return row ?? { waiting: 0, due: 0, succeeded: 0, expired: 0, waitingCents: 0, oldestWaitingAt: null };
}

export async function insertRun(db: DbOrTx, values: { trigger: ReconciliationTrigger; processor: ReconciledProvider }): Promise<ReconciliationRunRow> {
  const [row] = await db.insert(reconciliationRuns).values(values).returning();
  return row!;
}

export async function finishRun(
  db: DbOrTx,
  id: number,
  values: Pick<ReconciliationRunRow, 'checked' | 'recorded' | 'expired' | 'mismatched' | 'details' | 'error'>,
): Promise<ReconciliationRunRow> {
  const [row] = await db
    .update(reconciliationRuns)
    .set({ ...values, finishedAt: sql`now()` })
    .where(eq(reconciliationRuns.id, id))
    .returning();
  return row!;
}

/**
 * Scheduled passes that found nothing to check pile up (288 a day at the default interval): those
 * older than `before` are dropped. Passes that checked something, failed, or were asked for by an
 * admin stay.
 */
export async function deleteEmptyScheduledRuns(db: DbOrTx, before: Date): Promise<void> {
  await db
    .delete(reconciliationRuns)
    .where(
      and(
        inArray(reconciliationRuns.trigger, ['start', 'schedule']),
        eq(reconciliationRuns.checked, 0),
        isNull(reconciliationRuns.error),
        isNotNull(reconciliationRuns.finishedAt),
        lte(reconciliationRuns.startedAt, before),
      ),
    );
}

/** Runs left unfinished by a server that stopped mid-pass; called while holding the pass lock. */
export async function closeInterruptedRuns(db: DbOrTx, error: string): Promise<number> {
  const rows = await db
    .update(reconciliationRuns)
    .set({ finishedAt: sql`now()`, error })
    .where(isNull(reconciliationRuns.finishedAt))
    .returning({ id: reconciliationRuns.id });
  return rows.length;
}

/** Newest first. */
export async function listRuns(db: DbOrTx, args: { offset: number; limit: number }): Promise<{ rows: ReconciliationRunRow[]; total: number }> {
  const rows = await db
    .select()
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.startedAt), desc(reconciliationRuns.id))
    .limit(args.limit)
    .offset(args.offset);
  const [total] = await db.select({ n: count() }).from(reconciliationRuns);
  return { rows, total: total?.n ?? 0 };
}

export async function findLatestRun(db: DbOrTx): Promise<ReconciliationRunRow | null> {
  const [row] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.startedAt), desc(reconciliationRuns.id)).limit(1);
  return row ?? null;
}
