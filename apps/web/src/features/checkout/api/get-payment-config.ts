import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentConfigResponseSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/payment/config: which card field the checkout mounts (Stripe with its key, or test mode). */
export const paymentConfigQuery = queryOptions({
  queryKey: ['payment', 'config'],
  // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
  queryFn: () => apiFetch('/payment/config', { auth: false, schema: import.meta.env.DEV ? paymentConfigResponseSchema : undefined }),
  staleTime: Infinity,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery);
}
