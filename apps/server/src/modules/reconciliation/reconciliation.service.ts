import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  centsToDollars, formatCents, type ListQuery, type Paged, type PendingSummary, type ReconciliationOutcome, type ReconciliationRun,
  type ReconciliationTrigger,
} from '@walkfund/domain';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider, ProviderPayment } from '../../integrations/payments/payment-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { offsetOf, pagedResult } from '../../lib/pagination.ts';
import { finalizeCheckout, type RecordingDeps } from '../transactions/transaction.service.ts';
import { findCheckoutById } from '../transactions/checkout.service.ts';
import { applySettlingAnswer } from '../payments/settle-later.service.ts';
import { reconcileStripeMonths } from '../monthly-gifts/monthly-gift-stripe-reconcile.ts';
import { stripeMonthlyDeps, type StripeMonthlyDeps } from '../monthly-gifts/monthly-gift-stripe-webhooks.ts';
import {
  closeInterruptedRuns, countPendingCheckouts, deleteEmptyScheduledRuns, expireCheckout, finishRun, findLatestRun, insertRun, listDueCheckouts, listRuns,
  markCheckoutChecked, tryTakePassLock, type DueCheckout, type ReconciliationDetail,
} from './reconciliation.repo.ts';
import { toRunView } from './reconciliation.view.ts';

/** Most checkouts one pass asks about; the rest wait for the next pass (the oldest-checked go first). */
export const RECONCILE_BATCH_SIZE = 500;
/** How long an admin's "run now" waits for a pass already under way before answering 409. */
const ADMIN_WAIT_MS = 60_000;
const LOCK_POLL_MS = 200;
const NOTE_MAX_LENGTH = 300;

export interface ReconcileSettings {
  intervalSeconds: number;
  minAgeSeconds: number;
  expireAfterHours: number;
}

export function reconcileSettings(config: AppConfig): ReconcileSettings {
  return {
    intervalSeconds: config.RECONCILE_INTERVAL_SECONDS,
    minAgeSeconds: config.RECONCILE_MIN_AGE_SECONDS,
    expireAfterHours: config.RECONCILE_EXPIRE_AFTER_HOURS,
  };
}

export interface ReconcilerDeps extends RecordingDeps {
  databaseKind: Database['kind'];
  /** Where a failed bank transfer's give-again link points (docs/features/payment-methods.md). */
  publicUrl: string;
  payments: PaymentProvider;
  settings: ReconcileSettings;
  /** With Stripe: the monthly gifts' paid invoices whose invoice.paid never came (monthly-gifts/monthly-gift-stripe-reconcile.ts). */
  reconcileMonths?: (signal: AbortSignal | undefined) => Promise<ReconciliationDetail[]>;
}

/** What a pass needs from the app (the routes and the scheduler build the same). */
export function reconcilerDeps(app: FastifyInstance, log: FastifyBaseLogger = app.log): ReconcilerDeps {
  return {
    db: app.db,
    databaseKind: app.database.kind,
    mailer: app.mailer,
    jobs: app.jobs,
    events: app.paymentEvents,
    log,
    payments: app.payments,
    publicUrl: app.config.PUBLIC_URL,
    settings: reconcileSettings(app.config),
    ...monthsOf(stripeMonthlyDeps(app, log)),
  };
}

const monthsOf = (months: StripeMonthlyDeps | null): Pick<ReconcilerDeps, 'reconcileMonths'> =>
  months ? { reconcileMonths: (signal) => reconcileStripeMonths(months, signal) } : {};

/** The message of a failure, short and without the stack; errors here carry no donor data. */
function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.length > NOTE_MAX_LENGTH ? `${text.slice(0, NOTE_MAX_LENGTH - 1)}…` : text;
}

/** Calls `attempt` until it answers true or `waitMs` has passed. */
async function pollUntil(attempt: () => Promise<boolean>, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (await attempt()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(LOCK_POLL_MS);
  }
}

/** Embedded databases with a pass under way (PGlite opens its data folder in one process only). */
const busyEmbedded = new WeakSet<object>();

/**
 * Runs `pass` while holding the one pass lock, or answers null when another pass keeps it for
 * longer than `waitMs`. PostgreSQL: an advisory lock held by a transaction that does nothing else,
 * so several instances take turns and a killed server's lock goes with its connection. PGlite:
 * a process-local flag, which is exact because only one process can open its data folder (and a
 * long transaction would block PGlite's single connection).
 */
async function withPassLock<T>(deps: ReconcilerDeps, waitMs: number, pass: () => Promise<T>): Promise<T | null> {
  if (deps.databaseKind === 'pglite') {
    const key = deps.db;
    const taken = await pollUntil(async () => {
      if (busyEmbedded.has(key)) return false;
      busyEmbedded.add(key);
      return true;
    }, waitMs);
    if (!taken) return null;
    try {
      return await pass();
    } finally {
      busyEmbedded.delete(key);
    }
  }
  return deps.db.transaction(async (tx) => {
    if (!(await pollUntil(() => tryTakePassLock(tx), waitMs))) return null;
    return pass();
  });
}

