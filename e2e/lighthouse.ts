/**
 * `npm run lighthouse`: Lighthouse (mobile, its default simulated throttling) on the public pages of
 * the built product, against the targets of docs/features/receipts-and-admin-home.md: performance >= 90, accessibility, best practices
 * and SEO 100, CLS <= 0.02. Builds the web app when its sources changed (ensureWebBuild), starts
 * the server on a free port with a fresh embedded database (the demo seed, as the e2e runner does),
 * gives the first team a photo through the API (so the team page has an image to lay out), then
 * runs each page RUNS times in a fresh Debian Chromium and keeps the median run by performance.
 * Prints the table and writes it into docs/benchmark.md under "## Lighthouse" (the rest of the
 * file is kept). Not part of CI: about two minutes on two cores.
 *
 *   npm run lighthouse                      build if needed, measure, write docs/benchmark.md
 *   npm run lighthouse -- --no-write        measure and print only
 *   npm run lighthouse -- --reports /tmp/lh also keeps every run's full report there (JSON, for the Lighthouse viewer)
 *   WEB_DIST=/tmp/x-dist npm run lighthouse build into and serve another folder
 */
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuild } from '../apps/server/src/scripts/web-build.ts';
import { REPO_ROOT, freePort, productServerEnv, spawnProductServer, stopServer, waitForHealth } from './product-server.ts';
import { DEMO } from './support/demo.ts';
import { solidPng } from './support/teams.ts';

const WEB_DIST = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Debian Chromium, headless, quiet: nothing of its own on the network during a measure. */
const CHROMIUM_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
];
/** Runs per page; the median run by performance is reported (scores vary from run to run on a shared machine). */
const RUNS = 3;
const BOOT_TIMEOUT_MS = 120_000;
const BENCHMARK_DOC = path.join(REPO_ROOT, 'docs/benchmark.md');
const SECTION_HEADING = '## Lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** The targets of docs/features/receipts-and-admin-home.md, on a 0-100 scale. */
const SCORE_TARGETS: Record<Category, number> = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };
const CLS_TARGET = 0.02;

interface PageRun {
  scores: Record<Category, number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  benchmarkIndex: number;
  /** Audits of the scored categories other than performance that did not pass, by id. */
  failedAudits: string[];
}

