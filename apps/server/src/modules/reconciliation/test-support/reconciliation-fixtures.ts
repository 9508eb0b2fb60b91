import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { checkouts, transactions } from '../../../db/schema/index.ts';
import type { ReconciliationDetail as ReconciliationDetailView, ReconciliationRun } from '@walkfund/domain';

/** POST /v1/reconciliation/run as the given admin; fails the test unless it answers 200. */
export async function runPass(t: TestApp, authorization: string): Promise<ReconciliationRun> {
  const res = await t.app.inject({ method: 'POST', url: '/v1/reconciliation/run', headers: { authorization } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReconciliationRun;
}

/** What the pass did with the checkout of this payment (undefined: the pass did not look at it). */
export function detailFor(run: ReconciliationRun, paymentId: string): ReconciliationDetailView | undefined {
  return run.details.find((d) => d.paymentId === paymentId);
}

export async function checkoutOf(t: TestApp, paymentId: string) {
  const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.providerPaymentId, paymentId));
  if (!row) throw new Error(`no checkout for payment ${paymentId}`);
  return row;
}

/** Moves the checkout's creation (and, if given, its last check) back in time, in the database's clock. */
export async function backdateCheckout(t: TestApp, paymentId: string, ages: { createdSecondsAgo: number; checkedSecondsAgo?: number }) {
  await t.database.db
    .update(checkouts)
    .set({
      createdAt: sql`now() - (${ages.createdSecondsAgo}::double precision * interval '1 second')`,
      ...(ages.checkedSecondsAgo === undefined ? {} : { lastCheckedAt: sql`now() - (${ages.checkedSecondsAgo}::double precision * interval '1 second')` }),
    })
    .where(eq(checkouts.providerPaymentId, paymentId));
}

export function transactionsFor(t: TestApp, paymentId: string) {
  return t.database.db.select().from(transactions).where(eq(transactions.externalTransactionId, paymentId));
}

export const MINUTES = 60;
export const HOURS = 3600;
