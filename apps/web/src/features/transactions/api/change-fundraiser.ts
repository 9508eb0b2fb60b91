import { transactionDetailSchema, type TransactionDetail } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { useTransactionWrite } from './transaction-keys.ts';

/**
 * PATCH /v1/transactions/{id}/fundraiser {fundraiser: person id | null} (admin, audited like a support
 * change): the walker the donation is credited to besides the team (docs/decisions/0008-fundraiser-credit.md).
 */
export function changeFundraiser(id: number, fundraiser: number | null): Promise<TransactionDetail> {
  return apiFetch(`/transactions/${id}/fundraiser`, { method: 'PATCH', body: { fundraiser }, schema: transactionDetailSchema });
}

export function useChangeFundraiser(id: number) {
  return useTransactionWrite(id, (fundraiser: number | null) => changeFundraiser(id, fundraiser));
}
