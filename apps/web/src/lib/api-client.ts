import { AUTH_MESSAGES, UI_MESSAGES, type ApiErrorBody, type TokenPair } from '@walkfund/domain';
import { sessionStore } from '../features/session/session-store.ts';

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

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData, which goes as multipart (uploads). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Send the bearer token when signed in (default true). */
  auth?: boolean;
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
  const headers: Record<string, string> = { Accept: 'application/json' };
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
    const session = sessionStore.getState().session;
    if (!session) throw new ApiError(401, UI_MESSAGES.noStoredUser, null);
    const response = await send('/auth/refresh-tokens', { method: 'POST', body: { refreshToken: session.tokens.refresh.token } }, null);
    const body = await parseBody(response);
    if (!response.ok) {
      sessionStore.getState().clear();
      const err = body as ApiErrorBody | null;
      throw new ApiError(response.status, err?.message ?? 'Your session has expired.', err);
    }
    sessionStore.getState().setTokens(body as TokenPair);
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
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const useAuth = request.auth !== false;
  let token: string | null = null;
  if (useAuth) {
    const { session, accessExpired, refreshExpired } = sessionStore.getState().status();
    if (session && !accessExpired) token = session.tokens.access.token;
    else if (session && !refreshExpired) token = await refreshAccessToken().catch(() => null);
  }
  let response = await send(path, request, token);
  if (response.status === 401 && useAuth && token && sessionStore.getState().session) {
    const refreshed = await refreshAccessToken();
    response = await send(path, request, refreshed);
  }
  const body = await parseBody(response);
  if (!response.ok) {
    const err = body as ApiErrorBody | null;
    markDeactivated(response.status, err, token);
    throw new ApiError(response.status, err?.message ?? `Request failed (${response.status})`, err);
  }
  return body as T;
}

/**
 * The server refuses a signed-in user whose account an admin has deactivated (403, "This account
 * has been deactivated."): the stored user becomes inactive, so the guard shows /deactivated, which
 * signs them out (docs/spec/public-flows.md §8).
 */
function markDeactivated(status: number, err: ApiErrorBody | null, token: string | null) {
  const session = sessionStore.getState().session;
  if (status !== 403 || !token || !session || err?.message !== AUTH_MESSAGES.deactivated) return;
  sessionStore.getState().setUser({ ...session.user, active: false });
}

/** The readable message of any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}
