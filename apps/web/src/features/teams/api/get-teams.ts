import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, teamListPageSchema, type Paged, type TeamListItem } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

export interface TeamsListParams {
  page: number;
  /** Case-insensitive substring filter, sent as `search=`. */
  search: string;
  sortBy: string;
}

/** Teams by total raised, then active, both descending (docs/spec/back-office.md, Calls made). */
export const TEAMS_DEFAULT_SORT = 'totalRaised:desc,active:desc';

export function getTeams(params: TeamsListParams, signal?: AbortSignal): Promise<Paged<TeamListItem>> {
  return apiFetch('/teams/', {
    query: { populate: 'captainPerson', limit: PAGE_SIZES.teams, sortBy: params.sortBy, page: params.page, search: params.search },
    signal,
    schema: teamListPageSchema,
  });
}

export function teamsListQuery(params: TeamsListParams) {
  return queryOptions({
    queryKey: ['teams', 'list', params],
    queryFn: ({ signal }) => getTeams(params, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useTeams(params: TeamsListParams) {
  return useQuery(teamsListQuery(params));
}
