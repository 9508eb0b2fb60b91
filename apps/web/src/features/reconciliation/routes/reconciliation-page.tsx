import { Alert, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { Pager } from '../../../components/pager.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePendingSummary } from '../api/get-pending-summary.ts';
import { useReconciliationRuns } from '../api/get-reconciliation-runs.ts';
import type { ReconciliationRun } from '../api/reconciliation-types.ts';
import { useRunReconciliation } from '../api/run-reconciliation.ts';
import { PendingSummaryCard } from '../components/pending-summary-card.tsx';
import { RunsTable } from '../components/runs-table.tsx';

const tallyOf = (run: ReconciliationRun) => `Checked ${run.checked}, recorded ${run.recorded}, expired ${run.expired}, mismatched ${run.mismatched}.`;

/**
 * /reconciliation (admin): the payment reconciler's work. Checkouts waiting for the processor, a
 * button to run a pass now, and the past passes with what each did per checkout. The page of runs
 * lives in the URL.
 */
export function ReconciliationPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const summary = usePendingSummary();
  const runs = useReconciliationRuns(page);
  const reconcile = useRunReconciliation();

  const runNow = () =>
    reconcile.mutate(undefined, {
      onSuccess: (run) => {
        if (run.error) notifyError('Reconciliation finished with errors', `${tallyOf(run)} ${run.error}`);
        else notifySuccess('Reconciliation finished', tallyOf(run));
        if (page !== 1) setParams({}, { replace: true });
      },
      onError: (error) => notifyError('Error', errorMessage(error)),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Payment Reconciliation
        </Title>
        <Button onClick={runNow} loading={reconcile.isPending}>
          Run reconciliation now
        </Button>
      </Group>

      {summary.isError && (
        <Alert color="red" title="Error">
          {errorMessage(summary.error)}
        </Alert>
      )}
      {summary.isPending && <Loader aria-label="Loading the pending checkouts" />}
      {summary.data && <PendingSummaryCard summary={summary.data} />}

      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          Past runs
        </Title>
        <Group gap="sm">
          {runs.isFetching && !runs.isPending && <Loader size="xs" aria-label="Loading runs" />}
          {runs.data && (
            <Text size="sm" fw={500} aria-live="polite">
              Total: {runs.data.totalResults}
            </Text>
          )}
        </Group>
      </Group>
      {runs.isError && (
        <Alert color="red" title="Error">
          {errorMessage(runs.error)}
        </Alert>
      )}
      {runs.isPending && <Loader aria-label="Loading runs" />}
      {runs.data && (
        <Box style={{ opacity: runs.isPlaceholderData ? 0.6 : 1 }}>
          {runs.data.results.length === 0 ? (
            <Text c="dimmed" py="lg">
              No reconciliation has run yet.
            </Text>
          ) : (
            <RunsTable runs={runs.data.results} />
          )}
        </Box>
      )}
      {runs.data && (
        <Pager page={page} totalPages={runs.data.totalPages} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true })} />
      )}
    </Stack>
  );
}
