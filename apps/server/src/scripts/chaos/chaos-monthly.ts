import { chargeDayIn, formatCents, nextPeriod, periodOfDay } from '@walkfund/domain';
import type { FakeStripe } from '../../modules/payments/test-support/fake-stripe.ts';
import { addDays, chicagoDay } from '../../modules/daily-reports/chicago-day.ts';
import type { BrowserTally } from './browser.ts';
import type { Query } from './ledger.ts';
import type { Random } from './random.ts';
import type { ScratchDatabase } from './scratch-database.ts';
import type { ServerProcess } from './server-process.ts';

/**
 * Monthly gifts in the chaos run (docs/features/monthly-gifts.md, "Chaos"): a share of the
 * checkouts are monthly (cart.ts), each one a Stripe Subscription the server makes after recording
 * the first month. Then the fake Stripe bills every subscription for MONTHS months: for each month
 * the product's clock (lib/clock.ts, its offset written in the database) is moved to the day after
 * the charge day, every subscription is cycled, and each invoice's own events (invoice.paid first)
 * are sent 1-3 times or never (the reconciler must find those); in the middle of the second month
 * the server is SIGKILLed and restarted. The ledger (ledger.ts) then compares every succeeded
 * PaymentIntent, the months' included, with the transactions; monthlyOutcome checks the months.
 */

export const MONTHS = 3;
/** After the first month billed, this share of the gifts is cancelled by the admin: none of them is charged again. */
const CANCEL_SHARE = 0.2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface MonthFacts {
  period: string;
  /** Invoices paid this month (the fake's succeeded intents) and their sum in cents. */
  paid: number;
  cents: number;
  /** invoice.paid never sent; sent more than once. */
  dropped: number;
  duplicated: number;
}

export interface MonthlyRun {
  /** Monthly first payments that succeeded at the fake (each should make one gift and one subscription). */
  firstPayments: number;
  subscriptions: number;
  months: MonthFacts[];
  /** The cycle invoices paid: invoice id -> its PaymentIntent and amount; dropped ones marked. */
  invoices: Map<string, { intentId: string; cents: number; dropped: boolean }>;
  /** The gifts the admin cancelled after the first month billed (their ids). */
  cancelled: number[];
  problems: string[];
}

export interface MonthlyContext {
  fake: FakeStripe;
  server: ServerProcess;
  database: ScratchDatabase;
  /** PGlite is one process's: its clock is written with the server stopped. */
  embedded: boolean;
  tally: BrowserTally;
  random: Random;
  dropRate: number;
  downSeconds: number;
  /** POST /v1/reconciliation/run as the admin. */
  reconcile(): Promise<void>;
  /** POST /v1/monthly-gifts/{id}/cancel as the admin. */
  cancelGift(id: number): Promise<void>;
  say(message: string): void;
  deadline: number;
}

/** The product's clock set to about noon (Chicago) of `day`: its offset from real time, in the database. */
async function setProductClock(ctx: MonthlyContext, day: string): Promise<void> {
  const write = () =>
    ctx.database.withQuery(async (query: Query) => {
      const offsetMs = Date.parse(`${day}T18:00:00Z`) - Date.now();
      await query(
        `insert into app_clock (id, offset_ms) values (1, $1) on conflict (id) do update set offset_ms = excluded.offset_ms, updated_at = now()`,
        [Math.round(offsetMs)],
      );
    });
  if (!ctx.embedded) return write();
  await ctx.server.stop();
  await write();
  await ctx.server.start();
}

/** The monthly first payments that succeeded: their customer and PaymentIntent (saved for later months: setup_future_usage). */
function firstPaymentsByCustomer(fake: FakeStripe): Map<string, string> {
  const firsts = new Map<string, string>();
  for (const intent of fake.intents.values()) {
    if (intent.status === 'succeeded' && intent.setup_future_usage && intent.customer && !firsts.has(intent.customer)) firsts.set(intent.customer, intent.id);
  }
  return firsts;
}

