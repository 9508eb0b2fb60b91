import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pagedSchema, pendingPaymentAdminViewSchema, type Paged, type PendingPaymentAdminView, type PendingPaymentStatus } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

const pendingPageSchema = pagedSchema(pendingPaymentAdminViewSchema);

export interface PendingPaymentsParams {
  status: PendingPaymentStatus;
  page: number;
  limit: number;
}

/** GET /v1/payment/pending?status=pending|failed&page=&limit= (admin): bank transfers not yet cleared, or failed (docs/features/payment-methods.md). */
export function getPendingPayments(params: PendingPaymentsParams, signal?: AbortSignal): Promise<Paged<PendingPaymentAdminView>> {
  return apiFetch('/payment/pending', { query: { status: params.status, page: params.page, limit: params.limit }, signal, schema: pendingPageSchema });
}

export function pendingPaymentsQuery(params: PendingPaymentsParams) {
  return queryOptions({
    queryKey: ['payment', 'pending', params],
    queryFn: ({ signal }) => getPendingPayments(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePendingPayments(params: PendingPaymentsParams) {
  return useQuery(pendingPaymentsQuery(params));
}
