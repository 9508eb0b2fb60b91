import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../app.ts';
import { REPO_ROOT, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { currentEventYear } from '../../modules/event-settings/event-settings.service.ts';
import { findTeamTotalMismatches } from '../../modules/ledger/team-totals.repo.ts';
import { reportTimings } from '../report-timings.ts';
import { freePort } from '../chaos/server-process.ts';
import { BUILD_STAMP, ensureWebBuild } from '../web-build.ts';
import { BENCH_ADMIN, CHECKOUT_TEAMS, seedBase, seedBenchData } from './bench-seed.ts';
import { firstLoadJs } from './bundle-size.ts';
import { CHECK_IN_CITY, PHONE, checkInBursts, checkInLoad, measureRoster, seedCheckIn, signInVolunteers, uncheckedEntryIds } from './check-in-load.ts';
import { closedLoop, openLoop, percentile, type CheckoutTarget, type LoadResult } from './checkout-load.ts';
import { BenchProcess } from './processes.ts';
import { readLoad } from './read-load.ts';
import { measureCoachingPass } from './coaching-pass.ts';

const USAGE = `npm run bench [-- options]

Starts the built product (embedded PGlite, and PostgreSQL when DATABASE_URL is set: a scratch
database is created beside it and dropped after) and a bare Fastify hello-world in separate
processes, seeds the data, measures, prints one table and writes it to docs/benchmark.md.
Exits 1 when a target is missed.

  --quick           3-second runs instead of 10 (about 2 minutes in all; figures are noisier)
  --no-write        print the table only, leave docs/benchmark.md as it is
  --web-dist <dir>  the built web app to serve and weigh (default apps/web/dist, built when its sources changed)
  --scale <n>       seedScale's scale for every database (1 = ten times a real event). Default: 1 on
                    PostgreSQL; 0.1 on PGlite, whose single-process seeding of the full set alone
                    takes longer than the whole run should (--quick: 0.1 everywhere)
  --skip-pglite     measure PostgreSQL only (with DATABASE_URL)
  --check-in-only   only the event day's check-in and roster (docs/features/event-day.md), on the demo seed plus 5,000
                    entries of one city; rewrites only that section of docs/benchmark.md
  --help`;

interface Row {
  section: string;
  measure: string;
  value: string;
  target: string;
  /** null: no target (context only). */
  pass: boolean | null;
}

const rows: Row[] = [];
/** The event day's rows (docs/features/event-day.md): a section of their own, which --check-in-only rewrites alone. */
const checkInRows: Row[] = [];
const add = (row: Row) => {
  (row.section.startsWith('Check-in') ? checkInRows : rows).push(row);
  const mark = row.pass === null ? ' ' : row.pass ? '✓' : '✗';
  console.info(`${mark} ${row.section} | ${row.measure} | ${row.value}${row.target ? ` (target ${row.target})` : ''}`);
};

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.info(USAGE);
  process.exit(0);
}
const quick = args.includes('--quick');
const checkInOnly = args.includes('--check-in-only');
const write = !args.includes('--no-write');
const distIndex = args.indexOf('--web-dist');
const webDist = path.resolve(distIndex >= 0 && args[distIndex + 1] ? args[distIndex + 1]! : path.join(REPO_ROOT, 'apps/web/dist'));
const scaleIndex = args.indexOf('--scale');
const scaleArg = scaleIndex >= 0 ? Number(args[scaleIndex + 1]) : NaN;
const seedScaleFor = (label: string) => (Number.isFinite(scaleArg) && scaleArg > 0 ? scaleArg : quick || label === 'PGlite' ? 0.1 : 1);
const SECONDS = quick ? 3 : 10;
const CHECKOUT_SECONDS = quick ? 5 : 10;
const WARM_UP_SECONDS = quick ? 2 : 5;
const workDir = mkdtempSync(path.join(os.tmpdir(), 'walkfund-bench-'));
const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a');

// As a browser asks: compressed answers when they are worth it.
const READ_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

function requestsPerSecond(url: string) {
  return readLoad(url, { connections: 10, seconds: SECONDS, headers: READ_HEADERS });
}

