import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSettings } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

export type EventSettingsView = EventSettings & { id: number; createdAt: string; updatedAt: string };

export const eventSettingsQuery = queryOptions({
  queryKey: ['event-settings'],
  queryFn: () => apiFetch<EventSettingsView>('/event-settings/', { auth: false }),
  staleTime: 5 * 60_000,
});

/** Event settings are loaded at startup and drive what is offered. */
export function useEventSettings() {
  return useQuery(eventSettingsQuery);
}
