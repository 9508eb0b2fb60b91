import { List, Text } from '@mantine/core';
import { PAYMENT_METHODS, formatDollars, type PendingGiftView } from '@walkfund/domain';
import { SectionCard } from '../../../components/section-card.tsx';
import { useMyPendingGifts } from '../api/get-my-pending-gifts.ts';

/** "$100 by bank transfer from Dana, on its way": what will count once it clears. */
export function pendingGiftLine(gift: PendingGiftView): string {
  return `${formatDollars(gift.donationAmount)} by ${PAYMENT_METHODS[gift.method].label.toLowerCase()} from ${gift.donorFirstName}, on its way`;
}

/**
 * Gifts on their way (docs/features/payment-methods.md): bank transfers that count only once they
 * clear, so they are listed here and left out of every total. `scope` picks the walker's own or,
 * for a captain, the team's. Nothing shows when there are none.
 */
export function PendingGiftsCard({ scope }: { scope: 'walker' | 'team' }) {
  const query = useMyPendingGifts();
  const gifts = query.data?.[scope] ?? [];
  if (gifts.length === 0) return null;
  return (
    <SectionCard title="On their way" idPrefix={`pending-${scope}`}>
      <Text size="sm" c="dimmed">
        These bank transfers count in your totals once they clear, usually in four business days.
      </Text>
      <List size="sm" aria-label="Pending gifts">
        {gifts.map((gift) => (
          <List.Item key={gift.id}>
            {pendingGiftLine(gift)}
            {scope === 'team' && gift.fundraiser ? ` (for ${gift.fundraiser.firstName})` : ''}
          </List.Item>
        ))}
      </List>
    </SectionCard>
  );
}
