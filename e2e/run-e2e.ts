/**
 * The e2e runner: starts the built product on a free port with a fresh embedded database (so the
 * demo seed runs), waits for GET /health, runs every e2e/specs/*.spec.ts with Node's test runner
 * against Debian Chromium, and stops the server. The server's output goes to artifacts/, where
 * specs read the outbox (reset links). Screenshots of failed tests land in artifacts/.
 *
 * Lanes: the specs run in two lanes at once on a machine with two cores or more (E2E_LANES sets
 * how many). Each lane has a product of its own (server, embedded database, fakes), so no spec
 * sees another lane's writes, and takes the next spec file from one queue when it is done with
 * one. A spec spends most of its time waiting on pages: one lane used about half of two cores
 * (docs/decisions/0013-ci-time.md).
 *
 *   npm run test:e2e                       build the web app, then run everything
 *   npm test -w e2e -- password-reset      run the specs whose file name contains "password-reset"
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT, exited, freePort, productServerEnv, spawnProductServer, stopServer, waitForHealth } from './product-server.ts';

const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
const SPECS_DIR = path.join(E2E_DIR, 'specs');
// Both can be moved, so several runs can share one checkout: E2E_ARTIFACTS_DIR, WEB_DIST (a web build made with `vite build --outDir`).
const ARTIFACTS_DIR = process.env.E2E_ARTIFACTS_DIR ? path.resolve(process.env.E2E_ARTIFACTS_DIR) : path.join(E2E_DIR, 'artifacts');
const WEB_DIST = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const BOOT_TIMEOUT_MS = 120_000;
const TEST_TIMEOUT_MS = 120_000;
/** The line after which the runner lists every failing test of every lane (.ci/run prints it again). */
const FAILURES_HEADING = '[e2e] failing tests, all lanes:';

function log(message: string) {
  console.log(`[e2e] ${message}`);
}

function tail(file: string, lines: number): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/** Counts from the TAP summary the test runner writes beside its readable report. */
function tapCounts(file: string): { pass: number; fail: number } | null {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN);
  const pass = count('pass');
  const fail = count('fail') + (count('cancelled') || 0);
  return Number.isNaN(pass) || Number.isNaN(fail) ? null : { pass, fail };
}

function laneCount(specCount: number): number {
  const asked = Number(process.env.E2E_LANES);
  const lanes = Number.isInteger(asked) && asked > 0 ? asked : availableParallelism() >= 2 ? 2 : 1;
  return Math.min(lanes, specCount);
}

/** A product of a lane's own: server, embedded database and the fakes of the outside services. */
interface Lane {
  name: string;
  baseUrl: string;
  serverLog: string;
  ready: Promise<void>;
  stop(): Promise<void>;
}

function startLane(index: number, lanes: number, dataDir: string, port: number, fakePorts: { constantContact: number; kindful: number }): Lane {
  const name = lanes === 1 ? 'e2e' : `e2e lane ${index + 1}`;
  const serverLog = path.join(ARTIFACTS_DIR, lanes === 1 ? 'server.log' : `server-lane-${index + 1}.log`);
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`${lanes === 1 ? '' : `lane ${index + 1}: `}starting the server on ${baseUrl} (DATA_DIR ${dataDir})`);
  const logStream = createWriteStream(serverLog);
  // The fake Constant Contact (docs/decisions/0117-external-services.md) in its own process: the server's OAuth and contact calls go there.
  const constantContact = { port: fakePorts.constantContact, clientId: 'e2e-cc-client', clientSecret: 'e2e-cc-secret' };
  const constantContactFake = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/fakes/constant-contact-fake.ts', '--port', String(constantContact.port), '--client-id', constantContact.clientId, '--client-secret', constantContact.clientSecret],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  constantContactFake.stdout!.pipe(logStream, { end: false });
  constantContactFake.stderr!.pipe(logStream, { end: false });
  const constantContactUrl = `http://127.0.0.1:${constantContact.port}`;
  // The fake Kindful (docs/decisions/0117-external-services.md) in its own process: Import and Status on /kindful go there.
  const kindful = { port: fakePorts.kindful, token: 'e2e-kindful-token' };
  const kindfulFake = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/fakes/kindful-fake.ts', '--port', String(kindful.port), '--token', kindful.token],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  kindfulFake.stdout!.pipe(logStream, { end: false });
  kindfulFake.stderr!.pipe(logStream, { end: false });
  const server = spawnProductServer({
    ...productServerEnv({ port, dataDir, webDist: WEB_DIST }),
    // Every spec signs up and signs in from the same address within minutes; the limits themselves are covered by API tests.
    RATE_LIMIT_SCALE: '100',
    CONSTANT_CONTACT_CLIENT_ID: constantContact.clientId,
    CONSTANT_CONTACT_CLIENT_SECRET: constantContact.clientSecret,
    CONSTANT_CONTACT_AUTH_URL: `${constantContactUrl}/oauth2/default/v1`,
    CONSTANT_CONTACT_API_URL: `${constantContactUrl}/v3`,
    KINDFUL_API_URL: `http://127.0.0.1:${kindful.port}`,
    KINDFUL_API_TOKEN: kindful.token,
    KINDFUL_CAMPAIGN: 'E2E Walk Campaign',
    KINDFUL_FUND: 'E2E General Fund',
  });
  server.stdout!.pipe(logStream);
  server.stderr!.pipe(logStream);

  const started = Date.now();
  const ready = waitForHealth(baseUrl, server, BOOT_TIMEOUT_MS).then(() =>
    log(`${lanes === 1 ? '' : `lane ${index + 1}: `}server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`),
  );
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await stopServer(server, log);
      await stopServer(constantContactFake, log);
      await stopServer(kindfulFake, log);
      logStream.end();
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  return { name, baseUrl, serverLog, ready, stop };
}

