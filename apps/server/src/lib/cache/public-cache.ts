import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * What a cached answer depends on. `content`: settings, teams, products (any admin or captain
 * write). `totals`: the same plus money raised and members, which every recorded checkout moves.
 */
export type CacheKind = 'content' | 'totals';

/** The generations an answer was read under: taken before the read, so a write during it is never cached as fresh. */
export interface CacheTicket {
  kind: CacheKind;
  content: number;
  totals: number;
}

/**
 * A body's compressed forms, made on first use. Shared by every answer of one URL whose body is the
 * same (PublicCache.store): an answer read again after it expired, unchanged, is not compressed again.
 */
export interface EncodedBodies {
  gzip?: Buffer;
  br?: Buffer;
  /** A large body's smallest brotli is being (or was) made, in the background (encodedBody). */
  bestBr?: boolean;
}

type ReplayHeaders = Record<string, string | string[] | number>;

/** A whole HTTP answer as the slow path produced it: status 200, its headers (helmet's included) and body. */
export interface CachedAnswer {
  headers: Record<string, string | string[]>;
  body: string;
  /** The answer differs for a signed-in caller: replayed only to requests without Authorization. */
  anonymousOnly?: boolean;
  encoded?: EncodedBodies;
  /** The headers sent with each encoding of the body, built on first use, with the body they were built for. */
  replayHeaders?: Partial<Record<'identity' | 'br' | 'gzip', { body: string | Buffer; headers: ReplayHeaders }>>;
}

interface Entry extends CachedAnswer {
  ticket: CacheTicket;
  storedAt: number;
}

export interface PublicCacheOptions {
  /**
   * Safety net for changes made outside the HTTP write routes (the payment reconciler, jobs, a
   * script, a lost LISTEN connection): an answer is read again after this long at the latest.
   */
  maxAgeMs: Record<CacheKind, number>;
  /** Distinct URLs kept; the cache starts over past it (team slugs are few, but URLs are the client's). */
  maxEntries: number;
  now?: () => number;
}

/** Bodies shorter than this are sent as they are: compression would not pay for itself. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * From this size a body's brotli is made again at the highest quality, in the background, once
 * per distinct body: the team list at ten times a real event (about 160 KB of JSON) goes from
 * 16.5 KiB (quality 5, about 6 ms) to 12.9 KiB (quality 11, about 250 ms on a worker thread), and
 * past the first kilobyte each one costs the server and the client their share of every answer
 * (docs/benchmark.md).
 */
export const BEST_BROTLI_MIN_BYTES = 8 * 1024;

