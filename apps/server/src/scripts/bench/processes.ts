import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, readdirSync } from 'node:fs';
import { REPO_ROOT } from '../../config.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Children still running: killed when the benchmark exits, however it exits. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

/** CPU seconds (user and system) process `pid` has used, from Linux /proc; null elsewhere or when it is gone. */
export function processCpuSeconds(pid: number | string): number | null {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  try {
    const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    // Gone meanwhile.
    return null;
  }
}

/**
 * CPU seconds of the PostgreSQL backends connected to database `name` on this machine (their
 * process titles name it: "postgres: user name address state"); null when /proc shows none.
 * Autovacuum's workers are left out: they come and go in bursts, whatever was measured.
 */
export function databaseCpuSeconds(name: string): number | null {
  if (!existsSync('/proc')) return null;
  let total: number | null = null;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let title: string;
    try {
      title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue;
    }
    if (!title.startsWith('postgres: ') || title.startsWith('postgres: autovacuum') || !title.split(' ').includes(name)) continue;
    const seconds = processCpuSeconds(pid);
    if (seconds !== null) total = (total ?? 0) + seconds;
  }
  return total;
}

/** A child process of the benchmark (the product or the hello-world), its output in a log file. */
export class BenchProcess {
  private child: ChildProcess | null = null;
  readonly baseUrl: string;

  constructor(
    private readonly script: string,
    private readonly env: Record<string, string>,
    readonly port: number,
    private readonly logFile: string,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  /** Starts it and waits until `readyPath` answers 200; answers the milliseconds that took. */
  async start(readyPath: string, timeoutMs = 120_000): Promise<number> {
    const started = performance.now();
    const log = createWriteStream(this.logFile, { flags: 'a' });
    // BENCH_CPU_PROFILE_DIR=folder: each child writes a V8 CPU profile there when it stops (where its time goes).
    const profile = process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', this.script], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    running.add(child);
    child.once('exit', () => running.delete(child));
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    while (performance.now() - started < timeoutMs) {
      if (child.exitCode !== null) throw new Error(`${this.script} exited (${child.exitCode}) before answering; see ${this.logFile}`);
      try {
        const response = await fetch(`${this.baseUrl}${readyPath}`, { signal: AbortSignal.timeout(2000) });
        await response.arrayBuffer();
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(50);
    }
    throw new Error(`${this.baseUrl}${readyPath} did not answer within ${timeoutMs / 1000} s; see ${this.logFile}`);
  }

  /** CPU seconds the child has used (Linux /proc), or null elsewhere. */
  cpuSeconds(): number | null {
    return this.child?.pid ? processCpuSeconds(this.child.pid) : null;
  }

  /**
   * Waits until the process is idle (under 10% of a core for half a second; at most `maxMs`):
   * work it starts by itself after boot (jobs, backfills, the reconciler's first pass) must not
   * be measured as the cost of the requests that follow.
   */
  async settle(maxMs = 60_000): Promise<void> {
    const deadline = performance.now() + maxMs;
    const first = this.cpuSeconds();
    if (first === null) {
      await sleep(3000);
      return;
    }
    let last: number = first;
    while (performance.now() < deadline) {
      await sleep(500);
      const now: number = this.cpuSeconds() ?? last;
      if (now - last < 0.05) return;
      last = now;
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}
