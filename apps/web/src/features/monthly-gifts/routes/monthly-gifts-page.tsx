import { useCallback, useState } from 'react';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { MONTHLY_GIFT_STATUSES, MONTHLY_GIFT_STATUS_LABELS, formatDollars, type AdminMonthlyGift, type MonthlyGiftStatus } from '@walkfund/domain';
import { GridSearch } from '../../../components/data-grid/grid-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useGridParams } from '../../../lib/use-grid-params.ts';
import { useCancelMonthlyGift } from '../api/cancel-monthly-gift.ts';
import { useChangeMonthlyGiftAmount } from '../api/change-monthly-gift-amount.ts';
import { useDownloadMonthlyGiftsCsv } from '../api/download-monthly-gifts-csv.ts';
import { MONTHLY_GIFTS_PAGE_SIZE, useMonthlyGifts } from '../api/get-monthly-gifts.ts';
import { useSetMonthlyGiftState, type MonthlyGiftStateAction } from '../api/set-monthly-gift-state.ts';
import { CancelMonthlyGiftDialog } from '../components/cancel-monthly-gift-dialog.tsx';
import { ChangeMonthlyAmountDialog } from '../components/change-monthly-amount-dialog.tsx';
import { MonthlyGiftStateDialog } from '../components/monthly-gift-state-dialog.tsx';
import { MonthlyGiftsGrid, type MonthlyGiftRowAction } from '../components/monthly-gifts-grid.tsx';

const ALL = 'all';
const STATUS_CHOICES = [{ value: ALL, label: 'All' }, ...MONTHLY_GIFT_STATUSES.map((status) => ({ value: status, label: MONTHLY_GIFT_STATUS_LABELS[status] }))];
const isStatus = (value: string | null): value is MonthlyGiftStatus => (MONTHLY_GIFT_STATUSES as readonly (string | null)[]).includes(value);

/** The word after a pause or resume; a YYYY-MM-DD day (America/Chicago) read at noon UTC is the same day. */
function stateChanged(action: MonthlyGiftStateAction, gift: AdminMonthlyGift): [string, string] {
  if (action === 'pause') return ['Monthly gift paused', `${gift.donorName} is not charged until the gift is resumed.`];
  const next = gift.nextChargeOn ? ` The next gift is on ${formatLongDate(`${gift.nextChargeOn}T12:00:00Z`)}.` : '';
  return ['Monthly gift resumed', `${gift.donorName} is charged each month again.${next}`];
}

/**
 * /monthly-gifts (admin, docs/features/monthly-gifts.md): every monthly gift with its status filter
 * (active, paused, failed, cancelled), search, next charge, total given and last failure; the
 * server's CSV of what the filters match; for each gift, what the donor can do from their page:
 * change the amount, pause or resume, cancel (each asked first). Status, search and page live in the URL.
 */
export function MonthlyGiftsPage() {
  const grid = useGridParams();
  const statusParam = grid.param('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const list = useMonthlyGifts({ status, search: grid.search, page: grid.page });
  const csv = useDownloadMonthlyGiftsCsv();
  const cancel = useCancelMonthlyGift();
  const state = useSetMonthlyGiftState();
  const amount = useChangeMonthlyGiftAmount();
  // The gift whose action is being asked about, and which action.
  const [asked, setAsked] = useState<{ gift: AdminMonthlyGift; action: MonthlyGiftRowAction } | null>(null);
  // Kept after the dialog closes, so its title does not change while it fades out.
  const [stateAction, setStateAction] = useState<MonthlyGiftStateAction>('pause');
  const { reset: resetCancel } = cancel;
  const { reset: resetState } = state;
  const { reset: resetAmount } = amount;
  // Stable, so the grid's columns are made once.
  const ask = useCallback(
    (gift: AdminMonthlyGift, action: MonthlyGiftRowAction) => {
      resetCancel();
      resetState();
      resetAmount();
      if (action === 'pause' || action === 'resume') setStateAction(action);
      setAsked({ gift, action });
    },
    [resetCancel, resetState, resetAmount],
  );
  const close = () => setAsked(null);
  const askedFor = (...actions: MonthlyGiftRowAction[]) => (asked && actions.includes(asked.action) ? asked.gift : null);

  const confirmCancel = (gift: AdminMonthlyGift) =>
    cancel.mutate(gift.id, {
      onSuccess: () => {
        close();
        notifySuccess('Monthly gift cancelled', `${gift.donorName} is no longer charged each month.`);
      },
    });
  const confirmState = (gift: AdminMonthlyGift, action: MonthlyGiftStateAction) =>
    state.mutate(
      { id: gift.id, action },
      {
        onSuccess: (updated) => {
          close();
          notifySuccess(...stateChanged(action, updated));
        },
      },
    );
  const saveAmount = (gift: AdminMonthlyGift, dollars: number) =>
    amount.mutate(
      { id: gift.id, amount: dollars },
      {
        onSuccess: (updated) => {
          close();
          notifySuccess('Amount changed', `${updated.donorName} now gives ${formatDollars(updated.amount)} each month, from the next month on.`);
        },
      },
    );
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
      {data && data.rows.length > 0 && <MonthlyGiftsGrid rows={data.rows} onAction={ask} />}
      <Pager page={grid.page} totalPages={totalPages} onPage={grid.setPage} />
      <CancelMonthlyGiftDialog
        gift={askedFor('cancel')}
        cancelling={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : null}
        onConfirm={confirmCancel}
        onClose={close}
      />
      <MonthlyGiftStateDialog
        gift={askedFor('pause', 'resume')}
        action={stateAction}
        saving={state.isPending}
        error={state.isError ? errorMessage(state.error) : null}
        onConfirm={confirmState}
        onClose={close}
      />
      <ChangeMonthlyAmountDialog
        gift={askedFor('amount')}
        saving={amount.isPending}
        error={amount.isError ? errorMessage(amount.error) : null}
        onSave={saveAmount}
        onClose={close}
      />
    </Stack>
  );
}
