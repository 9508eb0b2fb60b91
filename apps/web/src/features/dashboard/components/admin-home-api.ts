import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminHomeSchema, type AdminHome } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** How often the admin home reads its figures again while it is shown (TanStack Query pauses in a hidden tab). */
export const ADMIN_HOME_REFRESH_MS = 20_000;

/** GET /v1/admin/home (admin): how the current event year is doing, in one answer. */
export function getAdminHome(signal?: AbortSignal): Promise<AdminHome> {
  return apiFetch('/admin/home', { signal, schema: adminHomeSchema });
}

export const adminHomeQuery = queryOptions({
  queryKey: ['admin-home'],
  queryFn: ({ signal }) => getAdminHome(signal),
  // Fresh on every visit to the home; kept a minute while moving around.
  staleTime: 60_000,
  // Live on the event day (docs/decisions/0011-event-day-check-in.md): read again while the page is visible.
  refetchInterval: ADMIN_HOME_REFRESH_MS,
});

export function useAdminHome() {
  return useQuery(adminHomeQuery);
}
