/**
 * `npm run container:test`: the production image end to end with podman. Builds the image
 * (Containerfile), starts PostgreSQL and Walkfund in one pod, applies the migrations as compose
 * does (a one-shot container), waits for GET /health/ready, makes a test-mode card checkout over
 * the API and reads it back as the admin, checks /metrics counted it and the server runs as a
 * non-root user, then removes the pod and its volume (the image stays tagged
 * localhost/walkfund:container-test, so the next run reuses its layers). Prints each step's time.
 *
 * Base images: WALKFUND_BASE_IMAGE and WALKFUND_POSTGRES_IMAGE (e.g. node:24-bookworm-slim and
 * postgres:17 where a registry answers); without them scripts/container-base.sh builds local ones
 * from a debootstrap root (once; reused after). Needs root and podman (with runc).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeCheckoutTotals, centsToDollars, pricingInputFromPayload, TEST_CARDS, type CheckoutLineItem, type CheckoutPayloadInput } from '@walkfund/domain';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PODMAN = ['--runtime', process.env.PODMAN_RUNTIME ?? 'runc', '--cgroup-manager=cgroupfs'];
const run = `walkfund-ct-${randomBytes(3).toString('hex')}`;
/** Kept after the run (tagged, so the next build reuses its layers); everything else is removed. */
const appImage = 'localhost/walkfund:container-test';
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function step(name: string): () => void {
  const at = Date.now();
  console.info(`==> [${seconds(started)}] ${name}`);
  return () => console.info(`    done in ${seconds(at)}`);
}

