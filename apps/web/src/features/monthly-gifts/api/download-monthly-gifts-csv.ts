import { useMutation } from '@tanstack/react-query';
import { apiFetchBlob } from '../../../lib/api-client.ts';
import { reportFileName } from '../../../components/report-grid/report-grid.tsx';
import { saveBlob } from '../../../lib/save-blob.ts';
import type { MonthlyGiftFilters } from './monthly-gift-keys.ts';

/**
 * GET /v1/monthly-gifts/export.csv?status=&search= (admin): every monthly gift the filters match, as
 * the server writes the other reports' CSV (formula cells escaped), saved by the browser.
 */
export async function downloadMonthlyGiftsCsv(filters: Pick<MonthlyGiftFilters, 'status' | 'search'>): Promise<void> {
  const blob = await apiFetchBlob('/monthly-gifts/export.csv', { query: { status: filters.status, search: filters.search } });
  saveBlob(blob, reportFileName('monthly-gifts'));
}

export function useDownloadMonthlyGiftsCsv() {
  return useMutation({ mutationFn: downloadMonthlyGiftsCsv });
}
