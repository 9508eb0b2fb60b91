import { useCallback, useState } from 'react';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { MONTHLY_GIFT_STATUSES, MONTHLY_GIFT_STATUS_LABELS, formatDollars, type AdminMonthlyGift, type MonthlyGiftStatus } from '@walkfund/domain';
import { GridSearch } from '../../../components/data-grid/grid-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useGridParams } from '../../../lib/use-grid-params.ts';
import { useCancelMonthlyGift } from '../api/cancel-monthly-gift.ts';
import { useDownloadMonthlyGiftsCsv } from '../api/download-monthly-gifts-csv.ts';
import { MONTHLY_GIFTS_PAGE_SIZE, useMonthlyGifts } from '../api/get-monthly-gifts.ts';
import { CancelMonthlyGiftDialog } from '../components/cancel-monthly-gift-dialog.tsx';
import { MonthlyGiftsGrid } from '../components/monthly-gifts-grid.tsx';

const ALL = 'all';
const STATUS_CHOICES = [{ value: ALL, label: 'All' }, ...MONTHLY_GIFT_STATUSES.map((status) => ({ value: status, label: MONTHLY_GIFT_STATUS_LABELS[status] }))];
const isStatus = (value: string | null): value is MonthlyGiftStatus => (MONTHLY_GIFT_STATUSES as readonly (string | null)[]).includes(value);

/**
 * /monthly-gifts (admin, docs/features/monthly-gifts.md): every monthly gift with its status filter
 * (active, paused, failed, cancelled), search, next charge, total given and last failure; the
 * server's CSV of what the filters match; Cancel after asking. Status, search and page live in the URL.
 */
export function MonthlyGiftsPage() {
  const grid = useGridParams();
  const statusParam = grid.param('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const list = useMonthlyGifts({ status, search: grid.search, page: grid.page });
  const csv = useDownloadMonthlyGiftsCsv();
  const cancel = useCancelMonthlyGift();
  const [toCancel, setToCancel] = useState<AdminMonthlyGift | null>(null);
  const { reset: resetCancel } = cancel;
  // Stable, so the grid's columns are made once.
  const askCancel = useCallback(
    (gift: AdminMonthlyGift) => {
      resetCancel();
      setToCancel(gift);
    },
    [resetCancel],
  );

  const confirmCancel = (gift: AdminMonthlyGift) =>
    cancel.mutate(gift.id, {
      onSuccess: () => {
        setToCancel(null);
        notifySuccess('Monthly gift cancelled', `${gift.donorName} is no longer charged each month.`);
      },
    });
  const download = () =>
    csv.mutate({ status, search: grid.search }, { onError: (error) => notifyError('The CSV could not be downloaded', errorMessage(error)) });

  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / MONTHLY_GIFTS_PAGE_SIZE)) : 1;
  return (
    <Stack gap="md">
      <PageHeader title="Monthly Gifts">
        <Button onClick={download} loading={csv.isPending}>
          Download CSV
        </Button>
      </PageHeader>
      {data && (
        <Text size="sm" data-testid="monthly-gifts-summary">
          {data.summary.active === 1 ? '1 active monthly gift' : `${data.summary.active} active monthly gifts`} give{data.summary.active === 1 ? 's' : ''}{' '}
          <strong>{formatDollars(data.summary.monthlyTotal)}</strong> each month (before fees).
        </Text>
      )}
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="monthly-gifts-status">
              Status
            </Text>
            <SegmentedControl
              aria-labelledby="monthly-gifts-status"
              data={STATUS_CHOICES}
              value={status ?? ALL}
              onChange={(value) => grid.setFilter('status', value === ALL ? null : value)}
            />
          </Stack>
          <GridSearch value={grid.searchInput} onChange={grid.setSearchInput} placeholder="Donor, email, team or walker" />
        </Group>
        <Group gap="sm" aria-live="polite">
          {list.isFetching && <Loader size="xs" aria-label="Loading monthly gifts" />}
          {data && (
            <Text size="sm" fw={500}>
              Total: {data.total}
            </Text>
          )}
        </Group>
      </Group>
      {list.isError && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      {data && data.rows.length === 0 && <Text>No monthly gifts found.</Text>}
      {data && data.rows.length > 0 && <MonthlyGiftsGrid rows={data.rows} onCancel={askCancel} />}
      <Pager page={grid.page} totalPages={totalPages} onPage={grid.setPage} />
      <CancelMonthlyGiftDialog
        gift={toCancel}
        cancelling={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : null}
        onConfirm={confirmCancel}
        onClose={() => setToCancel(null)}
      />
    </Stack>
  );
}
