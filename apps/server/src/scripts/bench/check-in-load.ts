import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, count, eq, sql } from 'drizzle-orm';
import { CAPTAIN_SHIRT_SIZES, type BibRange } from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { eventEntries, persons, shirtStock, teamMembers, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { replaceBibRanges, saveBibMode } from '../../modules/bibs/bibs.repo.ts';
import { newCheckInToken } from '../../lib/event-entries.repo.ts';
import { currentEventYear } from '../../modules/event-settings/event-settings.service.ts';
import { listActiveTeams } from '../../modules/teams/team.repo.ts';
import { percentile } from './checkout-load.ts';

/**
 * The event day's target (docs/features/event-day.md): "check-in of one person answers in p99 < 100 ms with 20 volunteers
 * checking in at once on PostgreSQL; the roster of 5,000 people loads on a phone in under 2 s"
 * (docs/decisions/0011-event-day-check-in.md).
 */
export const CHECK_IN_CITY = 'Oklahoma City';
export const CHECK_IN_ENTRIES = 5_000;
export const CHECK_IN_VOLUNTEERS = 20;
const VOLUNTEER_PASSWORD = 'Bench#Volunteer-2026';
const volunteerEmail = (i: number) => `bench-volunteer-${i + 1}@walkfund.local`;

/** Every city's ranges, wide enough for every entry: bibs given at check-in. */
const RANGES: BibRange[] = [
  { eventCity: 'Oklahoma City', kind: 'walk', first: 10_000, last: 19_999 },
  { eventCity: 'Oklahoma City', kind: '5k', first: 1, last: 9_999 },
  { eventCity: 'Tulsa', kind: 'walk', first: 30_000, last: 39_999 },
  { eventCity: 'Tulsa', kind: '5k', first: 20_000, last: 29_999 },
];

const FIRST_NAMES = ['Ava', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivan', 'June', 'Kai', 'Lena', 'Milo', 'Nora', 'Owen', 'Pia'];

/**
 * Entries of CHECK_IN_CITY in the current year up to CHECK_IN_ENTRIES (two in three walk, one in
 * three 5k; three in five on a team, as the seeded teams allow), the year's bib ranges (given at
 * check-in), and CHECK_IN_VOLUNTEERS volunteers of the city. Answers a line describing it.
 */
export async function seedCheckIn(db: Db): Promise<string> {
  const started = performance.now();
  const year = await currentEventYear(db);
  const [existing] = await db
    .select({ n: count() })
    .from(eventEntries)
    .where(and(eq(eventEntries.eventYear, year), eq(eventEntries.eventCity, CHECK_IN_CITY)));
  const teams = (await listActiveTeams(db, year)).filter((t) => t.eventCity === CHECK_IN_CITY);
  const missing = Math.max(0, CHECK_IN_ENTRIES - (existing?.n ?? 0));
  const BATCH = 1_000;
  for (let from = 0; from < missing; from += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, missing - from) }, (_, i) => from + i);
    const people = await db
      .insert(persons)
      .values(
        numbers.map((n) => ({
          firstName: FIRST_NAMES[n % FIRST_NAMES.length]!,
          lastName: `Checkin${String(n).padStart(5, '0')}`,
          email: `bench-checkin-${n}@example.com`,
          phone: `(405) 555-${String(n % 10_000).padStart(4, '0')}`,
          shirtSize: CAPTAIN_SHIRT_SIZES[n % CAPTAIN_SHIRT_SIZES.length]!,
          eventYear: year,
          eventCity: CHECK_IN_CITY,
        })),
      )
      .returning({ id: persons.id });
    const onTeams = teams.length ? people.filter((_, i) => (from + i) % 5 < 3) : [];
    if (onTeams.length) {
      await db.insert(teamMembers).values(onTeams.map((p, i) => ({ teamId: teams[i % teams.length]!.id, personId: p.id, eventYear: year })));
    }
    await db.insert(eventEntries).values(
      people.map((p, i) => ({ personId: p.id, eventYear: year, eventCity: CHECK_IN_CITY, kind: (from + i) % 3 === 2 ? '5k' : 'walk', checkInToken: newCheckInToken() })),
    );
  }
  await db.transaction(async (tx) => {
    await replaceBibRanges(tx, year, RANGES);
    await saveBibMode(tx, year, 'at-check-in');
  });
  // Shirts on hand for every size (a shirt handed out takes one: a row per size all check-ins share).
  await db
    .insert(shirtStock)
    .values(CAPTAIN_SHIRT_SIZES.map((size) => ({ eventYear: year, eventCity: CHECK_IN_CITY, size, quantity: CHECK_IN_ENTRIES })))
    .onConflictDoNothing();
  const passwordHash = await hashPassword(VOLUNTEER_PASSWORD);
  for (let i = 0; i < CHECK_IN_VOLUNTEERS; i++) {
    const [person] = await db
      .insert(persons)
      .values({ firstName: `Volunteer${i + 1}`, lastName: 'Bench', email: volunteerEmail(i), eventYear: year, eventCity: CHECK_IN_CITY })
      .returning({ id: persons.id });
    await db
      .insert(users)
      .values({ email: volunteerEmail(i), passwordHash, role: 'volunteer', eventCity: CHECK_IN_CITY, isEmailVerified: true, personId: person!.id })
      .onConflictDoNothing();
  }
  // The planner's statistics, as autovacuum keeps them on a database that has been up for a while.
  await db.execute(sql`analyze`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `${(existing?.n ?? 0) + missing} entries in ${CHECK_IN_CITY} ${year} (${missing} added, two in three walk, one in three 5k), bibs at check-in, shirts in stock, ${CHECK_IN_VOLUNTEERS} volunteers, ${seconds} s`;
}

