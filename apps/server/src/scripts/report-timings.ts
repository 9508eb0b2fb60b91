import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { currentEventYear } from '../modules/event-settings/event-settings.service.ts';

/*
 * `node --import tsx src/scripts/report-timings.ts`: times each server call the report pages make
 * (the median of repeated calls through app.inject, after one warm-up call), against the database
 * of DATABASE_URL / DATA_DIR (`npm run seed:scale` first). The benchmark reuses reportTimings().
 */

export interface ReportCall {
  /** What the report page asks for. */
  name: string;
  url: string;
}

export interface ReportTiming extends ReportCall {
  medianMs: number;
  /** Median CPU time of this process per call (routing, rows, JSON): what a busy machine cannot hide. */
  medianCpuMs: number;
  minMs: number;
  maxMs: number;
  status: number;
  /** totalResults of a list answer (or results.length), to show the scale measured. */
  rows: number | null;
  bytes: number;
}

/** The calls of the eight report pages (first page of up to 5000 rows each), for the given year. */
export function reportCalls(year: number): ReportCall[] {
  const lineItems = (type: string) => `/v1/lineitems/?type=${type}&eventYear=${year}&populate=team,person,transaction&limit=5000&sortBy=createdAt:desc`;
  return [
    { name: 'Teams (active)', url: '/v1/teams/?active=true&populate=captainPerson&limit=5000&sortBy=totalRaised:desc' },
    { name: 'Teams (all)', url: '/v1/teams/?populate=captainPerson&limit=5000&sortBy=totalRaised:desc' },
    { name: 'Participants', url: `/v1/persons/?eventYear=${year}&limit=5000&sortBy=createdAt:desc` },
    { name: 'Life Church', url: `/v1/persons/?eventYear=${year}&lifeChurch=true&limit=5000&sortBy=createdAt:desc` },
    { name: 'Runners', url: lineItems('5k') },
    { name: 'T-Shirts', url: lineItems('tshirt') },
    { name: 'Donations', url: lineItems('donation') },
    { name: 'Donations (page 10)', url: `${lineItems('donation')}&page=10` },
    { name: 'Transactions', url: `/v1/transactions/?eventYear=${year}&limit=5000&sortBy=createdAt:desc` },
    { name: 'Daily Snapshots', url: '/v1/daily-reports' },
    { name: 'Report years', url: '/v1/reports/years' },
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Times each report call `repeat` times (after a warm-up) as the given admin and answers the
 * timings. `authorization` is the admin's "Bearer …" header.
 */
export async function reportTimings(app: FastifyInstance, authorization: string, options: { year: number; repeat?: number; calls?: ReportCall[] }): Promise<ReportTiming[]> {
  const repeat = options.repeat ?? 5;
  const timings: ReportTiming[] = [];
  for (const call of options.calls ?? reportCalls(options.year)) {
    const run = async () => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const res = await app.inject({ method: 'GET', url: call.url, headers: { authorization } });
      const used = process.cpuUsage(cpu);
      return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, res };
    };
    const warm = await run();
    if (warm.res.statusCode !== 200) throw new Error(`${call.name}: GET ${call.url} answered ${warm.res.statusCode}: ${warm.res.body.slice(0, 300)}`);
    const body = warm.res.json() as { totalResults?: number; results?: unknown[]; years?: unknown[] };
    const ms: number[] = [];
    const cpuMs: number[] = [];
    for (let i = 0; i < repeat; i++) {
      const r = await run();
      ms.push(r.ms);
      cpuMs.push(r.cpuMs);
    }
    timings.push({
      ...call,
      medianMs: Math.round(median(ms)),
      medianCpuMs: Math.round(median(cpuMs)),
      minMs: Math.round(Math.min(...ms)),
      maxMs: Math.round(Math.max(...ms)),
      status: warm.res.statusCode,
      rows: body.totalResults ?? body.results?.length ?? body.years?.length ?? null,
      bytes: warm.res.rawPayload.length,
    });
  }
  return timings;
}

export interface FullReportTiming {
  name: string;
  medianMs: number;
  pages: number;
  rows: number;
}

/**
 * Times loading a whole report the way the web's fetch-all-pages does: the first page, then the
 * rest 3 at a time (REPORT_PAGE_CONCURRENCY). `url` is the report's first-page call (limit=5000).
 */
export async function fullReportTiming(app: FastifyInstance, authorization: string, call: ReportCall, repeat = 3): Promise<FullReportTiming> {
  const concurrency = 3;
  const get = async (page: number) => {
    const res = await app.inject({ method: 'GET', url: `${call.url}&page=${page}`, headers: { authorization } });
    if (res.statusCode !== 200) throw new Error(`${call.name} page ${page} answered ${res.statusCode}`);
    return res.json() as { totalPages: number; results: unknown[] };
  };
  const run = async () => {
    const started = performance.now();
    const first = await get(1);
    let rows = first.results.length;
    let next = 2;
    const worker = async () => {
      while (next <= first.totalPages) {
        const answer = await get(next++);
        rows += answer.results.length;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { ms: performance.now() - started, pages: first.totalPages, rows };
  };
  await run();
  const runs: { ms: number; pages: number; rows: number }[] = [];
  for (let i = 0; i < repeat; i++) runs.push(await run());
  return { name: `${call.name} (all pages)`, medianMs: Math.round(median(runs.map((r) => r.ms))), pages: runs[0]!.pages, rows: runs[0]!.rows };
}

/** The timings as a printable table. */
export function formatTimings(timings: ReportTiming[]): string {
  const lines = timings.map((t) =>
    `${t.name.padEnd(22)} ${String(t.medianMs).padStart(6)} ms  (min ${t.minMs}, max ${t.maxMs}; cpu ${t.medianCpuMs} ms)  ${String(t.rows ?? '').padStart(7)} rows  ${(t.bytes / 1024).toFixed(0).padStart(6)} KiB`,
  );
  return ['Report call              median', ...lines].join('\n');
}

export function formatFullReportTiming(t: FullReportTiming): string {
  return `${t.name.padEnd(22)} ${String(t.medianMs).padStart(6)} ms  (${t.pages} pages of up to 5000, 3 at a time)  ${String(t.rows).padStart(7)} rows`;
}

async function main() {
  // Repeated calls from one client: the request limits must not be what is measured.
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '1000' });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: true });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD } });
    if (login.statusCode !== 200) throw new Error(`Admin sign-in (${config.ADMIN_EMAIL}) answered ${login.statusCode}: run npm run seed:scale first.`);
    const authorization = `Bearer ${(login.json() as { tokens: { access: { token: string } } }).tokens.access.token}`;
    const year = await currentEventYear(database.db);
    const repeat = Number(process.argv.find((a) => a.startsWith('--repeat='))?.split('=')[1] ?? 5);
    const calls = reportCalls(year);
    console.log(formatTimings(await reportTimings(app, authorization, { year, repeat, calls })));
    // The largest report, loaded whole.
    const donations = calls.find((c) => c.name === 'Donations')!;
    console.log(formatFullReportTiming(await fullReportTiming(app, authorization, donations)));
  } finally {
    await app.close();
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
