import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventSettingsViewSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /v1/event-settings/ with the admin's token: the whole object, admin-only fields included.
 * Its own key (not under 'event-settings'), so signing out drops it with the other private data.
 */
export const adminEventSettingsQuery = queryOptions({
  queryKey: ['admin-event-settings'],
  queryFn: () => apiFetch('/event-settings/', { schema: eventSettingsViewSchema }),
});

export function useAdminEventSettings() {
  return useQuery(adminEventSettingsQuery);
}
