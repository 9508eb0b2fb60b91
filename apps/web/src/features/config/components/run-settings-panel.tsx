import { NumberInput, Switch, Text } from '@mantine/core';
import { MAX_FEE_PERCENT, MIN_RUNNER_PRICE_DOLLARS, coverFeesLabel } from '@walkfund/domain';
import { ConfigPanel } from '../../../components/config-panel.tsx';
import { useSettingsPanelForm, type PanelProps } from './config-panel.tsx';

// No clamping: a price under the minimum shows its message instead of changing silently.
const priceProps = { clampBehavior: 'none', withAsterisk: true, leftSection: '$', min: MIN_RUNNER_PRICE_DOLLARS, decimalScale: 2, allowNegative: false, maw: 240 } as const;

const percentProps = { clampBehavior: 'none', withAsterisk: true, rightSection: '%', min: 0, max: MAX_FEE_PERCENT, decimalScale: 2, allowNegative: false, maw: 240 } as const;

/**
 * Run Settings: the 5k switch, the runner price, the virtual option (5k on) and its price (both on);
 * and the covered-fee rates by method (docs/features/payment-methods.md), with the words the checkout shows.
 */
export function RunSettingsPanel({ settings }: PanelProps) {
  const { form, onSubmit, saving } = useSettingsPanelForm('run-settings', settings);
  const { has5k, event5kSettings, cardFeePercent, bankFeePercent, bankFeeCapDollars } = form.getValues();
  const fees = { cardFeePercent, bankFeePercent, bankFeeCapDollars };
  return (
    <ConfigPanel title="Run Settings" onSubmit={onSubmit} saving={saving}>
      <Switch label="5k Run" description="Offer 5k registration in the public flow." {...form.getInputProps('has5k', { type: 'checkbox' })} />
      <NumberInput label="Runner Price" {...priceProps} {...form.getInputProps('event5kSettings.runnerPrice')} />
      {has5k && (
        <Switch
          label="Virtual Option"
          description="Runners may run anywhere; their packet is shipped."
          {...form.getInputProps('event5kSettings.hasVirtual', { type: 'checkbox' })}
        />
      )}
      {has5k && event5kSettings.hasVirtual && <NumberInput label="Virtual Runner Price" {...priceProps} {...form.getInputProps('event5kSettings.virtualRunnerPrice')} />}
      <NumberInput label="Card and wallet fee" description={`Checkout: "${coverFeesLabel('card', fees)}"`} {...percentProps} {...form.getInputProps('cardFeePercent')} />
      <NumberInput label="Bank transfer fee" {...percentProps} {...form.getInputProps('bankFeePercent')} />
      <NumberInput label="Bank transfer fee cap" {...priceProps} min={0} {...form.getInputProps('bankFeeCapDollars')} />
      <Text size="sm" c="dimmed">
        Checkout: "{coverFeesLabel('us_bank_account', fees)}"
      </Text>
    </ConfigPanel>
  );
}
