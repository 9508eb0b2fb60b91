import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHomeSchema } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loginAs } from '../../test/factories.ts';
import { dailyReports } from '../db/schema/index.ts';
import { addDays, chicagoDay } from '../modules/daily-reports/chicago-day.ts';
import { rebuildSnapshots } from '../modules/daily-reports/daily-report.service.ts';
import { DEMO_PRIOR_YEAR_GIFTS, HISTORY_DAYS } from './seed-history.ts';
import { resetAndSeed } from './seed-data.ts';
import { DEMO_DONOR_LAST_YEAR_DOLLARS } from './seed-my-giving.ts';

describe('the demo has a past and its daily snapshots (docs/features/receipts-and-admin-home.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await resetAndSeed({ db: t.app.db, config: t.config, log: { info: () => undefined, warn: () => undefined } as never });
  });
  afterAll(() => t.close());

  it('has snapshots of this year and last year, so the admin home compares them', async () => {
    const session = await loginAs(t.app, t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD);
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin/home', headers: session.headers });
    expect(res.statusCode, res.body).toBe(200);
    const home = adminHomeSchema.parse(res.json());
    const yesterday = addDays(chicagoDay(new Date()), -1);
    expect(home.comparison.date).toBe(yesterday);
    // Last year by the same date: the gifts made before that day ended, the demo donor's among them (seed-my-giving.ts).
    const priorBy = DEMO_PRIOR_YEAR_GIFTS.filter((g) => g.daysBefore >= 1).reduce((sum, g) => sum + g.dollars, 0) + DEMO_DONOR_LAST_YEAR_DOLLARS;
    expect(home.comparison.priorRaised).toBe(priorBy);
    expect(home.comparison.currentRaised).toBeGreaterThan(0);
    // Last year's teams are this year's, closed into history: the snapshots count them.
    expect(home.comparison.priorTeams).toBeGreaterThan(0);
    expect(home.comparison.priorParticipants).toBeGreaterThan(0);
    expect(home.comparison.currentRaised).toBeLessThanOrEqual(home.raised.total);
    expect(home.trend.length).toBeGreaterThan(HISTORY_DAYS - 5);
    // The newest gift is today's.
    expect(home.raised.today).toBeGreaterThan(0);

    const rows = await t.app.db.select().from(dailyReports);
    expect(rows.some((r) => r.year === home.year)).toBe(true);
    expect(rows.some((r) => r.year === home.priorYear)).toBe(true);
    // The seed's snapshots are the backfill's: rebuilding changes nothing.
    const before = rows.map((r) => [r.reportDate, r.year, r.totals]).sort();
    await rebuildSnapshots(t.app.db);
    const after = (await t.app.db.select().from(dailyReports)).map((r) => [r.reportDate, r.year, r.totals]).sort();
    expect(after).toEqual(before);
  });
});
