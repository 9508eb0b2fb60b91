import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicEventSettingsViewSchema, type PublicEventSettingsView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The settings public screens and captains read: GET /v1/event-settings/ without a token answers
 * the public subset (no test emails, no Constant Contact lists). The admin config pages read the
 * whole object with features/config/api/get-admin-event-settings.ts.
 */
export type EventSettingsView = PublicEventSettingsView;

export const eventSettingsQuery = queryOptions({
  queryKey: ['event-settings'],
  // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
  queryFn: () => apiFetch('/event-settings/', { auth: false, schema: import.meta.env.DEV ? publicEventSettingsViewSchema : undefined }),
  staleTime: 5 * 60_000,
});

/** Event settings are loaded at startup and drive what is offered. */
export function useEventSettings() {
  return useQuery(eventSettingsQuery);
}
