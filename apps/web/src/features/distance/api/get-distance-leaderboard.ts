import { queryOptions, useQuery } from '@tanstack/react-query';
import { distanceLeaderboardSchema, type DistanceLeaderboard } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/distance/leaderboard (public): the year's farthest listed walkers and teams. */
export function getDistanceLeaderboard(signal?: AbortSignal): Promise<DistanceLeaderboard> {
  return apiFetch('/distance/leaderboard', { signal, auth: false, schema: distanceLeaderboardSchema });
}

export function useDistanceLeaderboard() {
  return useQuery(queryOptions({ queryKey: ['distance-leaderboard'], queryFn: ({ signal }) => getDistanceLeaderboard(signal) }));
}
