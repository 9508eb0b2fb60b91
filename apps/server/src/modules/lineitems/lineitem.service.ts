import { LINE_ITEM_POPULATE, type LineItemView, type Paged } from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { pagedResult, populateSet } from '../../lib/pagination.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertOwnTeamDonations } from './lineitem-access.ts';
import type { LineItemGridQuery } from './lineitem.query.ts';
import { listLineItems } from './lineitem.repo.ts';
import { toLineItemView } from './lineitem.view.ts';

/**
 * GET /v1/lineitems/: an admin lists any line items (the donations, runners and T-shirt grids); a
 * captain only their team's donations (the team page's Team Donations tab), with anonymous
 * donors' names withheld.
 */
export async function listLineItemsPage(args: { db: Db; query: LineItemGridQuery; viewer: AuthUser }): Promise<Paged<LineItemView>> {
  const { db, query, viewer } = args;
  assertOwnTeamDonations(viewer, query);
  const populate = populateSet(query.populate, LINE_ITEM_POPULATE);
  const revealAnonymous = viewer.role === 'admin';
  const { rows, total } = await listLineItems(
    db,
    { type: query.type, teamId: query.team, eventYear: query.eventYear, search: query.search || undefined, revealAnonymous },
    query,
  );
  return pagedResult(rows.map((row) => toLineItemView(row, { populate, revealAnonymous })), total, query);
}
