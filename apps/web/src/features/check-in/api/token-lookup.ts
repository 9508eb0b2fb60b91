import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInCardSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/check-in/tokens/{token}: the person a scanned check-in code belongs to (404 for an unknown code). */
export function lookupToken(token: string, signal?: AbortSignal) {
  return apiFetch(`/check-in/tokens/${encodeURIComponent(token)}`, { signal, schema: checkInCardSchema });
}

/** Under the page's 'check-in' key, so a check-in (which refreshes that key) refreshes the scanned card too. */
export function tokenLookupQuery(token: string) {
  return queryOptions({
    queryKey: ['check-in', 'token', token],
    queryFn: ({ signal }) => lookupToken(token, signal),
    // An unknown code stays unknown: say so at once instead of asking three times.
    retry: false,
  });
}

export function useTokenLookup(token: string | null) {
  return useQuery({ ...tokenLookupQuery(token ?? ''), enabled: token !== null });
}
