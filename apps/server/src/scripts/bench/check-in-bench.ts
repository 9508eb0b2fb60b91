import os from 'node:os';
import { add, checkInRows, fmt, table } from './bench-table.ts';
import { measureHello } from './bench-http.ts';
import { options } from './bench-options.ts';
import { CHECK_IN_CITY, PHONE, checkInBursts, checkInLoad, measureRoster, signInVolunteers, uncheckedEntryIds } from './check-in-load.ts';
import { percentile } from './checkout-load.ts';
import type { BenchProcess } from './processes.ts';

/** Check-ins not measured first: the volunteers' connections opened, the hot paths compiled. */
const CHECK_IN_WARM_UP = 200;
/** Rounds of 20 check-ins at the same instant, one a second. */
const CHECK_IN_ROUNDS = options.quick ? 10 : 25;

/** What the check-in section's heading says: the machine's load when the check-ins ran. */
const checkInLoads: string[] = [];

/**
 * The event day (docs/features/event-day.md) on the running product: 20 volunteers checking people in at once, then
 * the roster of the city's 5,000 people (check-in-load.ts; docs/decisions/0011-event-day-check-in.md).
 */
export async function measureCheckIn(label: string, product: BenchProcess, hello: BenchProcess) {
  const section = `Check-in, ${label}`;
  const base = product.baseUrl;
  try {
    console.info(`--- ${label}: check-in (20 volunteers, ${options.seconds} s) and the roster`);
    const tokens = await signInVolunteers(base);
    const ids = await uncheckedEntryIds(base, tokens[0]!);
    const warmUp = await checkInLoad(base, tokens, ids.splice(0, CHECK_IN_WARM_UP), 60_000);
    if (warmUp.failed) throw new Error(`warm-up: ${warmUp.failed} failed: ${warmUp.firstError}`);
    await product.settle(15_000);
    const load = os.loadavg().map((l) => l.toFixed(1)).join(', ');
    checkInLoads.push(`${label} ${load}`);
    add({ section, measure: 'load average (1, 5, 15 min) as the check-ins start', value: `${load} on ${os.cpus().length} cores`, target: '', pass: null });
    add({ section, measure: 'bare Fastify hello-world on this machine then', value: `${fmt(await measureHello(hello))} req/s`, target: '', pass: null });
    const postgres = label === 'PostgreSQL';
    const failures = (r: { failed: number; firstError: string | null }) => (r.failed ? `; ${r.failed} failed: ${r.firstError}` : '; none failed');
    const bursts = await checkInBursts(base, tokens, ids, CHECK_IN_ROUNDS, 1000);
    add({
      section,
      measure: `${tokens.length} volunteers at the same instant, once a second (${CHECK_IN_ROUNDS} rounds): POST /v1/check-in/entries/{id} p50 / p99`,
      value: `${fmt(percentile(bursts.timings, 50))} / ${fmt(percentile(bursts.timings, 99))} ms (${bursts.timings.length} check-ins, ${bursts.withBib} asked for the next bib, ${bursts.withShirt} handed a shirt${failures(bursts)})`,
      target: postgres ? '< 100 ms (p99)' : '',
      pass: postgres ? percentile(bursts.timings, 99) < 100 && bursts.failed === 0 : null,
    });
    await product.settle(15_000);
    const result = await checkInLoad(base, tokens, ids, options.seconds * 1000);
    add({
      section,
      measure: `${tokens.length} volunteers, each the next person as soon as answered (no pause: the most this machine does): check-ins/s, p50 / p99`,
      value: `${fmt(result.perSecond, 1)}/s, ${fmt(percentile(result.timings, 50))} / ${fmt(percentile(result.timings, 99))} ms (${result.timings.length} in ${fmt(result.seconds, 1)} s${result.ranOut ? ', every entry checked in' : ''}${failures(result)})`,
      target: '',
      pass: null,
    });
    await product.settle(15_000);
    const roster = await measureRoster(base, tokens[0]!, options.quick ? 10 : 30);
    add({
      section,
      measure: `GET /v1/check-in/roster?city=${CHECK_IN_CITY} (${fmt(roster.entries)} people): size`,
      value: `${fmt(roster.rawBytes / 1024)} KiB raw, ${fmt(roster.sentBytes / 1024)} KiB as sent (${roster.encoding})`,
      target: '',
      pass: null,
    });
    add({ section, measure: 'roster: p50 / p99, one after another, to the last byte on this machine', value: `${fmt(roster.p50)} / ${fmt(roster.p99)} ms`, target: '', pass: null });
    const transferMs = ((roster.sentBytes * 8) / PHONE.bitsPerSecond) * 1000;
    add({
      section,
      measure: `roster on a phone, computed: ${PHONE.roundTrips} × ${PHONE.rttMs} ms round trips + p99 + transfer at ${PHONE.bitsPerSecond / 1024 / 1024} Mbit/s + JSON.parse × ${PHONE.cpuSlowdown}`,
      value: `${fmt(roster.phoneMs / 1000, 2)} s (transfer ${fmt(transferMs)} ms, parse ${fmt(roster.parseMs)} ms here)`,
      target: '< 2 s',
      pass: roster.phoneMs < 2000,
    });
  } catch (err) {
    add({ section, measure: 'check-in and roster', value: `failed: ${err instanceof Error ? err.message : String(err)}`, target: '', pass: false });
  }
}

/** The "Event day check-in" section of docs/benchmark.md. */
export function checkInSection(command: string, minutes: number): string {
  return [
    '',
    '## Event day check-in',
    '',
    `\`${command}\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${fmt(minutes, 1)} minutes; load average (1, 5, 15 min) as the check-ins started: ${checkInLoads.join('; ') || 'n/a'}.`,
    `Check-in: ${CHECK_IN_WARM_UP} check-ins first, not measured; then 20 volunteers of ${CHECK_IN_CITY}, each signed in with their own account, all 20 sending a check-in at the same instant once a second (the target's case), then each checking in the next person as soon as the last one is answered (far more than people arriving at tables: the machine's most). Every check-in is a distinct entry with a fresh clientId, one in two asks for the next bib (given at check-in, so they wait in turn on their range's lock), three in four hand the shirt (one less in stock: a row per size they share); times measured by the load generator on the same machine (\`check-in-load.ts\`).`,
    `Roster: read one after another as a browser asks (\`Accept-Encoding: gzip, deflate, br\`), after the check-ins (so many cards carry a checker). The phone figure is computed, not measured: Lighthouse's mobile throttling, the one \`npm run lighthouse\` uses (${PHONE.rttMs} ms round trip, ${PHONE.bitsPerSecond / 1024 / 1024} Mbit/s down, a CPU ${PHONE.cpuSlowdown} times slower), with ${PHONE.roundTrips} round trips (a new connection, TLS, the request), the server's p99 here, the compressed answer's transfer, and JSON.parse as timed here times ${PHONE.cpuSlowdown}; TCP slow start and drawing the list are left out.`,
    '',
    table(checkInRows),
    '',
  ].join('\n');
}
