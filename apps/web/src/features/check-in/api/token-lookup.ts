import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInCardSchema, type CheckInCard } from '@walkfund/domain';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { findEntryByToken, readQueue, withQueued } from '../lib/offline-queue.ts';

/** The roster kept on the phone (by the token's hash), when the server cannot be asked. */
const storedCard = (token: string) => findEntryByToken(token).catch(() => null);

/**
 * GET /v1/check-in/tokens/{token}: the person a scanned check-in code belongs to (404 for an
 * unknown code). Without signal the phone's kept roster answers (docs/decisions/0011-event-day-check-in.md);
 * either way a check-in waiting in the queue shows the person in.
 */
export async function lookupToken(token: string, signal?: AbortSignal): Promise<CheckInCard> {
  if (navigator.onLine === false) {
    const found = await storedCard(token);
    if (found) return found;
  }
  try {
    const card = await apiFetch(`/check-in/tokens/${encodeURIComponent(token)}`, { signal, schema: checkInCardSchema });
    const { waiting } = await readQueue().catch(() => ({ waiting: [] }));
    return withQueued([card], waiting)[0] ?? card;
  } catch (err) {
    // No answer at all (no signal), as opposed to the server's {code, message}.
    const found = err instanceof ApiError ? null : await storedCard(token);
    if (found) return found;
    throw err;
  }
}

/** Under the page's 'check-in' key, so a check-in (which refreshes that key) refreshes the scanned card too. */
export function tokenLookupQuery(token: string) {
  return queryOptions({
    queryKey: ['check-in', 'token', token],
    queryFn: ({ signal }) => lookupToken(token, signal),
    // An unknown code stays unknown: say so at once instead of asking three times.
    retry: false,
    networkMode: 'always',
  });
}

export function useTokenLookup(token: string | null) {
  return useQuery({ ...tokenLookupQuery(token ?? ''), enabled: token !== null });
}
