import { useMemo } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import {
  TOASTS, eventSettingsPanelSchema, pickPanelFields, type EventSettingsPanel, type EventSettingsPanelValues, type EventSettingsView,
} from '@walkfund/domain';
import { notifyToast } from '../../../lib/notify.ts';
import { useUpdateEventSettings } from '../api/update-event-settings.ts';

export interface PanelProps {
  settings: EventSettingsView;
}

/*
 * The settings panels' form (the panel's frame, ConfigPanel, is shared UI in components/config-panel.tsx,
 * used by the bibs, shirt stock and waivers panels too).
 */

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
