import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toTeamSlug, uniqueSlug } from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { loadEventSettings } from '../../modules/event-settings/event-settings.service.ts';
import { fundraiserPages, persons, teamMembers } from '../../db/schema/index.ts';
import { listListedFundraisers } from '../../modules/fundraisers/fundraiser-public.repo.ts';
import { findSlugsLike, insertTeam, listActiveTeams } from '../../modules/teams/team.repo.ts';
import { seedIfEmpty } from '../seed-data.ts';

export const BENCH_ADMIN = { email: 'admin@walkfund.local', password: 'Bench#Admin-2026' };

/** Active teams the checkout runs spread their donors over. */
export const CHECKOUT_TEAMS = 50;

const SEED_SCALE_MODULE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed-scale.ts');

/** The demo seed with the benchmark's admin (what --check-in-only starts from). */
export async function seedBase(db: Db): Promise<void> {
  const quiet = { info: () => undefined, warn: () => undefined };
  await seedIfEmpty({ db, config: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, NODE_ENV: 'development' }, log: quiet });
}

/**
 * The benchmark's data: ten times a real event with the reports issue's seedScale when it
 * exists; otherwise the demo seed plus teams up to CHECKOUT_TEAMS (said so in the table).
 * Answers a line describing what was seeded.
 */
export async function seedBenchData(db: Db, scale = 1): Promise<string> {
  await seedBase(db);
  let described = 'demo seed (seed-scale.ts not found: smaller than ten times a real event)';
  if (existsSync(SEED_SCALE_MODULE)) {
    const mod = (await import(SEED_SCALE_MODULE)) as { seedScale?: (db: Db, options: Record<string, unknown>) => Promise<Record<string, unknown>> };
    if (typeof mod.seedScale === 'function') {
      // scale 1 is ten times a real event (quick runs: a tenth of it).
      try {
        const summary = await mod.seedScale(db, { scale });
        const counts = Object.entries(summary).filter(([, v]) => typeof v === 'number').map(([k, v]) => `${(v as number).toLocaleString('en-US')} ${k}`);
        described = `seedScale (scale ${scale}${scale === 1 ? ': ten times a real event' : ''}): ${counts.join(', ')}`;
      } catch (err) {
        const message = (err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err)).slice(0, 160);
        described = `demo seed only: seedScale failed (${message})`;
      }
    }
  }
  const { appYear } = await loadEventSettings(db);
  const active = await listActiveTeams(db, appYear);
  for (let i = active.length; i < CHECKOUT_TEAMS; i++) {
    const name = `Bench Team ${i + 1}`;
    const base = toTeamSlug(name);
    await insertTeam(db, {
      name,
      slug: uniqueSlug(base, await findSlugsLike(db, base)),
      active: true,
      eventCity: i % 2 ? 'Tulsa' : 'Oklahoma City',
      teamDonationGoalCents: 500_000,
      teamMemberGoal: 10,
      year: appYear,
    });
  }
  await ensureWalkers(db, appYear);
  return described;
}

/**
 * The bench needs walkers (docs/features/personal-pages.md): the fundraiser page's read a public page, and the checkouts a
 * member to credit on each team they give to. Each of the first CHECKOUT_TEAMS active teams with no
 * listed fundraiser gets a member with a goal, a story and a page that is on.
 */
async function ensureWalkers(db: Db, year: number): Promise<void> {
  const teams = (await listActiveTeams(db, year)).slice(0, CHECKOUT_TEAMS);
  for (const [index, team] of teams.entries()) {
    if ((await listListedFundraisers(db, { year, teamId: team.id, limit: 1 })).length) continue;
    const [person] = await db
      .insert(persons)
      .values({
        firstName: 'Bench', lastName: `Walker ${index + 1}`, email: `bench-walker-${index + 1}@walkfund.local`, eventYear: year, eventCity: team.eventCity,
        event: 'piecewalk',
      })
      .returning({ id: persons.id });
    await db.insert(teamMembers).values({ teamId: team.id, personId: person!.id, eventYear: year, fundraisingGoalCents: 50_000 });
    // Listed: the walker said yes to leaderboards (a new page is off them until then).
    await db
      .insert(fundraiserPages)
      .values({ personId: person!.id, slug: `bench-walker-${index + 1}`, story: '<p>I walk for my brother. Every gift helps.</p>', showOnLeaderboards: true });
  }
}
