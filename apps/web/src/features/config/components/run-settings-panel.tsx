import { NumberInput, Switch } from '@mantine/core';
import { MIN_RUNNER_PRICE_DOLLARS } from '@walkfund/domain';
import { ConfigPanel } from '../../../components/config-panel.tsx';
import { useSettingsPanelForm, type PanelProps } from './config-panel.tsx';

// No clamping: a price under the minimum shows its message instead of changing silently.
const priceProps = { clampBehavior: 'none', withAsterisk: true, leftSection: '$', min: MIN_RUNNER_PRICE_DOLLARS, decimalScale: 2, allowNegative: false, maw: 240 } as const;

/** Run Settings: the 5k switch, the runner price, the virtual option (5k on) and its price (both on). */
export function RunSettingsPanel({ settings }: PanelProps) {
  const { form, onSubmit, saving } = useSettingsPanelForm('run-settings', settings);
  const { has5k, event5kSettings } = form.getValues();
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
    </ConfigPanel>
  );
}
