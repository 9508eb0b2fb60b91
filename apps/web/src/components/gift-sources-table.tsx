import { Table, type TableProps } from '@mantine/core';
import { formatDollars, giftSourceLabel, type GiftSourceTotal } from '@walkfund/domain';

/** Gifts and amount raised by the source of the link the donor followed (docs/features/ask-kit.md), in the order given. */
export function GiftSourcesTable({ rows, ...tableProps }: { rows: GiftSourceTotal[] } & Pick<TableProps, 'verticalSpacing' | 'maw'>) {
  return (
    <Table aria-label="Gifts by source" {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Source</Table.Th>
          <Table.Th ta="right">Gifts</Table.Th>
          <Table.Th ta="right">Raised</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.source ?? 'none'}>
            <Table.Td>{giftSourceLabel(row.source)}</Table.Td>
            <Table.Td ta="right">{row.gifts}</Table.Td>
            <Table.Td ta="right">{formatDollars(row.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
