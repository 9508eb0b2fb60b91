import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEmailJobs } from './email-jobs.ts';
import { createJobWorker, type JobWorkerOptions } from './job-worker.ts';

/**
 * Decorates the app with its job queue (`app.jobs`) and registers the email handlers. The
 * background worker is started by main.ts once the server listens (`app.jobs.start()`); API tests
 * run jobs with `app.jobs.drain()`, so what ran is decided by the test. Closing the app stops the
 * worker and waits for the handlers under way.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, options: Partial<Pick<JobWorkerOptions, 'instanceId' | 'pollMs' | 'concurrency'>>) => {
  app.decorate('jobs', createJobWorker({ db: app.db, log: app.log, ...options }));
  app.addHook('onClose', () => app.jobs.stop());
  registerEmailJobs(app);
});
