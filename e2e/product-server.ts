/**
 * The built product in a child process, as e2e/run-e2e.ts and e2e/lighthouse.ts start it: a free
 * port, a fresh embedded database in a temporary DATA_DIR (so the demo seed runs), the outbox
 * instead of SMTP and the built-in test-mode card processor; the caller waits for GET /health and
 * stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO } from './support/demo.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port the OS reports free right now. */
export function freePort(): Promise<number> {
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

export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

export async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
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
  throw new Error(`GET ${baseUrl}/health did not answer 200 within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL after 10 s. */
export async function stopServer(server: ChildProcess, log: (message: string) => void = console.log): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
  if ((await Promise.race([exited(server), timeout])) === 'timeout') {
    log('the server did not stop within 10 s: killing it');
    server.kill('SIGKILL');
    await exited(server);
  }
}

/** The environment of a product server on `port` with a fresh embedded database in `dataDir`, serving the web build in `webDist`. */
export function productServerEnv({ port, dataDir, webDist }: { port: number; dataDir: string; webDist: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development', // the demo seed runs on an empty database outside production
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    DATABASE_URL: '', // the embedded database, always fresh
    SMTP_URL: '', // the outbox: emails are printed to the server log
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    STRIPE_WEBHOOK_SECRET: '', // the built-in test-mode card processor
    ADMIN_EMAIL: DEMO.admin.email,
    ADMIN_PASSWORD: DEMO.admin.password,
    LOG_LEVEL: 'info',
  };
}

/** `node --import tsx apps/server/src/main.ts` from the repository root with `env`; its output is piped. */
export function spawnProductServer(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
}
