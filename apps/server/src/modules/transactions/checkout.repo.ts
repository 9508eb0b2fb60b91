import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { RecordedPaymentMethod } from '@walkfund/domain';
import { reusableStatement } from '../../db/reusable-statement.ts';
import { checkouts, teamMembers, teams } from '../../db/schema/index.ts';
import type { TeamRow } from '../../lib/teams-by-ids.repo.ts';

// The checkout lifecycle (pending -> succeeded/failed -> recorded) lives here beside its recording;
// modules/payments (the card processor's routes) calls into this module, never the reverse.
export type CheckoutRow = typeof checkouts.$inferSelect;
export type CheckoutProvider = 'stripe' | 'test' | 'offline';
/**
 * pending (card not yet confirmed), processing (a bank transfer submitted, settling: shown, not
 * counted, docs/features/payment-methods.md), succeeded (test processor confirmed), failed
 * (processor unreachable; or, with a payment method, a bank transfer that failed), recorded.
 */
export type CheckoutStatus = 'pending' | 'processing' | 'succeeded' | 'failed' | 'recorded';

const insertCheckoutStatement = reusableStatement('walkfund_insert_checkout_with_payment', (db) =>
  db
    .insert(checkouts)
    .values({
      provider: sql.placeholder('provider'), amountCents: sql.placeholder('amountCents'), payload: sql.placeholder('payload'), status: sql.placeholder('status'),
      providerPaymentId: sql.placeholder('providerPaymentId'), clientSecretHash: sql.placeholder('clientSecretHash'),
    })
    .returning(),
);

/** A new checkout; with its processor's payment when that was made first (the test processor: one statement for both). */
export async function insertCheckout(
  db: DbOrTx,
  values: { provider: CheckoutProvider; amountCents: number; payload: unknown; status?: CheckoutStatus; providerPaymentId?: string; clientSecretHash?: string },
): Promise<CheckoutRow> {
  const [row] = await insertCheckoutStatement(db, {
    provider: values.provider, amountCents: values.amountCents, payload: values.payload, status: values.status ?? 'pending',
    providerPaymentId: values.providerPaymentId ?? null, clientSecretHash: values.clientSecretHash ?? null,
  });
  return row!;
}

const attachProviderPaymentStatement = reusableStatement('walkfund_attach_provider_payment', (db) =>
  db
    .update(checkouts)
    .set({ providerPaymentId: sql`${sql.placeholder('providerPaymentId')}`, clientSecretHash: sql`${sql.placeholder('clientSecretHash')}`, updatedAt: sql`now()` })
    .where(eq(checkouts.id, sql.placeholder('id'))),
);

export async function attachProviderPayment(db: DbOrTx, id: number, providerPaymentId: string, clientSecretHash: string) {
  await attachProviderPaymentStatement(db, { id, providerPaymentId, clientSecretHash });
}

const findCheckoutByPaymentStatement = reusableStatement('walkfund_checkout_by_payment', (db) =>
  db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.provider, sql.placeholder('provider')), eq(checkouts.providerPaymentId, sql.placeholder('providerPaymentId'))))
    .limit(1),
);

export async function findCheckoutByPayment(db: DbOrTx, provider: CheckoutProvider, providerPaymentId: string): Promise<CheckoutRow | null> {
  const [row] = await findCheckoutByPaymentStatement(db, { provider, providerPaymentId });
  return row ?? null;
}

export async function findCheckoutByTransactionId(db: DbOrTx, transactionId: number): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.transactionId, transactionId)).limit(1);
  return row ?? null;
}

export async function findCheckoutById(db: DbOrTx, id: number): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).limit(1);
  return row ?? null;
}

export async function setCheckoutStatus(db: DbOrTx, id: number, status: CheckoutStatus, failureMessage: string | null = null) {
  await db.update(checkouts).set({ status, failureMessage, updatedAt: new Date() }).where(eq(checkouts.id, id));
}

/** A refused card leaves the payment open for another card (as Stripe's requires_payment_method). */
export async function setCheckoutFailureMessage(db: DbOrTx, id: number, failureMessage: string) {
  await db.update(checkouts).set({ failureMessage, updatedAt: new Date() }).where(eq(checkouts.id, id));
}

const markTestPaymentSucceededStatement = reusableStatement('walkfund_mark_test_payment_succeeded_with_method', (db) =>
  db
    .update(checkouts)
    .set({ status: 'succeeded', failureMessage: null, paymentMethod: sql`${sql.placeholder('paymentMethod')}::jsonb`, updatedAt: sql`now()` })
    .where(
      and(
        eq(checkouts.provider, 'test'),
        eq(checkouts.providerPaymentId, sql.placeholder('providerPaymentId')),
        eq(checkouts.clientSecretHash, sql.placeholder('clientSecretHash')),
        eq(checkouts.status, 'pending'),
      ),
    )
    .returning({ id: checkouts.id }),
);

/**
 * The test card step's success in one statement: a pending test payment whose stored secret hash
 * is the presented one's becomes succeeded. Answers false when no row matched (unknown payment,
 * other secret, or no longer pending): the caller then reads the row to say which.
 */
export async function markTestPaymentSucceeded(db: DbOrTx, providerPaymentId: string, clientSecretHash: string, paymentMethod: RecordedPaymentMethod): Promise<boolean> {
  const rows = await markTestPaymentSucceededStatement(db, { providerPaymentId, clientSecretHash, paymentMethod: JSON.stringify(paymentMethod) });
  return rows.length > 0;
}

/**
 * The statement that marks the checkout recorded as `transactionId`, unless another recording got
 * there first: it returns no row then (the checkout keeps the first transaction; the recording
 * rolls its own back). Run with the recording's last statement (transaction.writer.ts).
 */
export function checkoutRecordedUpdate(tx: Tx, id: number, transactionId: number): SQL {
  return tx
    .update(checkouts)
    .set({ status: 'recorded', transactionId, failureMessage: null, updatedAt: new Date() })
    .where(and(eq(checkouts.id, id), isNull(checkouts.transactionId)))
    .returning({ id: checkouts.id })
    .getSQL();
}

const teamForCheckoutStatement = reusableStatement('walkfund_team_for_checkout', (db) =>
  db
    .select({
      team: teams,
      // Spelled with the table's name: Drizzle leaves the columns of a one-table select unqualified,
      // and "id" in the subquery would be the membership's.
      fundraiserIsMember: sql<boolean>`exists (select 1 from ${teamMembers} m
        where m.team_id = teams.id and m.person_id = ${sql.placeholder('fundraiserId')} and m.event_year = teams.year)`,
    })
    .from(teams)
    .where(eq(teams.id, sql.placeholder('teamId')))
    .limit(1),
);

/**
 * The team a checkout supports and whether the walker it credits (if any) is a member of it for
 * the team's year, in one read: pricing a checkout needs both (checkout-pricing.ts), and a round
 * trip is most of what a statement costs (docs/benchmark.md, "Where a checkout's time goes").
 */
export async function findTeamForCheckout(db: DbOrTx, teamId: number, fundraiserId: number | null): Promise<{ team: TeamRow; fundraiserIsMember: boolean } | null> {
  const [row] = await teamForCheckoutStatement(db, { teamId, fundraiserId });
  return row ? { team: row.team, fundraiserIsMember: row.fundraiserIsMember === true } : null;
}
