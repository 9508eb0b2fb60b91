import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSettingsViewSchema, toPublicEventSettings, type EventSettingsPatch, type EventSettingsView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventSettingsQuery } from '../../settings/index.ts';
import { adminEventSettingsQuery } from './get-admin-event-settings.ts';

/**
 * PATCH /v1/event-settings/ (admin): one panel's fields; the server keeps every other field as
 * stored and answers the whole object.
 */
export function updateEventSettings(changes: EventSettingsPatch): Promise<EventSettingsView> {
  return apiFetch('/event-settings/', { method: 'PATCH', body: changes, schema: eventSettingsViewSchema });
}

/** Saves a panel; the answer refreshes both the admin object and the public settings the shell shows. */
export function useUpdateEventSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEventSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminEventSettingsQuery.queryKey, saved);
      queryClient.setQueryData(eventSettingsQuery.queryKey, toPublicEventSettings(saved));
    },
  });
}
