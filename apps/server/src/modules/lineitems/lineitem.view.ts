import { centsToDollars, isTributeKind, type LineItemType, type LineItemView } from '@walkfund/domain';
import type { LineItemListRow } from './lineitem.repo.ts';

export const ANONYMOUS = 'Anonymous';

/**
 * A line item as the API shows it. `donorName` is the name a team page shows: "Anonymous" for an
 * anonymous donation, the employer when the donor chose it, else the primary contact. Without
 * `revealAnonymous` (a captain) an anonymous donor's name, employer and person are withheld.
 */
export function toLineItemView(row: LineItemListRow, options: { populate: ReadonlySet<string>; revealAnonymous: boolean }): LineItemView {
  const li = row.item;
  const hidden = li.anonymous && !options.revealAnonymous;
  const donorName = li.anonymous ? ANONYMOUS : li.useEmployerAsName && li.myEmployer ? li.myEmployer : li.primaryContact;
  const { populate } = options;
  const details = li.productDetails;
  return {
    id: li.id,
    type: li.type as LineItemType,
    amount: centsToDollars(li.amountCents),
    donorName,
    primaryContact: hidden ? ANONYMOUS : li.primaryContact,
    anonymous: li.anonymous,
    useEmployerAsName: li.useEmployerAsName,
    myEmployer: hidden ? null : li.myEmployer,
    team: li.teamId === null ? null : populate.has('team') && row.team ? row.team : li.teamId,
    person: hidden || li.personId === null ? null : populate.has('person') && row.person ? row.person : li.personId,
    transaction: populate.has('transaction') ? row.transaction : row.transaction.id,
    eventCity: li.eventCity,
    eventYear: li.eventYear,
    productDetails: details
      ? { name: details.name, size: details.size, unitCount: details.unitCount, pricePerUnit: details.pricePerUnit }
      : null,
    runnerDetails: (li.runnerDetails as Record<string, unknown> | null) ?? null,
    shippingAddress: li.shippingAddress,
    createdAt: li.createdAt,
    fundraiser: row.fundraiser,
    refundOf: li.refundedLineItemId,
    // An anonymous gift's tribute is withheld with its donor (a captain's view).
    tribute: hidden || !row.tribute || !isTributeKind(row.tribute.kind) ? null : { ...row.tribute, kind: row.tribute.kind },
  };
}
