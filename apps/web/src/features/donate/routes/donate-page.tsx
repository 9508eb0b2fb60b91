import { Suspense, useRef, useState, type ComponentType } from 'react';
import { Alert, Card, Stack } from '@mantine/core';
import { DONATION_MESSAGES, DONATION_PRESETS_DOLLARS, parseDonationInput } from '@walkfund/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { DonationAmountField } from '../components/donation-amount-field.tsx';
import { GiftFrequency } from '../components/gift-frequency.tsx';
import { DonationSteps } from '../../../components/public/donation-steps.tsx';
import { PendingButton } from '../../../components/public/pending-button.tsx';
import { PublicPage } from '../../../components/public/public-page.tsx';
import type { GiftExtrasProps } from '../components/gift-extras.tsx';
import { SupportPicker } from '../components/support-picker.tsx';
import { useTeamFromQuery } from '../lib/use-team-from-query.ts';
import { useDonationStore, isSupportingComplete, useGiftSourceFromAddress, useSupportingStore } from '../../public-flow/index.ts';

const isPreset = (text: string) => (DONATION_PRESETS_DOLLARS as readonly number[]).map(String).includes(text);

interface DonatePageProps {
  /** The chosen team's raised against its goal. */
  TeamProgress?: ComponentType<{ slug: string }>;
  /** The walker credited and the donor's message (docs/decisions/0008-fundraiser-credit.md). */
  Extras?: ComponentType<GiftExtrasProps>;
}

/**
 * /frontend/donate?team=: whom to support (a linked team is confirmed by the server's list), the
 * team's progress, then a whole-dollar amount of at least $10 (docs/decisions/0103-donation-minimum.md) from the presets or
 * typed, once or monthly. Next looks disabled until both are valid; pressing it anyway says what is missing.
 * The team's progress and `Extras` come lazily from the route table (whose preload list already names
 * most of their files), after the page shows: its first load stays within 150 KiB (docs/benchmark.md).
 */
export function DonatePage({ TeamProgress, Extras }: DonatePageProps) {
  const navigate = useNavigate();
  const link = useTeamFromQuery();
  useGiftSourceFromAddress();
  const supportingComplete = useSupportingStore(isSupportingComplete);
  const team = useSupportingStore((s) => (s.type === 'Team' ? s.team : null));
  const storedAmount = useDonationStore((s) => s.amount);
  const setAmount = useDonationStore((s) => s.setAmount);
  const [text, setText] = useState(storedAmount ? String(storedAmount) : '');
  const [other, setOther] = useState(storedAmount !== null && !isPreset(String(storedAmount)));
  const [touched, setTouched] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [extrasProblem, setExtrasProblem] = useState(false);
  const form = useRef<HTMLDivElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);

  const parsed = parseDonationInput(text);
  // A decimal point or a letter is refused at once; "too small" waits for the field to be left.
  const typedWrong = text.trim() !== '' && !parsed.ok && parsed.error === DONATION_MESSAGES.wholeDollars;
  const amountError = !parsed.ok && (typedWrong || touched || attempted) ? parsed.error : undefined;
  const ready = supportingComplete && parsed.ok && !extrasProblem;

  const next = () => {
    if (!ready || !parsed.ok) {
      setAttempted(true);
      setTouched(true);
      focusFirstInvalid(form.current);
      return;
    }
    setAmount(parsed.dollars);
    navigate(`${paths.frontend('contact')}?skip=true`);
  };

  return (
    <PublicPage
      title="Donate"
      description="Every dollar supports autism awareness in Oklahoma."
      steps={<DonationSteps current={0} />}
    >
      {link.error && (
        <Alert color="red" role="alert" title="Team not found">
          {link.error}
        </Alert>
      )}
      <Card withBorder padding="md" ref={form}>
        <Stack gap="md">
          <SupportPicker showErrors={attempted} />
          {TeamProgress && team?.slug && (
            <Suspense>
              <TeamProgress slug={team.slug} />
            </Suspense>
          )}
          {supportingComplete && (
            <DonationAmountField
              ref={amountInput}
              value={text}
              onChange={(value) => {
                setText(value);
                setOther(!isPreset(value.trim()));
              }}
              onBlur={() => setTouched(true)}
              other={other}
              onOther={() => {
                setOther(true);
                setText('');
                setTouched(false);
                amountInput.current?.focus();
              }}
              error={amountError}
            />
          )}
          {/* "Make it monthly" beside the amount (docs/features/monthly-gifts.md). */}
          {supportingComplete && <GiftFrequency amount={parsed.ok ? parsed.dollars : null} />}
          {Extras && (
            <Suspense>
              <Extras onProblemChange={setExtrasProblem} showErrors={attempted} />
            </Suspense>
          )}
        </Stack>
      </Card>
      <PendingButton size="md" blocked={!ready} onClick={next}>
        Next
      </PendingButton>
    </PublicPage>
  );
}
