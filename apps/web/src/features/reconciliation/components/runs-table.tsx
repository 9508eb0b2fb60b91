import { useState } from 'react';
import { Badge, Button, Table, Text } from '@mantine/core';
import { CellEmpty, CellNote } from '../../../components/data-grid/cells.tsx';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';
import { formatDateTimeSeconds } from '../../../lib/format.ts';
import type { ReconciliationRun } from '../api/reconciliation-types.ts';
import { OUTCOMES, PROCESSOR_LABELS, TRIGGER_LABELS } from './reconciliation-format.ts';

/** What one pass did with each checkout it asked about. */
function RunDetails({ run }: { run: ReconciliationRun }) {
  return (
    <Table withTableBorder verticalSpacing={4} fz="sm" aria-label={`Details of run ${run.id}`} id={`run-${run.id}-details`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Checkout</Table.Th>
          <Table.Th>Payment</Table.Th>
          <Table.Th>Outcome</Table.Th>
          <Table.Th>Note</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {run.details.map((detail) => (
          <Table.Tr key={detail.checkoutId}>
            <Table.Td>{detail.checkoutId}</Table.Td>
            <Table.Td ff="monospace">{detail.paymentId ?? '—'}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={OUTCOMES[detail.outcome]?.color ?? 'gray'}>
                {OUTCOMES[detail.outcome]?.label ?? detail.outcome}
              </Badge>
            </Table.Td>
            <Table.Td>{detail.note}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Past reconciliation passes, newest first; each one's per-checkout details open below its row. */
export function RunsTable({ runs }: { runs: ReconciliationRun[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns: DataColumn<ReconciliationRun>[] = [
    {
      label: 'Started',
      cell: (run) => (
        <>
          {formatDateTimeSeconds(run.startedAt)}
          {!run.finishedAt && (
            <Badge ml="xs" size="sm" variant="light">
              Running
            </Badge>
          )}
        </>
      ),
    },
    { label: 'Trigger', cell: (run) => TRIGGER_LABELS[run.trigger] ?? run.trigger },
    { label: 'Processor', cell: (run) => PROCESSOR_LABELS[run.processor] ?? run.processor },
    { label: 'Checked', numeric: true, cell: (run) => run.checked },
    { label: 'Recorded', numeric: true, cell: (run) => run.recorded },
    { label: 'Expired', numeric: true, cell: (run) => run.expired },
    {
      label: 'Mismatched',
      numeric: true,
      cell: (run) => run.mismatched,
      cellProps: (run) => (run.mismatched ? { c: 'orange.8', fw: 700 } : {}),
    },
    {
      label: 'Error',
      cell: (run) =>
        run.error ? (
          <Text size="sm" c="red.8">
            {run.error}
          </Text>
        ) : (
          <CellEmpty>—</CellEmpty>
        ),
      cellProps: () => ({ maw: 320 }),
    },
    {
      label: 'Details',
      hideLabel: true,
      cell: (run) => {
        if (run.details.length === 0) return <CellNote>No checkouts</CellNote>;
        const expanded = open.has(run.id);
        return (
          <Button
            size="xs"
            variant="subtle"
            aria-expanded={expanded}
            aria-controls={expanded ? `run-${run.id}-details` : undefined}
            onClick={() => toggle(run.id)}
          >
            {expanded ? 'Hide details' : `Details (${run.details.length})`}
          </Button>
        );
      },
    },
  ];

  return (
    <DataTable
      label="Reconciliation runs"
      columns={columns}
      rows={runs}
      rowKey={(run) => run.id}
      minWidth={900}
      details={(run) => (open.has(run.id) ? <RunDetails run={run} /> : null)}
    />
  );
}
