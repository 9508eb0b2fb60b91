/**
 * The e2e runner: starts the built product on a free port with a fresh embedded database (so the
 * demo seed runs), waits for GET /health, runs every e2e/specs/*.spec.ts with Node's test runner
 * against Debian Chromium, and stops the server. The server's output goes to artifacts/server.log,
 * where specs read the outbox (reset links). Screenshots of failed tests land in artifacts/.
 *
 *   npm run test:e2e                       build the web app, then run everything
 *   npm test -w e2e -- password-reset      run the specs whose file name contains "password-reset"
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

async function main(): Promise<number> {
  if (!existsSync(CHROMIUM)) {
    console.error('Chromium is missing: install it with `apt-get install -y chromium`');
    return 1;
  }
  const filters = process.argv.slice(2);
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
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const serverLog = path.join(ARTIFACTS_DIR, 'server.log');
  const tapFile = path.join(ARTIFACTS_DIR, 'results.tap');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'walkfund-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  log(`starting the server on ${baseUrl} (DATA_DIR ${dataDir})`);
  const logStream = createWriteStream(serverLog);
  // The fake Constant Contact (docs/decisions/0117-external-services.md) in its own process: the server's OAuth and contact calls go there.
  const constantContact = { port: await freePort(), clientId: 'e2e-cc-client', clientSecret: 'e2e-cc-secret' };
  const constantContactFake = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/fakes/constant-contact-fake.ts', '--port', String(constantContact.port), '--client-id', constantContact.clientId, '--client-secret', constantContact.clientSecret],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  constantContactFake.stdout!.pipe(logStream, { end: false });
  constantContactFake.stderr!.pipe(logStream, { end: false });
  const constantContactUrl = `http://127.0.0.1:${constantContact.port}`;
  // The fake Kindful (docs/decisions/0117-external-services.md) in its own process: Import and Status on /kindful go there.
  const kindful = { port: await freePort(), token: 'e2e-kindful-token' };
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

  let stopping = false;
  const cleanUp = async () => {
    if (stopping) return;
    stopping = true;
    await stopServer(server, log);
    await stopServer(constantContactFake, log);
    await stopServer(kindfulFake, log);
    logStream.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void cleanUp().then(() => process.exit(130));
    });
  }

  try {
    const started = Date.now();
    await waitForHealth(baseUrl, server, BOOT_TIMEOUT_MS);
    log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s; running ${specs.length} spec file(s)`);

    const runner = spawn(
      process.execPath,
      [
        '--import', 'tsx',
        '--test',
        '--test-concurrency=1',
        `--test-timeout=${TEST_TIMEOUT_MS}`,
        '--test-reporter=spec', '--test-reporter-destination=stdout',
        '--test-reporter=tap', `--test-reporter-destination=${tapFile}`,
        ...specs,
      ],
      {
        cwd: E2E_DIR,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_BASE_URL: baseUrl,
          E2E_SERVER_LOG: serverLog,
          E2E_ARTIFACTS_DIR: ARTIFACTS_DIR,
          CHROMIUM_PATH: CHROMIUM,
        },
      },
    );
    const code = (await exited(runner)) ?? 1;
    const counts = tapCounts(tapFile);
    if (counts) console.log(`\ne2e: ${counts.pass} passed, ${counts.fail} failed`);
    if (code !== 0) log(`failures: screenshots and the server log are in ${path.relative(REPO_ROOT, ARTIFACTS_DIR)}/`);
    return code;
  } catch (err) {
    console.error(`[e2e] ${err instanceof Error ? err.message : String(err)}`);
    console.error(`[e2e] last lines of the server log (${serverLog}):\n${tail(serverLog, 40)}`);
    return 1;
  } finally {
    await cleanUp();
  }
}

process.exitCode = await main();
