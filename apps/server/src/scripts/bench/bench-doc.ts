import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../config.ts';
import { fmt, table } from './bench-table.ts';
import { checkInSection } from './check-in-bench.ts';

const DOC = path.join(REPO_ROOT, 'docs/benchmark.md');
/** `npm run lighthouse` keeps its own section of the file (e2e/lighthouse.ts), carried over as it is. */
const LIGHTHOUSE_SECTION = /\n## Lighthouse\n[\s\S]*$/;
/** The prose on a checkout's cost (its statements, its profile), written by hand: carried over as it is. */
const CHECKOUT_TIME_SECTION = /\n## Where a checkout's time goes\n[\s\S]*?(?=\n## |$)/;
/** The event day's section, up to the next one. */
const CHECK_IN_SECTION = /\n## Event day check-in\n[\s\S]*?(?=\n## |$)/;

/** The whole run's docs/benchmark.md: its table, the hand-written sections carried over, the check-in's. */
export function fullRunDocument(args: { command: string; loadAtStart: string; minutes: number; missed: number }): string {
  const checkoutTime = CHECKOUT_TIME_SECTION.exec(readFileSync(DOC, 'utf8'))?.[0].trimEnd() ?? '';
  return [
    `# Benchmark`,
    '',
    `\`${args.command}\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}, load average ${args.loadAtStart} at the start, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${fmt(args.minutes, 1)} minutes.`,
    'Public reads: 10 kept-alive connections (`read-load.ts`: answers framed and skipped, not decoded), `Accept-Encoding: gzip, deflate, br` as browsers send, against a bare Fastify hello-world in its own process in the same run; the issue\'s figures below were taken with autocannon, whose cost per answer grows with its size (docs/decisions/0004-read-benchmark.md). Checkouts: create the payment, confirm the test card, record (3 requests).',
    '',
    table(),
    '',
    args.missed ? `**${args.missed} target(s) missed.**` : 'Every target met.',
    '',
    '## Before the speed work (same kind of machine; docs/features/speed-and-scale.md)',
    '',
    '- Hello-world ceiling about 23,000-26,000 req/s. `GET /v1/event-settings/`: 357 req/s on PGlite (1.4%), 958 on PostgreSQL (4%); `GET /v1/teams/list`: 219 and 808 req/s (1% and 3.5%).',
    '- 200 concurrent donors on PostgreSQL: 37.6 checkouts/s, median 5.2 s per checkout (each team\'s recordings one at a time behind a team-row lock and a full re-sum).',
    '- Donate page first load: 765 KiB of JavaScript uncompressed (246 KiB gzipped, but sent uncompressed); hashed assets sent with `max-age=0`.',
    '- `npm start` on an existing data folder: 17 s (it rebuilt the web app every time).',
    ...(checkoutTime ? [checkoutTime] : []),
    checkInSection(args.command, args.minutes),
  ].join('\n');
}

/** Writes the whole run's document, keeping the Lighthouse section as it is. */
export function writeFullRun(output: string): void {
  const lighthouse = LIGHTHOUSE_SECTION.exec(readFileSync(DOC, 'utf8'))?.[0] ?? '';
  writeFileSync(DOC, `${output}${lighthouse}`);
}

/** Replaces only the check-in section (--check-in-only), before the Lighthouse one. */
export function writeCheckInSection(section: string): void {
  const doc = readFileSync(DOC, 'utf8').replace(CHECK_IN_SECTION, '');
  const lighthouse = LIGHTHOUSE_SECTION.exec(doc)?.[0] ?? '';
  writeFileSync(DOC, `${doc.slice(0, doc.length - lighthouse.length).trimEnd()}\n${section}${lighthouse}`);
}
