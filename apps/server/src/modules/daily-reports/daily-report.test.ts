import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dailyReportsResponseSchema, percentOf, type DailyReportsResponse } from '@walkfund/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database, type Db } from '../../db/client.ts';
import { dailyReports, jobs, lineItems, persons, refunds, teamHistory, teamMembers, teams, transactions, users, type DailyTotals } from '../../db/schema/index.ts';
import { withDatabase } from '../../../test/global-setup.ts';
import { signedInAdmin, signedInCaptain, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, memoryMailer, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { addDays, chicagoDay, dayRange } from './chicago-day.ts';
import {
  DAILY_SNAPSHOT_QUEUE, SNAPSHOT_BACKFILL_QUEUE, enqueueMissingSnapshots, getDailyReports, missingSnapshotDays, rebuildSnapshots, takeDailySnapshot,
} from './daily-report.service.ts';
import { startDailySnapshotScheduler } from './daily-snapshot.scheduler.ts';

/** An instant given as Chicago wall time in January (CST, UTC-6), e.g. at('2025-01-15', '23:30'). */
const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00-06:00`);

describe('daily snapshots', () => {
  let t: TestApp;
  let db: Db;
  let year: number;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    year = await currentEventYear(db);
    admin = (await signedInAdmin(t.app)).session.headers;
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await db.delete(dailyReports);
    await db.delete(jobs).where(inArray(jobs.queue, [DAILY_SNAPSHOT_QUEUE, SNAPSHOT_BACKFILL_QUEUE]));
    await db.delete(lineItems);
    await db.delete(refunds);
    await db.delete(transactions);
    await db.delete(teams);
    await db.execute(sql`delete from persons where id not in (select person_id from users where person_id is not null)`);
  });

  /** A paid transaction of one line item, created at `when`. */
  async function sale(when: Date, cents: number, options: { city?: string; eventYear?: number; active?: boolean; type?: string } = {}) {
    const [tx] = await db.insert(transactions).values({
      supportingType: 'event', eventCity: options.city ?? 'Oklahoma City', eventYear: options.eventYear ?? year,
      totalAmountCents: cents, totalChargedCents: cents, contactFirstName: 'Dee', contactLastName: 'Donor',
      contactEmail: uniqueEmail('donor'), active: options.active ?? true, createdAt: when, updatedAt: when,
    }).returning();
    const [item] = await db.insert(lineItems).values({
      transactionId: tx!.id, type: options.type ?? 'donation', amountCents: cents, primaryContact: 'Dee Donor',
      eventCity: options.city ?? 'Oklahoma City', eventYear: options.eventYear ?? year, createdAt: when,
    }).returning();
    return { transaction: tx!, item: item! };
  }

  /** A refund of part of a sale, recorded at `when` as the refund service writes it: a negative line item. */
  async function refund(of: Awaited<ReturnType<typeof sale>>, when: Date, cents: number) {
    const [row] = await db.insert(refunds).values({
      transactionId: of.transaction.id, amountCents: cents, lineItemsCents: cents, reason: 'requested_by_customer',
      status: 'succeeded', source: 'admin', provider: 'test', createdAt: when, updatedAt: when,
    }).returning();
    await db.insert(lineItems).values({
      transactionId: of.transaction.id, type: of.item.type, amountCents: -cents, primaryContact: of.item.primaryContact,
      eventCity: of.item.eventCity, eventYear: of.item.eventYear, refundId: row!.id, refundedLineItemId: of.item.id, createdAt: when,
    });
  }

  async function team(when: Date, city: string, options: { active?: boolean; year?: number; reactivateDate?: Date } = {}) {
    const name = `Team ${uniqueEmail('t')}`;
    await db.insert(teams).values({
      name, slug: name.replace(/[^a-z0-9]+/gi, '-').toLowerCase(), eventCity: city, year: options.year ?? year,
      active: options.active ?? true, createdAt: when, updatedAt: when, reactivateDate: options.reactivateDate ?? null,
    });
  }

  async function person(when: Date, city: string | null, options: { eventYear?: number; active?: boolean } = {}) {
    await db.insert(persons).values({
      firstName: 'Pat', lastName: 'Walker', email: uniqueEmail('walker'), eventCity: city, eventYear: options.eventYear ?? year,
      active: options.active ?? true, createdAt: when, updatedAt: when,
    });
  }

  const stored = async () =>
    (await db.select().from(dailyReports).orderBy(dailyReports.reportDate)).map((r) => ({ day: r.reportDate, year: r.year, totals: r.totals }));

  const totals = (overrides: Partial<DailyTotals>): DailyTotals => ({
    totalRaised: 0, okcTotalRaised: 0, tulsaTotalRaised: 0, totalTeams: 0, okcTotalTeams: 0, tulsaTotalTeams: 0,
    totalParticipants: 0, okcTotalParticipants: 0, tulsaTotalParticipants: 0, totalRunners: 0, okcTotalRunners: 0, tulsaTotalRunners: 0, ...overrides,
  });

  it('a snapshot counts the year as of the end of the Chicago day, nets refunds and skips voided and other years', async () => {
    const paid = await sale(at('2025-01-14'), 10_000);
    await sale(at('2025-01-15', '23:30'), 2_550, { city: 'Tulsa', type: '5k' }); // 05:30 UTC on the 16th: still the 15th
    await sale(at('2025-01-16', '00:30'), 99_900); // the next day
    await sale(at('2025-01-15'), 70_000, { active: false }); // voided
    await sale(at('2025-01-15'), 50_000, { eventYear: year - 1 }); // another year
    await refund(paid, at('2025-01-15'), 2_500);
    await refund(paid, at('2025-01-17'), 1_000); // after the day
    await team(at('2025-01-10'), 'Oklahoma City');
    await team(at('2025-01-15', '23:59'), 'Tulsa');
    await team(at('2025-01-12'), 'Tulsa', { active: false });
    await team(at('2024-01-12'), 'Tulsa', { reactivateDate: at('2025-01-16') }); // reactivated after the day
    await team(at('2025-01-12'), 'Tulsa', { year: year - 1 });
    await person(at('2025-01-02'), 'Oklahoma City');
    await person(at('2025-01-03'), 'Tulsa');
    await person(at('2025-01-03'), null);
    await person(at('2025-01-04'), 'Tulsa', { active: false });
    await person(at('2025-01-16', '00:01'), 'Tulsa');
    await person(at('2025-01-05'), 'Tulsa', { eventYear: year - 1 });

    expect(await takeDailySnapshot(db, '2025-01-15')).toEqual({ day: '2025-01-15', year, written: true });
    expect(await stored()).toEqual([{
      day: '2025-01-15', year,
      totals: totals({
        totalRaised: 10_050, okcTotalRaised: 7_500, tulsaTotalRaised: 2_550,
        totalTeams: 2, okcTotalTeams: 1, tulsaTotalTeams: 1,
        totalParticipants: 3, okcTotalParticipants: 1, tulsaTotalParticipants: 1,
        totalRunners: 1, okcTotalRunners: 0, tulsaTotalRunners: 1,
      }),
    }]);
  });

  it("rebuilds last year's teams from its closed years (moved on or reset), from their first member of that year, and its runners", async () => {
    const prior = year - 1;
    /** A team whose `prior` year closed into history, with its captain's membership of that year. */
    async function closedTeam(memberSince: Date, city: string, teamYear: number, active: boolean) {
      const name = `Team ${uniqueEmail('t')}`;
      const [row] = await db.insert(teams).values({
        name, slug: name.replace(/[^a-z0-9]+/gi, '-').toLowerCase(), eventCity: city, year: teamYear, active,
        createdAt: at('2023-03-01'), updatedAt: at('2023-03-01'),
      }).returning();
      const [member] = await db.insert(persons).values({
        firstName: 'Cap', lastName: 'Tain', email: uniqueEmail('captain'), eventCity: city, eventYear: year - 5, createdAt: memberSince, updatedAt: memberSince,
      }).returning();
      await db.insert(teamMembers).values({ teamId: row!.id, personId: member!.id, eventYear: prior, createdAt: memberSince });
      await db.insert(teamHistory).values({ teamId: row!.id, year: prior, name, eventCity: city });
    }
    await closedTeam(at('2024-01-05'), 'Oklahoma City', year, true); // reactivated for this year since
    await closedTeam(at('2024-01-12'), 'Tulsa', prior, false); // reset at the end of last year
    await team(at('2024-01-08'), 'Tulsa', { year: prior }); // still on last year, active
    await sale(at('2024-01-09'), 3_000, { eventYear: prior, type: '5k' });
    await sale(at('2024-01-10'), 3_000, { eventYear: prior, city: 'Tulsa', type: '5k' });

    await rebuildSnapshots(db, at('2025-01-13', '09:00'));
    const rows = (await stored()).filter((r) => r.year === prior);
    const on = (day: string) => rows.find((r) => r.day === day)!.totals;
    expect(on('2024-01-05')).toMatchObject({ totalTeams: 1, okcTotalTeams: 1, tulsaTotalTeams: 0, totalRunners: 0 });
    expect(on('2024-01-10')).toMatchObject({ totalTeams: 2, okcTotalTeams: 1, tulsaTotalTeams: 1, totalRunners: 2, okcTotalRunners: 1, tulsaTotalRunners: 1 });
    expect(on('2024-01-12')).toMatchObject({ totalTeams: 3, okcTotalTeams: 1, tulsaTotalTeams: 2, totalRunners: 2 });
  });

  it("counts no staff account's person (admin, volunteer) as a participant; a captain's counts", async () => {
    await person(at('2025-01-02'), 'Tulsa');
    const made: number[] = [];
    for (const role of ['admin', 'volunteer', 'captain']) {
      const [staff] = await db.insert(persons).values({
        firstName: 'Sam', lastName: 'Staff', email: uniqueEmail(role), eventCity: 'Oklahoma City', eventYear: year, createdAt: at('2025-01-02'), updatedAt: at('2025-01-02'),
      }).returning();
      const [user] = await db.insert(users).values({ email: staff!.email!, passwordHash: 'not-a-real-hash', role, personId: staff!.id, eventCity: role === 'volunteer' ? 'Oklahoma City' : null }).returning();
      made.push(user!.id);
    }
    await takeDailySnapshot(db, '2025-01-15');
    expect((await stored())[0]!.totals).toMatchObject({ totalParticipants: 2, okcTotalParticipants: 1, tulsaTotalParticipants: 1 });
    // The other tests count people without accounts.
    await db.delete(users).where(inArray(users.id, made));
  });

  it('writes one snapshot per day: a second run keeps the first values', async () => {
    await sale(at('2025-02-01'), 1_000);
    expect((await takeDailySnapshot(db, '2025-02-01')).written).toBe(true);
    await sale(at('2025-02-01', '13:00'), 5_000);
    expect((await takeDailySnapshot(db, '2025-02-01')).written).toBe(false);
    expect((await stored()).map((r) => [r.day, r.totals.totalRaised])).toEqual([['2025-02-01', 1_000]]);
  });

  it('refuses a day that has not ended in Chicago, and a malformed day', async () => {
    const now = at('2025-03-01', '23:00'); // 05:00 UTC on 2 March
    await expect(takeDailySnapshot(db, '2025-03-01', now)).rejects.toThrow(/has not ended/);
    await expect(takeDailySnapshot(db, '2025-02-30', now)).rejects.toThrow(/not a day/);
    expect(await stored()).toEqual([]);
  });

  it('catches up every missed day through the job queue, each with its own as-of values', async () => {
    await sale(at('2025-01-20'), 1_000);
    expect((await takeDailySnapshot(db, '2025-01-20')).written).toBe(true);
    await sale(at('2025-01-22'), 2_000);
    await person(at('2025-01-23'), 'Tulsa');

    const now = at('2025-01-24', '09:00');
    expect(await missingSnapshotDays(db, now)).toEqual(['2025-01-21', '2025-01-22', '2025-01-23']);
    expect(await enqueueMissingSnapshots(db, now)).toHaveLength(3);
    expect(await t.app.jobs.drain()).toBe(3);
    expect((await stored()).map((r) => [r.day, r.totals.totalRaised, r.totals.totalParticipants])).toEqual([
      ['2025-01-20', 1_000, 0],
      ['2025-01-21', 1_000, 0],
      ['2025-01-22', 3_000, 0],
      ['2025-01-23', 3_000, 1],
    ]);
    // Nothing is missing any more; enqueueing the same days again runs nothing.
    expect(await missingSnapshotDays(db, now)).toEqual([]);
    await enqueueMissingSnapshots(db, at('2025-01-25', '09:00'));
    expect(await t.app.jobs.drain()).toBe(1);
    expect((await stored()).at(-1)).toMatchObject({ day: '2025-01-24', totals: { totalRaised: 3_000 } });
  });

  it('before any snapshot, catches up from the day the year began, at most 400 days back', async () => {
    // The signed-in users' persons are of this year too: they began it now.
    await db.update(persons).set({ eventYear: year - 1 });
    expect(await missingSnapshotDays(db, at('2025-01-10'))).toEqual(['2025-01-09']);
    await person(at('2025-01-07', '22:00'), 'Tulsa');
    expect(await missingSnapshotDays(db, at('2025-01-10'))).toEqual(['2025-01-07', '2025-01-08', '2025-01-09']);
    await person(at('2022-01-01'), 'Tulsa');
    const days = await missingSnapshotDays(db, at('2025-01-10'));
    expect(days).toHaveLength(400);
    expect(days.at(-1)).toBe('2025-01-09');
    expect(days[0]).toBe(addDays('2025-01-09', -399));
  });

  describe('the backfill (POST /v1/daily-reports/backfill, npm run snapshots:backfill)', () => {
    /** The year's raised as of the end of a Chicago day, summed here from the line items themselves. */
    async function raisedBy(day: string, eventYear: number): Promise<number> {
      const rows = await db.select().from(lineItems).innerJoin(transactions, eq(transactions.id, lineItems.transactionId));
      const end = new Date(`${addDays(day, 1)}T00:00:00-06:00`);
      return rows
        .filter((r) => r.transactions.active && r.line_items.eventYear === eventYear && r.line_items.createdAt < end)
        .reduce((sum, r) => sum + r.line_items.amountCents, 0);
    }

    beforeEach(async () => {
      // The signed-in users' persons belong to neither year here.
      await db.update(persons).set({ eventYear: year - 5 });
    });

    it('rebuilds every finished day of this year and last year from the line items, and a second run leaves the same rows', async () => {
      const first = await sale(at('2025-01-20', '08:00'), 1_000);
      await refund(first, at('2025-01-22', '23:59'), 300);
      await sale(at('2025-01-22', '23:30'), 2_500, { city: 'Tulsa', type: 'tshirt' });
      await sale(at('2025-01-21'), 9_999, { active: false });
      await person(at('2025-01-21'), 'Tulsa');
      await team(at('2025-01-20'), 'Oklahoma City');
      await sale(at('2024-01-10'), 500, { eventYear: year - 1 });
      await sale(at('2024-01-21', '23:59'), 700, { eventYear: year - 1, city: 'Tulsa' });
      // A wrong row already there is rebuilt, not kept.
      await db.insert(dailyReports).values({ reportDate: '2025-01-21', year, totals: totals({ totalRaised: 123 }) });

      const now = at('2025-01-24', '09:00');
      const result = await rebuildSnapshots(db, now);
      expect(result.years).toEqual([
        { year, from: '2025-01-20', to: '2025-01-23', days: 4 },
        // Last year: from its first day to the same date a year before yesterday.
        { year: year - 1, from: '2024-01-10', to: '2024-01-23', days: 14 },
      ]);
      const rows = await stored();
      const current = rows.filter((r) => r.year === year);
      expect(current.map((r) => [r.day, r.totals.totalRaised, r.totals.tulsaTotalRaised, r.totals.totalTeams, r.totals.totalParticipants])).toEqual([
        ['2025-01-20', 1_000, 0, 1, 0],
        ['2025-01-21', 1_000, 0, 1, 1],
        ['2025-01-22', 3_200, 2_500, 1, 1],
        ['2025-01-23', 3_200, 2_500, 1, 1],
      ]);
      for (const row of rows) expect(row.totals.totalRaised, `${row.year} ${row.day}`).toBe(await raisedBy(row.day, row.year));
      const prior = rows.filter((r) => r.year === year - 1);
      expect(prior.map((r) => r.day)).toEqual(dayRange('2024-01-10', '2024-01-23'));
      expect(prior.find((r) => r.day === '2024-01-20')!.totals.totalRaised).toBe(500);
      expect(prior.at(-1)!.totals).toEqual(totals({ totalRaised: 1_200, okcTotalRaised: 500, tulsaTotalRaised: 700 }));

      // The same as the nightly snapshot of a day would have written.
      await db.delete(dailyReports).where(eq(dailyReports.reportDate, '2025-01-22'));
      await takeDailySnapshot(db, '2025-01-22', now);
      expect(await stored()).toEqual(rows);

      // Idempotent: a second run writes the same rows.
      const before = await db.select().from(dailyReports).orderBy(dailyReports.id);
      expect((await rebuildSnapshots(db, now)).years).toEqual(result.years);
      const after = await db.select().from(dailyReports).orderBy(dailyReports.id);
      expect(after.map(({ id, reportDate, year: y, totals: v }) => ({ id, reportDate, y, v }))).toEqual(
        before.map(({ id, reportDate, year: y, totals: v }) => ({ id, reportDate, y, v })),
      );
    });

    it('with no data writes yesterday for this year (never an empty report) and nothing for an empty last year', async () => {
      const result = await rebuildSnapshots(db, at('2025-03-02', '10:00'));
      expect(result.years).toEqual([
        { year, from: '2025-03-01', to: '2025-03-01', days: 1 },
        { year: year - 1, from: null, to: null, days: 0 },
      ]);
      expect(await stored()).toEqual([{ day: '2025-03-01', year, totals: totals({}) }]);
    });

    it('is an admin action answering the days written', async () => {
      await sale(new Date(Date.now() - 3 * 86_400_000), 4_000);
      const res = await t.app.inject({ method: 'POST', url: '/v1/daily-reports/backfill', headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      const yesterday = addDays(chicagoDay(new Date()), -1);
      expect(res.json()).toEqual({ years: [
        { year, from: expect.any(String), to: yesterday, days: expect.any(Number) },
        { year: year - 1, from: null, to: null, days: 0 },
      ] });
      expect((await stored()).at(-1)).toMatchObject({ day: yesterday, year, totals: { totalRaised: 4_000 } });
    });
  });

  it('the scheduler enqueues the missed days on start, with a timer that does not hold the process', async () => {
    const today = chicagoDay(new Date());
    await person(new Date(Date.now() - 3 * 86_400_000), 'Oklahoma City');
    const expected = await missingSnapshotDays(db);
    expect(expected.at(-1)).toBe(addDays(today, -1));

    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const scheduler = startDailySnapshotScheduler(t.app);
    const timer = setIntervalSpy.mock.results[0]!.value as NodeJS.Timeout;
    setIntervalSpy.mockRestore();
    expect(timer.hasRef()).toBe(false);
    const queued = () => db.select({ key: jobs.singletonKey }).from(jobs).where(eq(jobs.queue, DAILY_SNAPSHOT_QUEUE)).orderBy(jobs.singletonKey);
    await vi.waitFor(async () => expect((await queued()).map((j) => j.key)).toEqual(expected), { timeout: 5000, interval: 50 });
    await scheduler.stop();
    await t.app.jobs.drain();
    expect((await stored()).map((r) => r.day)).toEqual(expected);
    expect((await stored()).at(-1)!.totals.totalParticipants).toBe(1);
  });

  describe('two server instances on one database', () => {
    let second: { app: FastifyInstance; database: Database; shared: boolean };

    beforeAll(async () => {
      // PostgreSQL: a second pool on the same database, as a second server would have. PGlite is
      // one embedded database: the second app shares its handle (its own job worker and scheduler).
      let database = t.database;
      let shared = true;
      if (TEST_DB_KIND === 'postgres') {
        const name = (await db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0]!.name;
        database = await openDatabase({ databaseUrl: withDatabase(process.env.TEST_DATABASE_URL!, name) });
        shared = false;
      }
      const app = await buildApp({ config: t.config, database, mailer: memoryMailer() });
      await app.ready();
      second = { app, database, shared };
    });
    afterAll(async () => {
      await second.app.close();
      if (!second.shared) await second.database.close();
    });

    it('taking the same day at once writes one row', async () => {
      await sale(at('2025-01-05'), 4_200);
      const runs = await Promise.all([
        takeDailySnapshot(db, '2025-01-05'), takeDailySnapshot(second.app.db, '2025-01-05'),
        takeDailySnapshot(db, '2025-01-05'), takeDailySnapshot(second.app.db, '2025-01-05'),
      ]);
      expect(runs.filter((r) => r.written)).toHaveLength(1);
      expect(await stored()).toEqual([{ day: '2025-01-05', year, totals: totals({ totalRaised: 4_200, okcTotalRaised: 4_200 }) }]);
    });

    it('a first start on both at once rebuilds this year and last year once', async () => {
      await db.update(persons).set({ eventYear: year - 5 });
      await sale(new Date(Date.now() - 5 * 86_400_000), 1_500);
      await sale(new Date(Date.now() - 370 * 86_400_000), 900, { eventYear: year - 1 });
      const schedulers = [startDailySnapshotScheduler(t.app), startDailySnapshotScheduler(second.app)];
      const backfills = () => db.select().from(jobs).where(eq(jobs.queue, SNAPSHOT_BACKFILL_QUEUE));
      await vi.waitFor(async () => expect(await backfills()).toHaveLength(1), { timeout: 5000, interval: 50 });
      await Promise.all(schedulers.map((s) => s.stop()));
      await Promise.all([t.app.jobs.drain(), second.app.jobs.drain()]);
      expect(await backfills()).toMatchObject([{ status: 'succeeded' }]);
      const yesterday = addDays(chicagoDay(new Date()), -1);
      const rows = await stored();
      expect(rows.filter((r) => r.year === year).at(-1)).toMatchObject({ day: yesterday, totals: { totalRaised: 1_500 } });
      expect(rows.filter((r) => r.year === year - 1).at(-1)).toMatchObject({ day: `${Number(yesterday.slice(0, 4)) - 1}${yesterday.slice(4)}`, totals: { totalRaised: 900 } });
      // One row per day and year, however many instances ran.
      expect(new Set(rows.map((r) => `${r.year} ${r.day}`)).size).toBe(rows.length);
      // Snapshots exist now: a later start enqueues no second rebuild.
      const again = startDailySnapshotScheduler(t.app);
      await again.stop();
      expect(await backfills()).toHaveLength(1);
    });

    it('both catching up at once enqueue and write each day once', async () => {
      await sale(at('2025-01-01'), 1_000);
      const now = at('2025-01-04', '08:00');
      await Promise.all([enqueueMissingSnapshots(db, now), enqueueMissingSnapshots(second.app.db, now)]);
      expect(await db.select().from(jobs).where(eq(jobs.queue, DAILY_SNAPSHOT_QUEUE))).toHaveLength(3);
      const ran = await Promise.all([t.app.jobs.drain(), second.app.jobs.drain()]);
      expect(ran[0] + ran[1]).toBe(3);
      expect((await stored()).map((r) => [r.day, r.totals.totalRaised])).toEqual([['2025-01-01', 1_000], ['2025-01-02', 1_000], ['2025-01-03', 1_000]]);
    });
  });

  describe('GET /v1/daily-reports', () => {
    const get = (headers: Record<string, string> = {}, url = '/v1/daily-reports') => t.app.inject({ method: 'GET', url, headers });

    async function snapshot(day: string, snapshotYear: number, values: Partial<DailyTotals>) {
      await db.insert(dailyReports).values({ reportDate: day, year: snapshotYear, totals: totals(values) });
    }

    it('pairs each current-year day with the prior year’s same date, newest first, money in dollars', async () => {
      const prior = year - 1;
      await snapshot(`${prior}-03-01`, prior, { totalRaised: 100_000, okcTotalRaised: 60_000, tulsaTotalRaised: 40_000, totalTeams: 4, okcTotalTeams: 3, tulsaTotalTeams: 1, totalParticipants: 20, okcTotalParticipants: 12, tulsaTotalParticipants: 8 });
      await snapshot(`${year}-03-01`, year, { totalRaised: 150_055, okcTotalRaised: 100_055, tulsaTotalRaised: 50_000, totalTeams: 5, okcTotalTeams: 3, tulsaTotalTeams: 2, totalParticipants: 30, okcTotalParticipants: 20, tulsaTotalParticipants: 10 });
      await snapshot(`${year}-03-02`, year, { totalRaised: 160_000, totalTeams: 6, totalParticipants: 31 });
      await snapshot(`${prior}-02-28`, prior, { totalRaised: 90_000, totalTeams: 4 });
      await snapshot(`${year - 2}-03-01`, year - 2, { totalRaised: 1 }); // neither year

      const res = await get(admin);
      expect(res.statusCode).toBe(200);
      const body = dailyReportsResponseSchema.parse(res.json()) as DailyReportsResponse;
      expect(body).toMatchObject({ totalResults: 3, currentYear: year, priorYear: year - 1 });
      expect(body.results.map((r) => [r.createdAt, r.comparison.createdAt])).toEqual([
        [null, `${year}-03-02`],
        [`${prior}-03-01`, `${year}-03-01`],
        [`${prior}-02-28`, null],
      ]);
      expect(body.results[1]).toEqual({
        createdAt: `${prior}-03-01`, totalRaised: 1000, okcTotalRaised: 600, tulsaTotalRaised: 400, totalTeams: 4, okcTotalTeams: 3,
        tulsaTotalTeams: 1, totalParticipants: 20, okcTotalParticipants: 12, tulsaTotalParticipants: 8,
        comparison: {
          createdAt: `${year}-03-01`, totalRaised: 1500.55, okcTotalRaised: 1000.55, tulsaTotalRaised: 500, totalTeams: 5, okcTotalTeams: 3,
          tulsaTotalTeams: 2, totalParticipants: 30, okcTotalParticipants: 20, tulsaTotalParticipants: 10,
        },
      });
      expect(body.results[0]).toMatchObject({ totalRaised: null, totalTeams: null, totalParticipants: null, comparison: { totalRaised: 1600 } });
      expect(percentOf(body.results[1]!.comparison.totalRaised, body.results[1]!.totalRaised)).toBe(150.06);
      expect(percentOf(body.results[0]!.comparison.totalRaised, body.results[0]!.totalRaised)).toBeNull();
    });

    it('a prior year of zeros answers zeros, whose percentages are null (a dash), not Infinity', async () => {
      await snapshot(`${year - 1}-04-01`, year - 1, {});
      await snapshot(`${year}-04-01`, year, { totalRaised: 5_000, totalTeams: 1 });
      const body = (await get(admin)).json() as DailyReportsResponse;
      const [row] = body.results;
      expect(row).toMatchObject({ totalRaised: 0, totalTeams: 0, comparison: { totalRaised: 50, totalTeams: 1 } });
      expect(percentOf(row!.comparison.totalRaised, row!.totalRaised)).toBeNull();
      expect(percentOf(row!.comparison.totalTeams, row!.totalTeams)).toBeNull();
    });

    it('answers an empty list with no snapshots', async () => {
      expect((await get(admin)).json()).toEqual({ results: [], totalResults: 0, currentYear: year, priorYear: year - 1, nextSnapshot: expect.any(Object) });
    });

    it('says when the next snapshot is taken: as the Chicago day ends', async () => {
      expect((await getDailyReports(db, at('2025-01-24', '09:00'))).nextSnapshot).toEqual({ at: '2025-01-25T06:00:00.000Z', day: '2025-01-24' });
      expect((await getDailyReports(db, new Date('2025-07-04T23:30:00-05:00'))).nextSnapshot).toEqual({ at: '2025-07-05T05:00:00.000Z', day: '2025-07-04' });
    });

    it('is for admins only (401 anonymous, 403 captain) and takes no query', async () => {
      expect((await get()).statusCode).toBe(401);
      const captain = await signedInCaptain(t.app);
      expect((await get(captain.session.headers)).statusCode).toBe(403);
      const res = await get(admin, '/v1/daily-reports?year=2024');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: expect.stringContaining('year') });
    });
  });
});
