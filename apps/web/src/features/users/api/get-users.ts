import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, userListPageSchema, type Paged, type UserView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** Users newest first, 100 a page (docs/spec/back-office.md, Calls made). */
export const USERS_DEFAULT_SORT = 'createdAt:desc';

export interface UsersParams {
  page: number;
  search: string;
  sortBy: string;
}

export const userKeys = {
  all: ['users'] as const,
  list: (params: UsersParams) => ['users', 'list', params] as const,
};

/** GET /v1/users/?populate=team,person&limit=100&page=&sortBy=createdAt:desc&search= (admin). */
export function getUsers(params: UsersParams, signal?: AbortSignal): Promise<Paged<UserView>> {
  return apiFetch('/users/', {
    query: { populate: 'team,person', limit: PAGE_SIZES.users, page: params.page, sortBy: params.sortBy, search: params.search },
    signal,
    schema: userListPageSchema,
  });
}

export function usersQuery(params: UsersParams) {
  return queryOptions({ queryKey: userKeys.list(params), queryFn: ({ signal }) => getUsers(params, signal), placeholderData: keepPreviousData });
}

export function useUsers(params: UsersParams) {
  return useQuery(usersQuery(params));
}
