import { transactionDetailSchema, type TransactionDetail, type TransactionSupportInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { useTransactionWrite } from './transaction-keys.ts';

/** PATCH /v1/transactions/supporting/{id}: {supportingType (lowercase), team when team, eventCity when event}. */
export function changeSupport(id: number, input: TransactionSupportInput): Promise<TransactionDetail> {
  return apiFetch(`/transactions/supporting/${id}`, { method: 'PATCH', body: input, schema: transactionDetailSchema });
}

export function useChangeSupport(id: number) {
  return useTransactionWrite(id, (input: TransactionSupportInput) => changeSupport(id, input));
}
