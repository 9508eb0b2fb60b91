import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { FIRST_DATA_WAIT_MS, loadFirstData } from './first-data.ts';

/** A query client whose two first fetches answer as `answer` says. */
function clientAnswering(answer: () => Promise<unknown>) {
  const fetchQuery = vi.fn(answer);
  return { client: { fetchQuery } as unknown as QueryClient, fetchQuery };
}

/** Whether `promise` has settled once the timers and microtasks due so far have run. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'onLine');
});

describe("the header's first data, awaited before the page is shown", () => {
  it('shows the page at once without signal, asking nothing (the check-in page reopened in a park)', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    const { client, fetchQuery } = clientAnswering(() => new Promise(() => undefined));
    expect(await settledAfter(loadFirstData(client), 0)).toBe(true);
    expect(fetchQuery).not.toHaveBeenCalled();
  });

  it('shows the page at the first failure, without retrying (no network though the browser says online)', async () => {
    const { client, fetchQuery } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await settledAfter(loadFirstData(client), 0)).toBe(true);
    expect(fetchQuery).toHaveBeenCalledWith(expect.objectContaining({ retry: false }));
  });

  it('waits for both answers, and no longer than the limit for a slow API', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const answered = new Promise((resolve) => (answer = resolve));
    const fast = loadFirstData(clientAnswering(() => answered).client);
    expect(await settledAfter(fast, 100)).toBe(false);
    answer({});
    expect(await settledAfter(fast, 0)).toBe(true);

    const slow = loadFirstData(clientAnswering(() => new Promise(() => undefined)).client);
    expect(await settledAfter(slow, FIRST_DATA_WAIT_MS - 1)).toBe(false);
    expect(await settledAfter(slow, 1)).toBe(true);
  });
});