interface SpecRun {
  spec: string;
  code: number;
  output: string;
  tapFile: string;
}

/** One spec file with Node's test runner against the lane's product; its report is kept and printed whole when it ends. */
async function runSpec(lane: Lane, spec: string): Promise<SpecRun> {
  const tapFile = path.join(ARTIFACTS_DIR, 'tap', `${path.basename(spec, '.spec.ts')}.tap`);
  const runner = spawn(
    process.execPath,
    [
      '--import', 'tsx',
      '--test',
      // One file per run: in this process rather than a child of it (Node 22.8 and later).
      ...(process.allowedNodeEnvironmentFlags.has('--test-isolation') ? ['--test-isolation=none'] : []),
      `--test-timeout=${TEST_TIMEOUT_MS}`,
      '--test-reporter=spec', '--test-reporter-destination=stdout',
      '--test-reporter=tap', `--test-reporter-destination=${tapFile}`,
      spec,
    ],
    {
      cwd: E2E_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        E2E_BASE_URL: lane.baseUrl,
        E2E_SERVER_LOG: lane.serverLog,
        E2E_ARTIFACTS_DIR: ARTIFACTS_DIR,
        CHROMIUM_PATH: CHROMIUM,
      },
    },
  );
  const chunks: Buffer[] = [];
  runner.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
  runner.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk));
  const code = (await exited(runner)) ?? 1;
  return { spec, code, output: Buffer.concat(chunks).toString('utf8'), tapFile };
}

/** The part of a spec file's report that lists its failing tests (the spec reporter's own summary). */
function failingPart(output: string): string {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const start = plain.indexOf('failing tests:');
  return start === -1 ? plain.trim().split('\n').slice(-30).join('\n') : plain.slice(plain.indexOf('\n', start) + 1).trim();
}

async function main(): Promise<number> {
  if (!existsSync(CHROMIUM)) {
    console.error('Chromium is missing: install it with `apt-get install -y chromium`');
    return 1;
  }
  const filters = process.argv.slice(2);
  // In name order: the axe specs (accessibility-*), the longest, start first.
  const specs = readdirSync(SPECS_DIR)
    .filter((name) => name.endsWith('.spec.ts'))
    .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
    .sort()
    .map((name) => path.join(SPECS_DIR, name));
  if (specs.length === 0) {
    console.error(`No spec files in ${SPECS_DIR}${filters.length ? ` matching ${filters.join(', ')}` : ''}.`);
    return 1;
  }
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    console.error('The web app is not built: run `npm run build` first (or `npm run test:e2e`, which builds).');
    return 1;
  }

  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(path.join(ARTIFACTS_DIR, 'tap'), { recursive: true });
  const laneTotal = laneCount(specs.length);
  const lanes: Lane[] = [];
  for (let index = 0; index < laneTotal; index += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'walkfund-e2e-'));
    lanes.push(startLane(index, laneTotal, dataDir, await freePort(), { constantContact: await freePort(), kindful: await freePort() }));
  }
  const cleanUp = () => Promise.all(lanes.map((lane) => lane.stop()));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void cleanUp().then(() => process.exit(130));
    });
  }

  try {
    await Promise.all(lanes.map((lane) => lane.ready));
    log(`running ${specs.length} spec file(s) in ${laneTotal} lane(s)`);
    const queue = [...specs];
    const runs: SpecRun[] = [];
    await Promise.all(
      lanes.map(async (lane) => {
        for (let spec = queue.shift(); spec; spec = queue.shift()) {
          const started = Date.now();
          const run = await runSpec(lane, spec);
          runs.push(run);
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.log(`\n[${lane.name}] ${path.relative(E2E_DIR, spec)} (${seconds} s, exit ${run.code})\n${run.output.trimEnd()}`);
        }
      }),
    );

    let pass = 0;
    let fail = 0;
    const failed: SpecRun[] = [];
    for (const run of runs) {
      const counts = tapCounts(run.tapFile);
      pass += counts?.pass ?? 0;
      fail += counts ? counts.fail : 1; // a file that reported nothing (it did not load) counts as one failure
      if (run.code !== 0 || !counts || counts.fail > 0) failed.push(run);
    }
    if (failed.length > 0) {
      console.log(`\n${FAILURES_HEADING}`);
      for (const run of failed) console.log(`\n${path.relative(E2E_DIR, run.spec)} (exit ${run.code}):\n${failingPart(run.output)}`);
    }
    console.log(`\ne2e: ${pass} passed, ${fail} failed`);
    if (failed.length > 0) log(`failures: screenshots and the server logs are in ${path.relative(REPO_ROOT, ARTIFACTS_DIR)}/`);
    return failed.length > 0 ? 1 : 0;
  } catch (err) {
    console.error(`[e2e] ${err instanceof Error ? err.message : String(err)}`);
    for (const lane of lanes) console.error(`[e2e] last lines of ${lane.serverLog}:\n${tail(lane.serverLog, 40)}`);
    return 1;
  } finally {
    await cleanUp();
  }
}

process.exitCode = await main();
