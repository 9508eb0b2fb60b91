import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { FAKE_STRIPE_KEYS, nowSeconds } from './fake-stripe-objects.ts';

/**
 * Where the fake sends its events, and how badly: Stripe delivers each event at least once, in no
 * guaranteed order, and retries with a growing delay while the endpoint fails.
 */
export interface WebhookEndpointOptions {
  /** The endpoint, e.g. http://127.0.0.1:3000/v1/payment/webhook. */
  url: string;
  secret?: string;
  /** Extra copies of every event, a whole number drawn in [min, max] (default none). */
  extraCopies?: { min: number; max: number };
  /** Each copy waits a random 0..maxDelayMs before its first attempt, so events arrive shuffled (default 0). */
  maxDelayMs?: number;
  /** Share of events never sent at all, as when Stripe gives up on an endpoint (default 0). */
  dropRate?: number;
  /** Attempts per copy before it is abandoned (default 5). */
  maxAttempts?: number;
  /** Wait before retry n (from 0): retryBaseMs × 2^n, ±50 % (default 500). */
  retryBaseMs?: number;
  /** Per attempt (default 5,000). */
  timeoutMs?: number;
  /** Source of randomness (default Math.random), so a run can be repeated from a seed. */
  random?: () => number;
}

export interface WebhookStats {
  /** Events raised for the endpoint (one per intent state change). */
  events: number;
  /** Events never sent (dropRate). */
  dropped: number;
  /** Copies scheduled: one per sent event plus the duplicates. */
  copies: number;
  duplicates: number;
  attempts: number;
  /** Copies the endpoint answered 2xx. */
  delivered: number;
  /** Attempts that got a non-2xx answer, a timeout or no connection. */
  failedAttempts: number;
  /** Copies given up after maxAttempts failures. */
  abandoned: number;
  /** Copies still waiting for an attempt or a retry. */
  pending: number;
}

/** One event as the fake raised it: its type and a snapshot of its object at that moment. */
export interface FakeEvent {
  type: string;
  object: Record<string, unknown>;
}

/** How one event is delivered, overriding the endpoint's randomness: exactly `copies` copies, or none. */
export interface DeliveryOverride {
  copies?: number;
  drop?: boolean;
}

export interface FakeWebhooks {
  /** Every event raised since the fake started, in order (whether an endpoint was set or not). */
  events: FakeEvent[];
  /** Raises an event about the object: logged, and sent to the endpoint if one is set. */
  emit(type: string, object: object, override?: DeliveryOverride): FakeEvent;
  /** A signed webhook request for an event about the object, as Stripe would send it. */
  webhook(type: string, object: object, secret?: string): { payload: string; headers: Record<string, string> };
  sendWebhooksTo(options: WebhookEndpointOptions): void;
  webhookStats(): WebhookStats;
  drainWebhooks(timeoutMs: number): Promise<boolean>;
  close(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The fake's event log and its deliveries: nothing is sent until sendWebhooksTo names an endpoint. */
export function createFakeWebhooks(): FakeWebhooks {
  const signer = new Stripe(FAKE_STRIPE_KEYS.secretKey);
  const events: FakeEvent[] = [];
  type Endpoint = Required<Omit<WebhookEndpointOptions, 'extraCopies'>> & { extraCopies: { min: number; max: number } };
  let endpoint: Endpoint | null = null;
  const stats: WebhookStats = { events: 0, dropped: 0, copies: 0, duplicates: 0, attempts: 0, delivered: 0, failedAttempts: 0, abandoned: 0, pending: 0 };
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const eventPayload = (type: string, object: object) =>
    JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });

  const signedHeaders = (payload: string, secret: string) => ({
    'content-type': 'application/json; charset=utf-8',
    'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
  });

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) run();
    }, ms);
    timers.add(timer);
  };

  async function attempt(target: Endpoint, payload: string, n: number) {
    stats.attempts += 1;
    let ok = false;
    try {
      // Stripe signs every attempt afresh (the signature carries the time of sending).
      const response = await fetch(target.url, {
        method: 'POST',
        headers: signedHeaders(payload, target.secret),
        body: payload,
        signal: AbortSignal.timeout(target.timeoutMs),
      });
      await response.arrayBuffer();
      ok = response.ok;
    } catch {
      ok = false;
    }
    if (ok) {
      stats.delivered += 1;
      stats.pending -= 1;
      return;
    }
    stats.failedAttempts += 1;
    if (n + 1 >= target.maxAttempts || closed) {
      stats.abandoned += 1;
      stats.pending -= 1;
      return;
    }
    later(target.retryBaseMs * 2 ** n * (0.5 + target.random()), () => void attempt(target, payload, n + 1));
  }

  /** An object changed state: Stripe raises one event and delivers it at least once. */
  function emit(type: string, object: object, override: DeliveryOverride = {}): FakeEvent {
    // A snapshot: the object may change again before a delayed copy is sent.
    const event: FakeEvent = { type, object: JSON.parse(JSON.stringify(object)) as Record<string, unknown> };
    events.push(event);
    const target = endpoint;
    if (!target || closed) return event;
    stats.events += 1;
    if (override.drop || (override.copies === undefined && target.random() < target.dropRate)) {
      stats.dropped += 1;
      return event;
    }
    const { min, max } = target.extraCopies;
    const copies = override.copies ?? 1 + min + Math.floor(target.random() * (max - min + 1));
    stats.copies += copies;
    stats.duplicates += copies - 1;
    stats.pending += copies;
    const payload = eventPayload(type, event.object);
    for (let i = 0; i < copies; i++) later(target.random() * target.maxDelayMs, () => void attempt(target, payload, 0));
    return event;
  }

  return {
    events,
    emit,
    webhook(type, object, secret = FAKE_STRIPE_KEYS.webhookSecret) {
      const payload = eventPayload(type, object);
      return { payload, headers: signedHeaders(payload, secret) };
    },
    sendWebhooksTo(options) {
      endpoint = {
        url: options.url,
        secret: options.secret ?? FAKE_STRIPE_KEYS.webhookSecret,
        extraCopies: options.extraCopies ?? { min: 0, max: 0 },
        maxDelayMs: options.maxDelayMs ?? 0,
        dropRate: options.dropRate ?? 0,
        maxAttempts: Math.max(1, options.maxAttempts ?? 5),
        retryBaseMs: options.retryBaseMs ?? 500,
        timeoutMs: options.timeoutMs ?? 5_000,
        random: options.random ?? Math.random,
      };
    },
    webhookStats: () => ({ ...stats }),
    async drainWebhooks(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (stats.pending > 0 && Date.now() < deadline) await sleep(100);
      return stats.pending === 0;
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
