import type { CheckoutPayload, PaymentCreateResponse } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/payment: the total in cents (a string) beside the payload; the server prices it again. */
export function createPayment(amount: string, payload: CheckoutPayload): Promise<PaymentCreateResponse> {
  return apiFetch<PaymentCreateResponse>('/payment', { method: 'POST', body: { amount, ...payload }, auth: false });
}
