import { useState } from 'react';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SHORT_TEXT_MAX_LENGTH, URL_MAX_LENGTH, captainToolSchema } from '@walkfund/domain';
import { ConfigPanel, PanelSection, keepEnterFromSaving } from '../../../components/config-panel.tsx';
import { useSettingsPanelForm, type PanelProps } from './config-panel.tsx';

/** Captain's Tools: the three tip and event URLs, and the link buttons captains see. */
export function CaptainToolsPanel({ settings }: PanelProps) {
  const { form, onSubmit, saving } = useSettingsPanelForm('captains-tools', settings);
  const [link, setLink] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ link?: string; text?: string }>({});
  const tools = form.getValues().captainTools;

  const add = () => {
    const parsed = captainToolSchema.safeParse({ link, text });
    if (!parsed.success) {
      const byField: { link?: string; text?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'link' | 'text';
        byField[field] ??= issue.message;
      }
      setErrors(byField);
      return;
    }
    form.insertListItem('captainTools', parsed.data);
    setLink('');
    setText('');
    setErrors({});
  };

  return (
    <ConfigPanel title="Captain's Tools" description="Tool buttons are saved with Save." onSubmit={onSubmit} saving={saving}>
      <TextInput label="Fundraising Tips URL" withAsterisk type="url" {...form.getInputProps('donationBadgeTipsUrl')} />
      <TextInput label="Participation Tips URL" withAsterisk type="url" {...form.getInputProps('participationBadgeTipsUrl')} />
      <TextInput label="Submit Event URL" withAsterisk type="url" {...form.getInputProps('submitEventUrl')} />
      <PanelSection title="Tool Buttons">
        {tools.length === 0 && (
          <Text size="sm" c="dimmed">
            No tool buttons have been added.
          </Text>
        )}
        {tools.map((tool, index) => (
          <Card key={`${index}-${tool.link}`} withBorder padding="xs" component="article" aria-label={tool.text}>
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0} miw={0}>
                <Text fw={600}>{tool.text}</Text>
                <Anchor href={tool.link} target="_blank" rel="noopener noreferrer" size="sm" truncate="end">
                  {tool.link}
                </Anchor>
              </Stack>
              <Button variant="subtle" color="red" size="xs" onClick={() => form.removeListItem('captainTools', index)} aria-label={`Remove ${tool.text}`}>
                Remove
              </Button>
            </Group>
          </Card>
        ))}
      </PanelSection>
      <PanelSection title="Add Tool Button">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Link"
            type="url"
            value={link}
            maxLength={URL_MAX_LENGTH}
            error={errors.link}
            onChange={(event) => setLink(event.currentTarget.value)}
            onKeyDown={keepEnterFromSaving}
          />
          <TextInput
            label="Text"
            value={text}
            maxLength={SHORT_TEXT_MAX_LENGTH}
            error={errors.text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={keepEnterFromSaving}
          />
        </SimpleGrid>
        <Button variant="light" onClick={add} style={{ alignSelf: 'flex-start' }}>
          Add Tool
        </Button>
      </PanelSection>
    </ConfigPanel>
  );
}
