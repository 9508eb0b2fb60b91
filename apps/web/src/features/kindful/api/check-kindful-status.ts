import { kindfulExportViewSchema, type KindfulExportView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { useKindfulWrite } from './kindful-keys.ts';

/** PATCH /v1/kindful/{id}/status/ {kindfulId}: Kindful's status of the row's import. */
export function checkKindfulStatus(row: Pick<KindfulExportView, 'id' | 'jobId'>): Promise<KindfulExportView> {
  return apiFetch(`/kindful/${row.id}/status/`, { method: 'PATCH', body: row.jobId ? { kindfulId: row.jobId } : {}, schema: kindfulExportViewSchema });
}

export function useCheckKindfulStatus() {
  return useKindfulWrite(checkKindfulStatus);
}
