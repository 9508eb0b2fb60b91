import { Alert, Stack } from '@mantine/core';
import { KINDFUL_DEFAULT_SORT, KINDFUL_MESSAGES, type KindfulExportView } from '@walkfund/domain';
import { ServerGrid } from '../../../components/data-grid/server-grid.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useGridParams } from '../../../lib/use-grid-params.ts';
import { useCheckKindfulStatus } from '../api/check-kindful-status.ts';
import { useKindfulExports } from '../api/get-kindful-exports.ts';
import { useImportKindfulExport } from '../api/import-kindful-export.ts';
import { KindfulTable } from '../components/kindful-table.tsx';

const PAGER_LABELS = { prev: 'Prev Page', next: 'Next Page' };
const NOT_CONFIGURED_ID = 'kindful-not-configured';

/**
 * /kindful (admin): the donor-system export queue, 25 a page from the server, newest first,
 * searchable by name or email. Import sends a row through the server's job queue; Status asks
 * Kindful where that import is. Either answer (or the server's message) shows as a toast, and the
 * list refreshes.
 */
export function KindfulPage() {
  const grid = useGridParams(KINDFUL_DEFAULT_SORT);
  const rows = useKindfulExports({ page: grid.page, search: grid.search, sortBy: grid.sortBy });
  const importRow = useImportKindfulExport();
  const checkStatus = useCheckKindfulStatus();
  // The queue's answer says whether the server has a Kindful token; until it has, Import would only fail.
  const notConfigured = rows.data?.configured === false;
  const busy = importRow.isPending ? importRow.variables : checkStatus.isPending ? checkStatus.variables?.id : undefined;

  const onError = (error: Error) => notifyError('Error', errorMessage(error));
  const onImport = (row: KindfulExportView) =>
    importRow.mutate(row.id, {
      onSuccess: (updated) => notifySuccess('Kindful', updated.imported ? KINDFUL_MESSAGES.importSent : KINDFUL_MESSAGES.stillRunning),
      onError,
    });
  const onStatus = (row: KindfulExportView) =>
    checkStatus.mutate(row, {
      onSuccess: (updated) =>
        notifySuccess('Kindful', updated.importResponse ? KINDFUL_MESSAGES.statusUpdated(updated.importResponse.status) : KINDFUL_MESSAGES.stillRunning),
      onError,
    });

  return (
    <Stack gap="md">
      <PageHeader title="Kindful Queue" />
      {notConfigured && (
        <Alert id={NOT_CONFIGURED_ID} role="note" variant="light" color="yellow" title={KINDFUL_MESSAGES.notConfigured}>
          {KINDFUL_MESSAGES.notConfiguredNotice}
        </Alert>
      )}
      <ServerGrid grid={grid} query={rows} label="Kindful records" searchPlaceholder="Name or email" emptyText="No Kindful records found." pagerLabels={PAGER_LABELS}>
        {(page) => (
          <KindfulTable
            rows={page}
            sortBy={grid.sortBy}
            onSort={grid.sortByColumn}
            onImport={onImport}
            onStatus={onStatus}
            busyId={busy ?? null}
            importBlockedBy={notConfigured ? NOT_CONFIGURED_ID : undefined}
          />
        )}
      </ServerGrid>
    </Stack>
  );
}
