import { queryOptions, useQuery } from '@tanstack/react-query';
import { myPendingGiftsResponseSchema, type MyPendingGiftsResponse } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** The cache key of the signed-in walker's pending gifts. */
export const myPendingGiftsKey = ['payment', 'pending', 'mine'] as const;

/**
 * GET /v1/payment/pending/mine (signed in): the bank transfers on their way to the walker, and to
 * the team they captain (docs/features/payment-methods.md). Shown, never counted.
 */
export function getMyPendingGifts(signal?: AbortSignal): Promise<MyPendingGiftsResponse> {
  return apiFetch('/payment/pending/mine', { signal, schema: myPendingGiftsResponseSchema });
}

export function myPendingGiftsQuery() {
  return queryOptions({ queryKey: myPendingGiftsKey, queryFn: ({ signal }) => getMyPendingGifts(signal) });
}

export function useMyPendingGifts() {
  return useQuery(myPendingGiftsQuery());
}
