import { Card, Text, Title } from '@mantine/core';
import { GiftSourcesTable } from '../../../components/gift-sources-table.tsx';
import { useGiftSourcesReport } from '../api/get-gift-sources-report.ts';

/**
 * Where the year's gifts came from (docs/features/ask-kit.md): every paid gift, to teams, walkers
 * and the event, by the source of the link the donor followed. The walkers' own figures are the
 * grid's "Raised via" columns.
 */
export function GiftSourcesSummary({ year }: { year: number | null }) {
  const query = useGiftSourcesReport(year);
  const rows = query.data?.bySource ?? [];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="gift-sources-title">
      <Title order={2} size="h4" id="gift-sources-title" mb="xs">
        Where gifts came from
      </Title>
      {query.isError ? (
        <Text c="dimmed">This could not be loaded just now.</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{query.isPending ? 'Loading…' : 'No gifts this year yet.'}</Text>
      ) : (
        <GiftSourcesTable rows={rows} verticalSpacing={4} maw={520} />
      )}
    </Card>
  );
}
