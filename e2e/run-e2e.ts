/**
 * The e2e runner: starts the built product on a free port with a fresh embedded database (so the
 * demo seed runs), waits for GET /health, runs every e2e/specs/*.spec.ts with Node's test runner
 * against Debian Chromium, and stops the server. The server's output goes to artifacts/server.log,
 * where specs read the outbox (reset links). Screenshots of failed tests land in artifacts/.
 *
 *   npm run test:e2e                       build the web app, then run everything
 *   npm test -w e2e -- password-reset      run the specs whose file name contains "password-reset"
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO } from './support/demo.ts';

const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(E2E_DIR, '..');
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

/** A port the OS reports free right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before answering /health`);
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET ${baseUrl}/health did not answer 200 within ${BOOT_TIMEOUT_MS / 1000} s`);
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
  if ((await Promise.race([exited(server), timeout])) === 'timeout') {
    log('the server did not stop within 10 s: killing it');
    server.kill('SIGKILL');
    await exited(server);
  }
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
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      WEB_DIST,
      DATABASE_URL: '', // the embedded database, always fresh
      SMTP_URL: '', // the outbox: emails are printed to the server log
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      STRIPE_WEBHOOK_SECRET: '', // the built-in test-mode card processor
      ADMIN_EMAIL: DEMO.admin.email,
      ADMIN_PASSWORD: DEMO.admin.password,
      LOG_LEVEL: 'info',
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.pipe(logStream);
  server.stderr!.pipe(logStream);

  let stopping = false;
  const cleanUp = async () => {
    if (stopping) return;
    stopping = true;
    await stopServer(server);
    await stopServer(constantContactFake);
    await stopServer(kindfulFake);
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
    await waitForHealth(baseUrl, server);
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
