import { Badge, Button, Text } from '@mantine/core';
import type { JobStatus, JobView } from '@walkfund/domain';
import { CellEmpty } from '../../../components/data-grid/cells.tsx';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';
import { formatDateTimeSeconds } from '../../../lib/format.ts';

export const JOB_STATUS_LABELS: Record<JobStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'blue' },
  running: { label: 'Running', color: 'violet' },
  succeeded: { label: 'Succeeded', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** "transactionId 12, outboxId 40": the ids a job is about. */
const refsText = (job: JobView) =>
  Object.entries(job.refs)
    .map(([key, id]) => `${key} ${id}`)
    .join(', ');

interface JobsTableProps {
  jobs: JobView[];
  /** The job whose retry is being sent, if any. */
  retrying: number | null;
  onRetry(job: JobView): void;
}

/** Background jobs, failed ones first: queue, status, attempts, last error, and Retry for failed ones. */
export function JobsTable({ jobs, retrying, onRetry }: JobsTableProps) {
  const columns: DataColumn<JobView>[] = [
    { label: 'Id', numeric: true, cell: (job) => job.id },
    {
      label: 'Queue',
      cell: (job) => (
        <>
          <Text size="sm" ff="monospace">
            {job.queue}
          </Text>
          {refsText(job) && (
            <Text size="xs" c="dimmed">
              {refsText(job)}
            </Text>
          )}
        </>
      ),
    },
    {
      label: 'Status',
      cell: (job) => (
        <Badge variant="light" color={JOB_STATUS_LABELS[job.status]?.color ?? 'gray'}>
          {JOB_STATUS_LABELS[job.status]?.label ?? job.status}
        </Badge>
      ),
    },
    { label: 'Attempts', numeric: true, nowrap: true, cell: (job) => `${job.attempts} / ${job.maxAttempts}` },
    {
      label: 'Last Error',
      cell: (job) =>
        job.lastError ? (
          <Text size="sm" c={job.status === 'failed' ? 'red.8' : undefined} style={{ wordBreak: 'break-word' }}>
            {job.lastError}
          </Text>
        ) : (
          <CellEmpty>—</CellEmpty>
        ),
      cellProps: () => ({ maw: 360 }),
    },
    { label: 'Created', nowrap: true, cell: (job) => formatDateTimeSeconds(job.createdAt) },
    { label: 'Updated', nowrap: true, cell: (job) => formatDateTimeSeconds(job.updatedAt) },
    {
      label: 'Actions',
      hideLabel: true,
      cell: (job) =>
        job.status === 'failed' ? (
          <Button size="xs" variant="light" aria-label={`Retry job ${job.id}`} loading={retrying === job.id} onClick={() => onRetry(job)}>
            Retry
          </Button>
        ) : null,
    },
  ];

  return <DataTable label="Background jobs" columns={columns} rows={jobs} rowKey={(job) => job.id} minWidth={900} />;
}
