import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, userListPageSchema, type Paged, type UserView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/users/?populate=team,person&limit=400&sortBy=createdAt:desc (admin): the new team's captain choices. */
export function getCaptainOptions(signal?: AbortSignal): Promise<Paged<UserView>> {
  return apiFetch('/users/', {
    query: { populate: 'team,person', limit: PAGE_SIZES.usersBulk, sortBy: 'createdAt:desc' },
    signal,
    schema: userListPageSchema,
  });
}

/** Under ['users'], so a new user or a new team's captain refreshes the choices. */
export const captainOptionsQuery = queryOptions({ queryKey: ['users', 'captain-options'], queryFn: ({ signal }) => getCaptainOptions(signal) });

export function useCaptainOptions() {
  return useQuery(captainOptionsQuery);
}
