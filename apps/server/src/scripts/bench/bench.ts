import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findTeamTotalMismatches } from '../../modules/ledger/team-totals.repo.ts';
import { freePort } from '../chaos/server-process.ts';
import { BUILD_STAMP, ensureWebBuild } from '../web-build.ts';
import { CHECKOUT_TEAMS, seedBase, seedBenchData } from './bench-seed.ts';
import { USAGE, measures, options, seedScaleFor } from './bench-options.ts';
import { add, checkInRows, fmt, missedTargets, table } from './bench-table.ts';
import { fullRunDocument, writeCheckInSection, writeFullRun } from './bench-doc.ts';
import { json } from './bench-http.ts';
import { measurePublicReads, measureReports } from './bench-reads.ts';
import { pgliteTarget, postgresTarget, productProcess, type DatabaseUnderTest } from './bench-targets.ts';
import { firstLoadJs } from './bundle-size.ts';
import { checkInSection, measureCheckIn } from './check-in-bench.ts';
import { seedCheckIn } from './check-in-load.ts';
import { measureCheckouts } from './checkout-bench.ts';
import type { CheckoutTarget } from './checkout-load.ts';
import { BenchProcess } from './processes.ts';
import { measureCoachingPass } from './coaching-pass.ts';
import { benchMonthlyGifts } from './monthly-gifts-due.ts';

/**
 * `npm run bench` (USAGE in bench-options.ts): the product and a bare hello-world in processes of
 * their own, on PGlite and on PostgreSQL; the parts' rows come from bench-reads.ts,
 * checkout-bench.ts and check-in-bench.ts, and bench-doc.ts writes them to docs/benchmark.md.
 */

if (options.help) {
  console.info(USAGE);
  process.exit(0);
}
const { webDist } = options;

/** The product started on the seeded database: the start-up row, timed on a build made beforehand. */
async function startProduct(target: DatabaseUnderTest): Promise<BenchProcess> {
  const { label } = target;
  const product = await productProcess(target);
  // Others may edit the web sources meanwhile (a shared checkout): rebuild before the timed start, not during it.
  ensureWebBuild(webDist, { log: (line) => console.info(line) });
  console.info(`--- ${label}: starting the product (npm start) on the seeded database`);
  const stamp = () => readFileSync(path.join(webDist, BUILD_STAMP), 'utf8');
  const stampBefore = stamp();
  let startMs = await product.start('/');
  if (stamp() !== stampBefore) {
    // The web sources changed just before it started (someone is editing this checkout), so npm
    // start built first: time a second start, on the build it made.
    await product.stop();
    startMs = await product.start('/');
  }
  add({ section: `Start-up, ${label}`, measure: 'npm start on an existing data folder to the first page', value: `${fmt(startMs / 1000, 2)} s`, target: '< 5 s', pass: startMs < 5000 });
  return product;
}

async function checkTotals(target: DatabaseUnderTest): Promise<void> {
  const checking = await target.open();
  const mismatches = await findTeamTotalMismatches(checking.db);
  await checking.close();
  add({
    section: `Checkout, ${target.label}`,
    measure: 'team totals = sum of line items (totals:check)',
    value: mismatches.length ? `${mismatches.length} teams differ` : 'all teams equal',
    target: 'all equal',
    pass: mismatches.length === 0,
  });
}

/** Coaching's daily pass (docs/features/coaching.md), last: the messages it queues must not load what is measured before. */
async function benchCoaching(target: DatabaseUnderTest): Promise<void> {
  const section = `Coaching, ${target.label}`;
  const coaching = await target.open();
  try {
    const pass = await measureCoachingPass(coaching.db);
    add({
      section,
      measure: `coaching daily pass over ${fmt(pass.persons)} persons (${fmt(pass.walkers)} walkers, every one due)`,
      value: `${fmt(pass.firstMs / 1000, 2)} s, ${fmt(pass.queued)} emails queued; again with nothing due: ${fmt(pass.secondMs / 1000, 2)} s`,
      target: '< 60 s',
      pass: pass.firstMs < 60_000,
    });
  } catch (err) {
    add({ section, measure: 'coaching daily pass', value: `failed: ${err instanceof Error ? err.message : String(err)}`, target: '< 60 s', pass: false });
  } finally {
    await coaching.close();
  }
}