/** Kept-alive connections through node:http, as checkout-load.ts does (less of the shared CPU than fetch). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

interface Answer {
  status: number;
  ms: number;
  body: Buffer;
  encoding: string;
}

function request(url: string, options: { method: 'GET' | 'POST'; token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Answer> {
  const started = performance.now();
  const data = options.body === undefined ? null : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string | number> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (data) Object.assign(headers, { 'content-type': 'application/json', 'content-length': data.length });
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks), encoding: String(response.headers['content-encoding'] ?? 'identity') }),
      );
    });
    req.on('error', reject);
    req.end(data ?? undefined);
  });
}

/** Each volunteer signs in once, as on their phone in the morning: their access tokens. */
export async function signInVolunteers(baseUrl: string): Promise<string[]> {
  return Promise.all(
    Array.from({ length: CHECK_IN_VOLUNTEERS }, async (_, i) => {
      const answer = await request(`${baseUrl}/v1/auth/login`, { method: 'POST', body: { email: volunteerEmail(i), password: VOLUNTEER_PASSWORD } });
      if (answer.status !== 200) throw new Error(`volunteer sign-in answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 200)}`);
      return (JSON.parse(answer.body.toString('utf8')) as { tokens: { access: { token: string } } }).tokens.access.token;
    }),
  );
}

const decode = (answer: Answer): Buffer =>
  answer.encoding === 'br' ? brotliDecompressSync(answer.body) : answer.encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;

/** The city's entries not checked in yet, in an order no index gives (people arrive as they come). */
export async function uncheckedEntryIds(baseUrl: string, token: string): Promise<number[]> {
  const answer = await request(`${baseUrl}/v1/check-in/roster?city=${encodeURIComponent(CHECK_IN_CITY)}`, { method: 'GET', token });
  if (answer.status !== 200) throw new Error(`roster answered ${answer.status}`);
  const { entries } = JSON.parse(decode(answer).toString('utf8')) as { entries: { entryId: number; checkedInAt: string | null }[] };
  const ids = entries.filter((e) => e.checkedInAt === null).map((e) => e.entryId);
  // A fixed shuffle (steps of a prime, wrapping: each once): spread over names, kinds and teams, the same each run.
  return ids.length % 7919 === 0 ? ids : ids.map((_, i) => ids[(i * 7919) % ids.length]!);
}

export interface CheckInLoadResult {
  timings: number[];
  failed: number;
  firstError: string | null;
  seconds: number;
  perSecond: number;
  /** How many asked for a bib, and for a shirt. */
  withBib: number;
  withShirt: number;
  /** True when the entries ran out before the time did. */
  ranOut: boolean;
}

let checkInNumber = 0;

/** One check-in of the next entry, timed; throws what went wrong. */
async function checkInOne(baseUrl: string, token: string, entryId: number, tally: { withBib: number; withShirt: number }): Promise<number> {
  const n = ++checkInNumber;
  // A shirt is handed out in a size the volunteer names (a person may have chosen none: the server then refuses the shirt).
  const giveShirt = n % 4 !== 3;
  const body = { clientId: randomUUID(), giveShirt, ...(giveShirt ? { shirtSize: CAPTAIN_SHIRT_SIZES[n % CAPTAIN_SHIRT_SIZES.length]! } : {}), assignBib: n % 2 === 0 };
  tally.withBib += body.assignBib ? 1 : 0;
  tally.withShirt += body.giveShirt ? 1 : 0;
  const answer = await request(`${baseUrl}/v1/check-in/entries/${entryId}`, { method: 'POST', token, body });
  if (answer.status !== 200) throw new Error(`POST /v1/check-in/entries/{id} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 200)}`);
  const json = JSON.parse(answer.body.toString('utf8')) as { alreadyCheckedIn?: boolean; entry?: { bib: number | null } };
  if (json.alreadyCheckedIn !== false) throw new Error('a first check-in answered alreadyCheckedIn');
  if (body.assignBib && json.entry?.bib == null) throw new Error('a check-in asking for a bib answered without one');
  return answer.ms;
}

