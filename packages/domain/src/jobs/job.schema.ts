import { z } from 'zod';
import { pagedSchema } from '../common/paged.schema.ts';
import { listQuerySchema } from '../common/list-query.ts';

/**
 * The durable job queue, seen by admins (GET /v1/jobs/, POST /v1/jobs/{id}/retry): outbound work
 * (emails, Kindful, Constant Contact, daily snapshots) with its attempts and last error.
 */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Longest queue name a filter may name. */
export const JOB_QUEUE_NAME_MAX_LENGTH = 64;

/** ?status=&queue=&page=&limit=; any other key is refused (400), so a typo never silently lists everything. */
export const jobListQuerySchema = listQuerySchema
  .pick({ page: true, limit: true })
  .extend({
    status: z.enum(JOB_STATUSES, { error: `status must be one of ${JOB_STATUSES.join(', ')}.` }).optional(),
    queue: z
      .string()
      .trim()
      .min(1, 'queue must not be empty.')
      .max(JOB_QUEUE_NAME_MAX_LENGTH, `queue must be at most ${JOB_QUEUE_NAME_MAX_LENGTH} characters.`)
      .regex(/^[a-z0-9][a-z0-9._:-]*$/, 'queue must be a queue name (lowercase letters, digits, . _ : -).')
      .optional(),
  })
  .strict();
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const jobViewSchema = z.object({
  id: z.number(),
  queue: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number(),
  maxAttempts: z.number(),
  /** When it runs next (queued), or last ran. */
  runAt: z.string(),
  /** The last failure's message (bounded, secrets and addresses masked), or null. */
  lastError: z.string().nullable(),
  /** The numeric ids the job is about (e.g. {transactionId: 12}); nothing else of its payload. */
  refs: z.record(z.string(), z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type JobView = z.infer<typeof jobViewSchema>;

/** GET /v1/jobs (admin). */
export const jobListPageSchema = pagedSchema(jobViewSchema);

export const JOB_MESSAGES = {
  notFound: 'Job not found.',
  notFailed: 'Only a failed job can be retried.',
  retried: ['Success', 'The job will run again now.'],
  retryFailed: ['Error', 'There was a problem retrying the job.'],
} as const;
