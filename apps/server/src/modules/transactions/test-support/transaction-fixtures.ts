import { and, asc, eq, sql } from 'drizzle-orm';
import type { CheckoutPayloadInput, TransactionDetail, TransactionView } from '@walkfund/domain';
import type { TestApp } from '../../../../test/test-app.ts';
import type { Db } from '../../../db/client.ts';
import { auditLog, refunds, teams } from '../../../db/schema/index.ts';
import { buildCheckout, payByTestCard, recordTransaction, type CartSpec } from '../../payments/test-support/checkout-fixtures.ts';

/** A card transaction paid through the test-mode processor. */
export async function paidTransaction(t: TestApp, cart: CartSpec | CheckoutPayloadInput): Promise<TransactionView> {
  const payload = 'person' in cart ? cart : buildCheckout(cart);
  const { recorded } = await payByTestCard(t, payload);
  if (recorded.statusCode !== 201) throw new Error(`recording answered ${recorded.statusCode}: ${recorded.body}`);
  return recorded.json() as TransactionView;
}

/** An offline transaction an admin records. */
export async function offlineTransaction(t: TestApp, authorization: string, cart: CartSpec): Promise<TransactionView> {
  const res = await recordTransaction(t, buildCheckout({ ...cart, offline: true }), undefined, { authorization });
  if (res.statusCode !== 201) throw new Error(`recording offline answered ${res.statusCode}: ${res.body}`);
  return res.json() as TransactionView;
}

export async function teamTotalCents(db: Db, teamId: number): Promise<number> {
  const [row] = await db.select({ cents: teams.totalRaisedCents }).from(teams).where(eq(teams.id, teamId));
  return row!.cents;
}

export async function auditRowsOf(db: Db, transactionId: number) {
  return db.select().from(auditLog).where(and(eq(auditLog.entity, 'transaction'), eq(auditLog.entityId, transactionId))).orderBy(asc(auditLog.id));
}

export async function refundRowsOf(db: Db, transactionId: number) {
  return db.select().from(refunds).where(eq(refunds.transactionId, transactionId)).orderBy(asc(refunds.id));
}

export async function detailOf(t: TestApp, authorization: string, id: number): Promise<TransactionDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/transactions/${id}`, headers: { authorization } });
  if (res.statusCode !== 200) throw new Error(`GET /v1/transactions/${id} answered ${res.statusCode}: ${res.body}`);
  return res.json() as TransactionDetail;
}

/**
 * Makes every UPDATE of the teams table fail until the returned function is called: a change
 * that recomputes a team total then fails after writing everything else, so a test can see
 * that nothing of it (audit row included) stays.
 */
export async function failTeamUpdates(db: Db): Promise<() => Promise<void>> {
  await db.execute(sql`create or replace function walkfund_test_fail() returns trigger language plpgsql as $$ begin raise exception 'team updates fail in this test'; end $$`);
  await db.execute(sql`create trigger walkfund_test_fail_teams before update on teams for each row execute function walkfund_test_fail()`);
  return async () => {
    await db.execute(sql`drop trigger walkfund_test_fail_teams on teams`);
  };
}
