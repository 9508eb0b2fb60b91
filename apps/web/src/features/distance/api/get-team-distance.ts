import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamDistanceSchema, type TeamDistance } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/distance/teams/{slug} (public): the miles the team's members logged this year. */
export function getTeamDistance(slug: string, signal?: AbortSignal): Promise<TeamDistance> {
  return apiFetch(`/distance/teams/${encodeURIComponent(slug)}`, { signal, auth: false, schema: teamDistanceSchema });
}

export function useTeamDistance(slug: string) {
  return useQuery(queryOptions({ queryKey: ['team-distance', slug], queryFn: ({ signal }) => getTeamDistance(slug, signal), retry: false }));
}
