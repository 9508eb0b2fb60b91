import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { REPO_ROOT } from '../../config.ts';

const BOOT_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

/** A port the OS reports free right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server as a child process (`node --import tsx apps/server/src/main.ts`), restartable
 * on the same port and database; its output is appended to one log file across restarts.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private readonly log: WriteStream;
  readonly baseUrl: string;
  starts = 0;
  kills = 0;
  /** Set by shutdown: no start after it, so a restart in flight cannot outlive the run. */
  private closed = false;

  constructor(
    private readonly env: Record<string, string>,
    readonly port: number,
    readonly logFile: string,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.log = createWriteStream(logFile, { flags: 'a' });
    // A killed child's last bytes may arrive after the log is closed: losing them must not crash the run.
    this.log.on('error', () => undefined);
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the server and waits for GET /health; answers the boot time in ms. */
  async start(): Promise<number> {
    if (this.closed) throw new Error('the run is over: the server is not started again');
    if (this.running) throw new Error('the server is already running');
    const started = Date.now();
    this.starts += 1;
    this.log.write(`\n--- chaos: start #${this.starts} at ${new Date().toISOString()}\n`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.pipe(this.log, { end: false });
    child.stderr!.pipe(this.log, { end: false });
    const deadline = started + BOOT_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering /health; see ${this.logFile}`);
      }
      try {
        const response = await fetch(`${this.baseUrl}/health`, { signal: AbortSignal.timeout(2000) });
        await response.arrayBuffer();
        if (response.ok) return Date.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`GET ${this.baseUrl}/health did not answer 200 within ${BOOT_TIMEOUT_MS / 1000} s; see ${this.logFile}`);
  }

  /** The crash the chaos run is about: no shutdown hooks, in-flight requests cut. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    this.kills += 1;
    this.log.write(`\n--- chaos: SIGKILL at ${new Date().toISOString()}\n`);
    child.kill('SIGKILL');
    await exited(child);
  }

  /** Graceful stop (SIGTERM), then SIGKILL if it hangs. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    child.kill('SIGTERM');
    const outcome = await Promise.race([exited(child).then(() => 'exited' as const), sleep(STOP_TIMEOUT_MS).then(() => 'timeout' as const)]);
    if (outcome === 'timeout') {
      child.kill('SIGKILL');
      await exited(child);
    }
  }

  /** The end of the run: stop, and refuse any later start. */
  async shutdown(): Promise<void> {
    this.closed = true;
    await this.stop();
    await new Promise<void>((resolve) => this.log.end(resolve));
  }

  /** Lines pino logged at error level or above (level >= 50), and the last of them. */
  loggedErrors(): { count: number; samples: string[] } {
    if (!existsSync(this.logFile)) return { count: 0, samples: [] };
    const errors = readFileSync(this.logFile, 'utf8')
      .split('\n')
      .filter((line) => {
        const level = /"level":(\d+)/.exec(line)?.[1];
        return level !== undefined && Number(level) >= 50;
      });
    return { count: errors.length, samples: errors.slice(-3).map((line) => line.slice(0, 400)) };
  }
}
