import { useState } from 'react';
import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import { PAYMENT_METHODS, type PendingPaymentAdminView, type PendingPaymentStatus } from '@walkfund/domain';
import { SectionCard } from '../../../components/section-card.tsx';
import { CellNote, CellText } from '../../../components/data-grid/cells.tsx';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatDollars } from '../../../lib/format.ts';
import { usePendingPayments } from '../api/get-pending-payments.ts';

/** How many pending or failed transfers the section lists (the newest). */
const PENDING_LIST_LIMIT = 100;

const COLUMNS: DataColumn<PendingPaymentAdminView>[] = [
  { label: 'Date', nowrap: true, cell: (p) => formatDate(p.createdAt) },
  {
    label: 'Donor',
    cell: (p) => (
      <>
        <CellText strong>{`${p.donorFirstName} ${p.donorLastName}`.trim()}</CellText>
        <CellNote>{p.donorEmail}</CellNote>
      </>
    ),
  },
  { label: 'Supporting', cell: (p) => (p.team ? p.team.name : `${p.eventCity ?? ''} event`) },
  { label: 'Method', cell: (p) => PAYMENT_METHODS[p.method].label },
  { label: 'Amount', numeric: true, cell: (p) => formatDollars(p.amount) },
  { label: 'Why it failed', cell: (p) => p.failureMessage ?? '' },
];

/**
 * The transactions area's Pending filter (docs/features/payment-methods.md): bank transfers not yet
 * cleared, which count nowhere until they do, and those that failed after the donor left.
 */
export function PendingPaymentsSection() {
  const [status, setStatus] = useState<PendingPaymentStatus>('pending');
  const query = usePendingPayments({ status, page: 1, limit: PENDING_LIST_LIMIT });
  const rows = query.data?.results ?? [];
  const columns = status === 'failed' ? COLUMNS : COLUMNS.filter((c) => c.label !== 'Why it failed');
  return (
    <SectionCard title="Bank transfers not yet counted" idPrefix="transactions">
      <SegmentedControl
        aria-label="Pending filter"
        value={status}
        onChange={(value) => setStatus(value as PendingPaymentStatus)}
        data={[
          { value: 'pending', label: 'Pending' },
          { value: 'failed', label: 'Failed' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {query.error ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {status === 'pending'
              ? `${query.data?.totalResults ?? 0} on their way: they count once they clear.`
              : `${query.data?.totalResults ?? 0} failed: nothing was counted, and the donor was asked to give again.`}
          </Text>
          {rows.length > 0 && <DataTable label={status === 'pending' ? 'Pending bank transfers' : 'Failed bank transfers'} columns={columns} rows={rows} rowKey={(p) => p.id} minWidth={720} />}
        </Stack>
      )}
    </SectionCard>
  );
}
