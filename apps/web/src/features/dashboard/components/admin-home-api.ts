import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminHomeSchema, type AdminHome } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/admin/home (admin): how the current event year is doing, in one answer. */
export function getAdminHome(signal?: AbortSignal): Promise<AdminHome> {
  return apiFetch('/admin/home', { signal, schema: adminHomeSchema });
}

export const adminHomeQuery = queryOptions({
  queryKey: ['admin-home'],
  queryFn: ({ signal }) => getAdminHome(signal),
  // Fresh on every visit to the home; kept a minute while moving around.
  staleTime: 60_000,
});

export function useAdminHome() {
  return useQuery(adminHomeQuery);
}
