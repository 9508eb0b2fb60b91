import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamHistorySchema, type TeamHistoryEntry } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** GET /v1/teams/history/{id}: each closed year of the team, newest first. */
export function getTeamHistory(teamId: number, signal?: AbortSignal): Promise<TeamHistoryEntry[]> {
  return apiFetch(`/teams/history/${teamId}`, { signal, schema: teamHistorySchema });
}

export function teamHistoryQuery(teamId: number) {
  return queryOptions({ queryKey: teamKeys.history(teamId), queryFn: ({ signal }) => getTeamHistory(teamId, signal) });
}

export function useTeamHistory(teamId: number) {
  return useQuery(teamHistoryQuery(teamId));
}
