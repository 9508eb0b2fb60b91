import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicTeamListItem } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/teams/list (no auth): the active teams of the current year. */
export const teamListQuery = queryOptions({
  queryKey: ['teams', 'list'],
  queryFn: () => apiFetch<PublicTeamListItem[]>('/teams/list', { auth: false }),
  staleTime: 60_000,
});

export function useTeamList() {
  return useQuery(teamListQuery);
}
