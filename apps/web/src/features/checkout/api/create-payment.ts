import { paymentCreateResponseSchema, type CheckoutPayload, type PaymentCreateResponse } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/payment: the total in cents (a string) beside the payload; the server prices it again. */
export function createPayment(amount: string, payload: CheckoutPayload): Promise<PaymentCreateResponse> {
  // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
  return apiFetch('/payment', { method: 'POST', body: { amount, ...payload }, auth: false, schema: import.meta.env.DEV ? paymentCreateResponseSchema : undefined });
}
