import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runDailyPass } from '../../modules/coaching/coaching.service.ts';
import { currentEventYear } from '../../modules/event-settings/event-settings.service.ts';

/**
 * The coaching daily pass at scale (docs/features/coaching.md): every member of the year is made a
 * walker (a claimed page, four days old, so "get started" is due for everyone without a gift:
 * the heaviest day the pass can have), then the pass runs twice: the first records and queues
 * every due message, the second finds nothing left. Run after the product stopped, so the queued
 * jobs load nothing that is measured; the scratch database is dropped after.
 */
export async function measureCoachingPass(db: Db): Promise<{ persons: number; walkers: number; firstMs: number; queued: number; secondMs: number }> {
  const year = await currentEventYear(db);
  await db.execute(sql`
    insert into fundraiser_pages (person_id, slug, created_at, updated_at)
    select tm.person_id, 'bench-walker-' || tm.person_id, now() - interval '4 days', now() - interval '4 days'
    from team_members tm where tm.event_year = ${year}
    on conflict do nothing`);
  const counts = await db.execute<{ persons: number; walkers: number }>(sql`
    select (select count(*) from persons)::int as persons,
           (select count(*) from fundraiser_pages fp join team_members tm on tm.person_id = fp.person_id and tm.event_year = ${year})::int as walkers`);
  const first = await runDailyPass(db);
  const second = await runDailyPass(db);
  return { persons: Number(counts.rows[0]!.persons), walkers: Number(counts.rows[0]!.walkers), firstMs: first.ms, queued: first.queued, secondMs: second.ms };
}
