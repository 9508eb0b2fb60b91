import { Text } from '@mantine/core';
import { GiftSourcesTable } from '../../../components/gift-sources-table.tsx';
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
        <GiftSourcesTable rows={rows} verticalSpacing="xs" />
      )}
    </SectionCard>
  );
}