async function benchDatabase(target: DatabaseUnderTest, hello: BenchProcess) {
  const { label } = target;
  console.info(`\n--- ${label}: seeding`);
  const seeding = await target.open();
  const seeded = await seedBenchData(seeding.db, seedScaleFor(label));
  const seededCheckIn = measures('rest') ? await seedCheckIn(seeding.db) : null;
  await seeding.close();
  await target.flush?.();
  add({ section: `Data, ${label}`, measure: 'seeded', value: seeded, target: '', pass: null });
  if (seededCheckIn) add({ section: `Check-in, ${label}`, measure: 'seeded', value: seededCheckIn, target: '', pass: null });
  if (measures('rest')) {
    console.info(`--- ${label}: report calls`);
    await measureReports(target);
  }

  const product = await startProduct(target);
  try {
    await product.settle();
    const base = product.baseUrl;
    const teams = await json<{ id: number; slug: string }[]>(`${base}/v1/teams/list`);
    if (measures('reads')) await measurePublicReads(label, base, hello, teams[0]!.slug);
    if (measures('checkouts')) {
      // Each team's listed walkers (bench-seed.ts gives every checkout team one): half the gifts credit one.
      const targets: CheckoutTarget[] = await Promise.all(
        teams.slice(0, CHECKOUT_TEAMS).map(async ({ id: teamId }) => ({
          teamId,
          fundraiserIds: (await json<{ personId: number }[]>(`${base}/v1/teams/${teamId}/fundraisers`)).map((f) => f.personId),
        })),
      );
      await measureCheckouts(label, product, hello, targets, () => target.cpuSeconds?.() ?? null);
    }
    if (measures('rest')) {
      await product.settle(15_000);
      await measureCheckIn(label, product, hello);
    }
  } finally {
    await product.stop();
  }
  // Its own npm start, on the database the product above left (the clock moved a day, put back after).
  if (measures('monthly')) await benchMonthlyGifts(target, seedScaleFor(label));
  await checkTotals(target);
  if (measures('rest')) await benchCoaching(target);
  await target.drop();
}

/** --check-in-only: the demo seed plus the check-in data, the product started, the event day measured. */
async function benchCheckInOnly(target: DatabaseUnderTest, hello: BenchProcess) {
  const { label } = target;
  console.info(`\n--- ${label}: seeding (demo seed and check-in)`);
  const seeding = await target.open();
  await seedBase(seeding.db);
  const seeded = await seedCheckIn(seeding.db);
  await seeding.close();
  await target.flush?.();
  add({ section: `Check-in, ${label}`, measure: 'seeded', value: `demo seed and ${seeded}`, target: '', pass: null });
  const product = await productProcess(target);
  ensureWebBuild(webDist, { log: (line) => console.info(line) });
  await product.start('/');
  try {
    await product.settle();
    await measureCheckIn(label, product, hello);
  } finally {
    await product.stop();
    await target.drop();
  }
}

/** Runs `bench` on each database with the hello-world up beside it. */
async function withHello(bench: (target: DatabaseUnderTest, hello: BenchProcess) => Promise<void>, noPostgres?: () => void): Promise<void> {
  const hello = new BenchProcess('apps/server/src/scripts/bench/hello-world.ts', {}, await freePort(), path.join(options.workDir, 'hello.log'));
  await hello.start('/');
  try {
    if (!options.skipPglite) await bench(pgliteTarget(), hello);
    if (process.env.DATABASE_URL) await bench(await postgresTarget(process.env.DATABASE_URL), hello);
    else noPostgres?.();
  } finally {
    await hello.stop();
  }
}

async function mainCheckInOnly(started: number) {
  const load = os.loadavg()[0]!;
  await withHello(benchCheckInOnly);
  const missed = checkInRows.filter((r) => r.pass === false).length;
  const section = checkInSection(`npm run bench -- --check-in-only${options.skipPglite ? ' --skip-pglite' : ''}`, (performance.now() - started) / 60_000);
  console.info(`\n${section}\n(load average ${load.toFixed(1)} at the start)`);
  if (options.write) writeCheckInSection(section);
  rmSync(options.workDir, { recursive: true, force: true });
  process.exitCode = missed ? 1 : 0;
}

async function main() {
  const started = performance.now();
  if (options.checkInOnly) return mainCheckInOnly(started);
  // Figures are only comparable on an otherwise idle machine: the table says how busy it was.
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  console.info(`web app: ${webDist}`);
  ensureWebBuild(webDist, { log: (line) => console.info(line) });
  if (measures('rest')) {
    const weight = firstLoadJs(webDist, 'features/donate/routes/donate-page.tsx');
    add({
      section: 'Web app',
      measure: 'donate page first load, JavaScript gzipped',
      value: `${fmt(weight.gzipBytes / 1024, 1)} KiB (${fmt(weight.bytes / 1024)} KiB raw, ${weight.files.length} files)`,
      target: '≤ 150 KiB',
      pass: weight.gzipBytes <= 150 * 1024,
    });
  }
  await withHello(benchDatabase, () =>
    add({ section: 'PostgreSQL', measure: 'not measured', value: 'set DATABASE_URL to a PostgreSQL server to include it', target: '', pass: null }),
  );

  const missed = missedTargets();
  if (options.only) {
    console.info(`\n${table()}\n\n(load average ${loadAtStart} at the start; --only ${[...options.only].join(',')}: docs/benchmark.md left as it is)`);
  } else {
    const output = fullRunDocument({ command: `npm run bench${options.quick ? ' -- --quick' : ''}`, loadAtStart, minutes: (performance.now() - started) / 60_000, missed });
    console.info(`\n${output}`);
    if (options.write) writeFullRun(output);
  }
  rmSync(options.workDir, { recursive: true, force: true });
  process.exitCode = missed ? 1 : 0;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  console.error(`logs kept in ${options.workDir}`);
  process.exit(1);
});
