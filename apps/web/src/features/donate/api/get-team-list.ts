import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicTeamListSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/teams/list (no auth): the active teams of the current year. */
export const teamListQuery = queryOptions({
  queryKey: ['teams', 'list'],
  // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
  queryFn: () => apiFetch('/teams/list', { auth: false, schema: import.meta.env.DEV ? publicTeamListSchema : undefined }),
  staleTime: 60_000,
});

export function useTeamList() {
  return useQuery(teamListQuery);
}