type CheckoutResult = ReconciliationDetail & { outcome: ReconciliationOutcome };

const leftForAPerson = 'Left for a person to check.';

/** Asks the processor about one checkout and acts on its answer. Never throws. */
async function reconcileCheckout(deps: ReconcilerDeps, checkout: DueCheckout): Promise<CheckoutResult> {
  const base = { checkoutId: checkout.id, paymentId: checkout.providerPaymentId };
  const result = (outcome: ReconciliationOutcome, note: string): CheckoutResult => ({ ...base, outcome, note });
  let payment: ProviderPayment | null;
  try {
    payment = await deps.payments.retrievePayment(checkout.providerPaymentId);
  } catch (err) {
    await markCheckoutChecked(deps.db, checkout.id).catch(() => undefined);
    return result('error', `The processor could not be asked: ${errorText(err)}`);
  }
  try {
    await markCheckoutChecked(deps.db, checkout.id);
    if (!payment) {
      deps.log.warn({ checkoutId: checkout.id, paymentId: checkout.providerPaymentId }, 'reconciliation: the processor does not know this payment');
      return result('mismatched', `The processor does not know this payment id. ${leftForAPerson}`);
    }
    if (payment.succeeded) {
      if (payment.amountCents !== checkout.amountCents || payment.currency !== 'usd') {
        deps.log.warn({ checkoutId: checkout.id, paymentId: payment.id, amountCents: payment.amountCents, currency: payment.currency }, 'reconciliation: payment differs from its checkout');
        return result(
          'mismatched',
          `The processor took ${formatCents(payment.amountCents)} ${payment.currency.toUpperCase()}; the checkout expects ${formatCents(checkout.amountCents)} USD. ${leftForAPerson}`,
        );
      }
      // The browser or the webhook may be recording it at this moment: one of us writes, the other answers that record.
      const row = await findCheckoutById(deps.db, checkout.id);
      if (!row) return result('mismatched', `The checkout is gone. ${leftForAPerson}`);
      const recorded = await finalizeCheckout(deps, row, payment);
      return recorded.created
        ? result('recorded', `Recorded as transaction ${recorded.transaction.id}.`)
        : result('already-recorded', `Already recorded as transaction ${recorded.transaction.id}.`);
    }
    // A bank transfer on its way, or one that failed, whose webhook never came (docs/features/payment-methods.md).
    if (payment.status === 'processing' || (payment.status === 'failed' && checkout.status !== 'failed')) {
      const changed = await applySettlingAnswer(deps, checkout, payment);
      if (changed === 'pending') return result('unchanged', 'A bank transfer on its way: pending, not counted until it clears.');
      if (changed === 'failed') return result('unchanged', 'The bank transfer failed: nothing counted; the donor was emailed.');
      if (payment.status === 'processing') return result('unchanged', 'Still on its way (pending).');
    }
    if (checkout.status === 'pending' && checkout.expirable) {
      if (await expireCheckout(deps.db, checkout.id)) {
        return result('expired', `No successful payment after ${deps.settings.expireAfterHours} hours: expired. It is still recorded if the payment succeeds later.`);
      }
      return result('unchanged', 'The checkout changed while the processor was asked; the next pass looks again.');
    }
    return result('unchanged', checkout.status === 'expired' ? 'Expired, and still not paid.' : 'Not paid yet.');
  } catch (err) {
    return result('error', errorText(err));
  }
}

interface PassTally {
  checked: number;
  recorded: number;
  expired: number;
  mismatched: number;
  details: ReconciliationDetail[];
}

function count(tally: PassTally, detail: ReconciliationDetail & { outcome: string }) {
  tally.checked += 1;
  if (detail.outcome === 'recorded') tally.recorded += 1;
  if (detail.outcome === 'expired') tally.expired += 1;
  if (detail.outcome === 'mismatched') tally.mismatched += 1;
  tally.details.push(detail);
}

async function reconcileDueCheckouts(deps: ReconcilerDeps, tally: PassTally, signal: AbortSignal | undefined): Promise<{ stoppedEarly: boolean }> {
  const { minAgeSeconds, expireAfterHours } = deps.settings;
  const expireAfterSeconds = expireAfterHours * 3600;
  const due = await listDueCheckouts(deps.db, {
    provider: deps.payments.kind,
    minAgeSeconds,
    expireAfterSeconds,
    // An expired checkout is asked about again once per expiry period, so a late payment whose webhook never came is still recorded.
    recheckExpiredSeconds: expireAfterSeconds,
    limit: RECONCILE_BATCH_SIZE,
  });
  for (const checkout of due) {
    // Shutting down: stop between checkouts; the rest wait for the next pass.
    if (signal?.aborted) return { stoppedEarly: true };
    count(tally, await reconcileCheckout(deps, checkout));
  }
  // Months of monthly gifts Stripe billed by itself, after the checkouts (each recorded month is a detail).
  for (const detail of (await deps.reconcileMonths?.(signal)) ?? []) count(tally, detail);
  return { stoppedEarly: Boolean(signal?.aborted) };
}

