import type { FastifyRequest } from 'fastify';

/**
 * What the server log must never hold: reset tokens and payment secrets (they travel in query
 * strings), and donors' names, emails, phones and addresses (they travel in bodies and in the
 * parameters of a failed SQL statement).
 */
export const REDACTED = '[redacted]';

/** Query keys whose values are credentials: reset and OAuth tokens, payment secrets, codes. */
const SECRET_QUERY_KEYS = new Set(
  ['token', 'secret', 'code', 'state', 'refreshtoken', 'refresh_token', 'accesstoken', 'access_token', 'password', 'client_secret', 'signature', 'key'],
);

/** A URL with the values of credential query keys replaced, e.g. `/v1/auth/reset-password/?token=[redacted]`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq < 0 ? pair : pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replaceAll('+', ' '));
      } catch {
        // A key that does not decode is kept as sent.
      }
      return eq >= 0 && SECRET_QUERY_KEYS.has(key.trim().toLowerCase()) ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, mark + 1)}${query}`;
}

/** Fields of an error object that carry data: SQL parameters, PostgreSQL's "Key (email)=(...)" detail, zod issues. */
const DATA_FIELDS = new Set(['params', 'detail', 'where', 'issues', 'validation', 'cause', 'raw', 'body', 'payload']);

/** Anything shaped like an email address (SMTP and database messages quote recipients and keys). */
const EMAIL_PATTERN = /[^\s<>"'(),;:[\]@]{1,64}@[^\s<>"'(),;:[\]@]{1,253}\.[A-Za-z]{2,}/g;

/** Log text is cut at this length (and so is the work of masking it). */
const MAX_TEXT = 8000;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  cause?: unknown;
  params?: unknown;
  issues?: unknown;
}

function errorChain(err: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let e: unknown = err; e instanceof Error && chain.length < 10 && !chain.includes(e); e = (e as ErrorLike).cause) chain.push(e as ErrorLike);
  return chain;
}

/** A zod error's message lists its issues; keep only where they are and what kind. */
function describeCause(e: ErrorLike): string {
  if (Array.isArray(e.issues)) {
    const where = e.issues.slice(0, 10).map((i: { path?: unknown[]; code?: string }) => `${(i.path ?? []).join('.') || '(root)'} ${i.code ?? ''}`.trim());
    return `${e.name ?? 'ZodError'} at ${where.join(', ')}`;
  }
  return e.message ?? '';
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The `err` serializer of the server log: type, message and stack with their causes, and the
 * error's own fields, minus the data a failed statement or parse carries. Drizzle puts every
 * SQL parameter (names, emails, addresses) into its message: those are cut out wherever they
 * appear, and so is anything shaped like an email address.
 */
export function serializeError(err: Error): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const chain = errorChain(err);
  // The joined parameter list as the message shows it, then each text parameter, longest first.
  const secrets = chain
    .flatMap((e) => (Array.isArray(e.params) ? [String(e.params), ...e.params.filter((p): p is string => typeof p === 'string')] : []))
    .filter((s) => s.length >= 3)
    .sort((a, b) => b.length - a.length);
  const scrub = (text: string) => clip(secrets.reduce((t, s) => t.split(s).join(REDACTED), text)).replace(EMAIL_PATTERN, REDACTED);
  const [first, ...causes] = chain;
  const message = chain.map(describeCause).filter(Boolean).join(': ');
  const ownStack = first!.message ? (first!.stack ?? '').replace(first!.message, describeCause(first!)) : (first!.stack ?? '');
  const stack = [ownStack, ...causes.map((c) => `caused by: ${describeCause(c)}`)].join('\n');
  const out: SerializedError = { type: err.constructor?.name ?? err.name, message: scrub(message), stack: scrub(stack) };
  const scrubValue = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return scrub(value);
    if (value instanceof Error) return serializeError(value);
    if (depth > 3 || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubValue(v, depth + 1)]));
  };
  for (const [key, value] of Object.entries(err)) {
    if (!(key in out) && !DATA_FIELDS.has(key)) out[key] = scrubValue(value, 0);
  }
  return out;
}

/** The `req` serializer: Fastify's fields, with credential query values masked. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

/**
 * Personal data under any key of a log line's own fields, one, two or three levels down (`{to}`,
 * `{person: {email}}`, `{job: {payload: {email}}}`), in case a future log call passes a payload: a
 * safety net behind not logging payloads at all. The request, reply and error have serializers
 * that say what is logged of them (serializeRequest, serializeError), and are left to those.
 */
const PERSONAL_KEYS = new Set(['email', 'to', 'replyTo', 'phone', 'firstName', 'lastName', 'address', 'password', 'token', 'secret', 'refreshToken']);
const SERIALIZED_FIELDS = new Set(['req', 'res', 'err']);
/** How deep a personal key is looked for (pino's redact paths `key`, `*.key` and `*.*.key` did the same). */
const PERSONAL_DEPTH = 3;

function withoutPersonal(value: unknown, depth: number): unknown {
  if (depth > PERSONAL_DEPTH || value === null || typeof value !== 'object') return value;
  // Left as JSON would write them: a Date, a Buffer, anything with its own toJSON.
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  let copy: Record<string, unknown> | unknown[] | null = null;
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    const kept = PERSONAL_KEYS.has(key) ? REDACTED : withoutPersonal(field, depth + 1);
    if (kept === field) continue;
    copy ??= Array.isArray(value) ? [...value] : { ...value };
    (copy as Record<string, unknown>)[key] = kept;
  }
  return copy ?? value;
}

/**
 * pino's `formatters.log`: the line's fields with personal keys masked (a copy; the caller's
 * objects are left as they are). In place of pino's `redact` with wildcard paths, which cost about
 * 15 µs a line, most of a request line's cost (docs/benchmark.md, "Where a checkout's time goes").
 */
export function redactPersonal(fields: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(fields)) {
    if (SERIALIZED_FIELDS.has(key)) continue;
    const field = fields[key];
    const kept = PERSONAL_KEYS.has(key) ? REDACTED : withoutPersonal(field, 2);
    if (kept === field) continue;
    copy ??= { ...fields };
    copy[key] = kept;
  }
  return copy ?? fields;
}

/** Logger options of the app: level, the serializers and the personal-data mask above; `stream` replaces stdout (tests). */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    formatters: { log: redactPersonal },
    ...(stream ? { stream } : {}),
  };
}
