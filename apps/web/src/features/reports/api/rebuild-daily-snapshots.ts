import { useMutation, useQueryClient } from '@tanstack/react-query';
import { snapshotBackfillResultSchema, type SnapshotBackfillResult } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { reportKeys } from './report-keys.ts';

/** POST /v1/daily-reports/backfill (no body): rebuilds this year's and last year's snapshots from the recorded line items. */
export function rebuildDailySnapshots(): Promise<SnapshotBackfillResult> {
  return apiFetch('/daily-reports/backfill', { method: 'POST', schema: snapshotBackfillResultSchema });
}

/** Rebuilds, then reads the report (and the admin home's comparison) again. */
export function useRebuildDailySnapshots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rebuildDailySnapshots,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: reportKeys.dailyReports });
      await queryClient.invalidateQueries({ queryKey: ['admin-home'] });
    },
  });
}
