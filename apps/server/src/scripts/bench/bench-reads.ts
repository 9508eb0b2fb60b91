import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { currentEventYear } from '../../modules/event-settings/event-settings.service.ts';
import { reportTimings } from '../report-timings.ts';
import { BENCH_ADMIN } from './bench-seed.ts';
import { READ_HEADERS, json, measureHello, requestsPerSecond } from './bench-http.ts';
import { options } from './bench-options.ts';
import { add, fmt } from './bench-table.ts';
import type { DatabaseUnderTest } from './bench-targets.ts';
import type { BenchProcess } from './processes.ts';

/** The same read through autocannon, which decodes every answer as text: context for large answers (read-load.ts). */
async function autocannonRequestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: options.seconds, headers: READ_HEADERS });
  return result.requests.average;
}

/**
 * The public reads (docs/features/speed-and-scale.md): each page's API read, as a share of the
 * hello-world measured just before them, and the team list through autocannon as context.
 */
export async function measurePublicReads(label: string, base: string, hello: BenchProcess, teamSlug: string): Promise<void> {
  const section = `Public reads, ${label}`;
  // A public fundraiser page (bench-seed.ts makes sure there is one), read as its page reads it.
  const { fundraisers } = await json<{ fundraisers: { slug: string }[] }>(`${base}/v1/campaign/`);
  const reads = [
    { name: 'GET /v1/event-settings/', url: `${base}/v1/event-settings/` },
    { name: 'GET /v1/teams/list', url: `${base}/v1/teams/list` },
    { name: 'GET /v1/teams/by-slug/{slug}', url: `${base}/v1/teams/by-slug/${teamSlug}` },
    ...(fundraisers[0] ? [{ name: 'GET /v1/fundraisers/{slug} (a fundraiser page)', url: `${base}/v1/fundraisers/${fundraisers[0].slug}` }] : []),
  ];
  if (!fundraisers[0]) add({ section, measure: 'GET /v1/fundraisers/{slug}', value: 'no public fundraiser page in the seeded data', target: '≥ 50%', pass: false });
  console.info(`--- ${label}: public reads (10 kept-alive connections, ${options.seconds} s each)`);
  const helloRps = await measureHello(hello);
  add({ section, measure: 'bare Fastify hello-world (ceiling)', value: `${fmt(helloRps)} req/s`, target: '', pass: null });
  for (const read of reads) {
    await fetch(read.url).then((r) => r.arrayBuffer());
    const { rps, bad, bodyBytes } = await requestsPerSecond(read.url);
    const ratio = rps / helloRps;
    add({
      section,
      measure: read.name,
      value: `${fmt(rps)} req/s = ${fmt(ratio * 100)}% (${fmt(bodyBytes / 1024, 1)} KiB per answer)${bad ? ` (${bad} failed)` : ''}`,
      target: '≥ 50%',
      pass: ratio >= 0.5 && bad === 0,
    });
  }
  const listThroughAutocannon = await autocannonRequestsPerSecond(reads[1]!.url);
  add({
    section,
    measure: 'GET /v1/teams/list through autocannon (it decodes each answer as text)',
    value: `${fmt(listThroughAutocannon)} req/s = ${fmt((listThroughAutocannon / helloRps) * 100)}%`,
    target: '',
    pass: null,
  });
}

/**
 * Each report call's server time (the reports issue's reportTimings: the median of repeated
 * app.inject calls as an admin), in this process on the seeded database, before the product
 * starts (PGlite is one process at a time).
 */
export async function measureReports(target: DatabaseUnderTest): Promise<void> {
  const section = `Reports, ${target.label}`;
  const database = await target.open();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: options.workDir, JWT_SECRET: randomBytes(32).toString('hex') });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: BENCH_ADMIN });
    if (login.statusCode !== 200) throw new Error(`admin sign-in answered ${login.statusCode}`);
    const token = (login.json() as { tokens: { access: { token: string } } }).tokens.access.token;
    const timings = await reportTimings(app, `Bearer ${token}`, { year: await currentEventYear(app.db), repeat: options.quick ? 3 : 5 });
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
