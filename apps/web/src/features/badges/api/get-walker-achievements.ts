import { queryOptions, useQuery } from '@tanstack/react-query';
import { walkerAchievementsSchema, type WalkerAchievements } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/badges/walkers/{slug} (public): a public page's earned badges and miles (null while logging is off). */
export function getWalkerAchievements(slug: string, signal?: AbortSignal): Promise<WalkerAchievements> {
  return apiFetch(`/badges/walkers/${encodeURIComponent(slug)}`, { signal, auth: false, schema: walkerAchievementsSchema });
}

export function walkerAchievementsQuery(slug: string) {
  return queryOptions({ queryKey: ['walker-achievements', slug], queryFn: ({ signal }) => getWalkerAchievements(slug, signal), retry: false });
}

export function useWalkerAchievements(slug: string) {
  return useQuery(walkerAchievementsQuery(slug));
}
