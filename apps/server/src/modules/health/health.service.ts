import type { ReadinessResponse } from '@walkfund/domain';
import type { Database } from '../../db/client.ts';
import type { ShippedMigration } from '../../db/migration-state.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { isMigrationApplied } from './health.repo.ts';

type Check = keyof ReadinessResponse['checks'];

/**
 * Readiness of this instance: the database answers, the newest migration this release ships is
 * applied, and the job worker is claiming jobs. A check that cannot run (the database is down)
 * reports `unknown` and fails.
 */
export async function checkReadiness(args: { database: Database; jobs: Pick<JobQueue, 'running'>; shipped: ShippedMigration }): Promise<ReadinessResponse> {
  const { database, jobs, shipped } = args;
  const databaseUp = await database.ping();
  const migrations: ReadinessResponse['checks']['migrations'] = databaseUp
    ? await isMigrationApplied(database.db, shipped.when).then((applied) => (applied ? 'ok' : 'pending'), () => 'unknown' as const)
    : 'unknown';
  const checks: ReadinessResponse['checks'] = { database: databaseUp ? 'ok' : 'down', migrations, jobWorker: jobs.running ? 'ok' : 'stopped' };
  const failed = (Object.keys(checks) as Check[]).filter((check) => checks[check] !== 'ok');
  return { status: failed.length ? 'not-ready' : 'ready', checks, failed };
}

const FAILED_CHECK_WORDS: Record<Check, string> = {
  database: 'the database does not answer',
  migrations: 'the migrations of this release are not applied (npm run db:migrate)',
  jobWorker: 'the job worker is not running',
};

/** "Not ready: the job worker is not running." */
export function notReadyMessage(readiness: ReadinessResponse): string {
  return `Not ready: ${readiness.failed.map((check) => FAILED_CHECK_WORDS[check]).join('; ')}.`;
}
