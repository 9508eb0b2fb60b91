import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (a reset email), so the answer's timing does not
 * depend on it. A failure is logged; `settle()` lets the server finish it before closing.
 */
export function afterResponseQueue(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    defer(task: () => Promise<void>, what: string): void {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err }, `${what} failed after the response`))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async settle(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
