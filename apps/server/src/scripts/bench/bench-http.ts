import { BENCH_ADMIN } from './bench-seed.ts';
import { BenchProcess } from './processes.ts';
import { readLoad } from './read-load.ts';
import { options } from './bench-options.ts';

// As a browser asks: compressed answers when they are worth it.
export const READ_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** GET (or `init`) a JSON answer; throws on a status that is not 2xx. */
export async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Requests per second of one URL over 10 kept-alive connections (read-load.ts). */
export function requestsPerSecond(url: string) {
  return readLoad(url, { connections: 10, seconds: options.seconds, headers: READ_HEADERS });
}

/** The ceiling of this run: the hello-world in its own process. */
export async function measureHello(hello: BenchProcess): Promise<number> {
  const { rps } = await requestsPerSecond(`${hello.baseUrl}/`);
  return rps;
}

/** The bench admin's bearer header (POST /v1/auth/login). */
export async function adminAuthorization(base: string): Promise<string> {
  const login = await json<{ tokens: { access: { token: string } } }>(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  return `Bearer ${login.tokens.access.token}`;
}
