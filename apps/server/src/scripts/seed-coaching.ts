import { sql } from 'drizzle-orm';
import { DEFAULT_COACHING_CONFIG } from '@walkfund/domain';
import type { Tx } from '../db/client.ts';
import { saveCoachingConfigData } from '../modules/coaching/coaching-config.repo.ts';

/**
 * Coaching in the demo (docs/features/coaching.md): Config > Coaching saved with the default texts
 * and a two-day "get started", and the messages the demo's walkers would have had by now recorded
 * as sent (the welcome for every walker, the biggest progress message reached for those with
 * gifts, the smaller ones skipped), so Config > Coaching's counts show something and the first
 * daily pass does not send the demo's walkers what they "had" already. No email is written.
 */
export async function seedCoaching(tx: Tx, year: number, adminUserId: number): Promise<void> {
  await saveCoachingConfigData(tx, { ...DEFAULT_COACHING_CONFIG, days: { ...DEFAULT_COACHING_CONFIG.days, getStartedAfterDays: 2 } }, adminUserId);
  await tx.execute(sql`
    with walkers as (
      select fp.person_id, fp.created_at, tm.raised_cents, tm.fundraising_goal_cents as goal
      from fundraiser_pages fp join team_members tm on tm.person_id = fp.person_id and tm.event_year = ${year}
    ),
    progress as (
      select w.person_id, w.created_at, k.kind, k.rank,
             max(k.rank) over (partition by w.person_id) as top
      from walkers w
      cross join lateral (values
        ('first-gift', 1, w.raised_cents > 0),
        ('milestone-25', 2, w.goal > 0 and w.raised_cents * 100 >= 25 * w.goal),
        ('milestone-50', 3, w.goal > 0 and w.raised_cents * 100 >= 50 * w.goal),
        ('milestone-75', 4, w.goal > 0 and w.raised_cents * 100 >= 75 * w.goal),
        ('milestone-100', 5, w.goal > 0 and w.raised_cents >= w.goal)
      ) as k(kind, rank, reached)
      where k.reached
    )
    insert into coaching_sends (person_id, year, kind, occurrence, status, created_at)
    select person_id, ${year}::int, 'welcome', 1, 'sent', created_at from walkers
    union all
    select person_id, ${year}::int, kind, 1, case when rank = top then 'sent' else 'skipped' end, created_at + interval '1 day' from progress
    on conflict do nothing`);
}