/** Bills every subscription for MONTHS months, with the duplicates, drops and the kill; answers what was paid. */
export async function runMonthlyBilling(ctx: MonthlyContext): Promise<MonthlyRun> {
  const { fake, say } = ctx;
  const firsts = firstPaymentsByCustomer(fake);
  const run: MonthlyRun = { firstPayments: firsts.size, subscriptions: 0, months: [], invoices: new Map(), cancelled: [], problems: [] };
  const cancelledSubscriptions = new Set<string>();
  if (firsts.size === 0) return run;
  // Each recorded first month queues the subscription's creation (after a kill, a job waits for its retry).
  const waitUntil = Math.min(ctx.deadline - 60_000, Date.now() + 150_000);
  while (fake.billing.subscriptions.size < firsts.size && Date.now() < waitUntil) await sleep(500);
  run.subscriptions = fake.billing.subscriptions.size;
  say(`monthly gifts: ${firsts.size} first months paid, ${run.subscriptions} subscriptions`);

  const today = chicagoDay(new Date());
  const dayOfMonth = Number(today.slice(8));
  let period = periodOfDay(today);
  for (let month = 1; month <= MONTHS; month++) {
    if (Date.now() > ctx.deadline - 30_000) {
      run.problems.push(`the deadline came before month ${month} of the monthly gifts`);
      break;
    }
    period = nextPeriod(period);
    // The day after the charge day: a month whose invoice.paid never came is behind, for the reconciler.
    await setProductClock(ctx, addDays(chargeDayIn(period, dayOfMonth), 1));
    const facts: MonthFacts = { period, paid: 0, cents: 0, dropped: 0, duplicated: 0 };
    const subscriptions = ctx.random.shuffle([...fake.billing.subscriptions.values()].filter((s) => s.status !== 'canceled'));
    let outage: Promise<void> | null = null;
    for (const [index, sub] of subscriptions.entries()) {
      if (month === 2 && index === Math.floor(subscriptions.length / 2)) {
        say(`monthly gifts, month ${month}: SIGKILL the server in the middle of the invoices`);
        outage = ctx.server.kill().then(async () => {
          await sleep(ctx.downSeconds * 1000);
          await ctx.server.start();
          say('server back');
        });
      }
      if (cancelledSubscriptions.has(sub.id)) run.problems.push(`subscription ${sub.id} billed in ${period} after its gift was cancelled`);
      const drop = ctx.random.chance(ctx.dropRate);
      const copies = drop ? 0 : ctx.random.int(1, 3);
      const step = fake.billing.cycle(sub.id, { deliver: drop ? { drop: true } : { copies } });
      if (step.invoice.status !== 'paid' || !step.intent || step.invoice.amount_due === 0) continue;
      facts.paid += 1;
      facts.cents += step.invoice.amount_due;
      if (drop) facts.dropped += 1;
      if (copies > 1) facts.duplicated += 1;
      run.invoices.set(step.invoice.id, { intentId: step.intent.id, cents: step.invoice.amount_due, dropped: drop });
      // The month credits the walker the first gift credited (the ledger checks each walker's total).
      const credit = ctx.tally.credits.get(firsts.get(sub.customer) ?? '');
      if (credit) ctx.tally.credits.set(step.intent.id, credit);
    }
    await outage;
    await fake.drainWebhooks(Math.max(0, Math.min(60_000, ctx.deadline - Date.now() - 30_000)));
    await ctx.reconcile();
    run.months.push(facts);
    say(`monthly gifts, ${period}: ${facts.paid} invoices paid (${formatCents(facts.cents)}), invoice.paid dropped ${facts.dropped}, sent 2-3 times ${facts.duplicated}`);
    // PGlite is the server's alone while it runs: the cancels need the gifts' ids from PostgreSQL.
    if (month === 1 && !ctx.embedded) await cancelSome(ctx, subscriptions, run, cancelledSubscriptions);
  }
  return run;
}

/** The admin cancels a share of the gifts (POST /v1/monthly-gifts/{id}/cancel, which cancels the subscription at Stripe). */
async function cancelSome(ctx: MonthlyContext, subscriptions: { id: string }[], run: MonthlyRun, cancelledSubscriptions: Set<string>): Promise<void> {
  const chosen = subscriptions.filter(() => ctx.random.chance(CANCEL_SHARE));
  for (const sub of chosen) {
    const [gift] = await ctx.database.withQuery((query: Query) => query(`select id from monthly_gifts where provider_subscription_id = $1`, [sub.id]));
    if (!gift) continue;
    await ctx.cancelGift(Number(gift.id));
    run.cancelled.push(Number(gift.id));
    cancelledSubscriptions.add(sub.id);
  }
  ctx.say(`monthly gifts: the admin cancelled ${run.cancelled.length} after the first month billed`);
}

export interface MonthlyOutcome {
  problems: string[];
  gifts: number;
  recordedMonths: number;
  recordedCents: number;
  /** Months whose invoice.paid was never sent, recorded all the same (only the reconciler could). */
  byReconciler: number;
}

/**
 * After the server stopped: the product's clock back to real time (a kept database starts as it
 * should), and the months in the database against what the fake billed: one gift and one
 * subscription per monthly first payment, each paid invoice recorded once by its PaymentIntent to
 * the cent, every gift with its first month and each month billed.
 */
