import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';

/*
 * The frame of a panel of /config (Event Config): the settings panels and the bibs, shirt stock and
 * waivers panels of other features share it, so it lives below every feature.
 */

/** Enter in an "add" field adds nothing and must not save the panel half-filled: only the buttons act. */
export function keepEnterFromSaving(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

interface ConfigPanelProps {
  title: string;
  description?: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  children: ReactNode;
  /** The button's words (default Save). */
  submitLabel?: string;
}

/** A panel of /config: its title, its fields and one Save. */
export function ConfigPanel({ title, description, onSubmit, saving, children, submitLabel = 'Save' }: ConfigPanelProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}

/** A titled block inside a panel. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `config-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
