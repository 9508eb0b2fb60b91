import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { teamListPageSchema, type TeamListItem } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** The few fields the Change Support team picker shows. */
export type TeamOption = Pick<TeamListItem, 'id' | 'name' | 'eventCity' | 'active' | 'year'>;

const TEAM_OPTIONS_LIMIT = 50;

/** GET /v1/teams/?search=&limit=50&sortBy=name:asc (admin): teams matching what is typed. */
export async function searchTeams(search: string, signal?: AbortSignal): Promise<TeamOption[]> {
  const page = await apiFetch('/teams/', { query: { search, limit: TEAM_OPTIONS_LIMIT, sortBy: 'name:asc' }, signal, schema: teamListPageSchema });
  return page.results;
}

export function teamOptionsQuery(search: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['teams', 'options', search],
    queryFn: ({ signal }) => searchTeams(search, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useTeamOptions(search: string, enabled: boolean) {
  return useQuery(teamOptionsQuery(search, enabled));
}
