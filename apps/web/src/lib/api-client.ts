import type { ZodType, output } from 'zod';
import { AUTH_MESSAGES, UI_MESSAGES, type ApiErrorBody, type TokenPair } from '@walkfund/domain';

/** An API failure: the parsed `{code, message}` body with the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * An answer that does not match its response schema (checked in development and tests only, see
 * checkResponse): the server and the web app disagree on the contract.
 */
export class ApiContractError extends Error {
  constructor(
    readonly path: string,
    readonly issues: unknown,
  ) {
    super(`The answer of ${path} does not match its schema: ${JSON.stringify(issues)}`);
    this.name = 'ApiContractError';
  }
}

/**
 * The stored session as the api client needs it. Shared code depends on no feature
 * (docs/style.md's import zones), so the session feature registers its store at start-up
 * (features/session/session-store.ts) instead of being imported here.
 */
export interface ApiSessionPort {
  /** The stored tokens and whether each has expired, read at call time; null when signed out. */
  tokens(): { tokens: TokenPair; accessExpired: boolean; refreshExpired: boolean } | null;
  /** Keeps the tokens of a refresh. */
  setTokens(tokens: TokenPair): void;
  /** The refresh was refused: the stored session ends. */
  clear(): void;
  /** The server refused the signed-in user as deactivated: the guard then shows /deactivated. */
  markInactive(): void;
}

const signedOut: ApiSessionPort = { tokens: () => null, setTokens: () => undefined, clear: () => undefined, markInactive: () => undefined };
let session: ApiSessionPort = signedOut;

/** Connects the session store; until then every call goes out without a token. */
export function registerApiSession(port: ApiSessionPort): void {
  session = port;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData, which goes as multipart (uploads). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Send the bearer token when signed in (default true). */
  auth?: boolean;
  /** Extra headers (a donor's session, docs/features/my-giving.md). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: ApiRequest['query']): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return `/v1${path}${qs ? `${path.includes('?') ? '&' : '?'}${qs}` : ''}`;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(response.status, UI_MESSAGES.unparsableJson, null);
  }
}

async function send(path: string, request: ApiRequest, accessToken: string | null): Promise<Response> {
  const headers: Record<string, string> = { ...request.headers, Accept: 'application/json' };
  const multipart = request.body instanceof FormData;
  // Multipart: no Content-Type header, the browser writes the boundary itself.
  if (request.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return fetch(buildUrl(path, request.query), {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : multipart ? (request.body as FormData) : JSON.stringify(request.body),
    signal: request.signal,
  });
}

let refreshInFlight: Promise<string> | null = null;

/**
 * Obtains new tokens with the stored refresh token (one request at a time) and stores them.
 * Fails, and signs out, when there is no stored user or the refresh is refused.
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= (async () => {
    const stored = session.tokens();
    if (!stored) throw new ApiError(401, UI_MESSAGES.noStoredUser, null);
    const response = await send('/auth/refresh-tokens', { method: 'POST', body: { refreshToken: stored.tokens.refresh.token } }, null);
    const body = await parseBody(response);
    if (!response.ok) {
      session.clear();
      const err = body as ApiErrorBody | null;
      throw new ApiError(response.status, err?.message ?? 'Your session has expired.', err);
    }
    session.setTokens(body as TokenPair);
    return (body as TokenPair).access.token;
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * The one fetch wrapper: JSON in and out, bearer token, refresh before a call when the access token
 * has expired, and one retry of a 401 after a refresh (docs/spec/public-flows.md §4, Session).
 * Any non-OK answer throws ApiError carrying the server's `{code, message}`.
 *
 * The answer's type comes from the response schema passed in `schema` (a domain schema, the one the
 * server's route declares: docs/style.md item 14); without one the answer is `unknown`.
 * The schema is checked in development and tests only (see checkResponse), so the fetchers of the
 * visitors' pages pass it as `import.meta.env.DEV ? schema : undefined`: the production build then
 * drops the schema and zod from the donate page's first load (docs/benchmark.md, 150 KiB budget)
 * while the type still comes from the schema.
 */
export function apiFetch<S extends ZodType>(path: string, request: ApiRequest & { schema: S | undefined }): Promise<output<S>>;
export function apiFetch(path: string, request?: ApiRequest & { schema?: undefined }): Promise<unknown>;
export async function apiFetch(path: string, request: ApiRequest & { schema?: ZodType } = {}): Promise<unknown> {
  const { response, token } = await sendWithSession(path, request);
  const body = await parseBody(response);
  if (!response.ok) throwApiError(response, body, token);
  // import.meta.env.DEV inline: the production build folds it and drops the check.
  if (import.meta.env.DEV && request.schema) checkResponse(path, request.schema, body);
  return body;
}

/**
 * A file the API answers (a poster's PDF, a QR code's PNG: docs/features/ask-kit.md) as a Blob,
 * with apiFetch's token, refresh and errors.
 */
export async function apiFetchBlob(path: string, request: Pick<ApiRequest, 'query' | 'signal' | 'auth' | 'headers'> = {}): Promise<Blob> {
  const { response, token } = await sendWithSession(path, request);
  if (!response.ok) throwApiError(response, await parseBody(response), token);
  return response.blob();
}

/** The request with the session's token (refreshed before when expired, and once after a 401). */
async function sendWithSession(path: string, request: ApiRequest): Promise<{ response: Response; token: string | null }> {
  const useAuth = request.auth !== false;
  let token: string | null = null;
  if (useAuth) {
    const stored = session.tokens();
    if (stored && !stored.accessExpired) token = stored.tokens.access.token;
    else if (stored && !stored.refreshExpired) token = await refreshAccessToken().catch(() => null);
  }
  let response = await send(path, request, token);
  if (response.status === 401 && useAuth && token && session.tokens()) {
    const refreshed = await refreshAccessToken();
    response = await send(path, request, refreshed);
  }
  return { response, token };
}

function throwApiError(response: Response, body: unknown, token: string | null): never {
  const err = body as ApiErrorBody | null;
  markDeactivated(response.status, err, token);
  throw new ApiError(response.status, err?.message ?? `Request failed (${response.status})`, err);
}

/**
 * Answers are checked against their schema in development and tests, and trusted in production.
 * A check catches contract drift where it is cheap to fix (a test or a developer's screen fails,
 * naming the field), while in the browser of a visitor it would only cost time on the big lists
 * (the reports read every page of thousands of rows) and turn a harmless extra or missing field into
 * a broken screen. The answer is returned as received either way, so development sees what
 * production sees: response schemas describe the JSON as sent (no transforms or defaults).
 */
function checkResponse(path: string, schema: ZodType, body: unknown): void {
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiContractError(path, result.error.issues);
}

/**
 * The server refuses a signed-in user whose account an admin has deactivated (403, "This account
 * has been deactivated."): the stored user becomes inactive, so the guard shows /deactivated, which
 * signs them out (docs/spec/public-flows.md §8).
 */
function markDeactivated(status: number, err: ApiErrorBody | null, token: string | null) {
  if (status !== 403 || !token || !session.tokens() || err?.message !== AUTH_MESSAGES.deactivated) return;
  session.markInactive();
}

/** The readable message of any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}
