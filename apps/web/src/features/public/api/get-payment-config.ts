import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfigResponse } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/payment/config: which card field the checkout mounts (Stripe with its key, or test mode). */
export const paymentConfigQuery = queryOptions({
  queryKey: ['payment', 'config'],
  queryFn: () => apiFetch<PaymentConfigResponse>('/payment/config', { auth: false }),
  staleTime: Infinity,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery);
}
