import { queryOptions, useQuery } from '@tanstack/react-query';
import { employerMatchListSchema, type EmployerMatchRow } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { matchKeys } from './match-keys.ts';

/** GET /v1/reports/employer-matches (admin): this event year's donors who said their employer matches gifts. */
export function getEmployerMatches(signal?: AbortSignal): Promise<EmployerMatchRow[]> {
  return apiFetch('/reports/employer-matches', { signal, schema: employerMatchListSchema });
}

export function employerMatchesQuery() {
  return queryOptions({ queryKey: matchKeys.employers(), queryFn: ({ signal }) => getEmployerMatches(signal) });
}

export function useEmployerMatches() {
  return useQuery(employerMatchesQuery());
}
