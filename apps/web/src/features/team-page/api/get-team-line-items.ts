import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type LineItemView, type Paged } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** A line item with `populate=transaction,person`. */
export type PopulatedLineItem = LineItemView & {
  transaction: { id: number; hasShipped: boolean; externalTransactionId: string | null };
  person: { id: number; firstName: string; lastName: string; email: string; phone: string | null } | null;
};

/**
 * GET /v1/lineitems/?team={id}&eventYear={year}&populate=transaction,person&limit=100&sortBy=createdAt:desc
 * (admin): every line item of the team's year, newest first.
 */
export function getTeamLineItems(teamId: number, year: number, signal?: AbortSignal): Promise<Paged<PopulatedLineItem>> {
  return apiFetch<Paged<PopulatedLineItem>>('/lineitems/', {
    query: { team: teamId, eventYear: year, populate: 'transaction,person', limit: PAGE_SIZES.teamDonations, sortBy: 'createdAt:desc' },
    signal,
  });
}

export function teamLineItemsQuery(teamId: number, year: number) {
  return queryOptions({ queryKey: teamKeys.lineItems(teamId, year), queryFn: ({ signal }) => getTeamLineItems(teamId, year, signal) });
}

export function useTeamLineItems(teamId: number, year: number) {
  return useQuery(teamLineItemsQuery(teamId, year));
}
