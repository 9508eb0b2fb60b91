import { Fragment, useState } from 'react';
import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReconciliationRun } from '../api/reconciliation-types.ts';
import { OUTCOMES, PROCESSOR_LABELS, TRIGGER_LABELS, formatDateTime } from './reconciliation-format.ts';

const COLUMNS = 9;
const numeric = { ta: 'right', style: { fontVariantNumeric: 'tabular-nums' } } as const;

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

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Reconciliation runs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Started</Table.Th>
            <Table.Th>Trigger</Table.Th>
            <Table.Th>Processor</Table.Th>
            <Table.Th ta="right">Checked</Table.Th>
            <Table.Th ta="right">Recorded</Table.Th>
            <Table.Th ta="right">Expired</Table.Th>
            <Table.Th ta="right">Mismatched</Table.Th>
            <Table.Th>Error</Table.Th>
            <Table.Th>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => {
            const expanded = open.has(run.id);
            return (
              <Fragment key={run.id}>
                <Table.Tr>
                  <Table.Td>
                    {formatDateTime(run.startedAt)}
                    {!run.finishedAt && (
                      <Badge ml="xs" size="sm" variant="light">
                        Running
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{TRIGGER_LABELS[run.trigger] ?? run.trigger}</Table.Td>
                  <Table.Td>{PROCESSOR_LABELS[run.processor] ?? run.processor}</Table.Td>
                  <Table.Td {...numeric}>{run.checked}</Table.Td>
                  <Table.Td {...numeric}>{run.recorded}</Table.Td>
                  <Table.Td {...numeric}>{run.expired}</Table.Td>
                  <Table.Td {...numeric} c={run.mismatched ? 'orange.8' : undefined} fw={run.mismatched ? 700 : undefined}>
                    {run.mismatched}
                  </Table.Td>
                  <Table.Td maw={320}>
                    {run.error ? (
                      <Text size="sm" c="red.8">
                        {run.error}
                      </Text>
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {run.details.length > 0 ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-expanded={expanded}
                        aria-controls={expanded ? `run-${run.id}-details` : undefined}
                        onClick={() => toggle(run.id)}
                      >
                        {expanded ? 'Hide details' : `Details (${run.details.length})`}
                      </Button>
                    ) : (
                      <Text size="xs" c="dimmed">
                        No checkouts
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS} bg="gray.0">
                      <RunDetails run={run} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