/**
 * The public reads' answers, by URL, held in memory and dropped when the data behind them
 * changes. `invalidate` is called for every write on this instance and, through the plugin's
 * LISTEN/NOTIFY, for writes on every other instance.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  /** The last body stored for each URL and its compressed forms, kept when the answer expires or is dropped. */
  private readonly encodings = new Map<string, { body: string; encoded: EncodedBodies }>();
  private generations = { content: 0, totals: 0 };
  private readonly now: () => number;
  private readonly listeners: ((kind: CacheKind) => void)[] = [];

  constructor(private readonly options: PublicCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Take before reading the data; hand to `store` with the answer. */
  ticket(kind: CacheKind): CacheTicket {
    return { kind, ...this.generations };
  }

  /** The fresh answer for this URL, or undefined. */
  get(url: string): CachedAnswer | undefined {
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    const { ticket } = entry;
    const fresh =
      ticket.content === this.generations.content &&
      (ticket.kind === 'content' || ticket.totals === this.generations.totals) &&
      this.now() - entry.storedAt < this.options.maxAgeMs[ticket.kind];
    if (fresh) return entry;
    this.entries.delete(url);
    return undefined;
  }

  /** Keeps an answer, unless a write happened since its ticket was taken. */
  store(url: string, ticket: CacheTicket, answer: CachedAnswer): void {
    if (ticket.content !== this.generations.content || (ticket.kind === 'totals' && ticket.totals !== this.generations.totals)) return;
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(url)) this.entries.clear();
    let last = this.encodings.get(url);
    if (last?.body !== answer.body) {
      if (this.encodings.size >= this.options.maxEntries && !last) this.encodings.clear();
      last = { body: answer.body, encoded: answer.encoded ?? {} };
      this.encodings.set(url, last);
    }
    this.entries.set(url, { ...answer, encoded: last.encoded, ticket, storedAt: this.now() });
  }

  /** `totals`: answers that show money or members; `content`: everything. */
  invalidate(kind: CacheKind): void {
    if (kind === 'content') this.generations = { content: this.generations.content + 1, totals: this.generations.totals + 1 };
    else this.generations = { ...this.generations, totals: this.generations.totals + 1 };
    // Entries are checked against the generations when read; clearing now frees the memory at once.
    if (kind === 'content') this.entries.clear();
    for (const listener of this.listeners) listener(kind);
  }

  /** Other in-memory copies that must be dropped with the answers (the settings the services read). */
  onInvalidate(listener: (kind: CacheKind) => void): void {
    this.listeners.push(listener);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A cached answer as sent: its headers (Vary, Content-Encoding and Content-Length included) and body. */
export interface Replay {
  headers: Record<string, string | string[] | number>;
  body: string | Buffer;
}

/**
 * What to send to a request that the cache can answer, or undefined. One rule for both ways in:
 * the HTTP server's first handler (cached-read-server.ts) and the Fastify hook (injected requests).
 */
export function replayFor(cache: PublicCache, request: { method?: string; url?: string; headers: { authorization?: string; 'accept-encoding'?: string } }): Replay | undefined {
  if (request.method !== 'GET' || request.url === undefined) return undefined;
  const hit = cache.get(request.url);
  if (!hit || (hit.anonymousOnly && request.headers.authorization)) return undefined;
  const { body, encoding } = encodedBody(hit, request.headers['accept-encoding']);
  const replayHeaders = (hit.replayHeaders ??= {});
  let built = replayHeaders[encoding ?? 'identity'];
  // Built again when the body changed: its smallest brotli came in meanwhile (encodedBody).
  if (built?.body !== body) {
    built = {
      body,
      headers: {
        ...hit.headers,
        // As the compress plugin answers: the encoding depends on Accept-Encoding only for bodies it would compress.
        ...(hit.body.length >= COMPRESS_MIN_BYTES ? { vary: 'accept-encoding' } : {}),
        ...(encoding ? { 'content-encoding': encoding } : {}),
        'content-length': Buffer.byteLength(body),
      },
    };
    replayHeaders[encoding ?? 'identity'] = built;
  }
  return { headers: built.headers, body };
}

/** The body's brotli at the highest quality, made on a worker thread; it replaces the quick one when smaller. */
function compressBest(body: string, encoded: EncodedBodies): void {
  if (encoded.bestBr) return;
  encoded.bestBr = true;
  brotliCompress(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } }, (err, best) => {
    if (!err && encoded.br && best.length < encoded.br.length) encoded.br = best;
  });
}

/**
 * The answer's body in the encoding the client prefers (br, then gzip), compressed once per body:
 * brotli at quality 5 at once (a few milliseconds), and a large body again at quality 11 in the
 * background (BEST_BROTLI_MIN_BYTES), sent from then on.
 */
export function encodedBody(answer: CachedAnswer, acceptEncoding: string | undefined): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  if (!acceptEncoding || answer.body.length < COMPRESS_MIN_BYTES) return { body: answer.body };
  const encoded = (answer.encoded ??= {});
  if (/\bbr\b/.test(acceptEncoding)) {
    if (!encoded.br) {
      encoded.br = brotliCompressSync(answer.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
      if (answer.body.length >= BEST_BROTLI_MIN_BYTES) compressBest(answer.body, encoded);
    }
    return { body: encoded.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    encoded.gzip ??= gzipSync(answer.body);
    return { body: encoded.gzip, encoding: 'gzip' };
  }
  return { body: answer.body };
}
