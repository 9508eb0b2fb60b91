import { vi } from 'vitest';
import { eventSettingsFixture } from './fixtures.ts';

export interface MockRequest {
  method: string;
  /** The path without the query, e.g. /v1/auth/login. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

export type MockHandler = (request: MockRequest) => Response | undefined | Promise<Response | undefined>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function emptyResponse(status = 204): Response {
  return new Response(null, { status });
}

/**
 * Replaces fetch: each call goes to `handler`; GET /v1/event-settings/ answers the fixture unless
 * the handler answers it; anything unanswered is a 404 in the API's error shape. Returns the
 * recorded requests.
 */
export function mockFetch(handler: MockHandler = () => undefined) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const request: MockRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      authorization: headers.get('Authorization'),
    };
    requests.push(request);
    const answer = await handler(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.path === '/v1/event-settings/') return jsonResponse(eventSettingsFixture);
    return jsonResponse({ code: 404, message: `Not found: ${request.method} ${request.path}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock, calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path) };
}
