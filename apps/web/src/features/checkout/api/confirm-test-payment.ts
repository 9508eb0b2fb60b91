import { testPaymentConfirmResponseSchema, type TestPaymentConfirmInput, type TestPaymentConfirmResponse } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/payment/test-confirm: the card step of the test-mode processor (docs/decisions/0113-test-mode-processor.md). */
export function confirmTestPayment(input: TestPaymentConfirmInput): Promise<TestPaymentConfirmResponse> {
  // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
  return apiFetch('/payment/test-confirm', { method: 'POST', body: input, auth: false, schema: import.meta.env.DEV ? testPaymentConfirmResponseSchema : undefined });
}
