import { queryOptions, useQuery } from '@tanstack/react-query';
import { myDistanceSchema, type MyDistance } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** The cache key of the signed-in walker's distance log. */
export const myDistanceKey = ['my-distance'] as const;

/** GET /v1/my/distance: the walker's log of this year, newest day first; 404 when not a walker this year. */
export function getMyDistance(signal?: AbortSignal): Promise<MyDistance> {
  return apiFetch('/my/distance', { signal, schema: myDistanceSchema });
}

export function myDistanceQuery() {
  return queryOptions({ queryKey: myDistanceKey, queryFn: ({ signal }) => getMyDistance(signal), retry: false });
}

export function useMyDistance() {
  return useQuery(myDistanceQuery());
}