function log(message: string) {
  console.log(`[lighthouse] ${message}`);
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** The first active team, given a 4:3 photo as a captain uploads one: its page's path. */
async function teamPageWithImage(baseUrl: string): Promise<string> {
  const login = await json<{ tokens: { access: { token: string } } }>(
    await fetch(`${baseUrl}/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO.admin) }),
    'sign in as the demo admin',
  );
  const authorization = `Bearer ${login.tokens.access.token}`;
  const [team] = await json<{ id: number; slug: string }[]>(await fetch(`${baseUrl}/v1/teams/list`), 'list the teams');
  if (!team) throw new Error('the demo seed made no active team');
  const form = new FormData();
  form.append('purpose', 'team'); // before the file, as the API asks
  form.append('file', new Blob([new Uint8Array(solidPng(800, 600, [40, 110, 160]))], { type: 'image/png' }), 'team.png');
  const upload = await json<{ url: string }>(await fetch(`${baseUrl}/v1/uploads`, { method: 'POST', headers: { authorization }, body: form }), 'upload a team image');
  await json(
    await fetch(`${baseUrl}/v1/teams/${team.id}`, {
      method: 'PATCH',
      headers: { authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({ imageUrl: upload.url }),
    }),
    'set the team image',
  );
  return `/team/${encodeURIComponent(team.slug)}`;
}

/** One Lighthouse run in a Chromium of its own (a fresh profile: nothing cached from the run before); its report goes to `reportFile` if given. */
async function measure(url: string, reportFile?: string): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (reportFile) writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<Category, number>;
    const failedAudits = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    );
    return {
      scores,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failedAudits,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: such a run is repeated, twice at most. */
async function measureWithRetry(url: string, reportFile?: string): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, reportFile);
    } catch (err) {
      if (attempt >= 3) throw err;
      log(`${err instanceof Error ? err.message : String(err)}: trying again`);
    }
  }
}

/** The middle run by performance score (ties: by LCP). */
function medianRun(runs: PageRun[]): PageRun {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function meetsTargets(run: PageRun): boolean {
  return CATEGORIES.every((id) => run.scores[id] >= SCORE_TARGETS[id]) && run.cls <= CLS_TARGET;
}

function markdownTable(rows: { label: string; path: string; runs: PageRun[] }[]): string {
  const lines = [
    '| | Page | Performance | Accessibility | Best practices | SEO | CLS | LCP | TBT | Performance of each run | Audits not passed |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const run = medianRun(row.runs);
    const failed = [...new Set(row.runs.flatMap((r) => r.failedAudits))];
    lines.push(
      `| ${meetsTargets(run) ? 'pass' : '**MISS**'} | ${row.label} (\`${row.path}\`) | ${run.scores.performance} | ${run.scores.accessibility} | ${run.scores['best-practices']} | ${run.scores.seo} | ${run.cls.toFixed(3)} | ${(run.lcpMs / 1000).toFixed(1)} s | ${Math.round(run.tbtMs)} ms | ${row.runs.map((r) => r.scores.performance).join(', ')} | ${failed.length ? failed.join(', ') : 'none'} |`,
    );
  }
  lines.push(`| | Target | ≥ ${SCORE_TARGETS.performance} | ${SCORE_TARGETS.accessibility} | ${SCORE_TARGETS['best-practices']} | ${SCORE_TARGETS.seo} | ≤ ${CLS_TARGET} | | | | |`);
  return lines.join('\n');
}

/** Replaces the "## Lighthouse" section of docs/benchmark.md (up to the next "## " heading), or adds it at the end. */
function writeSection(section: string) {
  const doc = existsSync(BENCHMARK_DOC) ? readFileSync(BENCHMARK_DOC, 'utf8') : '# Benchmark\n';
  const start = doc.indexOf(`\n${SECTION_HEADING}\n`);
  if (start < 0) {
    writeFileSync(BENCHMARK_DOC, `${doc.trimEnd()}\n\n${section}`);
    return;
  }
  const next = doc.indexOf('\n## ', start + 1);
  writeFileSync(BENCHMARK_DOC, `${doc.slice(0, start + 1)}${section}${next < 0 ? '' : `\n${doc.slice(next + 1)}`}`);
}

async function main(): Promise<number> {
  if (!existsSync(CHROMIUM)) {
    console.error('Chromium is missing: install it with `apt-get install -y chromium`');
    return 1;
  }
  const write = !process.argv.includes('--no-write');
  const reportsIndex = process.argv.indexOf('--reports');
  const reportsDir = reportsIndex >= 0 && process.argv[reportsIndex + 1] ? path.resolve(process.argv[reportsIndex + 1]!) : undefined;
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  ensureWebBuild(WEB_DIST, { log });

  const dataDir = mkdtempSync(path.join(tmpdir(), 'walkfund-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverLog = path.join(dataDir, 'server.log');
  const logStream = createWriteStream(serverLog);
  const server = spawnProductServer(productServerEnv({ port, dataDir, webDist: WEB_DIST }));
  server.stdout!.pipe(logStream);
  server.stderr!.pipe(logStream);
  const started = new Date();
  const loadAtStart = loadavg()[0]!;
  let keepServerLog = true;
  try {
    await waitForHealth(baseUrl, server, BOOT_TIMEOUT_MS);
    log(`server ready on ${baseUrl}`);
    const pages = [
      { label: 'Public home', path: '/frontend/' },
      { label: 'Donate', path: '/frontend/donate' },
      { label: 'Team page with a photo', path: await teamPageWithImage(baseUrl) },
    ];
    const rows: { label: string; path: string; runs: PageRun[] }[] = [];
    for (const page of pages) {
      const runs: PageRun[] = [];
      for (let i = 1; i <= RUNS; i++) {
        const reportFile = reportsDir ? path.join(reportsDir, `${page.label.toLowerCase().replace(/\W+/g, '-')}-${i}.json`) : undefined;
        const run = await measureWithRetry(`${baseUrl}${page.path}`, reportFile);
        log(`${page.path} run ${i}: ${CATEGORIES.map((id) => `${id} ${run.scores[id]}`).join(', ')}, CLS ${run.cls.toFixed(3)}, benchmarkIndex ${run.benchmarkIndex}`);
        runs.push(run);
      }
      rows.push({ ...page, runs });
    }
    const allRuns = rows.flatMap((row) => row.runs);
    const indexes = allRuns.map((run) => run.benchmarkIndex).sort((a, b) => a - b);
    const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
    const table = markdownTable(rows);
    const misses = rows.filter((row) => !meetsTargets(medianRun(row.runs))).length;
    const section = [
      SECTION_HEADING,
      '',
      `\`npm run lighthouse\` (Lighthouse ${lighthouseVersion()}, mobile with its default simulated throttling, Debian Chromium headless) on ${cpus().length} cores, Node ${process.version}, load average ${loadAtStart.toFixed(1)} at the start, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${minutes} minutes.`,
      `Each page ${RUNS} times in a fresh browser; the row is the median run by performance. Lighthouse's benchmarkIndex (how fast this machine ran its CPU test during the runs; an unloaded laptop scores about 1,000-2,000) was ${indexes[0]}-${indexes.at(-1)}, median ${indexes[Math.floor(indexes.length / 2)]}.`,
      'The server is the built product on a fresh embedded database with the demo data; the team page\'s team was given an 800×600 photo through the API (stored 300 wide).',
      '',
      table,
      '',
      misses ? `**${misses} page(s) miss a target.**` : 'Every page meets every target.',
      '',
    ].join('\n');
    console.log(`\n${section}`);
    if (write) {
      writeSection(section);
      log(`written to ${path.relative(REPO_ROOT, BENCHMARK_DOC)}`);
    }
    keepServerLog = false;
    return misses ? 1 : 0;
  } catch (err) {
    console.error(`[lighthouse] ${err instanceof Error ? err.message : String(err)}`);
    console.error(`[lighthouse] the server log: ${serverLog}`);
    return 1;
  } finally {
    await stopServer(server, log);
    logStream.end();
    if (!keepServerLog) rmSync(dataDir, { recursive: true, force: true });
  }
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}

process.exitCode = await main();
