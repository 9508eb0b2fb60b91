/**
 * `npm run chaos`: the proof that no paid money is lost or counted twice (docs/features/hardening.md). Not part of
 * `npm test`: it runs the real server as a child process against a fresh PostgreSQL database (or
 * PGlite with --db pglite) and a fake Stripe, everything on 127.0.0.1:
 *
 *   - N checkouts, 20 at a time, as browsers make them: settings and teams, POST /v1/payment,
 *     the card confirmed with "Stripe.js" (some refused first), then POST /v1/transactions,
 *     except for the 20% of browsers that close the tab after paying;
 *   - Stripe's webhooks for every payment, 1-3 copies each, delayed and shuffled, retried while
 *     the server does not answer, and a few never sent;
 *   - a few visitors who pay only after the reconciler expired their checkout;
 *   - a SIGKILL of the server at 40% of the checkouts, a restart on the same database and port;
 *   - the reconciler: at start, on its interval, and once on demand at the end;
 *   - a share of the checkouts monthly (chaos-monthly.ts): each a Stripe subscription, billed for
 *     three months by the product's moved clock, invoice.paid repeated or never sent, a second kill.
 *
 * Then it compares paid (the fake's succeeded intents) with recorded (transactions, by SQL) to the
 * cent, payment by payment, checks no payment is recorded twice, every team's total equals its
 * line items, a capped sponsor match over Tulsa's gifts never passes its cap, and every walker credited by a share of the team gifts holds exactly what was paid to
 * their credit (line items and stored total), prints the table and exits 0 only when everything matches (1 otherwise, 2 when the
 * run itself could not be made).
 */
import { randomBytes } from 'node:crypto';
import type { PublicTeamListItem, PublicWaiver } from '@walkfund/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeStripe, FAKE_STRIPE_KEYS, type FakeStripe } from '../../modules/payments/test-support/fake-stripe.ts';
import { adminToken, cancelMonthlyGift, readMembersByTeam, reconcileNow, startCappedMatch } from './admin-calls.ts';
import { emptyTally, runBrowser, type BrowserContext } from './browser.ts';
import { monthlyOutcome, monthlyReportRows, runMonthlyBilling } from './chaos-monthly.ts';
import { CHAOS_USAGE, parseChaosOptions, type ChaosOptions } from './chaos-options.ts';
import { ledgerProblems, readLastTransactionId, readLedger, readStoredWalkerTotals } from './ledger.ts';
import { createRandom } from './random.ts';
import { formatReport } from './report.ts';
import { createPgliteDatabase, createPostgresDatabase, type ScratchDatabase } from './scratch-database.ts';
import { freePort, ServerProcess } from './server-process.ts';
import { runWalkUps, walkUpProblems, walkUpSummary, type WalkUpTally } from './walk-ups.ts';

const EXIT_PASS = 0;
const EXIT_DIFFERENCE = 1;
const EXIT_BROKEN = 2;
const EXIT_INTERRUPTED = 130;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (message: string) => console.log(`[chaos] ${message}`);

