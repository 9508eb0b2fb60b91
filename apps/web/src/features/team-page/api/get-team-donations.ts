import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, lineItemListPageSchema, type LineItemView, type Paged } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** GET /v1/lineitems/?type=donation&team={id}&eventYear={year}&limit=100: the team's donations of its year. */
export function getTeamDonations(teamId: number, year: number, signal?: AbortSignal): Promise<Paged<LineItemView>> {
  return apiFetch('/lineitems/', {
    query: { type: 'donation', team: teamId, eventYear: year, limit: PAGE_SIZES.teamDonations },
    signal,
    schema: lineItemListPageSchema,
  });
}

export function teamDonationsQuery(teamId: number, year: number) {
  return queryOptions({ queryKey: teamKeys.donations(teamId, year), queryFn: ({ signal }) => getTeamDonations(teamId, year, signal) });
}

export function useTeamDonations(teamId: number, year: number) {
  return useQuery(teamDonationsQuery(teamId, year));
}
