import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, userListPageSchema, type Paged, type UserView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** GET /v1/users/?limit=400&populate=person,team&sortBy=createdAt:desc (admin): the change-captain choices. */
export function getCaptainCandidates(signal?: AbortSignal): Promise<Paged<UserView>> {
  return apiFetch('/users/', {
    query: { limit: PAGE_SIZES.usersBulk, populate: 'person,team', sortBy: 'createdAt:desc' },
    signal,
    schema: userListPageSchema,
  });
}

export const captainCandidatesQuery = queryOptions({ queryKey: teamKeys.captainCandidates, queryFn: ({ signal }) => getCaptainCandidates(signal) });

export function useCaptainCandidates(enabled = true) {
  return useQuery({ ...captainCandidatesQuery, enabled });
}