/** Empty scheduled passes are shown for a day, then dropped. */
const EMPTY_RUNS_KEPT_MS = 24 * 60 * 60_000;

/**
 * One reconciliation pass over the unrecorded checkouts of the processor in use (docs/decisions/0112-payments-exactly-once.md):
 * records the ones the processor reports paid, exactly once (finalizeCheckout lets one recording
 * of a checkout commit: the browser, the webhook and other passes get that record), expires the
 * abandoned ones, and counts the ones whose amount differs or that the processor does not know,
 * for a person to check. Every pass leaves a reconciliation_runs row. Answers null when another pass held the
 * lock for longer than `waitMs` (0: skip at once). `signal` stops it between checkouts (shutdown).
 */
export async function runReconciliationPass(
  deps: ReconcilerDeps,
  trigger: ReconciliationTrigger,
  options: { waitMs?: number; signal?: AbortSignal } = {},
): Promise<ReconciliationRun | null> {
  const { waitMs = 0, signal } = options;
  return withPassLock(deps, waitMs, async () => {
    const interrupted = await closeInterruptedRuns(deps.db, 'The pass did not finish: the server stopped during it.');
    if (interrupted) deps.log.warn({ runs: interrupted }, 'reconciliation: closed passes a stopped server left unfinished');
    const run = await insertRun(deps.db, { trigger, processor: deps.payments.kind });
    const tally: PassTally = { checked: 0, recorded: 0, expired: 0, mismatched: 0, details: [] };
    let error: string | null = null;
    try {
      const { stoppedEarly } = await reconcileDueCheckouts(deps, tally, signal);
      const failed = tally.details.filter((d) => d.outcome === 'error').length;
      if (failed) error = `${failed} of ${tally.checked} checkouts could not be reconciled; see the details.`;
      else if (stoppedEarly) error = 'Stopped early: the server is shutting down. The remaining checkouts wait for the next pass.';
    } catch (err) {
      error = `The pass failed: ${errorText(err)}`;
    }
    const finished = toRunView(await finishRun(deps.db, run.id, { ...tally, error }));
    await deleteEmptyScheduledRuns(deps.db, new Date(Date.now() - EMPTY_RUNS_KEPT_MS));
    const summary = { runId: run.id, trigger, processor: run.processor, checked: tally.checked, recorded: tally.recorded, expired: tally.expired, mismatched: tally.mismatched };
    if (error) deps.log.error({ ...summary, error }, 'reconciliation pass finished with errors');
    else if (tally.checked) deps.log.info(summary, 'reconciliation pass');
    return finished;
  });
}

/** POST /v1/reconciliation/run: a pass now, after any pass under way (409 if that one takes too long). */
export async function reconcileNow(deps: ReconcilerDeps): Promise<ReconciliationRun> {
  const run = await runReconciliationPass(deps, 'admin', { waitMs: ADMIN_WAIT_MS });
  if (!run) throw AppError.conflict('A reconciliation pass is already running. Try again in a minute.');
  return run;
}

/** GET /v1/reconciliation/: the passes, newest first. */
export async function listReconciliationRuns(args: { db: RecordingDeps['db']; query: Pick<ListQuery, 'page' | 'limit'> }): Promise<Paged<ReconciliationRun>> {
  const { rows, total } = await listRuns(args.db, { offset: offsetOf(args.query), limit: args.query.limit });
  return pagedResult(rows.map(toRunView), total, args.query);
}

/** GET /v1/reconciliation/pending: what waits for the processor, and the last pass. */
export async function getPendingSummary(args: { db: RecordingDeps['db']; payments: PaymentProvider; settings: ReconcileSettings }): Promise<PendingSummary> {
  const { db, payments, settings } = args;
  const counts = await countPendingCheckouts(db, { provider: payments.kind, minAgeSeconds: settings.minAgeSeconds });
  const lastRun = await findLatestRun(db);
  return {
    processor: payments.kind,
    intervalSeconds: settings.intervalSeconds,
    minAgeSeconds: settings.minAgeSeconds,
    expireAfterHours: settings.expireAfterHours,
    waiting: counts.waiting,
    due: counts.due,
    succeeded: counts.succeeded,
    expired: counts.expired,
    waitingAmount: centsToDollars(counts.waitingCents),
    oldestWaitingAt: counts.oldestWaitingAt?.toISOString() ?? null,
    lastRun: lastRun ? toRunView(lastRun) : null,
  };
}
