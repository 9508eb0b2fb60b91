import { queryOptions, useQuery } from '@tanstack/react-query';
import { myBadgesSchema, type MyBadges } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** The cache key of the signed-in walker's badges: a logged walk or a page change reads them again. */
export const myBadgesKey = ['my-badges'] as const;

/** GET /v1/my/badges: every badge the event has on, earned or still to earn; 404 when not a walker this year. */
export function getMyBadges(signal?: AbortSignal): Promise<MyBadges> {
  return apiFetch('/my/badges', { signal, schema: myBadgesSchema });
}

export function myBadgesQuery() {
  return queryOptions({ queryKey: myBadgesKey, queryFn: ({ signal }) => getMyBadges(signal), retry: false });
}

export function useMyBadges() {
  return useQuery(myBadgesQuery());
}