/** Everything the run started, undone in reverse order on every way out. */
class Cleanup {
  private steps: { name: string; run: () => Promise<void> }[] = [];
  private done: Promise<void> | null = null;
  add(name: string, run: () => Promise<void>) {
    this.steps.push({ name, run });
  }
  run(): Promise<void> {
    this.done ??= (async () => {
      for (const step of this.steps.reverse()) {
        try {
          await step.run();
        } catch (err) {
          console.error(`[chaos] cleanup: ${step.name} failed: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    })();
    return this.done;
  }
}

/**
 * The fake bank clears a submitted transfer 2-8 s later (or fails it), raising
 * payment_intent.succeeded or .payment_failed with the run's duplicates, shuffling and drops;
 * the server may be down then, as between processing and succeeded in life.
 */
async function clearBankLater(fake: FakeStripe, paymentId: string, settles: boolean, signal: AbortSignal): Promise<void> {
  await sleep(2_000 + Math.floor(Math.random() * 6_000));
  if (signal.aborted || fake.intents.get(paymentId)?.status !== 'processing') return;
  if (settles) fake.settle(paymentId);
  else fake.failDebit(paymentId);
}

/** The walk-ups of the run (one for every ten checkouts, at least four), with the admin's token kept until it fails. */
async function startWalkUps(server: ServerProcess, admin: { email: string; password: string }, options: ChaosOptions, signal: AbortSignal): Promise<WalkUpTally> {
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${server.baseUrl}${path}`, { signal: AbortSignal.timeout(15_000) });
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const teams = await read<PublicTeamListItem[]>('/v1/teams/list');
  const walkWaivers = new Map<string, number>();
  for (const city of ['Oklahoma City', 'Tulsa']) {
    const waiver = (await read<PublicWaiver[]>(`/v1/waivers/current?city=${encodeURIComponent(city)}`)).find((w) => w.kind === 'walk');
    if (waiver) walkWaivers.set(city, waiver.id);
  }
  let token: string | null = null;
  const random = createRandom((options.seed ^ 0x9a7e) >>> 0);
  return runWalkUps(
    {
      apiBase: server.baseUrl,
      token: async () => (token ??= await adminToken(server, admin)),
      count: Math.max(4, Math.round(options.checkouts / 10)),
      signal,
      next: () => Math.floor(random.next() * 1_000_000_000),
      walkWaivers,
    },
    teams,
  );
}

async function run(options: ChaosOptions, cleanup: Cleanup, interrupt: AbortSignal): Promise<number> {
  const started = Date.now();
  const deadline = started + options.deadlineMinutes * 60_000;
  // Ends the browsers' steps at the deadline (or on Ctrl+C); the phases after them check the clock.
  const stop = new AbortController();
  const deadlineTimer = setTimeout(() => stop.abort(), deadline - Date.now());
  interrupt.addEventListener('abort', () => stop.abort(), { once: true });
  cleanup.add('deadline timer', async () => clearTimeout(deadlineTimer));

  const workDir = mkdtempSync(path.join(tmpdir(), 'walkfund-chaos-'));
  // Kept on failure (the server log is in it) and with --keep.
  let keepWorkDir = true;
  cleanup.add('work directory', async () => {
    if (keepWorkDir) say(`kept ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  });

  const fake: FakeStripe = await startFakeStripe();
  cleanup.add('fake Stripe', () => fake.close());

  const database: ScratchDatabase = options.database === 'postgres' ? await createPostgresDatabase(options.postgresUrl) : createPgliteDatabase(workDir);
  cleanup.add(`database (${database.describe})`, async () => {
    if (options.keep) say(`kept ${database.describe}`);
    else await database.drop();
  });

  const admin = { email: 'chaos-admin@walkfund.local', password: `Chaos#${randomBytes(6).toString('hex')}Aa1` };
  const port = await freePort();
  const server = new ServerProcess(
    {
      ...database.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: database.env.DATA_DIR ?? workDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: path.join(workDir, 'no-web-build'),
      // Each simulated browser sends its own X-Forwarded-For, so per-address limits see 1,000 visitors, not one.
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: '',
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
      STRIPE_API_BASE: fake.url,
      RECONCILE_MIN_AGE_SECONDS: String(options.reconcileMinAgeSeconds),
      RECONCILE_INTERVAL_SECONDS: String(options.reconcileIntervalSeconds),
      RECONCILE_EXPIRE_AFTER_HOURS: String(options.reconcileExpireAfterSeconds / 3600),
    },
    port,
    path.join(workDir, 'server.log'),
  );
  cleanup.add('server', () => server.shutdown());

  fake.sendWebhooksTo({
    url: `${server.baseUrl}/v1/payment/webhook`,
    extraCopies: { min: 0, max: 2 },
    maxDelayMs: 1_500,
    dropRate: options.webhookDropRate,
    maxAttempts: options.webhookMaxAttempts,
    retryBaseMs: 500,
    random: createRandom(options.seed ^ 0x5eed).next,
  });

  say(`${database.describe}; fake Stripe ${fake.url}; server ${server.baseUrl}; log ${server.logFile}`);
  const bootMs = [await server.start()];
  say(`server up in ${(bootMs[0]! / 1000).toFixed(1)} s; ${options.checkouts} checkouts, ${options.concurrency} at once (seed ${options.seed})`);

  await startCappedMatch(server, admin);
  // The browsers, with the kill and restart once killAt of them have started.
  const tally = emptyTally();
  // The fake bank's answers to the submitted transfers, some seconds later (docs/features/payment-methods.md).
  const clearings: Promise<void>[] = [];
  // The demo's walkers already have gifts to their credit: the ledger checks what the run adds.
  // PGlite is one process's: the server stops while the checker reads it.
  const embedded = options.database === 'pglite';
  if (embedded) await server.stop();
  const storedBefore = await database.withQuery(readStoredWalkerTotals);
  const lastTransactionIdBefore = await database.withQuery(readLastTransactionId);
  if (embedded) bootMs.push(await server.start());
  const ctx: BrowserContext = {
    apiBase: server.baseUrl,
    stripeBase: fake.url,
    tally,
    signal: stop.signal,
    dropRate: options.dropRate,
    declineRate: options.declineRate,
    lateRate: options.lateRate,
    lateDelayMs: (options.reconcileExpireAfterSeconds + options.reconcileIntervalSeconds + 2) * 1000,
    membersByTeam: await readMembersByTeam(server, admin),
    bankRate: options.bankRate,
    bankFailRate: options.bankFailRate,
    monthlyRate: options.monthlyRate,
    clearBankTransfer: (paymentId, settles) => clearings.push(clearBankLater(fake, paymentId, settles, stop.signal)),
  };
  const killIndex = options.killAt > 0 ? Math.max(1, Math.floor(options.checkouts * options.killAt)) : -1;
  // Written by the outage, read after the browsers (holders, since closures assign them).
  const outage: { done: Promise<void> | null; downMs: number | null; error: Error | null } = { done: null, downMs: null, error: null };
  const killAndRestart = async () => {
    const killedAt = Date.now();
    say(`checkout ${killIndex}: SIGKILL the server`);
    await server.kill();
    await sleep(options.downSeconds * 1000);
    try {
      bootMs.push(await server.start());
      outage.downMs = Date.now() - killedAt;
      say(`server back after ${(outage.downMs / 1000).toFixed(1)} s`);
    } catch (err) {
      outage.error = err instanceof Error ? err : new Error(String(err));
      stop.abort();
    }
  };
  // Walk-ups paid in cash at the gate, as the admin, alongside the card payments (walk-ups.ts).
  const walkUpsRun = startWalkUps(server, admin, options, stop.signal);
  let next = 0;
  let lastProgress = Date.now();
  const worker = async () => {
    while (next < options.checkouts && !stop.signal.aborted) {
      const index = next++;
      if (index === killIndex) outage.done = killAndRestart();
      await runBrowser(ctx, index, createRandom((options.seed * 7919 + index) >>> 0));
      if (Date.now() - lastProgress > 10_000) {
        lastProgress = Date.now();
        say(`${tally.finished}/${options.checkouts} checkouts done`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, options.checkouts) }, worker));
  await outage.done;
  if (outage.error) throw outage.error;
  const walkUps = await walkUpsRun;
  say(walkUpSummary(walkUps));
  say(`${tally.finished} checkouts done in ${((Date.now() - started) / 1000).toFixed(1)} s; waiting for webhook retries`);

  // Every bank transfer cleared or failed at the fake bank before the webhooks are drained.
  await Promise.all(clearings);
  // Stripe keeps retrying what failed while the server was down; what it abandoned is the reconciler's.
  const webhooksDrained = await fake.drainWebhooks(Math.max(0, Math.min(120_000, deadline - Date.now() - 60_000)));

  let reconcilerAvailable = false;
  if (Date.now() < deadline && !interrupt.aborted) {
    // Only checkouts older than RECONCILE_MIN_AGE_SECONDS are asked about (waiting a minute at most).
    await sleep(Math.min((options.reconcileMinAgeSeconds + 1) * 1000, 60_000, Math.max(0, deadline - Date.now() - 30_000)));
    const answer = await reconcileNow(server, admin);
    if (answer === null) say('POST /v1/reconciliation/run answered 404: the reconciler is not in this build');
    else if (answer.status >= 300) throw new Error(`POST /v1/reconciliation/run answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    else reconcilerAvailable = true;
  }

  // The monthly gifts billed for three months, with their drops, duplicates and a kill (chaos-monthly.ts).
  const monthly = await runMonthlyBilling({
    fake, server, database, embedded, tally, random: createRandom((options.seed ^ 0x3011) >>> 0), dropRate: options.monthlyDropRate,
    downSeconds: options.downSeconds, say, deadline,
    reconcile: async () => {
      const answer = await reconcileNow(server, admin);
      if (answer && answer.status >= 300) throw new Error(`POST /v1/reconciliation/run answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    },
    cancelGift: (id) => cancelMonthlyGift(server, admin, id),
  });

  // Stop the server before reading, so nothing moves under the comparison (and PGlite is free).
  await server.stop();
  const ledger = await database.withQuery((query) => readLedger(query, fake.intents.values(), tally.credits, storedBefore, lastTransactionIdBefore));
  const gateProblems = await database.withQuery((query) => walkUpProblems(query, walkUps));
  const months = await database.withQuery((query) => monthlyOutcome(query, monthly));
  const problems = [...ledgerProblems(ledger), ...gateProblems, ...months.problems, ...tally.anomalies.slice(0, 10)];
  // Each failed bank transfer is failed once the reconciler has asked (nothing recorded for it: the ledger's recordedNotPaid).
  const failedBank = await database.withQuery(async (query) => Number((await query(`select count(*)::int as n from checkouts where provider = 'stripe' and status = 'failed' and payment_method is not null`))[0]?.n ?? 0));
  if (reconcilerAvailable && failedBank !== tally.bankToFail) problems.push(`${tally.bankToFail} bank transfers failed at the bank, ${failedBank} checkouts say failed`);
  say(`bank transfers: ${tally.bankSubmitted} submitted, ${tally.bankToSettle} settled at the bank, ${tally.bankToFail} failed (${failedBank} checkouts failed)`);
  if (tally.anomalies.length > 10) problems.push(`... ${tally.anomalies.length} unexpected answers to browsers in all`);
  if (tally.finished < options.checkouts) problems.push(`only ${tally.finished} of ${options.checkouts} checkouts ran before the deadline`);
  if (stop.signal.aborted && !interrupt.aborted) problems.push(`the ${options.deadlineMinutes}-minute deadline passed`);

  console.log(
    `\n${formatReport({
      options,
      database: database.describe,
      elapsedMs: Date.now() - started,
      tally,
      webhooks: fake.webhookStats(),
      webhooksDrained,
      kills: server.kills,
      starts: server.starts,
      bootMs,
      downMs: outage.downMs,
      reconcilerAvailable,
      serverErrorsLogged: server.loggedErrors(),
      ledger,
      problems,
      serverLog: server.logFile,
      monthlyRows: monthlyReportRows(monthly, months),
    })}\n`,
  );
  keepWorkDir = options.keep || problems.length > 0;
  return problems.length === 0 ? EXIT_PASS : EXIT_DIFFERENCE;
}

async function main(): Promise<number> {
  let options: ChaosOptions | null;
  try {
    options = parseChaosOptions(process.argv.slice(2));
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n\n${CHAOS_USAGE}`);
    return EXIT_BROKEN;
  }
  if (!options) {
    console.log(CHAOS_USAGE);
    return EXIT_PASS;
  }
  const cleanup = new Cleanup();
  const interrupt = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      say(`${signal}: stopping and cleaning up`);
      interrupt.abort();
      void cleanup.run().then(() => process.exit(EXIT_INTERRUPTED));
    });
  }
  // A last resort if a phase hangs past its own bounds: clean up and leave anyway.
  const watchdog = setTimeout(() => {
    console.error(`[chaos] still running ${options.deadlineMinutes + 2} minutes after the start: giving up`);
    void cleanup.run().then(() => process.exit(EXIT_BROKEN));
  }, (options.deadlineMinutes + 2) * 60_000);
  watchdog.unref();
  try {
    return await run(options, cleanup, interrupt.signal);
  } catch (err) {
    console.error(`[chaos] the run broke: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return EXIT_BROKEN;
  } finally {
    await cleanup.run();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(EXIT_BROKEN);
  },
);
