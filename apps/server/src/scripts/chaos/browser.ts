import { setTimeout as delay } from 'node:timers/promises';
import { toCents, type EventSettings, type PaymentCreateResponse, type PublicTeamListItem, type PublicWaiver, type TransactionView } from '@walkfund/domain';
import { FAKE_STRIPE_KEYS, FAKE_STRIPE_TEST_METHODS } from '../../modules/payments/test-support/fake-stripe.ts';
import { buildCart, type CartCredit, type Catalog } from './cart.ts';
import type { Random } from './random.ts';

/** How long one browser step keeps retrying while the server is down or restarting. */
const STEP_RETRY_MS = 45_000;
const REQUEST_TIMEOUT_MS = 15_000;

export interface BrowserTally {
  started: number;
  finished: number;
  /** POST /v1/payment answered 201. */
  paymentsCreated: number;
  /** The first card was refused. */
  declined: number;
  /** ... and the visitor tried again with a good card. */
  retriedAfterDecline: number;
  /** Left the card step open past the checkout's expiry, then went on (the card may still be refused). */
  paidLate: number;
  /** The browser saw its payment succeed. */
  paid: number;
  /** Paid, then closed before reporting back (never called POST /v1/transactions). */
  dropped: number;
  /** POST /v1/transactions recorded the payment (201) or returned the existing record (200). */
  recordedByBrowser: number;
  alreadyRecorded: number;
  /** Bank transfers submitted (processing), and how the fake's bank then answered. */
  bankSubmitted: number;
  bankToSettle: number;
  bankToFail: number;
  /** Payments created for a monthly gift's first month (docs/features/monthly-gifts.md). */
  monthly: number;
  /** A step that could not reach the server within its retry window. */
  gaveUp: number;
  /** Requests repeated after no answer (server down) or a 5xx. */
  retries: number;
  /** 5xx answers from the server. */
  serverErrors: number;
  /** Answers no browser should ever get (wrong status, wrong amount): each one fails the run. */
  anomalies: string[];
  /** The walker credit each created payment asked for, by payment id: the ledger checks it against what was recorded. */
  credits: Map<string, CartCredit>;
}

export function emptyTally(): BrowserTally {
  return {
    started: 0, finished: 0, paymentsCreated: 0, declined: 0, retriedAfterDecline: 0, paidLate: 0, paid: 0, dropped: 0, recordedByBrowser: 0,
    bankSubmitted: 0, bankToSettle: 0, bankToFail: 0, alreadyRecorded: 0, monthly: 0, gaveUp: 0, retries: 0, serverErrors: 0, anomalies: [], credits: new Map(),
  };
}

interface Answer {
  status: number;
  body: unknown;
}

class GaveUp extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface BrowserContext {
  apiBase: string;
  stripeBase: string;
  tally: BrowserTally;
  /** Ends every step when the run's deadline passes. */
  signal: AbortSignal;
  dropRate: number;
  declineRate: number;
  lateRate: number;
  /** How long a late visitor waits before confirming the card: past the reconciler's expiry. */
  lateDelayMs: number;
  /** Each team's members of the current year, to credit walkers with some team gifts. */
  membersByTeam: ReadonlyMap<number, readonly number[]>;
  bankRate: number;
  bankFailRate: number;
  /** Share of the card checkouts with a donation that are monthly. */
  monthlyRate: number;
  /** The fake's bank clears (or fails) a submitted transfer some seconds later. */
  clearBankTransfer(paymentId: string, settles: boolean): void;
}

/**
 * A request as a browser makes it, repeated (as a visitor clicking again would) while the server
 * does not answer or answers 5xx, for at most STEP_RETRY_MS.
 */
async function request(ctx: BrowserContext, url: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Answer> {
  const until = Date.now() + STEP_RETRY_MS;
  let wait = 250;
  for (;;) {
    if (ctx.signal.aborted) throw new GaveUp('the run deadline passed');
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) });
      const text = await response.text();
      const body: unknown = text ? JSON.parse(text) : null;
      if (response.status < 500) return { status: response.status, body };
      ctx.tally.serverErrors += 1;
    } catch (err) {
      if (ctx.signal.aborted) throw new GaveUp('the run deadline passed');
      if (err instanceof SyntaxError) throw err;
      // No answer: the server is down, restarting, or was killed with the request in flight.
    }
    if (Date.now() + wait > until) throw new GaveUp(`${init.method ?? 'GET'} ${url}: no answer within ${STEP_RETRY_MS / 1000} s`);
    ctx.tally.retries += 1;
    await sleep(wait);
    wait = Math.min(wait * 1.6, 3_000);
  }
}

const json = (body: unknown, forwardedFor: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
  body: JSON.stringify(body),
});

