import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { dailyReports, lineItems, persons, teams, transactions } from '../db/schema/index.ts';
import { snapshotTotals } from '../modules/daily-reports/daily-report.repo.ts';
import { currentEventYear } from '../modules/event-settings/event-settings.service.ts';
import { seedIfEmpty, type SeedLog } from './seed-data.ts';
import { SCALE_EMAIL_DOMAIN, SCALE_SLUG_PREFIX, ScaleDataPresentError, seedScale } from './seed-scale.ts';

describe('seedScale (npm run seed:scale), at a small fraction of the scale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const now = new Date('2026-05-01T18:00:00Z');
  const fraction = 0.002;

  it('writes three years of teams, persons, transactions and line items, and two years of snapshots from that data', async () => {
    const db = t.database.db;
    const year = await currentEventYear(db);
    const summary = await seedScale(db, { scale: fraction, now });
    expect(summary).toMatchObject({ years: [year, year - 1, year - 2], teams: 10, users: 10, persons: 200, lineItems: 600, snapshots: 730 });
    expect(await db.$count(lineItems)).toBe(600);
    expect(await db.$count(persons, like(persons.email, `%@${SCALE_EMAIL_DOMAIN}`))).toBe(200);
    const perYear = await db.execute<{ year: number; n: number }>(sql`select event_year as year, count(*)::int as n from line_items group by 1 order by 1 desc`);
    expect(perYear.rows.map((r) => [Number(r.year), Number(r.n)])).toEqual([[year, 240], [year - 1, 192], [year - 2, 168]]);

    // A team's total follows the team-total rule; a snapshot is what the snapshot job computes for that day.
    const [team] = await db.select().from(teams).where(and(like(teams.slug, `${SCALE_SLUG_PREFIX}%`), eq(teams.year, year))).limit(1);
    const sum = await db.execute<{ total: string | null }>(sql`select sum(li.amount_cents) as total from line_items li join transactions t on t.id = li.transaction_id and t.active where t.team_id = ${team!.id} and li.event_year = ${year}`);
    expect(team!.totalRaisedCents).toBe(Number(sum.rows[0]!.total ?? 0));
    const [last] = await db.select().from(dailyReports).where(eq(dailyReports.year, year)).orderBy(sql`${dailyReports.reportDate} desc`).limit(1);
    expect(last!.reportDate).toBe('2026-04-30');
    expect(last!.totals).toEqual((await snapshotTotals(db, year, '2026-04-30', '2026-04-30')).get('2026-04-30'));
    expect(last!.totals.totalParticipants).toBeGreaterThan(0);
  });

  it('refuses a database that already has scale data, and replaces it with force, the same rows again', async () => {
    const db = t.database.db;
    const before = await db.select({ email: transactions.contactEmail, cents: transactions.totalChargedCents }).from(transactions).orderBy(transactions.id);
    await expect(seedScale(db, { scale: fraction, now })).rejects.toBeInstanceOf(ScaleDataPresentError);
    const again = await seedScale(db, { scale: fraction, now, force: true });
    expect(again).toMatchObject({ teams: 10, persons: 200, lineItems: 600 });
    expect(await db.$count(lineItems)).toBe(600);
    const after = await db.select({ email: transactions.contactEmail, cents: transactions.totalChargedCents }).from(transactions).orderBy(transactions.id);
    expect(after).toEqual(before);
  });

  it('adds to a database that already holds the demo data (npm start, then npm run seed:scale)', async () => {
    const fresh = await createTestApp();
    try {
      await seedIfEmpty({ db: fresh.database.db, config: fresh.config, log: { info: () => {}, warn: () => {} } as unknown as SeedLog });
      const summary = await seedScale(fresh.database.db, { scale: fraction, now });
      expect(summary.teams).toBeGreaterThan(0);
      const [demo] = await fresh.database.db.select().from(teams).where(eq(teams.name, 'Puzzle Piece Pacers'));
      expect(demo?.captainUserId).not.toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
