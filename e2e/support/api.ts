import { env } from './env.ts';

/** A JSON call straight to the product's API (setup and clean-up that the UI under test does not cover). */
export async function api<T = unknown>(method: string, pathname: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(pathname, env.baseUrl), {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
