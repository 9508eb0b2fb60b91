import { centsToDollars, FUNDRAISER_DEFAULT_GOAL_DOLLARS, toCents, type MemberFundraising } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  findMembership, listMemberFundraising, setGoalIfUnset, setGoalsOfPageOwnersIfUnset, type FundraiserPageRow, type MemberFundraisingRow, type Membership,
} from './fundraiser-page.repo.ts';
import { claimPageRow } from './fundraiser-slug.ts';
import { enqueueCoachingCheck } from '../coaching/coaching-queue.ts';

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
  // A new page starts the walker's coaching: the welcome email (docs/features/coaching.md), queued with the claim.
  if (created) await enqueueCoachingCheck(db, person.id);
  if (membership.goalCents === 0) {
    const goalCents = toCents(FUNDRAISER_DEFAULT_GOAL_DOLLARS);
    await setGoalIfUnset(db, person.id, year, goalCents);
    membership.goalCents = goalCents;
  }
  return { page, membership, created };
}

/**
 * A new year's memberships of people who kept their page (a reactivation,
 * docs/decisions/0009-personal-pages.md): page and slug stay, the year's goal starts at
 * FUNDRAISER_DEFAULT_GOAL_DOLLARS (raised starts at zero with the new row) until they set theirs.
 */
export async function startPageGoals(db: DbOrTx, personIds: number[], year: number): Promise<void> {
  if (!personIds.length) return;
  await setGoalsOfPageOwnersIfUnset(db, personIds, year, toCents(FUNDRAISER_DEFAULT_GOAL_DOLLARS));
}

/** How the grids name a page's state: none (not claimed), hidden (by an admin), off (by the fundraiser) or on. */
export function pageStatusOf(page: Pick<FundraiserPageRow, 'pageOn' | 'hiddenByAdmin'> | null): MemberFundraising['page'] {
  if (!page) return 'none';
  if (page.hiddenByAdmin) return 'hidden';
  return page.pageOn ? 'on' : 'off';
}

function toMemberFundraising(row: MemberFundraisingRow): MemberFundraising {
  const page = row.slug === null ? null : { pageOn: row.pageOn ?? true, hiddenByAdmin: row.hiddenByAdmin ?? false };
  return {
    raised: centsToDollars(row.raisedCents), goal: centsToDollars(row.goalCents), page: pageStatusOf(page), slug: row.slug, invitedAt: row.invitedAt?.toISOString() ?? null,
  };
}

/**
 * Each membership's fundraising by person id: of a team's year (the captain's members grid,
 * GET /v1/teams/{id}) or of persons in their own event year (GET /v1/persons, /v1/persons/{id}).
 */
export async function findMemberFundraising(
  db: DbOrTx,
  which: { teamId: number; year: number } | { personIds: number[] },
): Promise<Map<number, MemberFundraising>> {
  const rows = await listMemberFundraising(db, 'personIds' in which ? { personIds: [...new Set(which.personIds)] } : which);
  return new Map(rows.map((row) => [row.personId, toMemberFundraising(row)]));
}
