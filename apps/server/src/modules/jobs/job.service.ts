import { JOB_MESSAGES, type JobListQuery, type JobView, type Paged } from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagedResult } from '../../lib/pagination.ts';
import type { JobQueue } from './job-queue.ts';
import { findJob, listJobs, requeueFailedJob } from './job.repo.ts';
import { toJobView } from './job.view.ts';

/** GET /v1/jobs/: failed jobs first, then the most recently changed. */
export async function listJobViews(args: { db: Db; query: JobListQuery }): Promise<Paged<JobView>> {
  const { rows, total } = await listJobs(args.db, args.query);
  return pagedResult(rows.map(toJobView), total, args.query);
}

/** POST /v1/jobs/{id}/retry: a failed job runs again now with a fresh set of attempts. 404 unknown, 409 not failed. */
export async function retryJob(args: { db: Db; jobs: JobQueue; id: number }): Promise<JobView> {
  const row = await requeueFailedJob(args.db, args.id);
  if (!row) {
    if (!(await findJob(args.db, args.id))) throw AppError.notFound(JOB_MESSAGES.notFound);
    throw AppError.conflict(JOB_MESSAGES.notFailed);
  }
  args.jobs.kick();
  return toJobView(row);
}
