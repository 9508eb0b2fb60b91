import { Radio, Stack } from '@mantine/core';
import { monthlyGiftLine, useDonationStore, useGiftStore, useSupportingStore } from '../../public-flow/index.ts';

/** The choice's label, and the name the tests and the browser journeys find it by. */
export const GIFT_FREQUENCY_LABEL = 'How often?';

/**
 * "Make it monthly" beside the amount (docs/features/monthly-gifts.md): one time or each month.
 * Monthly says in one line what happens: how much, which day, to whom, and that the donor can
 * change or cancel it from their giving page. Radio buttons, which the donate page already loads
 * for "Who are you supporting?": nothing more on its first load (150 KiB, docs/benchmark.md).
 */
export function GiftFrequency({ amount }: { amount: number | null }) {
  const monthly = useDonationStore((s) => s.monthly);
  const setMonthly = useDonationStore((s) => s.setMonthly);
  const type = useSupportingStore((s) => s.type);
  const team = useSupportingStore((s) => s.team);
  const eventCity = useSupportingStore((s) => s.eventCity);
  const fundraiser = useGiftStore((s) => s.fundraiser);
  const line = monthly ? monthlyGiftLine({ amount, supporting: { type, team, eventCity }, fundraiser }) : undefined;
  return (
    <Radio.Group label={GIFT_FREQUENCY_LABEL} value={monthly ? 'monthly' : 'once'} onChange={(value) => setMonthly(value === 'monthly')}>
      <Stack gap="xs" mt={6}>
        <Radio value="once" label="One time" />
        {/* The line is the Monthly choice's description: read with it, and shown under it. */}
        <Radio value="monthly" label="Monthly" description={line} />
      </Stack>
    </Radio.Group>
  );
}
