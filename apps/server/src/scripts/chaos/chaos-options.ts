import { parseArgs } from 'node:util';

export interface ChaosOptions {
  checkouts: number;
  concurrency: number;
  /** Share of paying browsers that close before POST /v1/transactions. */
  dropRate: number;
  /** Share of browsers whose first card is refused. */
  declineRate: number;
  /** Share of browsers that leave the card step open past the checkout's expiry, then pay. */
  lateRate: number;
  /**
   * Share of browsers that pay by bank transfer (docs/features/payment-methods.md): pending until
   * the fake's bank clears it (settled) or fails it (bankFailRate of them), a few seconds later.
   */
  bankRate: number;
  bankFailRate: number;
  /** Share of the card checkouts with a donation that are monthly, then billed for three months (chaos-monthly.ts). */
  monthlyRate: number;
  /** Share of the monthly invoices whose invoice.paid is never sent (the reconciler must find them). */
  monthlyDropRate: number;
  /** The server is SIGKILLed once this share of checkouts has started (0: no kill). */
  killAt: number;
  downSeconds: number;
  /** Share of webhook events the fake never sends (only the reconciler can record those). */
  webhookDropRate: number;
  webhookMaxAttempts: number;
  seed: number;
  deadlineMinutes: number;
  database: 'postgres' | 'pglite';
  /** Where the scratch database is created (postgres). */
  postgresUrl: string;
  reconcileMinAgeSeconds: number;
  reconcileIntervalSeconds: number;
  /** RECONCILE_EXPIRE_AFTER_HOURS for the server, in seconds here. */
  reconcileExpireAfterSeconds: number;
  /** Keep the scratch database and the server log. */
  keep: boolean;
}

export const CHAOS_USAGE = `npm run chaos -- [options]

Checkouts through the real server and a fake Stripe on loopback, with browsers that leave after
paying, refused cards, duplicated and shuffled webhooks, a server kill and restart mid-run, and
the reconciler. Prints paid vs recorded to the cent; exits 0 only when they match exactly.

  --checkouts N             checkouts to run (1000)
  --concurrency N           browsers at once (20)
  --drop-rate R             share of paying browsers that never report back (0.2)
  --decline-rate R          share of browsers whose first card is refused (0.04)
  --late-rate R             share of browsers that pay only after their checkout expired (0.01)
  --bank-rate R             share of browsers that pay by bank transfer, settling later (0.15)
  --bank-fail-rate R        share of those bank transfers that fail (0.3)
  --monthly-rate R          share of the card checkouts with a donation that are monthly, billed for 3 months (0.2)
  --monthly-drop-rate R     share of the monthly invoices whose invoice.paid is never sent (0.15)
  --kill-at R               SIGKILL the server when this share has started; 0 = no kill (0.4)
  --down-seconds S          how long the server stays down (3)
  --webhook-drop-rate R     share of webhook events never sent (0.05)
  --webhook-max-attempts N  delivery attempts per webhook copy (6)
  --seed N                  random seed (time based)
  --deadline-minutes M      hard limit for the whole run (10)
  --db postgres|pglite      database engine (postgres)
  --postgres-url URL        server to create the scratch database on (postgres://postgres@127.0.0.1:5432/postgres)
  --reconcile-min-age S     RECONCILE_MIN_AGE_SECONDS for the server (2)
  --reconcile-interval S    RECONCILE_INTERVAL_SECONDS for the server (5)
  --reconcile-expire-after S  RECONCILE_EXPIRE_AFTER_HOURS for the server, in seconds (10)
  --keep                    keep the scratch database and the server log
  --help`;

const share = (name: string, value: string) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new Error(`--${name} must be between 0 and 1 (got ${value})`);
  return n;
};

const whole = (name: string, value: string, min: number, max: number) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max} (got ${value})`);
  return n;
};

/** null when --help was asked. Throws with a message naming the bad option. */
export function parseChaosOptions(argv: string[]): ChaosOptions | null {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      checkouts: { type: 'string', default: '1000' },
      concurrency: { type: 'string', default: '20' },
      'drop-rate': { type: 'string', default: '0.2' },
      'decline-rate': { type: 'string', default: '0.04' },
      'late-rate': { type: 'string', default: '0.01' },
      'bank-rate': { type: 'string', default: '0.15' },
      'bank-fail-rate': { type: 'string', default: '0.3' },
      'monthly-rate': { type: 'string', default: '0.2' },
      'monthly-drop-rate': { type: 'string', default: '0.15' },
      'kill-at': { type: 'string', default: '0.4' },
      'down-seconds': { type: 'string', default: '3' },
      'webhook-drop-rate': { type: 'string', default: '0.05' },
      'webhook-max-attempts': { type: 'string', default: '6' },
      seed: { type: 'string' },
      'deadline-minutes': { type: 'string', default: '10' },
      db: { type: 'string', default: 'postgres' },
      'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
      'reconcile-min-age': { type: 'string', default: '2' },
      'reconcile-interval': { type: 'string', default: '5' },
      'reconcile-expire-after': { type: 'string', default: '10' },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return null;
  const database = values.db;
  if (database !== 'postgres' && database !== 'pglite') throw new Error(`--db must be postgres or pglite (got ${database})`);
  const postgresUrl = values['postgres-url'];
  const host = new URL(postgresUrl).hostname;
  // Everything the run touches stays on this machine.
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) throw new Error(`--postgres-url must be on loopback (got ${host})`);
  return {
    checkouts: whole('checkouts', values.checkouts, 1, 100_000),
    concurrency: whole('concurrency', values.concurrency, 1, 500),
    dropRate: share('drop-rate', values['drop-rate']),
    declineRate: share('decline-rate', values['decline-rate']),
    lateRate: share('late-rate', values['late-rate']),
    bankRate: share('bank-rate', values['bank-rate']),
    bankFailRate: share('bank-fail-rate', values['bank-fail-rate']),
    monthlyRate: share('monthly-rate', values['monthly-rate']),
    monthlyDropRate: share('monthly-drop-rate', values['monthly-drop-rate']),
    killAt: share('kill-at', values['kill-at']),
    downSeconds: whole('down-seconds', values['down-seconds'], 0, 120),
    webhookDropRate: share('webhook-drop-rate', values['webhook-drop-rate']),
    webhookMaxAttempts: whole('webhook-max-attempts', values['webhook-max-attempts'], 1, 20),
    seed: values.seed === undefined ? Date.now() % 2 ** 31 : whole('seed', values.seed, 0, 2 ** 31 - 1),
    deadlineMinutes: whole('deadline-minutes', values['deadline-minutes'], 1, 180),
    database,
    postgresUrl,
    reconcileMinAgeSeconds: whole('reconcile-min-age', values['reconcile-min-age'], 0, 3600),
    reconcileIntervalSeconds: whole('reconcile-interval', values['reconcile-interval'], 1, 3600),
    reconcileExpireAfterSeconds: whole('reconcile-expire-after', values['reconcile-expire-after'], 1, 86_400),
    keep: values.keep,
  };
}
