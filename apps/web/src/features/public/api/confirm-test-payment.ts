import type { TestPaymentConfirmInput, TestPaymentConfirmResponse } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/payment/test-confirm: the card step of the test-mode processor (docs/decisions/0113-test-mode-processor.md). */
export function confirmTestPayment(input: TestPaymentConfirmInput): Promise<TestPaymentConfirmResponse> {
  return apiFetch<TestPaymentConfirmResponse>('/payment/test-confirm', { method: 'POST', body: input, auth: false });
}
