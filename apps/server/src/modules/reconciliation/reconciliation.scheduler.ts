import type { FastifyInstance } from 'fastify';
import type { ReconciliationTrigger } from '@walkfund/domain';
import { reconcilerDeps, runReconciliationPass } from './reconciliation.service.ts';

export interface ReconciliationScheduler {
  /** Stops the timer, and a pass under way after its current checkout. */
  stop(): Promise<void>;
}

/**
 * Runs a reconciliation pass now (trigger "start") and every RECONCILE_INTERVAL_SECONDS (trigger
 * "schedule"). A tick is skipped while this process's previous pass runs or another instance holds
 * the pass lock. The timer does not keep the process alive. A failing pass is logged with its
 * message only (no donor data); a pass that got as far as its run row records the error there.
 */
export function startReconciliationScheduler(app: FastifyInstance): ReconciliationScheduler {
  const deps = reconcilerDeps(app);
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  const shutdown = new AbortController();

  const tick = (trigger: ReconciliationTrigger) => {
    if (stopped || inFlight) return;
    inFlight = runReconciliationPass(deps, trigger, { signal: shutdown.signal })
      .then((run) => {
        if (!run) app.log.debug({ trigger }, 'reconciliation pass skipped: another pass is running');
      })
      .catch((err: unknown) => {
        app.log.error({ trigger, error: err instanceof Error ? err.message : String(err) }, 'reconciliation pass failed');
      })
      .finally(() => {
        inFlight = null;
      });
  };

  tick('start');
  const timer = setInterval(() => tick('schedule'), deps.settings.intervalSeconds * 1000);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      shutdown.abort();
      await inFlight;
    },
  };
}
