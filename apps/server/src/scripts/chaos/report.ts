import { formatCents } from '@walkfund/domain';
import type { WebhookStats } from '../../modules/payments/test-support/fake-stripe.ts';
import type { BrowserTally } from './browser.ts';
import type { ChaosOptions } from './chaos-options.ts';
import type { Ledger } from './ledger.ts';

export interface RunFacts {
  options: ChaosOptions;
  database: string;
  elapsedMs: number;
  tally: BrowserTally;
  webhooks: WebhookStats;
  webhooksDrained: boolean;
  kills: number;
  starts: number;
  bootMs: number[];
  downMs: number | null;
  reconcilerAvailable: boolean;
  serverErrorsLogged: { count: number; samples: string[] };
  ledger: Ledger;
  problems: string[];
  serverLog: string;
  /** The monthly gifts' lines (chaos-monthly.ts). */
  monthlyRows?: [string, string, string][];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The table the run ends with. */
export function formatReport(f: RunFacts): string {
  const { tally: t, webhooks: w, ledger: l, options: o } = f;
  const rows: [string, string, string][] = [];
  const row = (label: string, count: number | string, amount = '') => rows.push([label, String(count), amount]);
  row('checkouts attempted', t.started);
  row('payments created (POST /v1/payment 201)', t.paymentsCreated);
  row('cards refused first (not charged)', t.declined, formatCents(l.declined.cents));
  row('  of which paid with a second card', t.retriedAfterDecline);
  row('visitors back at the card step after expiry', t.paidLate);
  row('bank transfers submitted (pending) / settled / failed at the bank', `${t.bankSubmitted} / ${t.bankToSettle} / ${t.bankToFail}`);
  row('paid (processor: succeeded)', l.paid.count, formatCents(l.paid.cents));
  row('recorded (transactions)', l.recorded.count, formatCents(l.recorded.cents));
  row('difference (paid - recorded)', l.paid.count - l.recorded.count, formatCents(l.paid.cents - l.recorded.cents));
  const byReconciler = l.reconciliationRuns.reduce((sum, r) => sum + r.recorded, 0);
  row('  recorded by browsers / webhooks / reconciler', `${t.recordedByBrowser} / ${l.recorded.count - t.recordedByBrowser - byReconciler} / ${byReconciler}`);
  row('browsers that paid', t.paid);
  row('  dropped after paying (never reported)', t.dropped);
  row('  reported: recorded by the browser', t.recordedByBrowser);
  row('  reported: already recorded (webhook first)', t.alreadyRecorded);
  row('browser steps given up (no answer in 45 s)', t.gaveUp);
  row('browser requests retried (down / 5xx)', t.retries);
  row('5xx answers to browsers', t.serverErrors);
  row('webhook events (dropped: never sent)', `${w.events} (${w.dropped})`);
  row('webhook copies sent (duplicates)', `${w.copies} (${w.duplicates})`);
  row('webhook attempts: delivered / failed', `${w.delivered} / ${w.failedAttempts}`);
  row('webhook copies abandoned after retries', w.abandoned);
  row('server kills / starts', `${f.kills} / ${f.starts}`);
  row('server down (kill to healthy again)', f.downMs === null ? '-' : seconds(f.downMs));
  // One line per trigger (start, schedule, admin): a 5-second interval makes dozens of runs.
  for (const trigger of [...new Set(l.reconciliationRuns.map((r) => r.trigger))]) {
    const runs = l.reconciliationRuns.filter((r) => r.trigger === trigger);
    const sum = (key: 'checked' | 'recorded' | 'expired' | 'mismatched') => runs.reduce((total, r) => total + r[key], 0);
    const errors = runs.filter((r) => r.error).map((r) => `#${r.id}: ${r.error}`);
    row(
      `reconciler runs: ${trigger} x${runs.length}`,
      `recorded ${sum('recorded')}`,
      `checked ${sum('checked')}, expired ${sum('expired')}, mismatched ${sum('mismatched')}${errors.length ? `; errors ${errors.slice(0, 3).join('; ')}` : ''}`,
    );
  }
  if (!f.reconcilerAvailable) row('reconciler', 'missing', 'POST /v1/reconciliation/run answered 404');
  rows.push(...(f.monthlyRows ?? []));
  row('checkouts by status', Object.entries(l.checkoutStatuses).map(([s, n]) => `${s} ${n}`).join(', ') || '-');
  row('payments recorded twice', l.duplicates.length);
  row('teams whose total differs from line items', l.teamMismatches.length);
  row('walkers credited by paid gifts', `${l.credited.count} / ${formatCents(l.credited.cents)}`, 'checked against their credited lines and stored totals');
  row('walkers whose credit differs from what was paid', l.fundraiserMismatches.length);
  for (const m of l.matches.filter((m) => m.gifts > 0)) {
    row(`sponsor match ${m.id} (${m.sponsorName})`, `${m.gifts} gifts / ${formatCents(m.matchedCents)}`, `cap ${formatCents(m.capCents)}, ${formatCents(m.remainingCents)} left: never past it`);
  }
  row('matches past their cap or out of balance', l.matchProblems.length);
  row('server errors logged (level >= error)', f.serverErrorsLogged.count);

  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  const lines = rows.map(([a, b, c]) => `  ${a.padEnd(widths[0]!)}  ${b.padStart(widths[1]!)}  ${c}`.trimEnd());
  const header = [
    `Walkfund chaos run: ${o.checkouts} checkouts, ${o.concurrency} at once, seed ${o.seed}, ${f.database}`,
    `  ${Math.round(o.dropRate * 100)}% of paying browsers drop, ${Math.round(o.declineRate * 100)}% cards refused first, ` +
      `${Math.round(o.lateRate * 100)}% pay after expiry, ${Math.round(o.monthlyRate * 100)}% monthly (3 months, ${Math.round(o.monthlyDropRate * 100)}% invoice.paid never sent), ` +
      `webhooks x1-3 shuffled, ${Math.round(o.webhookDropRate * 100)}% never sent, ` +
      (o.killAt > 0 ? `SIGKILL at ${Math.round(o.killAt * 100)}% for ${o.downSeconds} s` : 'no kill'),
    `  boot ${f.bootMs.map(seconds).join(', restart ')}; elapsed ${seconds(f.elapsedMs)}${f.webhooksDrained ? '' : '; webhook queue NOT drained'}`,
  ];
  const verdict = f.problems.length === 0
    ? `PASS: paid == recorded == ${formatCents(l.paid.cents)} (${l.paid.count} payments)`
    : `FAIL:\n${f.problems.map((p) => `  - ${p}`).join('\n')}\n  server log: ${f.serverLog}`;
  const errorSamples = f.serverErrorsLogged.samples.length ? `\nlast server errors:\n${f.serverErrorsLogged.samples.map((s) => `  ${s}`).join('\n')}` : '';
  return `${header.join('\n')}\n\n${lines.join('\n')}${errorSamples}\n\n${verdict}`;
}
