import { kindfulExportViewSchema, type KindfulExportView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { useKindfulWrite } from './kindful-keys.ts';

/** PATCH /v1/kindful/{id} (no body): imports the row through the server's job queue. */
export function importKindfulExport(id: number): Promise<KindfulExportView> {
  return apiFetch(`/kindful/${id}`, { method: 'PATCH', schema: kindfulExportViewSchema });
}

export function useImportKindfulExport() {
  return useKindfulWrite(importKindfulExport);
}