/** The same read through autocannon, which decodes every answer as text: context for large answers (read-load.ts). */
async function autocannonRequestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers: READ_HEADERS });
  return result.requests.average;
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The ceiling of this run: the hello-world in its own process. */
async function measureHello(hello: BenchProcess): Promise<number> {
  const { rps } = await requestsPerSecond(`${hello.baseUrl}/`);
  return rps;
}

interface DatabaseUnderTest {
  label: 'PGlite' | 'PostgreSQL';
  env: Record<string, string>;
  open(): ReturnType<typeof openDatabase>;
  /**
   * After seeding: the seed's writes are flushed now (PostgreSQL CHECKPOINT), not by a spread
   * checkpoint writing in the background for minutes while the checkouts are measured.
   */
  flush?(): Promise<void>;
  drop(): Promise<void>;
}

function pgliteTarget(): DatabaseUnderTest {
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  return {
    label: 'PGlite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir, migrate: true }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(serverUrl: string): Promise<DatabaseUnderTest> {
  const name = `walkfund_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl, DATA_DIR: path.join(workDir, 'pg-data') },
    open: () => openDatabase({ databaseUrl, migrate: true }),
    async flush() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query('checkpoint');
      } catch (err) {
        // CHECKPOINT needs a superuser or pg_checkpoint: without it the run goes on, said in the log.
        console.warn(`CHECKPOINT after seeding refused: ${err instanceof Error ? err.message : String(err)}`);
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function checkoutRows(label: string, name: string, result: LoadResult, target: { perSecond?: number; p99?: number }) {
  const section = `Checkout, ${label}`;
  const total = result.timings.map((t) => t.total);
  if (target.perSecond !== undefined || target.p99 === undefined) {
    add({
      section,
      measure: `${name}: completed checkouts/s`,
      value: `${fmt(result.perSecond, 1)} (${result.completed} in ${fmt(result.seconds, 1)} s${result.failed ? `, ${result.failed} failed: ${result.firstError}` : ''})`,
      target: target.perSecond !== undefined ? `≥ ${target.perSecond}` : '',
      pass: target.perSecond !== undefined ? result.perSecond >= target.perSecond && result.failed === 0 : null,
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

/** The bench admin's bearer header (POST /v1/auth/login). */
async function adminAuthorization(base: string): Promise<string> {
  const login = await json<{ tokens: { access: { token: string } } }>(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  return `Bearer ${login.tokens.access.token}`;
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

/**
 * Each report call's server time (the reports issue's reportTimings: the median of repeated
 * app.inject calls as an admin), in this process on the seeded database, before the product
 * starts (PGlite is one process at a time).
 */
async function measureReports(target: DatabaseUnderTest) {
  const section = `Reports, ${target.label}`;
  const database = await target.open();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: workDir, JWT_SECRET: randomBytes(32).toString('hex') });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: BENCH_ADMIN });
    if (login.statusCode !== 200) throw new Error(`admin sign-in answered ${login.statusCode}`);
    const token = (login.json() as { tokens: { access: { token: string } } }).tokens.access.token;
    const timings = await reportTimings(app, `Bearer ${token}`, { year: await currentEventYear(app.db), repeat: quick ? 3 : 5 });
    for (const t of timings) {
      add({ section, measure: t.name, value: `${fmt(t.medianMs)} ms median (${t.rows ?? '?'} rows, ${fmt(t.bytes / 1024)} KiB)`, target: '', pass: null });
    }
  } catch (err) {
    add({ section, measure: 'report server times', value: `failed: ${err instanceof Error ? err.message : String(err)}`, target: '', pass: false });
  } finally {
    await app.close();
    await database.close();
  }
}

/** The built product (npm start) on the target's database, not started yet. */
async function productProcess(target: DatabaseUnderTest): Promise<BenchProcess> {
  return new BenchProcess(
    'apps/server/src/scripts/start.ts',
    {
      ...target.env,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ALLOW_TEST_PAYMENTS: 'true',
      // Donors give their own address in X-Forwarded-For (checkout-load.ts), as behind a proxy;
      // each one checks out far more often than a person, so the limits are raised.
      TRUST_PROXY: 'true',
      RATE_LIMIT_SCALE: '1000000',
      WEB_DIST: webDist,
      ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
      ...(process.env.DATABASE_PREPARED_STATEMENTS ? { DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS } : {}),
    },
    await freePort(),
    path.join(workDir, `${target.label}.log`),
  );
}

async function benchDatabase(target: DatabaseUnderTest, hello: BenchProcess) {
  const { label } = target;
  console.info(`\n--- ${label}: seeding`);
  const seeding = await target.open();
  const seeded = await seedBenchData(seeding.db, seedScaleFor(label));
  const seededCheckIn = await seedCheckIn(seeding.db);
  await seeding.close();
  await target.flush?.();
  add({ section: `Data, ${label}`, measure: 'seeded', value: seeded, target: '', pass: null });
  add({ section: `Check-in, ${label}`, measure: 'seeded', value: seededCheckIn, target: '', pass: null });
  console.info(`--- ${label}: report calls`);
  await measureReports(target);

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
  try {
    await product.settle();
    const base = product.baseUrl;
    const teams = await json<{ id: number; slug: string }[]>(`${base}/v1/teams/list`);
    const teamIds = teams.slice(0, CHECKOUT_TEAMS).map((t) => t.id);
    // Each team's listed walkers (bench-seed.ts gives every checkout team one): half the gifts credit one.
    const targets: CheckoutTarget[] = await Promise.all(
      teamIds.map(async (teamId) => ({
        teamId,
        fundraiserIds: (await json<{ personId: number }[]>(`${base}/v1/teams/${teamId}/fundraisers`)).map((f) => f.personId),
      })),
    );
    // A public fundraiser page (bench-seed.ts makes sure there is one), read as its page reads it.
    const { fundraisers } = await json<{ fundraisers: { slug: string }[] }>(`${base}/v1/campaign/`);
    const reads = [
      { name: 'GET /v1/event-settings/', url: `${base}/v1/event-settings/` },
      { name: 'GET /v1/teams/list', url: `${base}/v1/teams/list` },
      { name: 'GET /v1/teams/by-slug/{slug}', url: `${base}/v1/teams/by-slug/${teams[0]!.slug}` },
      ...(fundraisers[0] ? [{ name: 'GET /v1/fundraisers/{slug} (a fundraiser page)', url: `${base}/v1/fundraisers/${fundraisers[0].slug}` }] : []),
    ];
    if (!fundraisers[0]) add({ section: `Public reads, ${label}`, measure: 'GET /v1/fundraisers/{slug}', value: 'no public fundraiser page in the seeded data', target: '≥ 50%', pass: false });
    console.info(`--- ${label}: public reads (10 kept-alive connections, ${SECONDS} s each)`);
    const helloRps = await measureHello(hello);
    add({ section: `Public reads, ${label}`, measure: 'bare Fastify hello-world (ceiling)', value: `${fmt(helloRps)} req/s`, target: '', pass: null });
    for (const read of reads) {
      await fetch(read.url).then((r) => r.arrayBuffer());
      const { rps, bad, bodyBytes } = await requestsPerSecond(read.url);
      const ratio = rps / helloRps;
      add({
        section: `Public reads, ${label}`,
        measure: read.name,
        value: `${fmt(rps)} req/s = ${fmt(ratio * 100)}% (${fmt(bodyBytes / 1024, 1)} KiB per answer)${bad ? ` (${bad} failed)` : ''}`,
        target: '≥ 50%',
        pass: ratio >= 0.5 && bad === 0,
      });
    }
    const listThroughAutocannon = await autocannonRequestsPerSecond(reads[1]!.url);
    add({
      section: `Public reads, ${label}`,
      measure: 'GET /v1/teams/list through autocannon (it decodes each answer as text)',
      value: `${fmt(listThroughAutocannon)} req/s = ${fmt((listThroughAutocannon / helloRps) * 100)}%`,
      target: '',
      pass: null,
    });

    if (label === 'PostgreSQL') {
      // Warm-up, not measured, at the load measured next (200 donors: their connections opened,
      // the server's hot paths compiled for that concurrency, the database's caches filled), as a
      // server that has been up for a while on walk day has done long ago.
      await endRunningMatches(base);
      console.info(`--- ${label}: warm-up (200 donors, ${WARM_UP_SECONDS} s, not measured)`);
      await closedLoop(base, targets, 200, WARM_UP_SECONDS * 1000);
      await product.settle(15_000);
      // The checkout targets are absolute, and this machine's speed drifts within a run (shared
      // cores): the ceiling measured again here shows how fast it was for the checkouts.
      add({ section: `Checkout, ${label}`, measure: 'bare Fastify hello-world just before the checkouts (the machine\'s speed then)', value: `${fmt(await measureHello(hello))} req/s`, target: '', pass: null });
      console.info(`--- ${label}: checkouts (200 donors, ${CHECKOUT_SECONDS} s each)`);
      checkoutRows(label, `200 donors over ${targets.length} teams, half crediting a walker`, await closedLoop(base, targets, 200, CHECKOUT_SECONDS * 1000), { perSecond: 200 });
      await product.settle(15_000);
      checkoutRows(label, '200 donors, one team', await closedLoop(base, targets.slice(0, 1), 200, CHECKOUT_SECONDS * 1000), { perSecond: 100 });
      await product.settle(15_000);
      checkoutRows(label, '100 checkouts/s offered', await openLoop(base, targets, 100, CHECKOUT_SECONDS * 1000), { p99: 100 });
      await product.settle(15_000);
      const benchMatch = await startBenchMatch(base);
      checkoutRows(label, `checkouts during a running capped match, 200 donors over ${targets.length} teams`, await closedLoop(base, targets, 200, CHECKOUT_SECONDS * 1000), { perSecond: 200 });
      await json(`${base}/v1/matches/${benchMatch}/end`, { method: 'POST', headers: { authorization: await adminAuthorization(base) } });
    } else {
      // The embedded database is one connection in one process: its checkouts are context, with fewer donors.
      console.info(`--- ${label}: checkouts (20 donors, ${CHECKOUT_SECONDS} s)`);
      checkoutRows(label, `20 donors over ${targets.length} teams, half crediting a walker`, await closedLoop(base, targets, 20, CHECKOUT_SECONDS * 1000), {});
    }
    await product.settle(15_000);
    await measureCheckIn(label, product);
  } finally {
    await product.stop();
  }
  const checking = await target.open();
  const mismatches = await findTeamTotalMismatches(checking.db);
  await checking.close();
  add({
    section: `Checkout, ${label}`,
    measure: 'team totals = sum of line items (totals:check)',
    value: mismatches.length ? `${mismatches.length} teams differ` : 'all teams equal',
    target: 'all equal',
    pass: mismatches.length === 0,
  });
  // Coaching's daily pass (docs/features/coaching.md), last: the messages it queues must not load what is measured above.
  const coaching = await target.open();
  try {
    const pass = await measureCoachingPass(coaching.db);
    add({
      section: `Coaching, ${label}`,
      measure: `coaching daily pass over ${fmt(pass.persons)} persons (${fmt(pass.walkers)} walkers, every one due)`,
      value: `${fmt(pass.firstMs / 1000, 2)} s, ${fmt(pass.queued)} emails queued; again with nothing due: ${fmt(pass.secondMs / 1000, 2)} s`,
      target: '< 60 s',
      pass: pass.firstMs < 60_000,
    });
  } catch (err) {
    add({ section: `Coaching, ${label}`, measure: 'coaching daily pass', value: `failed: ${err instanceof Error ? err.message : String(err)}`, target: '< 60 s', pass: false });
  } finally {
    await coaching.close();
  }
  await target.drop();
}

/** Check-ins not measured first: the volunteers' connections opened, the hot paths compiled. */
const CHECK_IN_WARM_UP = 200;
/** Rounds of 20 check-ins at the same instant, one a second. */
const CHECK_IN_ROUNDS = quick ? 10 : 25;

/** What the check-in section's heading says: the machine's load when the check-ins ran. */
const checkInLoads: string[] = [];

/**
 * The event day (docs/features/event-day.md) on the running product: 20 volunteers checking people in at once, then
 * the roster of the city's 5,000 people (check-in-load.ts; docs/decisions/0011-event-day-check-in.md).
 */
async function measureCheckIn(label: string, product: BenchProcess) {
  const section = `Check-in, ${label}`;
  const base = product.baseUrl;
  try {
    console.info(`--- ${label}: check-in (20 volunteers, ${SECONDS} s) and the roster`);
    const tokens = await signInVolunteers(base);
    const ids = await uncheckedEntryIds(base, tokens[0]!);
    const warmUp = await checkInLoad(base, tokens, ids.splice(0, CHECK_IN_WARM_UP), 60_000);
    if (warmUp.failed) throw new Error(`warm-up: ${warmUp.failed} failed: ${warmUp.firstError}`);
    await product.settle(15_000);
    const load = os.loadavg().map((l) => l.toFixed(1)).join(', ');
    checkInLoads.push(`${label} ${load}`);
    add({ section, measure: 'load average (1, 5, 15 min) as the check-ins start', value: `${load} on ${os.cpus().length} cores`, target: '', pass: null });
    add({ section, measure: 'bare Fastify hello-world on this machine then', value: `${fmt(await measureHelloOnce())} req/s`, target: '', pass: null });
    const postgres = label === 'PostgreSQL';
    const failures = (r: { failed: number; firstError: string | null }) => (r.failed ? `; ${r.failed} failed: ${r.firstError}` : '; none failed');
    const bursts = await checkInBursts(base, tokens, ids, CHECK_IN_ROUNDS, 1000);
    add({
      section,
      measure: `${tokens.length} volunteers at the same instant, once a second (${CHECK_IN_ROUNDS} rounds): POST /v1/check-in/entries/{id} p50 / p99`,
      value: `${fmt(percentile(bursts.timings, 50))} / ${fmt(percentile(bursts.timings, 99))} ms (${bursts.timings.length} check-ins, ${bursts.withBib} asked for the next bib, ${bursts.withShirt} handed a shirt${failures(bursts)})`,
      target: postgres ? '< 100 ms (p99)' : '',
      pass: postgres ? percentile(bursts.timings, 99) < 100 && bursts.failed === 0 : null,
    });
    await product.settle(15_000);
    const result = await checkInLoad(base, tokens, ids, SECONDS * 1000);
    add({
      section,
      measure: `${tokens.length} volunteers, each the next person as soon as answered (no pause: the most this machine does): check-ins/s, p50 / p99`,
      value: `${fmt(result.perSecond, 1)}/s, ${fmt(percentile(result.timings, 50))} / ${fmt(percentile(result.timings, 99))} ms (${result.timings.length} in ${fmt(result.seconds, 1)} s${result.ranOut ? ', every entry checked in' : ''}${failures(result)})`,
      target: '',
      pass: null,
    });
    await product.settle(15_000);
    const roster = await measureRoster(base, tokens[0]!, quick ? 10 : 30);
    add({
      section,
      measure: `GET /v1/check-in/roster?city=${CHECK_IN_CITY} (${fmt(roster.entries)} people): size`,
      value: `${fmt(roster.rawBytes / 1024)} KiB raw, ${fmt(roster.sentBytes / 1024)} KiB as sent (${roster.encoding})`,
      target: '',
      pass: null,
    });
    add({ section, measure: 'roster: p50 / p99, one after another, to the last byte on this machine', value: `${fmt(roster.p50)} / ${fmt(roster.p99)} ms`, target: '', pass: null });
    const transferMs = ((roster.sentBytes * 8) / PHONE.bitsPerSecond) * 1000;
    add({
      section,
      measure: `roster on a phone, computed: ${PHONE.roundTrips} × ${PHONE.rttMs} ms round trips + p99 + transfer at ${PHONE.bitsPerSecond / 1024 / 1024} Mbit/s + JSON.parse × ${PHONE.cpuSlowdown}`,
      value: `${fmt(roster.phoneMs / 1000, 2)} s (transfer ${fmt(transferMs)} ms, parse ${fmt(roster.parseMs)} ms here)`,
      target: '< 2 s',
      pass: roster.phoneMs < 2000,
    });
  } catch (err) {
    add({ section, measure: 'check-in and roster', value: `failed: ${err instanceof Error ? err.message : String(err)}`, target: '', pass: false });
  }
}

let helloForCheckIn: BenchProcess | null = null;
async function measureHelloOnce(): Promise<number> {
  return helloForCheckIn ? measureHello(helloForCheckIn) : NaN;
}

/** --check-in-only: the demo seed plus the check-in data, the product started, the event day measured. */
async function benchCheckInOnly(target: DatabaseUnderTest) {
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
    await measureCheckIn(label, product);
  } finally {
    await product.stop();
    await target.drop();
  }
}

function table(list: Row[] = rows): string {
  const lines = ['| | Section | Measure | Value | Target |', '|---|---|---|---|---|'];
  for (const r of list) lines.push(`| ${r.pass === null ? '' : r.pass ? 'pass' : '**MISS**'} | ${r.section} | ${r.measure} | ${r.value.replaceAll('|', '\\|')} | ${r.target} |`);
  return lines.join('\n');
}

const DOC = path.join(REPO_ROOT, 'docs/benchmark.md');
/** `npm run lighthouse` keeps its own section of the file (e2e/lighthouse.ts), carried over as it is. */
const LIGHTHOUSE_SECTION = /\n## Lighthouse\n[\s\S]*$/;
/** The prose on a checkout's cost (its statements, its profile), written by hand: carried over as it is. */
const CHECKOUT_TIME_SECTION = /\n## Where a checkout's time goes\n[\s\S]*?(?=\n## |$)/;
/** The event day's section, up to the next one. */
const CHECK_IN_SECTION = /\n## Event day check-in\n[\s\S]*?(?=\n## |$)/;

function checkInSection(command: string, minutes: number): string {
  return [
    '',
    '## Event day check-in',
    '',
    `\`${command}\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${fmt(minutes, 1)} minutes; load average (1, 5, 15 min) as the check-ins started: ${checkInLoads.join('; ') || 'n/a'}.`,
    `Check-in: ${CHECK_IN_WARM_UP} check-ins first, not measured; then 20 volunteers of ${CHECK_IN_CITY}, each signed in with their own account, all 20 sending a check-in at the same instant once a second (the target's case), then each checking in the next person as soon as the last one is answered (far more than people arriving at tables: the machine's most). Every check-in is a distinct entry with a fresh clientId, one in two asks for the next bib (given at check-in, so they wait in turn on their range's lock), three in four hand the shirt (one less in stock: a row per size they share); times measured by the load generator on the same machine (\`check-in-load.ts\`).`,
    `Roster: read one after another as a browser asks (\`Accept-Encoding: gzip, deflate, br\`), after the check-ins (so many cards carry a checker). The phone figure is computed, not measured: Lighthouse's mobile throttling, the one \`npm run lighthouse\` uses (${PHONE.rttMs} ms round trip, ${PHONE.bitsPerSecond / 1024 / 1024} Mbit/s down, a CPU ${PHONE.cpuSlowdown} times slower), with ${PHONE.roundTrips} round trips (a new connection, TLS, the request), the server's p99 here, the compressed answer's transfer, and JSON.parse as timed here times ${PHONE.cpuSlowdown}; TCP slow start and drawing the list are left out.`,
    '',
    table(checkInRows),
    '',
  ].join('\n');
}

