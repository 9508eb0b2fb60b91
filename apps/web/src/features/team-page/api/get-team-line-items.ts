import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, lineItemListPageSchema, type LineItemView, type Paged } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** A line item with `populate=transaction,person`: those relations come as objects, not ids. */
export type PopulatedLineItem = LineItemView & {
  transaction: Exclude<LineItemView['transaction'], number>;
  person: Exclude<LineItemView['person'], number>;
};

/**
 * GET /v1/lineitems/?team={id}&eventYear={year}&populate=transaction,person&limit=100&sortBy=createdAt:desc
 * (admin): every line item of the team's year, newest first.
 */
export async function getTeamLineItems(teamId: number, year: number, signal?: AbortSignal): Promise<Paged<PopulatedLineItem>> {
  const page = await apiFetch('/lineitems/', {
    query: { team: teamId, eventYear: year, populate: 'transaction,person', limit: PAGE_SIZES.teamDonations, sortBy: 'createdAt:desc' },
    signal,
    schema: lineItemListPageSchema,
  });
  // The schema allows an id or the object for each relation; populate asked for the objects.
  return page as Paged<PopulatedLineItem>;
}

export function teamLineItemsQuery(teamId: number, year: number) {
  return queryOptions({ queryKey: teamKeys.lineItems(teamId, year), queryFn: ({ signal }) => getTeamLineItems(teamId, year, signal) });
}

export function useTeamLineItems(teamId: number, year: number) {
  return useQuery(teamLineItemsQuery(teamId, year));
}
