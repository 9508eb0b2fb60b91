import { useMemo, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  TOASTS, eventSettingsPanelSchema, pickPanelFields, type EventSettingsPanel, type EventSettingsPanelValues, type EventSettingsView,
} from '@walkfund/domain';
import { notifyToast } from '../../../lib/notify.ts';
import { useUpdateEventSettings } from '../api/update-event-settings.ts';

export interface PanelProps {
  settings: EventSettingsView;
}

/**
 * One config panel's form: its own fields of the settings, checked with the panel's domain rules.
 * Save sends only those fields (PATCH), so it never resets another panel's; an invalid form shows
 * the error notification without calling the server (docs/spec/back-office.md §5).
 */
export function useSettingsPanelForm<P extends EventSettingsPanel>(panel: P, settings: EventSettingsView) {
  const schema = useMemo(() => eventSettingsPanelSchema(panel), [panel]);
  const form = useForm<EventSettingsPanelValues<P>>({
    initialValues: pickPanelFields(panel, settings),
    validate: schemaResolver(schema, { sync: true }),
  });
  const update = useUpdateEventSettings();
  const onSubmit = form.onSubmit(
    (values) =>
      update.mutate(schema.parse(values), {
        onSuccess: () => notifyToast(TOASTS.settingsSaved, 'success'),
        onError: () => notifyToast(TOASTS.settingsFailed, 'error'),
      }),
    () => notifyToast(TOASTS.settingsFailed, 'error'),
  );
  return { form, onSubmit, saving: update.isPending };
}

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
