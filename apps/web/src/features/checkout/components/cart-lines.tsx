import { Divider, Stack } from '@mantine/core';
import { CARD_FEE_PERCENT_LABEL, shirtSizeName, toCents, type CheckoutTotals } from '@walkfund/domain';
import { hasDonation, shirtLineCents, type CartContents, runnerCostCents, runnerRunType, type RunnerPricing } from '../../public-flow/index.ts';
import { fullName } from '../../../lib/persons/full-name.ts';
import { AmountRow } from '../../../components/public/amount-row.tsx';

interface CartLinesProps {
  contents: CartContents;
  pricing: RunnerPricing;
  totals: CheckoutTotals;
  /** Show the covered card fee line (checkout). */
  withFee?: boolean;
  /** The fee line's words, by the chosen method (docs/features/payment-methods.md); the card's 3.5% by default. */
  feeLabel?: string;
}

/** The cart line by line: donation, shirts, shipping, runners, fee and total. */
export function CartLines({ contents, pricing, totals, withFee = false, feeLabel = `Card fees covered (${CARD_FEE_PERCENT_LABEL})` }: CartLinesProps) {
  return (
    <Stack gap={6}>
      {hasDonation(contents.donation) && <AmountRow label={contents.monthly ? 'Monthly donation' : 'Donation'} cents={toCents(contents.donation)} />}
      {contents.shirts.map((s, i) => (
        <AmountRow key={`shirt-${i}`} label={`${s.name} (${shirtSizeName(s.size)}) × ${s.quantity}`} cents={shirtLineCents(s)} />
      ))}
      {totals.shippingCents > 0 && <AmountRow label="Shipping" cents={totals.shippingCents} />}
      {contents.runners.map((r, i) => (
        <AmountRow
          key={`runner-${i}`}
          label={`5k registration: ${fullName(r) || `Runner ${i + 1}`} (${runnerRunType(r, pricing.virtualAllowed)})`}
          cents={runnerCostCents(r, pricing)}
        />
      ))}
      {withFee && totals.coveredFeeCents > 0 && (
        <AmountRow label={feeLabel} cents={totals.coveredFeeCents} />
      )}
      <Divider />
      <AmountRow label="Total" cents={withFee ? totals.totalCents : totals.subtotalCents} strong />
    </Stack>
  );
}
