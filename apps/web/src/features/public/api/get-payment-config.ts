import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentProviderKind } from '@walkfund/domain';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

export interface PaymentConfig {
  provider: PaymentProviderKind;
  /** Stripe only. */
  publishableKey?: string;
}

/**
 * GET /v1/payment/config: which card field to show before a payment exists. A server without the
 * endpoint (404) is taken as the test-mode processor; the provider named by POST /v1/payment
 * then corrects it.
 */
export const paymentConfigQuery = queryOptions({
  queryKey: ['payment', 'config'],
  queryFn: async (): Promise<PaymentConfig> => {
    try {
      return await apiFetch<PaymentConfig>('/payment/config', { auth: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { provider: 'test' };
      throw error;
    }
  },
  staleTime: Infinity,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery);
}
