import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bibAssignmentResultSchema, bibRosterSchema, bibSettingsViewSchema, type BibSettingsInput, type EventCity } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/bibs (admin): the current year's ranges and assignment mode. */
export const bibSettingsQuery = queryOptions({
  queryKey: ['admin-bibs'],
  queryFn: () => apiFetch('/bibs', { schema: bibSettingsViewSchema }),
});

export function useBibSettings() {
  return useQuery(bibSettingsQuery);
}

/** PUT /v1/bibs (admin): the answer replaces the cached ranges. */
export function useSaveBibSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BibSettingsInput) => apiFetch('/bibs', { method: 'PUT', body: input, schema: bibSettingsViewSchema }),
    onSuccess: (view) => queryClient.setQueryData(bibSettingsQuery.queryKey, view),
  });
}

/** POST /v1/bibs/assign (admin): "Assign bibs now"; the ranges' counts are read again after. */
export function useAssignBibs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/bibs/assign', { method: 'POST', schema: bibAssignmentResultSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bibSettingsQuery.queryKey }),
  });
}

/** GET /v1/bibs/roster?city= (admin): what the printed labels and roster show. */
export function useBibRoster(city: EventCity) {
  return useQuery({
    queryKey: ['admin-bib-roster', city],
    queryFn: () => apiFetch('/bibs/roster', { query: { city }, schema: bibRosterSchema }),
  });
}
