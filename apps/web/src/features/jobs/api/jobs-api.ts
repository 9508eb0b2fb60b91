import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobListPageSchema, jobViewSchema, type JobStatus, type JobView, type Paged } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every job query starts with this key, so a retry refreshes them all. */
export const JOBS_QUERY_KEY = ['jobs'] as const;
/** Jobs per page on the Background Jobs screen. */
export const JOBS_PAGE_SIZE = 25;

/** GET /v1/jobs/?status=&page=&limit=: failed jobs first, then the most recently changed. */
export function getJobs(page: number, status: JobStatus | null, signal?: AbortSignal): Promise<Paged<JobView>> {
  return apiFetch('/jobs/', { query: { page, limit: JOBS_PAGE_SIZE, ...(status ? { status } : {}) }, signal, schema: jobListPageSchema });
}

export function jobsQuery(page: number, status: JobStatus | null) {
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, status ?? 'all', page],
    queryFn: ({ signal }) => getJobs(page, status, signal),
    placeholderData: keepPreviousData,
  });
}

export function useJobs(page: number, status: JobStatus | null) {
  return useQuery(jobsQuery(page, status));
}

/** POST /v1/jobs/{id}/retry (no body): a failed job queued again now; answers the job. */
export function retryJob(id: number): Promise<JobView> {
  return apiFetch(`/jobs/${id}/retry`, { method: 'POST', schema: jobViewSchema });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
