import { useState } from 'react';
import { Button, Group, List, Stack, Switch, Text, TextInput } from '@mantine/core';
import { EMAIL_MAX_LENGTH, UI_MESSAGES, emailField } from '@walkfund/domain';
import { ConfigPanel, PanelSection } from '../../../components/config-panel.tsx';
import { useSettingsPanelForm, type PanelProps } from './config-panel.tsx';

/**
 * Debug Settings, Email Debugging: with Test Notifications on, the server sends every email to the
 * test emails instead of its recipients. The emails show only while the switch is on.
 */
export function DebugSettingsPanel({ settings }: PanelProps) {
  const { form, onSubmit, saving } = useSettingsPanelForm('debug-settings', settings);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { testEmailNotifications, testEmails } = form.getValues();

  const add = () => {
    // "An empty value is not added" (docs/spec/back-office.md §5).
    if (!email.trim()) return;
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (!testEmails.some((existing) => existing.toLowerCase() === parsed.data.toLowerCase())) form.insertListItem('testEmails', parsed.data);
    setEmail('');
    setError(null);
  };

  return (
    <ConfigPanel title="Debug Settings" onSubmit={onSubmit} saving={saving}>
      <PanelSection title="Email Debugging">
        <Switch
          label="Test Notifications"
          description="Every email goes to the test emails instead of its recipients, its subject saying whom it was for."
          {...form.getInputProps('testEmailNotifications', { type: 'checkbox' })}
        />
        {testEmailNotifications && (
          <Stack gap="sm">
            <Group align="flex-end" gap="sm">
              <TextInput
                label="Test Email"
                type="email"
                value={email}
                maxLength={EMAIL_MAX_LENGTH}
                error={error}
                onChange={(event) => setEmail(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  add();
                }}
                style={{ flex: 1 }}
              />
              <Button variant="light" onClick={add}>
                Add Email
              </Button>
            </Group>
            {testEmails.length === 0 ? (
              <Text size="sm" c="dimmed">
                {UI_MESSAGES.noTestEmails}
              </Text>
            ) : (
              <List listStyleType="none" spacing={4} aria-label="Test emails">
                {testEmails.map((address, index) => (
                  <List.Item key={address}>
                    <Group gap="sm">
                      <Text size="sm">{address}</Text>
                      <Button variant="subtle" color="red" size="xs" onClick={() => form.removeListItem('testEmails', index)} aria-label={`Remove ${address}`}>
                        Remove
                      </Button>
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        )}
      </PanelSection>
    </ConfigPanel>
  );
}
