import type { KindfulExportView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { useKindfulWrite } from './kindful-keys.ts';

/** PATCH /v1/kindful/{id} (no body): imports the row through the server's job queue. */
export function importKindfulExport(id: number): Promise<KindfulExportView> {
  return apiFetch<KindfulExportView>(`/kindful/${id}`, { method: 'PATCH' });
}

export function useImportKindfulExport() {
  return useKindfulWrite(importKindfulExport);
}
