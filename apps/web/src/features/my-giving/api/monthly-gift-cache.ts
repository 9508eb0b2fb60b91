import type { QueryClient } from '@tanstack/react-query';
import type { DonorMonthlyGift, MyGiving } from '@walkfund/domain';
import { myGivingKey } from './get-my-giving.ts';

/**
 * Puts a monthly gift as a control answered it into the donor's page at once (docs/features/monthly-gifts.md),
 * then reads the page again: a month charged or a card saved can change the gifts listed too.
 */
export function showUpdatedMonthlyGift(queryClient: QueryClient, email: string, gift: DonorMonthlyGift): void {
  queryClient.setQueryData<MyGiving>(myGivingKey(email), (page) =>
    page ? { ...page, monthlyGifts: page.monthlyGifts.map((shown) => (shown.id === gift.id ? gift : shown)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: myGivingKey(email) });
}
