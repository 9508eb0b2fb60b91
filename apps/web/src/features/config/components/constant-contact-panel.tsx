import { Alert, Button, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { CONSTANT_CONTACT_LIST_KEYS, SHORT_TEXT_MAX_LENGTH } from '@walkfund/domain';
import { ConfigPanel, useSettingsPanelForm, type PanelProps } from './config-panel.tsx';

/** The list ids, labelled by who goes on each list (back office 9: the donor tiers and teams over 10 members). */
const LIST_LABELS: Record<(typeof CONSTANT_CONTACT_LIST_KEYS)[number], string> = {
  captainList: 'Captain List',
  runnerList: 'Runner List',
  generalList: 'General List',
  donorList: 'Donor List',
  oklahomaCityList: 'Oklahoma City List',
  tulsaList: 'Tulsa List',
  overOneHundredsList: 'Donors Over $100 List',
  overFiveHundredsList: 'Donors Over $500 List',
  overFifteenHundredsList: 'Donors Over $1,500 List',
  overTwentyFiveHundredsList: 'Donors Over $2,500 List',
  overTenMembersList: 'Teams Over 10 Members List',
};

/** Constant Contact Configuration: the switch, then the list ids (only when enabled). */
export function ConstantContactPanel({ settings }: PanelProps) {
  const { form, onSubmit, saving } = useSettingsPanelForm('constant-contact', settings);
  const enabled = form.getValues().useConstantContact;
  return (
    <ConfigPanel title="Constant Contact Configuration" onSubmit={onSubmit} saving={saving}>
      <Switch label="Enable Constant Contact" {...form.getInputProps('useConstantContact', { type: 'checkbox' })} />
      {enabled && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {CONSTANT_CONTACT_LIST_KEYS.map((key) => (
              <TextInput key={key} label={LIST_LABELS[key]} maxLength={SHORT_TEXT_MAX_LENGTH} {...form.getInputProps(`constantContactLists.${key}`)} />
            ))}
          </SimpleGrid>
          <Alert variant="light" color="blue" title="Connection">
            Connecting the account to Constant Contact (and disconnecting it) arrives with the integrations. The list ids are saved now and
            used once the account is connected.
          </Alert>
          <Button disabled style={{ alignSelf: 'flex-start' }}>
            Connect
          </Button>
        </>
      )}
    </ConfigPanel>
  );
}
