import { Table, Text } from '@mantine/core';
import { formatDollars, giftSourceLabel } from '@walkfund/domain';
import { SectionCard } from '../../../components/section-card.tsx';
import { useWalkerSources } from '../api/get-walker-sources.ts';

/** Where the walker's gifts came from this year: gifts and amount by source, the most raised first. */
export function GiftsBySourceCard({ personId }: { personId: number }) {
  const query = useWalkerSources(personId);
  const rows = query.data?.bySource ?? [];
  return (
    <SectionCard title="Where your gifts came from" idPrefix="ask-kit">
      {query.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : query.isError ? (
        <Text c="dimmed">This could not be loaded just now.</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">No gifts yet. When someone gives through one of your links or your poster, you will see which one here.</Text>
      ) : (
        <Table aria-label="Gifts by source" verticalSpacing="xs">
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
      )}
    </SectionCard>
  );
}
