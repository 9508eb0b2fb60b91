import { centsToDollars, type FundraiserReportRow } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { fundraiserSourceKey, listFundraiserSources } from '../ask-kit/ask-kit.service.ts';
import { pageStatusOf } from './fundraiser-page.service.ts';
import { listFundraiserReportRows } from './fundraiser-report.repo.ts';

/** Whole percent of the goal reached, rounded down (100 only once the goal is met); 0 without a goal. */
export function percentOfGoal(raisedCents: number, goalCents: number): number {
  return goalCents > 0 ? Math.floor((raisedCents * 100) / goalCents) : 0;
}

/**
 * GET /v1/reports/fundraisers?year= (admin): one row per member of a team in the year (the current
 * event year by default), by team and name; the web app makes its CSV like the other reports'.
 */
export async function getFundraiserReport(args: { db: DbOrTx; year?: number }): Promise<FundraiserReportRow[]> {
  const year = args.year ?? (await currentEventYear(args.db));
  const [rows, sources] = await Promise.all([listFundraiserReportRows(args.db, year), listFundraiserSources(args.db, year)]);
  return rows.map((r) => {
    // SQL numerics come back as strings.
    const goalCents = Number(r.goal_cents);
    const raisedCents = Number(r.raised_cents);
    const lastGift = r.last_gift_at === null ? null : new Date(r.last_gift_at).toISOString();
    return {
      personId: Number(r.person_id),
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      teamId: Number(r.team_id),
      teamName: r.team_name,
      eventCity: r.event_city,
      goal: centsToDollars(goalCents),
      raised: centsToDollars(raisedCents),
      percent: percentOfGoal(raisedCents, goalCents),
      gifts: Number(r.gifts),
      page: pageStatusOf(r.slug === null ? null : { pageOn: r.page_on ?? true, hiddenByAdmin: r.hidden_by_admin ?? false }),
      slug: r.slug,
      lastGiftAt: lastGift,
      bySource: sources.get(fundraiserSourceKey(Number(r.person_id), Number(r.team_id))) ?? [],
    };
  });
}
