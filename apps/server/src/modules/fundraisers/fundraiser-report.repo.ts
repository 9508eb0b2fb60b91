import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export type FundraiserReportDbRow = {
  person_id: number;
  first_name: string;
  last_name: string;
  email: string;
  team_id: number;
  team_name: string;
  event_city: string;
  goal_cents: string;
  raised_cents: string;
  gifts: number;
  last_gift_at: Date | string | null;
  slug: string | null;
  page_on: boolean | null;
  hidden_by_admin: boolean | null;
};

/**
 * Every member of a team in `year` with their goal and raised (their membership's kept totals,
 * docs/decisions/0008-fundraiser-credit.md), their page, and the paid gifts credited to them on
 * that team that year: active transactions whose credited donation lines, net of refunds, are
 * above zero (a fully refunded gift no longer counts), with the newest one's date.
 */
export async function listFundraiserReportRows(db: DbOrTx, year: number): Promise<FundraiserReportDbRow[]> {
  const result = await db.execute<FundraiserReportDbRow>(sql`
    with credited as (
      select li.fundraiser_person_id as person_id, tr.team_id, tr.id as transaction_id, min(tr.created_at) as created_at
        from line_items li join transactions tr on tr.id = li.transaction_id
       where li.fundraiser_person_id is not null and li.event_year = ${year} and li.type = 'donation' and tr.active
       group by li.fundraiser_person_id, tr.team_id, tr.id
      having sum(li.amount_cents) > 0
    ), gifts as (
      select person_id, team_id, count(*)::int as gifts, max(created_at) as last_gift_at from credited group by person_id, team_id
    )
    select m.person_id, p.first_name, p.last_name, p.email, t.id as team_id, t.name as team_name, t.event_city,
           m.fundraising_goal_cents::text as goal_cents, m.raised_cents::text as raised_cents,
           coalesce(g.gifts, 0) as gifts, g.last_gift_at, fp.slug, fp.page_on, fp.hidden_by_admin
      from team_members m
      join persons p on p.id = m.person_id
      join teams t on t.id = m.team_id
      left join gifts g on g.person_id = m.person_id and g.team_id = m.team_id
      left join fundraiser_pages fp on fp.person_id = m.person_id
     where m.event_year = ${year}
     order by lower(t.name), t.id, lower(p.last_name), lower(p.first_name), p.id`);
  return result.rows;
}
