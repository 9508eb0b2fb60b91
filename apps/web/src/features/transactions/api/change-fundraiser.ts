import { transactionDetailSchema, type TransactionDetail, type TransactionFundraiserChange } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { useTransactionWrite } from './transaction-keys.ts';

/**
 * PATCH /v1/transactions/{id}/fundraiser {fundraiser: person id | null, showMessage?} (admin, audited like
 * a support change): the walker the donation is credited to besides the team
 * (docs/decisions/0008-fundraiser-credit.md), and whether the donor's message shows on the pages.
 */
export function changeFundraiser(id: number, change: TransactionFundraiserChange): Promise<TransactionDetail> {
  return apiFetch(`/transactions/${id}/fundraiser`, { method: 'PATCH', body: change, schema: transactionDetailSchema });
}

export function useChangeFundraiser(id: number) {
  return useTransactionWrite(id, (change: TransactionFundraiserChange) => changeFundraiser(id, change));
}
