import { queryOptions, useQuery } from '@tanstack/react-query';
import { myPageSchema, type MyPage } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** The cache key of the signed-in fundraiser's page. */
export const myPageKey = ['my-page'] as const;

/**
 * GET /v1/my/page (participant or captain): the page of this event year, claimed on first read;
 * 404 FUNDRAISER_MESSAGES.notOnTeam when not on a team this year.
 */
export function getMyPage(signal?: AbortSignal): Promise<MyPage> {
  return apiFetch('/my/page', { signal, schema: myPageSchema });
}

export function myPageQuery() {
  return queryOptions({ queryKey: myPageKey, queryFn: ({ signal }) => getMyPage(signal) });
}

export function useMyPage() {
  return useQuery(myPageQuery());
}
