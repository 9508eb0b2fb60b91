import { transactionViewSchema, type CheckoutPayload, type PaymentReference, type TransactionView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /v1/transactions: records a succeeded card payment (with its {id, secret}) or, admin
 * only, an offline payment (sent with the admin's token). Recording twice returns the first record.
 */
export function recordTransaction(payload: CheckoutPayload, payment: PaymentReference | null): Promise<TransactionView> {
  // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
  return apiFetch('/transactions', {
    method: 'POST',
    body: payment ? { ...payload, payment } : payload,
    auth: payload.transaction.offline,
    schema: import.meta.env.DEV ? transactionViewSchema : undefined,
  });
}
