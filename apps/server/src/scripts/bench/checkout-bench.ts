import { add, fmt } from './bench-table.ts';
import { adminAuthorization, json, measureHello } from './bench-http.ts';
import { options } from './bench-options.ts';
import { closedLoop, openLoop, percentile, type CheckoutTarget, type LoadResult } from './checkout-load.ts';
import type { BenchProcess } from './processes.ts';

/**
 * The completed checkouts per second asked of 200 donors over 50 teams, besides 200/s: a share of
 * the bare hello-world measured just before them, since the machine's speed drifts within a run
 * (shared cores) and the share does not (docs/features/speed-and-scale.md).
 */
export const CHECKOUT_SHARE_OF_HELLO = 0.007;

interface CheckoutTargets {
  /** Completed checkouts per second, at least. */
  perSecond?: number;
  /** Completed checkouts per second, at least this share of the hello-world's requests per second. */
  shareOfHello?: number;
  /** Each request's p99, under (ms). */
  p99?: number;
}

function checkoutRows(label: string, name: string, result: LoadResult, target: CheckoutTargets, helloRps: number) {
  const section = `Checkout, ${label}`;
  const total = result.timings.map((t) => t.total);
  const share = result.perSecond / helloRps;
  if (target.perSecond !== undefined || target.shareOfHello !== undefined || target.p99 === undefined) {
    const enough = (target.perSecond === undefined || result.perSecond >= target.perSecond) && (target.shareOfHello === undefined || share >= target.shareOfHello);
    const targets = [
      ...(target.perSecond !== undefined ? [`≥ ${target.perSecond}`] : []),
      ...(target.shareOfHello !== undefined ? [`≥ ${fmt(target.shareOfHello * 100, 2)}% of hello-world`] : []),
    ];
    add({
      section,
      measure: `${name}: completed checkouts/s`,
      value:
        `${fmt(result.perSecond, 1)}${Number.isFinite(share) ? ` = ${fmt(share * 100, 2)}% of hello-world` : ''} ` +
        `(${result.completed} in ${fmt(result.seconds, 1)} s${result.failed ? `, ${result.failed} failed: ${result.firstError}` : ''})`,
      target: targets.join(', '),
      pass: targets.length ? enough && result.failed === 0 : null,
    });
  }
  add({ section, measure: `${name}: checkout p50 / p99 (3 requests)`, value: `${fmt(percentile(total, 50))} / ${fmt(percentile(total, 99))} ms`, target: '', pass: null });
  if (target.p99 !== undefined) {
    const worst = Math.max(...(['create', 'confirm', 'record'] as const).map((step) => percentile(result.timings.map((t) => t[step]), 99)));
    const steps = (['create', 'confirm', 'record'] as const).map((step) => `${step} ${fmt(percentile(result.timings.map((t) => t[step]), 99))}`).join(', ');
    add({
      section,
      measure: `${name}: p99 per request`,
      value: `${steps} ms${result.failed ? `; ${result.failed} failed: ${result.firstError}` : ''}`,
      target: `< ${target.p99} ms`,
      pass: worst < target.p99 && result.failed === 0,
    });
  }
}

/** Ends every sponsor match not ended yet (the demo seed runs one), so the other checkout rows measure gifts no match covers. */
async function endRunningMatches(base: string): Promise<void> {
  const authorization = await adminAuthorization(base);
  for (const match of await json<{ id: number; status: string }[]>(`${base}/v1/matches`, { headers: { authorization } })) {
    if (match.status !== 'ended') await json(`${base}/v1/matches/${match.id}/end`, { method: 'POST', headers: { authorization } });
  }
}

/**
 * A running 1:1 match over the whole event (docs/features/sponsor-matches.md), its cap far above
 * what the run gives, so every checkout of the row locks its one remaining-amount row till its
 * commit (the case the cap's row lock costs most). Answers its id, to end it after.
 */
async function startBenchMatch(base: string): Promise<number> {
  const authorization = await adminAuthorization(base);
  const match = await json<{ id: number }>(`${base}/v1/matches`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      sponsorName: 'Bench Sponsor', ratio: 1, cap: 10_000_000, minGift: 0, scope: 'event',
      startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  });
  return match.id;
}

