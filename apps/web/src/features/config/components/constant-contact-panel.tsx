import { Alert, Badge, Button, Group, Loader, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { CONSTANT_CONTACT_LIST_KEYS, SHORT_TEXT_MAX_LENGTH } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useConstantContactStatus, useDisconnectConstantContact, useStartConstantContactConnect } from '../api/constant-contact.ts';
import { ConfigPanel } from '../../../components/config-panel.tsx';
import { useSettingsPanelForm, type PanelProps } from './config-panel.tsx';

/** The list ids, labelled by who goes on each list (docs/spec/back-office.md §9: the donor tiers and teams over 10 members). */
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
          <ConstantContactConnection />
        </>
      )}
    </ConfigPanel>
  );
}

/**
 * The account connection: Connect sends the browser to Constant Contact's authorization page (it
 * comes back through /frontend/constant-contact); Disconnect revokes and forgets the tokens.
 */
function ConstantContactConnection() {
  const status = useConstantContactStatus();
  const connect = useStartConstantContactConnect();
  const disconnect = useDisconnectConstantContact();
  const fail = (err: unknown) => notifyError('Error', errorMessage(err));
  if (status.isPending) return <Loader size="sm" aria-label="Loading the Constant Contact connection" />;
  if (status.isError) return <Alert color="red" title="Error">{errorMessage(status.error)}</Alert>;
  const { configured, connected, connectedAt } = status.data;
  if (!configured) {
    return (
      <Alert variant="light" color="yellow" title="Not configured">
        Constant Contact is not configured on the server: set CONSTANT_CONTACT_CLIENT_ID and CONSTANT_CONTACT_CLIENT_SECRET to connect an account.
      </Alert>
    );
  }
  return (
    <Group gap="sm" align="center">
      <Badge color={connected ? 'green' : 'gray'} variant="light" data-testid="constant-contact-status">
        {connected ? 'Connected' : 'Not connected'}
      </Badge>
      {connected && connectedAt && <Text size="sm" c="dimmed">since {formatDateTime(connectedAt)}</Text>}
      {connected ? (
        <Button type="button" color="red" variant="light" loading={disconnect.isPending} onClick={() => disconnect.mutate(undefined, { onError: fail })}>
          Disconnect
        </Button>
      ) : (
        <Button type="button" loading={connect.isPending} onClick={() => connect.mutate(undefined, { onError: fail })}>
          Connect
        </Button>
      )}
    </Group>
  );
}
