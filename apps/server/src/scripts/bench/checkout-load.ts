import http from 'node:http';
import { centsToDollars, computeCheckoutTotals, pricingInputFromPayload, type CheckoutLineItem, type CheckoutPayloadInput } from '@walkfund/domain';

const ADDRESS = { address: '500 N Robinson Ave', city: 'Oklahoma City', state: 'OK', zipcode: '73102' };
const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' };
const DONATIONS = [10, 20, 25, 50, 100];

/** Milliseconds of each step of one checkout. */
export interface CheckoutTiming {
  create: number;
  confirm: number;
  record: number;
  total: number;
}

/** A team donors give to, and the walkers on it a gift may credit (docs/decisions/0008-fundraiser-credit.md). */
export interface CheckoutTarget {
  teamId: number;
  fundraiserIds: number[];
}

/**
 * A donation to a team, priced as the donate page prices it; every other one credits a walker of
 * the team, as a gift through a personal page does (docs/decisions/0008-fundraiser-credit.md).
 */
function donation({ teamId, fundraiserIds }: CheckoutTarget, n: number): { payload: CheckoutPayloadInput; amountCents: number } {
  const fundraiser = n % 2 === 0 && fundraiserIds.length ? fundraiserIds[n % fundraiserIds.length] : undefined;
  const lineItems: CheckoutLineItem[] = [{ type: 'donation', amount: DONATIONS[n % DONATIONS.length]! }];
  const totals = computeCheckoutTotals(pricingInputFromPayload({ transaction: { coverFees: true, offline: false }, lineItems }));
  return {
    amountCents: totals.totalCents,
    payload: {
      person: { firstName: 'Bench', lastName: `Donor${n}`, email: `bench-donor-${n}@example.com`, phone: '(405) 555-0100' },
      transaction: {
        supportingType: 'team',
        team: teamId,
        billingContact: { name_on_card: `Bench Donor${n}`, billing_address: ADDRESS.address, billing_city: ADDRESS.city, billing_state: ADDRESS.state, billing_zip: ADDRESS.zipcode },
        totalCharged: centsToDollars(totals.totalCents),
        feesCovered: centsToDollars(totals.coveredFeeCents),
        shippingFee: centsToDollars(totals.shippingCents),
        coverFees: true,
        offline: false,
        ...(fundraiser === undefined ? {} : { fundraiser, message: 'Walk strong!' }),
      },
      lineItems,
      teamMembers: [],
    },
  };
}

/**
 * Kept-alive connections through node:http, not fetch: the load generator shares the machine's two
 * cores with the product and its database, and fetch cost it about twice the CPU per request
 * (measured: 3.7 ms of the generator's CPU per checkout), time taken from the server under test.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function post(url: string, body: unknown, expected: number[], address: string): Promise<{ ms: number; json: Record<string, unknown> }> {
  const started = performance.now();
  const data = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': data.length, 'x-forwarded-for': address } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const ms = performance.now() - started;
          let json: Record<string, unknown>;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
            return;
          }
          if (!expected.includes(response.statusCode ?? 0)) {
            reject(new Error(`POST ${new URL(url).pathname} answered ${response.statusCode}: ${JSON.stringify(json).slice(0, 200)}`));
            return;
          }
          resolve({ ms, json });
        });
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

/**
 * One donor's checkout as the browser runs it in test mode: create the payment, confirm the card,
 * record. Each donor has an address of their own (X-Forwarded-For; the product trusts its proxy in
 * the benchmark), as phones on walk day do: otherwise every payment would count against one
 * address's limit counter, a row no real crowd shares.
 */
export async function checkout(baseUrl: string, target: CheckoutTarget, n: number): Promise<CheckoutTiming> {
  const started = performance.now();
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const { payload, amountCents } = donation(target, n);
  const created = await post(`${baseUrl}/v1/payment`, { amount: String(amountCents), ...payload }, [201], address);
  const payment = { id: String(created.json.id), secret: String(created.json.secret) };
  const confirmed = await post(`${baseUrl}/v1/payment/test-confirm`, { ...payment, card: CARD }, [200], address);
  const recorded = await post(`${baseUrl}/v1/transactions`, { ...payload, payment }, [201], address);
  return { create: created.ms, confirm: confirmed.ms, record: recorded.ms, total: performance.now() - started };
}

export interface LoadResult {
  completed: number;
  failed: number;
  firstError: string | null;
  seconds: number;
  perSecond: number;
  timings: CheckoutTiming[];
}

let donorNumber = 0;

/** `donors` donors checking out one after another for `durationMs` (closed loop): throughput under contention. */
export async function closedLoop(baseUrl: string, targets: CheckoutTarget[], donors: number, durationMs: number): Promise<LoadResult> {
  const timings: CheckoutTiming[] = [];
  let failed = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: donors }, async (_, donor) => {
      while (performance.now() < deadline) {
        const n = ++donorNumber;
        try {
          timings.push(await checkout(baseUrl, targets[(donor + n) % targets.length]!, n));
        } catch (err) {
          failed += 1;
          firstError ??= err instanceof Error ? err.message : String(err);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { completed: timings.length, failed, firstError, seconds, perSecond: timings.length / seconds, timings };
}

/** Checkouts started at a steady `ratePerSecond` for `durationMs` whatever the answers (open loop): latency at a given load. */
export async function openLoop(baseUrl: string, targets: CheckoutTarget[], ratePerSecond: number, durationMs: number): Promise<LoadResult> {
  const timings: CheckoutTiming[] = [];
  let failed = 0;
  let firstError: string | null = null;
  const running: Promise<void>[] = [];
  const started = performance.now();
  const count = Math.round((ratePerSecond * durationMs) / 1000);
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const n = ++donorNumber;
    running.push(
      checkout(baseUrl, targets[n % targets.length]!, n).then(
        (timing) => void timings.push(timing),
        (err: unknown) => {
          failed += 1;
          firstError ??= err instanceof Error ? err.message : String(err);
        },
      ),
    );
  }
  await Promise.all(running);
  const seconds = (performance.now() - started) / 1000;
  return { completed: timings.length, failed, firstError, seconds, perSecond: timings.length / seconds, timings };
}

/** The p-th percentile (0-100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