/** CPU seconds of the product, of its database's backends and of this process (the load generator). */
function cpuNow(product: BenchProcess, databaseCpu: () => number | null) {
  const own = process.cpuUsage();
  return { server: product.cpuSeconds(), database: databaseCpu(), generator: (own.user + own.system) / 1e6 };
}

/**
 * What one checkout costs in CPU over `run`, the job worker's work after it included (measured to
 * when the product is idle again): the figure to compare a change by on a machine whose speed
 * drifts, since it does not depend on how much of the cores others take.
 */
async function cpuPerCheckout(label: string, name: string, product: BenchProcess, databaseCpu: () => number | null, run: () => Promise<LoadResult>): Promise<LoadResult> {
  const before = cpuNow(product, databaseCpu);
  const result = await run();
  await product.settle(15_000);
  const after = cpuNow(product, databaseCpu);
  const ms = (a: number | null, b: number | null) => (a === null || b === null || !result.completed ? 'n/a' : fmt(((b - a) * 1000) / result.completed, 2));
  add({
    section: `Checkout, ${label}`,
    measure: `${name}: CPU per checkout, its jobs included (server / database backends / load generator)`,
    value: `${ms(before.server, after.server)} / ${ms(before.database, after.database)} / ${ms(before.generator, after.generator)} ms`,
    target: '',
    pass: null,
  });
  return result;
}

/**
 * The checkout rows on the running product: on PostgreSQL 200 donors over the teams, to one team,
 * a steady 100 per second, and during a running capped match, each after a warm-up; on PGlite
 * (one connection in one process) 20 donors, as context.
 */
export async function measureCheckouts(
  label: string,
  product: BenchProcess,
  hello: BenchProcess,
  targets: CheckoutTarget[],
  databaseCpu: () => number | null = () => null,
): Promise<void> {
  const base = product.baseUrl;
  const seconds = options.checkoutSeconds;
  if (label !== 'PostgreSQL') {
    // The embedded database is one connection in one process: its checkouts are context, with fewer donors.
    console.info(`--- ${label}: checkouts (20 donors, ${seconds} s)`);
    checkoutRows(label, `20 donors over ${targets.length} teams, half crediting a walker`, await closedLoop(base, targets, 20, seconds * 1000), {}, NaN);
    return;
  }
  // Warm-up, not measured, at the load measured next (200 donors: their connections opened, the
  // server's hot paths compiled for that concurrency, the database's caches filled), as a server
  // that has been up for a while on walk day has done long ago.
  await endRunningMatches(base);
  console.info(`--- ${label}: warm-up (200 donors, ${options.warmUpSeconds} s, not measured)`);
  await closedLoop(base, targets, 200, options.warmUpSeconds * 1000);
  await product.settle(15_000);
  // The checkout targets are absolute, and this machine's speed drifts within a run (shared
  // cores): the ceiling measured again here shows how fast it was for the checkouts.
  const helloRps = await measureHello(hello);
  add({ section: `Checkout, ${label}`, measure: 'bare Fastify hello-world just before the checkouts (the machine\'s speed then)', value: `${fmt(helloRps)} req/s`, target: '', pass: null });
  console.info(`--- ${label}: checkouts (200 donors, ${seconds} s each)`);
  const spreadName = `200 donors over ${targets.length} teams, half crediting a walker`;
  const spread = await cpuPerCheckout(label, spreadName, product, databaseCpu, () => closedLoop(base, targets, 200, seconds * 1000));
  checkoutRows(label, spreadName, spread, { perSecond: 200, shareOfHello: CHECKOUT_SHARE_OF_HELLO }, helloRps);
  checkoutRows(label, '200 donors, one team', await closedLoop(base, targets.slice(0, 1), 200, seconds * 1000), { perSecond: 100 }, helloRps);
  await product.settle(15_000);
  checkoutRows(label, '100 checkouts/s offered', await openLoop(base, targets, 100, seconds * 1000), { p99: 100 }, helloRps);
  await product.settle(15_000);
  const benchMatch = await startBenchMatch(base);
  const matched = await closedLoop(base, targets, 200, seconds * 1000);
  checkoutRows(label, `checkouts during a running capped match, 200 donors over ${targets.length} teams`, matched, { perSecond: 200 }, helloRps);
  await json(`${base}/v1/matches/${benchMatch}/end`, { method: 'POST', headers: { authorization: await adminAuthorization(base) } });
}
