import { Text } from '@mantine/core';
import { formatCents } from '@walkfund/domain';
import { monthlyChargeDay, ordinalDay } from '../../public-flow/index.ts';

/**
 * Under the checkout's total when the donation is monthly (docs/features/monthly-gifts.md): today's
 * charge is the first month; then the donation (with its covered fee, when the donor covers it)
 * each month on this day. Shirts and 5k entries are charged once.
 */
export function MonthlyCheckoutNote({ monthlyCents }: { monthlyCents: number }) {
  return (
    <Text size="sm" data-testid="monthly-checkout-note">
      Today&apos;s payment is the first month. Then {formatCents(monthlyCents)} each month on the {ordinalDay(monthlyChargeDay())}, by card. Change or
      cancel any time from your giving page.
    </Text>
  );
}
