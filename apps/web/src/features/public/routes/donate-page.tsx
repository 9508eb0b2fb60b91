import { useState } from 'react';
import { Button, Card, NumberInput, Stack } from '@mantine/core';
import { MIN_DONATION_DOLLARS } from '@walkfund/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PublicPage } from '../components/public-page.tsx';
import { SupportPicker } from '../components/support-picker.tsx';
import { donationAmountError } from '../lib/donation-amount.ts';
import { useTeamFromQuery } from '../lib/use-team-from-query.ts';
import { useDonationStore } from '../stores/donation-store.ts';
import { isSupportingComplete, useSupportingStore } from '../stores/supporting-store.ts';

/**
 * /frontend/donate?team=&name=&city=: whom to support, then a whole-dollar amount of at least
 * $10 (DECISIONS.md 3). Next only when both are valid.
 */
export function DonatePage() {
  const navigate = useNavigate();
  useTeamFromQuery();
  const supportingComplete = useSupportingStore(isSupportingComplete);
  const storedAmount = useDonationStore((s) => s.amount);
  const setAmount = useDonationStore((s) => s.setAmount);
  const [amount, setAmountInput] = useState<string | number>(storedAmount ?? '');
  const [touched, setTouched] = useState(false);
  const error = donationAmountError(amount);

  const next = () => {
    if (error) return;
    setAmount(Number(amount));
    navigate(`${paths.frontend('contact')}?skip=true`);
  };

  return (
    <PublicPage title="Donate" description="Every dollar supports autism awareness in Oklahoma.">
      <Card withBorder padding="md">
        <Stack gap="md">
          <SupportPicker />
          {supportingComplete && (
            <NumberInput
              label="Donation amount"
              description={`Whole dollars, at least $${MIN_DONATION_DOLLARS}.`}
              withAsterisk
              leftSection="$"
              inputMode="numeric"
              allowDecimal={false}
              allowNegative={false}
              hideControls
              thousandSeparator=","
              value={amount}
              onChange={setAmountInput}
              onBlur={() => setTouched(true)}
              error={touched && amount !== '' ? error : undefined}
            />
          )}
        </Stack>
      </Card>
      <Button size="md" disabled={!supportingComplete || error !== null} onClick={next}>
        Next
      </Button>
    </PublicPage>
  );
}