function podman(args: string[], options: { quiet?: boolean } = {}): string {
  const result = spawnSync('podman', [...PODMAN, ...args], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', options.quiet ? 'pipe' : 'inherit'], maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`podman ${args.slice(0, 3).join(' ')} failed (${result.status}): ${result.stderr ?? ''}${result.stdout.slice(-2000)}`);
  return result.stdout.trim();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(what: string, timeoutMs: number, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Throws naming the call and its answer unless it answered `status`; the body is read only then. */
async function expectStatus(response: Response, status: number, call: string): Promise<void> {
  if (response.status !== status) throw new Error(`${call} answered ${response.status}: ${await response.text()}`);
}

async function main() {
  let nodeImage = process.env.WALKFUND_BASE_IMAGE;
  let postgresImage = process.env.WALKFUND_POSTGRES_IMAGE;
  if (!nodeImage || !postgresImage) {
    const done = step('local base images (scripts/container-base.sh; built once, then reused)');
    execFileSync(path.join(ROOT, 'scripts/container-base.sh'), { stdio: 'inherit' });
    nodeImage ??= 'localhost/walkfund-node:24';
    postgresImage ??= 'localhost/walkfund-postgres:15';
    done();
  }

  let done = step(`build the image (BASE_IMAGE=${nodeImage})`);
  podman(['build', '--format', 'docker', '--network', 'host', '--build-arg', `BASE_IMAGE=${nodeImage}`, '-t', appImage, '-f', 'Containerfile', '.'], { quiet: true });
  const size = Number(podman(['image', 'inspect', appImage, '--format', '{{.Size}}']));
  console.info(`    image ${appImage}: ${(size / 1e6).toFixed(0)} MB`);
  done();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dbPassword = randomBytes(12).toString('hex');
  const metricsToken = randomBytes(24).toString('hex');
  const adminPassword = `Ct#${randomBytes(9).toString('base64url')}9a`;
  const databaseUrl = `postgres://walkfund:${dbPassword}@127.0.0.1:5432/walkfund`;
  const appEnv = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(48).toString('base64'),
    ADMIN_EMAIL: 'admin@walkfund.local',
    ADMIN_PASSWORD: adminPassword,
    ALLOW_TEST_PAYMENTS: 'true',
    PUBLIC_URL: base,
    METRICS_TOKEN: metricsToken,
  };
  const envArgs = Object.entries(appEnv).flatMap(([key, value]) => ['-e', `${key}=${value}`]);

  try {
    done = step('PostgreSQL in a pod');
    podman(['pod', 'create', '--name', run, '-p', `127.0.0.1:${port}:3000`], { quiet: true });
    podman(['run', '-d', '--name', `${run}-db`, '--pod', run, '-v', `${run}-pgdata:/var/lib/postgresql/data`,
      '-e', 'POSTGRES_USER=walkfund', '-e', `POSTGRES_PASSWORD=${dbPassword}`, '-e', 'POSTGRES_DB=walkfund', postgresImage], { quiet: true });
    await waitFor('PostgreSQL accepts connections', 60_000, async () => {
      const probe = spawnSync('podman', [...PODMAN, 'exec', `${run}-db`, 'pg_isready', '-h', '127.0.0.1', '-d', 'walkfund', '-U', 'walkfund'], { stdio: 'ignore' });
      return probe.status === 0;
    });
    done();

    done = step('migrations (one-shot container, as compose runs them)');
    podman(['run', '--rm', '--pod', run, ...envArgs, appImage, 'node', '--import', 'tsx', 'apps/server/src/scripts/migrate.ts']);
    done();

    done = step('start Walkfund and wait for GET /health/ready');
    const appStarted = Date.now();
    podman(['run', '-d', '--name', `${run}-app`, '--pod', run, ...envArgs, appImage], { quiet: true });
    await waitFor('GET /health/ready answers 200', 120_000, async () => (await fetch(`${base}/health/ready`)).status === 200);
    console.info(`    ready ${seconds(appStarted)} after the container started`);
    const uid = podman(['exec', `${run}-app`, 'id', '-u']);
    check(uid !== '0', 'the server runs as root');
    const home = await fetch(`${base}/`);
    check(home.status === 200 && (await home.text()).includes('<div id="root"'), 'the web app is not served');
    done();

    done = step('a test-mode card checkout through the API');
    const items: CheckoutLineItem[] = [{ type: 'donation', amount: 25 }];
    const totals = computeCheckoutTotals(pricingInputFromPayload({ transaction: { coverFees: true, offline: false }, lineItems: items }));
    const payload: CheckoutPayloadInput = {
      person: { firstName: 'Casey', lastName: 'Container', email: `casey-${run}@example.com`, phone: '(405) 555-0100' },
      transaction: {
        supportingType: 'event',
        team: null,
        eventCity: 'Oklahoma City',
        billingContact: { name_on_card: 'Casey Container', billing_address: '1 Main St', billing_city: 'Edmond', billing_state: 'OK', billing_zip: '73013' },
        totalCharged: centsToDollars(totals.totalCents),
        feesCovered: centsToDollars(totals.coveredFeeCents),
        shippingFee: centsToDollars(totals.shippingCents),
        coverFees: true,
        offline: false,
      },
      lineItems: items,
      teamMembers: [],
    };
    const post = (url: string, body: unknown, token?: string) =>
      fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    const created = await post('/v1/payment', { amount: String(totals.totalCents), ...payload });
    await expectStatus(created, 201, 'POST /v1/payment');
    const payment = (await created.json()) as { id: string; secret: string };
    const confirmed = await post('/v1/payment/test-confirm', {
      id: payment.id, secret: payment.secret, card: { number: TEST_CARDS.success.number, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' },
    });
    await expectStatus(confirmed, 200, 'POST /v1/payment/test-confirm');
    const recorded = await post('/v1/transactions', { ...payload, payment: { id: payment.id, secret: payment.secret } });
    await expectStatus(recorded, 201, 'POST /v1/transactions');
    const transaction = (await recorded.json()) as { id: number };
    done();

    done = step('read it back as the admin, and in /metrics');
    const login = await post('/v1/auth/login', { email: appEnv.ADMIN_EMAIL, password: adminPassword });
    await expectStatus(login, 200, 'POST /v1/auth/login');
    const { tokens } = (await login.json()) as { tokens: { access: { token: string } } };
    const read = await fetch(`${base}/v1/transactions/${transaction.id}`, { headers: { authorization: `Bearer ${tokens.access.token}` } });
    const detail = (await read.json()) as { id?: number; totalCharged?: number; person?: { email?: string } };
    check(read.status === 200 && detail.id === transaction.id, `GET /v1/transactions/${transaction.id} answered ${read.status}: ${JSON.stringify(detail)}`);
    check(detail.totalCharged === payload.transaction.totalCharged, `the transaction's total is ${detail.totalCharged}, the checkout's ${payload.transaction.totalCharged}`);
    console.info(`    transaction ${transaction.id}: $${detail.totalCharged} recorded and read back`);
    check((await fetch(`${base}/metrics`)).status === 401, '/metrics answered without its token');
    const metrics = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
    check(/^walkfund_checkouts\{status="recorded"\} 1$/m.test(metrics), 'GET /metrics does not count the recorded checkout');
    done();

    done = step('stop (SIGTERM) and check the container exits cleanly');
    podman(['stop', '-t', '20', `${run}-app`], { quiet: true });
    const exitCode = podman(['inspect', `${run}-app`, '--format', '{{.State.ExitCode}}']);
    check(exitCode === '0', `the server exited with ${exitCode}`);
    done();
  } catch (err) {
    spawnSync('podman', [...PODMAN, 'logs', '--tail', '60', `${run}-app`], { stdio: 'inherit' });
    throw err;
  } finally {
    const cleanup = step('remove the pod and its volume');
    spawnSync('podman', [...PODMAN, 'pod', 'rm', '-f', run], { stdio: 'ignore' });
    spawnSync('podman', [...PODMAN, 'volume', 'rm', '-f', `${run}-pgdata`], { stdio: 'ignore' });
    cleanup();
  }
  console.info(`container test passed in ${seconds(started)}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
