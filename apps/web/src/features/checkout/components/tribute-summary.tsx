import { Text } from '@mantine/core';
import type { TributeView } from '@walkfund/domain';
import { SummaryCard } from '../../../components/public/summary-card.tsx';

/** The thank-you page's tribute (docs/features/tributes.md): whom the gift honours, and who will be told. */
export function TributeSummary({ tribute }: { tribute: TributeView }) {
  return (
    <SummaryCard title="Tribute">
      <Text fw={500}>{tribute.text}</Text>
      {tribute.notifyName && (
        <Text size="sm">
          We are sending {tribute.notifyName} an email card to let them know
          {tribute.showAmount ? ', with the amount of your gift.' : ' (without the amount).'}
        </Text>
      )}
      {!tribute.showOnWall && (
        <Text size="sm" c="dimmed">
          The supporters list does not show it.
        </Text>
      )}
    </SummaryCard>
  );
}
