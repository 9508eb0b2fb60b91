import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import { GridBody } from '../../../components/data-grid/grid-body.tsx';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useGridParams } from '../../../lib/use-grid-params.ts';
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
  const grid = useGridParams();
  const summary = usePendingSummary();
  const runs = useReconciliationRuns(grid.page);
  const reconcile = useRunReconciliation();

  const runNow = () =>
    reconcile.mutate(undefined, {
      onSuccess: (run) => {
        if (run.error) notifyError('Reconciliation finished with errors', `${tallyOf(run)} ${run.error}`);
        else notifySuccess('Reconciliation finished', tallyOf(run));
        if (grid.page !== 1) grid.setPage(1);
      },
      onError: (error) => notifyError('Error', errorMessage(error)),
    });

  return (
    <Stack gap="md">
      <PageHeader title="Payment Reconciliation">
        <Button onClick={runNow} loading={reconcile.isPending}>
          Run reconciliation now
        </Button>
      </PageHeader>

      {summary.isError && (
        <Alert color="red" title="Error">
          {errorMessage(summary.error)}
        </Alert>
      )}
      {summary.isPending && <Loader aria-label="Loading the pending checkouts" />}
      {summary.data && <PendingSummaryCard summary={summary.data} />}

      <GridToolbar label="runs" query={runs}>
        <Title order={2} size="h4">
          Past runs
        </Title>
      </GridToolbar>
      <GridBody query={runs} label="runs" emptyText="No reconciliation has run yet." page={grid.page} onPage={grid.setPage}>
        {(rows) => <RunsTable runs={rows} />}
      </GridBody>
    </Stack>
  );
}
