import { useState } from 'react';
import { Button, Card, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH, captainAlertSchema } from '@walkfund/domain';
import { ConfigPanel, PanelSection, keepEnterFromSaving } from '../../../components/config-panel.tsx';
import { useSettingsPanelForm, type PanelProps } from './config-panel.tsx';

/** Captain Dashboard Alerts & Notices: the alerts every captain sees at the top of the back office. */
export function CaptainAlertsPanel({ settings }: PanelProps) {
  const { form, onSubmit, saving } = useSettingsPanelForm('captain-alerts', settings);
  const [headline, setHeadline] = useState('');
  const [text, setText] = useState('');
  const alerts = form.getValues().captainAlerts;

  // "Alert add has no check" (docs/spec/back-office.md §5) beyond the stored lengths, which the inputs enforce.
  const add = () => {
    form.insertListItem('captainAlerts', captainAlertSchema.parse({ headline, text }));
    setHeadline('');
    setText('');
  };

  return (
    <ConfigPanel title="Captain Dashboard Alerts & Notices" description="Alerts are saved with Save." onSubmit={onSubmit} saving={saving}>
      <PanelSection title="Current Alerts">
        {alerts.length === 0 && (
          <Text size="sm" c="dimmed">
            No alerts have been added.
          </Text>
        )}
        {alerts.map((alert, index) => (
          <Card key={`${index}-${alert.headline}`} withBorder padding="sm" aria-label={`Alert ${index + 1}`} component="article">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} miw={0}>
                <Text fw={600}>{alert.headline}</Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {alert.text}
                </Text>
              </Stack>
              <Button variant="subtle" color="red" size="xs" onClick={() => form.removeListItem('captainAlerts', index)} aria-label={`Remove alert ${index + 1}`}>
                Remove
              </Button>
            </Group>
          </Card>
        ))}
      </PanelSection>
      <PanelSection title="Add Alert">
        <TextInput label="Headline" value={headline} maxLength={SHORT_TEXT_MAX_LENGTH} onChange={(event) => setHeadline(event.currentTarget.value)} onKeyDown={keepEnterFromSaving} />
        <Textarea label="Text" value={text} maxLength={LONG_TEXT_MAX_LENGTH} rows={3} onChange={(event) => setText(event.currentTarget.value)} />
        <Button variant="light" onClick={add} style={{ alignSelf: 'flex-start' }}>
          Add Alert
        </Button>
      </PanelSection>
    </ConfigPanel>
  );
}
