import { queryOptions, useQuery } from '@tanstack/react-query';
import { fundraiserListSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/teams/{id}/fundraisers: the team's walkers whose pages are on and who allow lists, most raised first. */
export function teamFundraisersQuery(teamId: number) {
  return queryOptions({
    queryKey: ['teams', teamId, 'fundraisers'],
    // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
    queryFn: () => apiFetch(`/teams/${teamId}/fundraisers`, { auth: false, schema: import.meta.env.DEV ? fundraiserListSchema : undefined }),
    staleTime: 60_000,
  });
}

export function useTeamFundraisers(teamId: number | null, enabled = true) {
  return useQuery({ ...teamFundraisersQuery(teamId ?? 0), enabled: enabled && teamId !== null && teamId > 0 });
}
