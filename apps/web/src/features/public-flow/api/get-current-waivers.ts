import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicWaiverListSchema, type PublicWaiver, type WaiverKind } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/waivers/current?city= (no auth): the waiver of each kind published for the city, with its event day. */
export function currentWaiversQuery(city: string) {
  return queryOptions({
    queryKey: ['waivers', 'current', city],
    // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
    queryFn: ({ signal }) => apiFetch('/waivers/current', { signal, auth: false, query: { city }, schema: import.meta.env.DEV ? publicWaiverListSchema : undefined }),
    staleTime: 60_000,
  });
}

/**
 * The current waiver a person of this city and kind accepts: undefined while loading, null when
 * none is published (or no city is known yet).
 */
export function useCurrentWaiver(city: string | null | undefined, kind: WaiverKind): PublicWaiver | null | undefined {
  const query = useQuery({ ...currentWaiversQuery(city ?? ''), enabled: !!city });
  if (!city) return null;
  if (!query.data) return query.isError ? null : undefined;
  return query.data.find((w) => w.kind === kind) ?? null;
}
