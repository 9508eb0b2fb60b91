import type { FastifyBaseLogger } from 'fastify';

export interface AfterResponseQueue {
  /** Runs `task` after the current answer has gone; `what` names it in the error log. */
  defer(task: () => Promise<void>, what: string): void;
  /** Resolves once every deferred task has finished (before closing; tests before counting rows). */
  settle(): Promise<void>;
}

/**
 * Work a request starts but does not wait for (a reset email), so the answer's timing does not
 * depend on it. A failure is logged; `settle()` lets the server finish it before closing.
 */
export function afterResponseQueue(log: FastifyBaseLogger): AfterResponseQueue {
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