/**
 * "20 volunteers checking in at once", as the issue says: every `periodMs`, each volunteer sends
 * one check-in at the same instant (distinct entries, fresh clientIds); `rounds` times. Each
 * round's slowest answer is how long the last of the 20 people waited.
 */
export async function checkInBursts(baseUrl: string, tokens: string[], entryIds: number[], rounds: number, periodMs: number): Promise<CheckInLoadResult> {
  const timings: number[] = [];
  const tally = { withBib: 0, withShirt: 0 };
  let failed = 0;
  let firstError: string | null = null;
  const started = performance.now();
  for (let round = 0; round < rounds && entryIds.length >= tokens.length; round++) {
    const due = started + round * periodMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await Promise.all(
      tokens.map((token) =>
        checkInOne(baseUrl, token, entryIds.shift()!, tally).then(
          (ms) => void timings.push(ms),
          (err: unknown) => {
            failed += 1;
            firstError ??= err instanceof Error ? err.message : String(err);
          },
        ),
      ),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  return { timings, failed, firstError, seconds, perSecond: timings.length / seconds, ...tally, ranOut: entryIds.length < tokens.length };
}

/**
 * `tokens.length` volunteers checking people in one after another (closed loop, no pause between
 * scans: far more than people at a table) for `durationMs` or until `entryIds` run out; each
 * check-in a distinct entry with a fresh clientId, one in two asking for the next bib (given at
 * check-in), three in four handing the shirt.
 */
export async function checkInLoad(baseUrl: string, tokens: string[], entryIds: number[], durationMs: number): Promise<CheckInLoadResult> {
  const timings: number[] = [];
  const tally = { withBib: 0, withShirt: 0 };
  let failed = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < deadline) {
        const entryId = entryIds.shift();
        if (entryId === undefined) return;
        try {
          timings.push(await checkInOne(baseUrl, token, entryId, tally));
        } catch (err) {
          failed += 1;
          firstError ??= err instanceof Error ? err.message : String(err);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { timings, failed, firstError, seconds, perSecond: timings.length / seconds, ...tally, ranOut: entryIds.length === 0 };
}

/**
 * The phone's budget: Lighthouse's mobile throttling (the one `npm run lighthouse` uses, "Slow
 * 4G", the former DevTools "Fast 3G"): 150 ms round trip, 1.6 Mbit/s down, a CPU 4 times slower.
 */
export const PHONE = { rttMs: 150, bitsPerSecond: 1.6 * 1024 * 1024, cpuSlowdown: 4, roundTrips: 3 };

export interface RosterMeasure {
  entries: number;
  rawBytes: number;
  sentBytes: number;
  encoding: string;
  p50: number;
  p99: number;
  /** JSON.parse of the answer here, median, milliseconds. */
  parseMs: number;
  /** What the phone would take: PHONE.roundTrips round trips, the server's p99, the transfer, the parse times PHONE.cpuSlowdown. */
  phoneMs: number;
}

/** `repeat` roster reads one after another, as a browser asks (compressed), timed to the last byte here. */
export async function measureRoster(baseUrl: string, token: string, repeat: number): Promise<RosterMeasure> {
  const url = `${baseUrl}/v1/check-in/roster?city=${encodeURIComponent(CHECK_IN_CITY)}`;
  const raw = await request(url, { method: 'GET', token });
  if (raw.status !== 200) throw new Error(`roster answered ${raw.status}`);
  const times: number[] = [];
  let sent: Answer | null = null;
  for (let i = 0; i < repeat; i++) {
    sent = await request(url, { method: 'GET', token, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    if (sent.status !== 200) throw new Error(`roster answered ${sent.status}`);
    times.push(sent.ms);
  }
  const text = decode(sent!).toString('utf8');
  const parses: number[] = [];
  let entries = 0;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    entries = (JSON.parse(text) as { entries: unknown[] }).entries.length;
    parses.push(performance.now() - t);
  }
  const p99 = percentile(times, 99);
  const parseMs = percentile(parses, 50);
  const transferMs = ((sent!.body.length * 8) / PHONE.bitsPerSecond) * 1000;
  return {
    entries,
    rawBytes: raw.body.length,
    sentBytes: sent!.body.length,
    encoding: sent!.encoding,
    p50: percentile(times, 50),
    p99,
    parseMs,
    phoneMs: PHONE.roundTrips * PHONE.rttMs + p99 + transferMs + parseMs * PHONE.cpuSlowdown,
  };
}
