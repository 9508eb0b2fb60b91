import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../config.ts';

export const USAGE = `npm run bench [-- options]

Starts the built product (embedded PGlite, and PostgreSQL when DATABASE_URL is set: a scratch
database is created beside it and dropped after) and a bare Fastify hello-world in separate
processes, seeds the data, measures, prints one table and writes it to docs/benchmark.md.
Exits 1 when a target is missed.

  --quick           3-second runs instead of 10 (about 2 minutes in all; figures are noisier)
  --no-write        print the table only, leave docs/benchmark.md as it is
  --web-dist <dir>  the built web app to serve and weigh (default apps/web/dist, built when its sources changed)
  --scale <n>       seedScale's scale for every database (1 = ten times a real event). Default: 1 on
                    PostgreSQL; 0.1 on PGlite, whose single-process seeding of the full set alone
                    takes longer than the whole run should (--quick: 0.1 everywhere)
  --skip-pglite     measure PostgreSQL only (with DATABASE_URL)
  --only <parts>    measure only these parts, comma-separated: checkouts, reads (the public reads),
                    monthly (20,000 monthly gifts due the same day, monthly-gifts-due.ts).
                    The seed, the start and the totals check still run; the web app's weight, the
                    reports, the check-in and the coaching pass do not. Prints the table only
                    (implies --no-write): compare a change before and after in back-to-back runs
  --check-in-only   only the event day's check-in and roster (docs/features/event-day.md), on the demo seed plus 5,000
                    entries of one city; rewrites only that section of docs/benchmark.md
  --help`;

/** The parts --only can pick. */
export const BENCH_PARTS = ['checkouts', 'reads', 'monthly'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

const args = process.argv.slice(2);
const valueOf = (flag: string) => {
  const index = args.indexOf(flag);
  return index >= 0 ? args[index + 1] : undefined;
};

function parseOnly(): Set<BenchPart> | null {
  const value = valueOf('--only');
  if (value === undefined) return null;
  const parts = value.split(',').map((part) => part.trim());
  const unknown = parts.filter((part) => !(BENCH_PARTS as readonly string[]).includes(part));
  if (unknown.length || !parts.length) {
    console.error(`--only takes ${BENCH_PARTS.join(', ')} (comma-separated); not: ${unknown.join(', ') || '(nothing)'}`);
    process.exit(2);
  }
  return new Set(parts as BenchPart[]);
}

const quick = args.includes('--quick');
const only = parseOnly();
const scaleArg = Number(valueOf('--scale'));

/** The command line, parsed once. */
export const options = {
  help: args.includes('--help'),
  quick,
  checkInOnly: args.includes('--check-in-only'),
  skipPglite: args.includes('--skip-pglite'),
  /** null: every part. */
  only,
  write: !args.includes('--no-write') && only === null,
  webDist: path.resolve(valueOf('--web-dist') ?? path.join(REPO_ROOT, 'apps/web/dist')),
  seconds: quick ? 3 : 10,
  checkoutSeconds: quick ? 5 : 10,
  warmUpSeconds: quick ? 2 : 5,
  /** Where the run keeps its data folders and logs (removed at the end). */
  workDir: mkdtempSync(path.join(os.tmpdir(), 'walkfund-bench-')),
};

/** Whether this run measures `part`. */
export const measures = (part: BenchPart | 'rest') => options.only === null || (part !== 'rest' && options.only.has(part));

/** seedScale's scale for a database: --scale, else 0.1 on PGlite and in quick runs, 1 on PostgreSQL. */
export const seedScaleFor = (label: string) => (Number.isFinite(scaleArg) && scaleArg > 0 ? scaleArg : quick || label === 'PGlite' ? 0.1 : 1);