export async function monthlyOutcome(query: Query, run: MonthlyRun): Promise<MonthlyOutcome> {
  await query(`update app_clock set offset_ms = 0, updated_at = now() where id = 1`);
  const problems = [...run.problems];
  const [gifts] = await query(`select count(*)::int as n, count(provider_subscription_id)::int as subscribed from monthly_gifts where provider = 'stripe'`);
  const giftCount = Number(gifts?.n ?? 0);
  if (giftCount !== run.firstPayments) problems.push(`${run.firstPayments} monthly first payments, ${giftCount} monthly gifts`);
  if (Number(gifts?.subscribed ?? 0) !== run.subscriptions || run.subscriptions !== giftCount) {
    problems.push(`${giftCount} monthly gifts, ${Number(gifts?.subscribed ?? 0)} with a subscription, ${run.subscriptions} subscriptions at Stripe`);
  }
  const invoiceIds = [...run.invoices.keys()];
  const rows = await query(
    `select c.provider_invoice_id as invoice, count(*)::int as n, min(tr.total_charged_cents)::text as cents, min(tr.external_transaction_id) as payment
       from monthly_gift_charges c join transactions tr on tr.id = c.transaction_id
      where c.status = 'recorded' and c.provider_invoice_id = any($1::text[]) group by c.provider_invoice_id`,
    [invoiceIds],
  );
  const recorded = new Map(rows.map((r) => [String(r.invoice), { n: Number(r.n), cents: Number(r.cents), payment: String(r.payment) }]));
  let recordedCents = 0;
  let byReconciler = 0;
  for (const [invoice, paid] of run.invoices) {
    const month = recorded.get(invoice);
    if (!month) {
      problems.push(`invoice ${invoice} paid ${formatCents(paid.cents)}, its month not recorded`);
      continue;
    }
    recordedCents += month.cents;
    if (paid.dropped) byReconciler += 1;
    if (month.n !== 1 || month.cents !== paid.cents || month.payment !== paid.intentId) {
      problems.push(`invoice ${invoice}: paid ${formatCents(paid.cents)} by ${paid.intentId}, recorded ${month.n} time(s) as ${formatCents(month.cents)} by ${month.payment}`);
    }
  }
  // Every gift: its first month and each month billed, one row each.
  const [perGift] = await query(
    `select count(*)::int as n from (select g.id from monthly_gifts g left join monthly_gift_charges c on c.monthly_gift_id = g.id and c.status = 'recorded'
      where g.provider = 'stripe' and g.provider_subscription_id is not null and g.id <> all($2::int[]) group by g.id having count(c.period) <> $1) behind`,
    [run.months.length + 1, run.cancelled],
  );
  if (Number(perGift?.n ?? 0) > 0) problems.push(`${Number(perGift?.n)} monthly gifts without ${run.months.length + 1} months recorded`);
  // A gift cancelled after the first month billed: its first two months, and nothing after.
  const [afterCancel] = await query(
    `select count(*)::int as n from (select g.id from monthly_gifts g left join monthly_gift_charges c on c.monthly_gift_id = g.id and c.status = 'recorded'
      where g.id = any($1::int[]) group by g.id, g.status having count(c.period) <> 2 or g.status <> 'cancelled') wrong`,
    [run.cancelled],
  );
  if (Number(afterCancel?.n ?? 0) > 0) problems.push(`${Number(afterCancel?.n)} cancelled monthly gifts charged after the cancel (or not cancelled)`);
  return { problems: problems.slice(0, 12), gifts: giftCount, recordedMonths: recorded.size, recordedCents, byReconciler };
}

/** The report's lines for the monthly gifts: [label, count, amount]. */
export function monthlyReportRows(run: MonthlyRun, checked: MonthlyOutcome): [string, string, string][] {
  const paid = run.months.reduce((sum, m) => sum + m.paid, 0);
  const cents = run.months.reduce((sum, m) => sum + m.cents, 0);
  return [
    ['monthly gifts (first months paid / gifts / subscriptions)', `${run.firstPayments} / ${checked.gifts} / ${run.subscriptions}`, ''],
    ...run.months.map((m): [string, string, string] => [`  ${m.period}: invoices paid (invoice.paid dropped, duplicated)`, `${m.paid} (${m.dropped}, ${m.duplicated})`, formatCents(m.cents)]),
    ['monthly invoices paid / months recorded', `${paid} / ${checked.recordedMonths}`, `${formatCents(cents)} / ${formatCents(checked.recordedCents)}`],
    ['  of which recorded by the reconciler (invoice.paid never sent)', `${checked.byReconciler}`, ''],
    ['monthly gifts cancelled after the first month billed (none charged again)', `${run.cancelled.length}`, ''],
  ];
}
