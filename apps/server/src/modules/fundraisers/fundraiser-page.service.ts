import { centsToDollars, FUNDRAISER_DEFAULT_GOAL_DOLLARS, toCents, type MemberFundraising } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { findMembership, listMemberFundraising, setGoalIfUnset, type FundraiserPageRow, type Membership } from './fundraiser-page.repo.ts';
import { claimPageRow } from './fundraiser-slug.ts';

/**
 * A member's page claimed (created when missing) for the current year's membership, whose goal
 * starts at FUNDRAISER_DEFAULT_GOAL_DOLLARS when still 0. Null when the person is on no team that
 * year. `created` says whether a public list may have changed.
 */
export async function claimFundraiserPage(
  db: DbOrTx,
  person: { id: number; firstName: string; lastName: string },
  year: number,
): Promise<{ page: FundraiserPageRow; membership: Membership; created: boolean } | null> {
  const membership = await findMembership(db, person.id, year);
  if (!membership) return null;
  const { page, created } = await claimPageRow(db, person);
  if (membership.goalCents === 0) {
    const goalCents = toCents(FUNDRAISER_DEFAULT_GOAL_DOLLARS);
    await setGoalIfUnset(db, person.id, year, goalCents);
    membership.goalCents = goalCents;
  }
  return { page, membership, created };
}

/** Each member's fundraising of a team's year, by person id: the captain's members grid (GET /v1/teams/{id}). */
export async function memberFundraisingOfTeam(db: DbOrTx, teamId: number, year: number): Promise<Map<number, MemberFundraising>> {
  const rows = await listMemberFundraising(db, teamId, year);
  return new Map(
    rows.map((r) => [r.personId, { raised: centsToDollars(r.raisedCents), goal: centsToDollars(r.goalCents), page: r.page, slug: r.slug ?? null }]),
  );
}
