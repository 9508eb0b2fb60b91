import { Badge, Button, Group, Text } from '@mantine/core';
import { UI_MESSAGES, type KindfulExportView } from '@walkfund/domain';
import { CellEmpty, CellNote, CellText } from '../../../components/data-grid/cells.tsx';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';

interface RowActions {
  onImport(row: KindfulExportView): void;
  onStatus(row: KindfulExportView): void;
  /** The row whose Import or Status is under way. */
  busyId: number | null;
  /** The id of the notice saying why Import cannot work yet (Kindful is not configured); Import is disabled while set. */
  importBlockedBy?: string;
}

function columns({ onImport, onStatus, busyId, importBlockedBy }: RowActions): DataColumn<KindfulExportView>[] {
  return [
    { label: 'Created', sort: 'createdAt', nowrap: true, cell: (r) => formatDate(r.createdAt) },
    { label: 'Id', sort: 'id', numeric: true, cell: (r) => r.id },
    { label: 'Name', cell: (r) => <CellText strong>{`${r.data.first_name} ${r.data.last_name}`}</CellText> },
    { label: 'Email', cell: (r) => r.data.email },
    { label: 'Phone', nowrap: true, cell: (r) => r.data.primary_phone || <CellEmpty>—</CellEmpty> },
    { label: 'Campaign', cell: (r) => r.data.campaign || <CellEmpty>—</CellEmpty> },
    { label: 'Fund', cell: (r) => r.data.fund || <CellEmpty>—</CellEmpty> },
    // Donor-system amounts are in cents (docs/spec/back-office.md, Business constants and limits).
    { label: 'Amount (cents)', numeric: true, cell: (r) => r.data.amount_in_cents },
    {
      label: 'Imported',
      sort: 'imported',
      cell: (r) => (
        <Badge color={r.imported ? 'green' : 'gray'} variant="light">
          {r.imported ? 'Yes' : 'No'}
        </Badge>
      ),
    },
    {
      label: 'Payment',
      sort: 'offline',
      cell: (r) => (
        <Group gap={4}>
          {r.offline && (
            <Badge color="gray" variant="light">
              {UI_MESSAGES.offline}
            </Badge>
          )}
          {r.refunded && (
            <Badge color="red" variant="light">
              Refunded
            </Badge>
          )}
        </Group>
      ),
    },
    {
      label: 'Import Status',
      cell: (r) =>
        r.importResponse ? (
          <>
            <CellText>{r.importResponse.status}</CellText>
            {r.jobId && (
              <Text size="xs" c="dimmed" ff="monospace">
                Job {r.jobId}
              </Text>
            )}
          </>
        ) : (
          <CellNote>Not sent</CellNote>
        ),
    },
    {
      label: 'Actions',
      hideLabel: true,
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          {!r.imported && (
            <Button
              size="xs"
              variant="light"
              loading={busyId === r.id}
              disabled={importBlockedBy !== undefined}
              aria-describedby={importBlockedBy}
              onClick={() => onImport(r)}
              aria-label={`Import record ${r.id}`}
            >
              Import
            </Button>
          )}
          {r.jobId && (
            <Button size="xs" variant="default" loading={busyId === r.id} onClick={() => onStatus(r)} aria-label={`Status of record ${r.id}`}>
              Status
            </Button>
          )}
        </Group>
      ),
    },
  ];
}

interface KindfulTableProps extends RowActions {
  rows: KindfulExportView[];
  sortBy: string;
  onSort(field: string): void;
}

/**
 * Back office "Kindful Queue": created date, id, name, email, phone, campaign, fund, amount in
 * cents, imported, "Offline", the import status and job id once Kindful answered, and Import (not
 * imported) or Status (a Kindful job id) per row.
 */
export function KindfulTable({ rows, sortBy, onSort, ...actions }: KindfulTableProps) {
  return <DataTable label="Kindful Queue" columns={columns(actions)} rows={rows} rowKey={(r) => r.id} minWidth={1280} sortBy={sortBy} onSort={onSort} />;
}