async function mainCheckInOnly(started: number) {
  const load = os.loadavg()[0]!;
  helloForCheckIn = new BenchProcess('apps/server/src/scripts/bench/hello-world.ts', {}, await freePort(), path.join(workDir, 'hello.log'));
  await helloForCheckIn.start('/');
  try {
    if (!args.includes('--skip-pglite')) await benchCheckInOnly(pgliteTarget());
    if (process.env.DATABASE_URL) await benchCheckInOnly(await postgresTarget(process.env.DATABASE_URL));
  } finally {
    await helloForCheckIn.stop();
  }
  const missed = checkInRows.filter((r) => r.pass === false).length;
  const section = checkInSection(`npm run bench -- --check-in-only${args.includes('--skip-pglite') ? ' --skip-pglite' : ''}`, (performance.now() - started) / 60_000);
  console.info(`\n${section}\n(load average ${load.toFixed(1)} at the start)`);
  if (write) {
    const doc = readFileSync(DOC, 'utf8').replace(CHECK_IN_SECTION, '');
    const lighthouse = LIGHTHOUSE_SECTION.exec(doc)?.[0] ?? '';
    writeFileSync(DOC, `${doc.slice(0, doc.length - lighthouse.length).trimEnd()}\n${section}${lighthouse}`);
  }
  rmSync(workDir, { recursive: true, force: true });
  process.exitCode = missed ? 1 : 0;
}

