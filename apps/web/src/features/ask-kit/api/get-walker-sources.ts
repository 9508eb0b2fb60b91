import { queryOptions, useQuery } from '@tanstack/react-query';
import { walkerSourcesSchema, type WalkerSources } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/ask-kit/walkers/{personId}/sources (the walker or an admin): this year's gifts by where they came from. */
export function getWalkerSources(personId: number, signal?: AbortSignal): Promise<WalkerSources> {
  return apiFetch(`/ask-kit/walkers/${personId}/sources`, { signal, schema: walkerSourcesSchema });
}

export function walkerSourcesQuery(personId: number) {
  return queryOptions({ queryKey: ['ask-kit', 'walker-sources', personId] as const, queryFn: ({ signal }) => getWalkerSources(personId, signal) });
}

export function useWalkerSources(personId: number) {
  return useQuery(walkerSourcesQuery(personId));
}
