import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchReportSchema, type MatchReportRow } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { matchKeys } from './match-keys.ts';

/** GET /v1/reports/matches (admin): per sponsor, gifts matched, matched, taken back and owed. */
export function getMatchReport(signal?: AbortSignal): Promise<MatchReportRow[]> {
  return apiFetch('/reports/matches', { signal, schema: matchReportSchema });
}

export function matchReportQuery() {
  return queryOptions({ queryKey: matchKeys.report(), queryFn: ({ signal }) => getMatchReport(signal) });
}

export function useMatchReport() {
  return useQuery(matchReportQuery());
}