async function main() {
  const started = performance.now();
  if (checkInOnly) return mainCheckInOnly(started);
  // Figures are only comparable on an otherwise idle machine: the table says how busy it was.
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  console.info(`web app: ${webDist}`);
  ensureWebBuild(webDist, { log: (line) => console.info(line) });
  const weight = firstLoadJs(webDist, 'features/donate/routes/donate-page.tsx');
  add({
    section: 'Web app',
    measure: 'donate page first load, JavaScript gzipped',
    value: `${fmt(weight.gzipBytes / 1024, 1)} KiB (${fmt(weight.bytes / 1024)} KiB raw, ${weight.files.length} files)`,
    target: '≤ 150 KiB',
    pass: weight.gzipBytes <= 150 * 1024,
  });

  const hello = new BenchProcess('apps/server/src/scripts/bench/hello-world.ts', {}, await freePort(), path.join(workDir, 'hello.log'));
  await hello.start('/');
  helloForCheckIn = hello;
  try {
    if (!args.includes('--skip-pglite')) await benchDatabase(pgliteTarget(), hello);
    if (process.env.DATABASE_URL) await benchDatabase(await postgresTarget(process.env.DATABASE_URL), hello);
    else add({ section: 'PostgreSQL', measure: 'not measured', value: 'set DATABASE_URL to a PostgreSQL server to include it', target: '', pass: null });
  } finally {
    await hello.stop();
  }

  const minutes = (performance.now() - started) / 60_000;
  const missed = [...rows, ...checkInRows].filter((r) => r.pass === false).length;
  const checkoutTime = CHECKOUT_TIME_SECTION.exec(readFileSync(DOC, 'utf8'))?.[0].trimEnd() ?? '';
  const output = [
    `# Benchmark`,
    '',
    `\`npm run bench${quick ? ' -- --quick' : ''}\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}, load average ${loadAtStart} at the start, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${fmt(minutes, 1)} minutes.`,
    'Public reads: 10 kept-alive connections (`read-load.ts`: answers framed and skipped, not decoded), `Accept-Encoding: gzip, deflate, br` as browsers send, against a bare Fastify hello-world in its own process in the same run; the issue\'s figures below were taken with autocannon, whose cost per answer grows with its size (docs/decisions/0004-read-benchmark.md). Checkouts: create the payment, confirm the test card, record (3 requests).',
    '',
    table(),
    '',
    missed ? `**${missed} target(s) missed.**` : 'Every target met.',
    '',
    '## Before the speed work (same kind of machine; docs/features/speed-and-scale.md)',
    '',
    '- Hello-world ceiling about 23,000-26,000 req/s. `GET /v1/event-settings/`: 357 req/s on PGlite (1.4%), 958 on PostgreSQL (4%); `GET /v1/teams/list`: 219 and 808 req/s (1% and 3.5%).',
    '- 200 concurrent donors on PostgreSQL: 37.6 checkouts/s, median 5.2 s per checkout (each team\'s recordings one at a time behind a team-row lock and a full re-sum).',
    '- Donate page first load: 765 KiB of JavaScript uncompressed (246 KiB gzipped, but sent uncompressed); hashed assets sent with `max-age=0`.',
    '- `npm start` on an existing data folder: 17 s (it rebuilt the web app every time).',
    ...(checkoutTime ? [checkoutTime] : []),
    checkInSection(`npm run bench${quick ? ' -- --quick' : ''}`, minutes),
  ].join('\n');
  console.info(`\n${output}`);
  if (write) {
    const lighthouse = LIGHTHOUSE_SECTION.exec(readFileSync(DOC, 'utf8'))?.[0] ?? '';
    writeFileSync(DOC, `${output}${lighthouse}`);
  }
  rmSync(workDir, { recursive: true, force: true });
  process.exitCode = missed ? 1 : 0;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  console.error(`logs kept in ${workDir}`);
  process.exit(1);
});
