import { Stack, Text, Title } from '@mantine/core';
import type { DonorMonthlyGift, DonorSession } from '@walkfund/domain';
import { MonthlyGiftCard } from './monthly-gift-card.tsx';

/** The donor's monthly gifts (docs/features/monthly-gifts.md), above their gifts; nothing when they have none. */
export function MonthlyGiftsSection({ gifts, session }: { gifts: DonorMonthlyGift[]; session: DonorSession }) {
  if (gifts.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="monthly-gifts-title">
      <Title order={2} size="h4" id="monthly-gifts-title">
        Monthly gifts
      </Title>
      <Text size="sm">Each month&apos;s gift has its own receipt below. Change, pause or cancel a monthly gift here at any time.</Text>
      {gifts.map((gift) => (
        <MonthlyGiftCard key={gift.id} gift={gift} session={session} />
      ))}
    </Stack>
  );
}