/** What Stripe.js confirmCardPayment sends: the publishable key, the client secret and the card. */
async function confirmCard(ctx: BrowserContext, payment: PaymentCreateResponse, method: string): Promise<Answer> {
  const response = await fetch(`${ctx.stripeBase}/v1/payment_intents/${payment.id}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${FAKE_STRIPE_KEYS.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: payment.secret, payment_method: method }).toString(),
    signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
  });
  return { status: response.status, body: await response.json() };
}

/** A distinct client address per browser (the server trusts X-Forwarded-For in this run), as visitors on their own connections. */
function addressOf(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

/**
 * One visitor's checkout: read the settings and the teams, build a cart, POST /v1/payment,
 * confirm the card with "Stripe", then report back with POST /v1/transactions, unless this visitor
 * closes the tab first. Each browser has its own random source, so a seed repeats its choices.
 */
export async function runBrowser(ctx: BrowserContext, index: number, random: Random): Promise<void> {
  const { tally } = ctx;
  const anomaly = (what: string): void => {
    tally.anomalies.push(`checkout ${index}: ${what}`);
  };
  const forwardedFor = addressOf(index + 1);
  const headers = { 'x-forwarded-for': forwardedFor };
  tally.started += 1;
  try {
    const settings = await request(ctx, `${ctx.apiBase}/v1/event-settings/`, { headers });
    const teams = await request(ctx, `${ctx.apiBase}/v1/teams/list`, { headers });
    if (settings.status !== 200 || teams.status !== 200) return anomaly(`catalog answered ${settings.status} / ${teams.status}`);
    // The run page reads the city's waivers; the cart's runner accepts the 5k one (docs/features/event-day.md).
    const runWaivers = new Map<string, number>();
    for (const city of ['Oklahoma City', 'Tulsa']) {
      const current = await request(ctx, `${ctx.apiBase}/v1/waivers/current?city=${encodeURIComponent(city)}`, { headers });
      if (current.status !== 200) return anomaly(`GET /v1/waivers/current answered ${current.status}`);
      const waiver = (current.body as PublicWaiver[]).find((w) => w.kind === '5k');
      if (waiver) runWaivers.set(city, waiver.id);
    }
    const catalog: Catalog = { settings: settings.body as EventSettings, teams: teams.body as PublicTeamListItem[], membersByTeam: ctx.membersByTeam, runWaivers };
    const bank = random.chance(ctx.bankRate);
    const { payload, amountCents, credit, monthly } = buildCart(random, catalog, index, bank, ctx.monthlyRate);

    const created = await request(ctx, `${ctx.apiBase}/v1/payment`, json({ amount: String(amountCents), ...payload }, forwardedFor));
    if (created.status !== 201) return anomaly(`POST /v1/payment answered ${created.status}: ${JSON.stringify(created.body)}`);
    tally.paymentsCreated += 1;
    if (monthly) tally.monthly += 1;
    const payment = created.body as PaymentCreateResponse;
    if (credit) tally.credits.set(payment.id, credit);
    if (toCents(payment.amount) !== amountCents) anomaly(`POST /v1/payment priced ${payment.amount}, the cart ${amountCents / 100}`);
    const reference = { id: payment.id, secret: payment.secret };
    const report = () => request(ctx, `${ctx.apiBase}/v1/transactions`, json({ ...payload, payment: reference }, forwardedFor));

    if (bank) {
      // A bank transfer: submitted now, pending (processing) until the bank clears or fails it;
      // the browser records nothing and shows it pending (docs/features/payment-methods.md).
      const settles = !random.chance(ctx.bankFailRate);
      const submitted = await confirmCard(ctx, payment, settles ? FAKE_STRIPE_TEST_METHODS.bankSettles.id : FAKE_STRIPE_TEST_METHODS.bankFails.id);
      if (submitted.status !== 200 || (submitted.body as { status?: string }).status !== 'processing') {
        return anomaly(`submitting a bank transfer answered ${submitted.status}: ${JSON.stringify(submitted.body)}`);
      }
      tally.bankSubmitted += 1;
      // Not paid yet: recording must refuse and write nothing.
      const notYet = await report();
      if (notYet.status !== 402) anomaly(`POST /v1/transactions on a pending bank transfer answered ${notYet.status}`);
      if (settles) tally.bankToSettle += 1;
      else tally.bankToFail += 1;
      ctx.clearBankTransfer(payment.id, settles);
      return;
    }
    if (random.chance(ctx.lateRate)) {
      // The reconciler expires this checkout meanwhile; a payment that succeeds after that must still be recorded.
      tally.paidLate += 1;
      await delay(ctx.lateDelayMs, undefined, { signal: ctx.signal }).catch(() => {
        throw new GaveUp('the run deadline passed');
      });
    }
    if (random.chance(ctx.declineRate)) {
      const refusal = random.chance(0.5) ? FAKE_STRIPE_TEST_METHODS.declined : FAKE_STRIPE_TEST_METHODS.insufficientFunds;
      const refused = await confirmCard(ctx, payment, refusal.id);
      if (refused.status !== 402) return anomaly(`a refused card answered ${refused.status}`);
      tally.declined += 1;
      // The checkout shows the processor's message; recording must refuse and write nothing.
      const notPaid = await report();
      if (notPaid.status !== 402) anomaly(`POST /v1/transactions after a refused card answered ${notPaid.status}`);
      if (!random.chance(0.5)) return;
      tally.retriedAfterDecline += 1;
    }
    const confirmed = await confirmCard(ctx, payment, FAKE_STRIPE_TEST_METHODS.visa.id);
    if (confirmed.status !== 200) return anomaly(`confirming a good card answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
    tally.paid += 1;

    if (random.chance(ctx.dropRate)) {
      tally.dropped += 1;
      return;
    }
    const recorded = await report();
    if (recorded.status !== 201 && recorded.status !== 200) {
      return anomaly(`POST /v1/transactions answered ${recorded.status}: ${JSON.stringify(recorded.body)}`);
    }
    if (recorded.status === 201) tally.recordedByBrowser += 1;
    else tally.alreadyRecorded += 1;
    const view = recorded.body as TransactionView;
    if (view.externalTransactionId !== payment.id) anomaly(`recorded payment ${view.externalTransactionId}, paid ${payment.id}`);
    if (toCents(view.totalCharged) !== amountCents) anomaly(`recorded ${view.totalCharged}, paid ${amountCents / 100}`);
  } catch (err) {
    if (err instanceof GaveUp || ctx.signal.aborted) tally.gaveUp += 1;
    else anomaly(err instanceof Error ? err.message : String(err));
  } finally {
    tally.finished += 1;
  }
}
