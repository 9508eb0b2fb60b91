import type { FastifyInstance } from 'fastify';

export interface EnqueueScheduler {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

export interface EnqueueSchedulerOptions {
  /** How often a pass runs (one runs at once on start). */
  intervalMs: number;
  /** Names the pass in the error log ("<name> scheduling failed"). */
  name: string;
  /** Queues the period's singleton job(s); true when something new was queued, so the worker is kicked. */
  enqueue(): Promise<boolean>;
}

/**
 * The loop of the schedulers that queue a singleton job once per period (a day, a week, a year):
 * a pass on start and every `intervalMs`, never two at once in this process. Every instance runs
 * it; the job's singleton key makes the work happen once however many instances queue it. A
 * failing pass is logged with its message only. The timer keeps no process alive.
 */
export function startEnqueueScheduler(app: FastifyInstance, options: EnqueueSchedulerOptions): EnqueueScheduler {
  let inFlight: Promise<void> | null = null;
  let stopped = false;

  const tick = () => {
    if (stopped || inFlight) return;
    inFlight = options
      .enqueue()
      .then((queued) => {
        if (queued) app.jobs.kick();
      })
      .catch((err: unknown) => {
        app.log.error({ error: err instanceof Error ? err.message : String(err) }, `${options.name} scheduling failed`);
      })
      .finally(() => {
        inFlight = null;
      });
  };

  tick();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
}
