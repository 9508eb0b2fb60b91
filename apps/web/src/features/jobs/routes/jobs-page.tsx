import { SegmentedControl, Stack } from '@mantine/core';
import { JOB_MESSAGES, JOB_STATUSES, type JobStatus } from '@walkfund/domain';
import { GridBody } from '../../../components/data-grid/grid-body.tsx';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useGridParams } from '../../../lib/use-grid-params.ts';
import { useJobs, useRetryJob } from '../api/jobs-api.ts';
import { JOB_STATUS_LABELS, JobsTable } from '../components/jobs-table.tsx';

const ALL = 'all';
const STATUS_OPTIONS = [{ value: ALL, label: 'All' }, ...JOB_STATUSES.map((status) => ({ value: status, label: JOB_STATUS_LABELS[status].label }))];

const asStatus = (value: string | null): JobStatus | null => (JOB_STATUSES as readonly string[]).includes(value ?? '') ? (value as JobStatus) : null;

/**
 * /jobs (admin): the durable job queue's outbound work (emails, integrations), failed jobs first
 * with their last error and a Retry button. The status filter and page live in the URL.
 */
export function JobsPage() {
  const grid = useGridParams();
  const status = asStatus(grid.param('status'));
  const jobs = useJobs(grid.page, status);
  const retry = useRetryJob();

  const retryJob = (id: number) =>
    retry.mutate(id, {
      onSuccess: () => notifySuccess(...JOB_MESSAGES.retried),
      onError: (error) => notifyError(JOB_MESSAGES.retryFailed[0], errorMessage(error)),
    });

  return (
    <Stack gap="md">
      <PageHeader title="Background Jobs" />
      <GridToolbar label="jobs" query={jobs}>
        <SegmentedControl
          aria-label="Status"
          data={STATUS_OPTIONS}
          value={status ?? ALL}
          onChange={(value) => grid.setFilter('status', value === ALL ? null : value)}
        />
      </GridToolbar>
      <GridBody query={jobs} label="jobs" emptyText="No background jobs." page={grid.page} onPage={grid.setPage}>
        {(rows) => <JobsTable jobs={rows} retrying={retry.isPending ? (retry.variables ?? null) : null} onRetry={(job) => retryJob(job.id)} />}
      </GridBody>
    </Stack>
  );
}
