import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHomeSchema, shirtSizeName, type AdminHome, type LineItemView, type Paged, type PersonView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAdmin, createCaptain, createPerson, createUserWithPerson } from '../../../test/factories.ts';
import { dailyReports, jobs, lineItems, transactions, type DailyTotals } from '../../db/schema/index.ts';
import { addDays, chicagoDay, chicagoDayStart, mondayOf } from '../daily-reports/chicago-day.ts';
import { currentEventYear, loadEventSettings } from '../event-settings/event-settings.service.ts';
import { buildProduct } from '../payments/test-support/checkout-fixtures.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { paidTransaction } from '../transactions/test-support/transaction-fixtures.ts';
import { reconcileSettings } from '../reconciliation/reconciliation.service.ts';
import { getAdminHome } from './admin-home.service.ts';

describe('GET /v1/admin/home (docs/features/receipts-and-admin-home.md)', () => {
  let t: TestApp;
  let admin: TestUser;
  let year: number;
  let shirt: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
    year = await currentEventYear(t.database.db);
    shirt = (await buildProduct(t.database.db, { priceCents: 2000 })).slug;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: admin.authorization } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const home = async () => adminHomeSchema.parse(await get<AdminHome>('/v1/admin/home'));
  const grid = (type: string) => get<Paged<LineItemView>>(`/v1/lineitems/?type=${type}&eventYear=${year}&limit=1000`);

  it('counts as the grids and reports behind each figure do', async () => {
    const team = await buildTeam(db());
    const gift = await paidTransaction(t, { donation: 40, team: team.id });
    await paidTransaction(t, { donation: 25, eventCity: 'Tulsa' });
    const shirts = await paidTransaction(t, { shirts: [{ slug: shirt, size: 'lg', price: 20, quantity: 2 }, { slug: shirt, size: 'sm', price: 20, quantity: 1 }] });
    await paidTransaction(t, { shirts: [{ slug: shirt, size: 'lg', price: 20, quantity: 1 }], runners: [{ runType: 'in-person', price: 30 }, { runType: 'virtual', price: 25 }] });
    await paidTransaction(t, { runners: [{ runType: 'in-person', price: 30 }] });
    const refunded = await t.app.inject({
      method: 'POST', url: `/v1/transactions/${gift.id}/refunds`, headers: { authorization: admin.authorization }, payload: { amount: 10, reason: 'Donor asked' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const shipped = await t.app.inject({ method: 'PATCH', url: `/v1/transactions/${shirts.id}`, headers: { authorization: admin.authorization }, payload: { hasShipped: true } });
    expect(shipped.statusCode, shipped.body).toBe(200);

    const figures = await home();
    expect(figures.year).toBe(year);

    // Raised: every line item of the year the grids list (refunds as negative rows) = the public home's raised.
    const all = await get<Paged<LineItemView>>(`/v1/lineitems/?eventYear=${year}&limit=1000`);
    const gridCents = all.results.reduce((sum, item) => sum + Math.round(item.amount * 100), 0);
    expect(figures.raised.total).toBe(gridCents / 100);
    expect(figures.raised.total).toBe(40 - 10 + 25 + 60 + 20 + 55 + 30);
    expect(figures.raised.total).toBe((await get<{ raised: number }>('/v1/campaign/')).raised);
    // Per type: each grid's own rows summed (the donations grid: gifts less the refund).
    for (const type of ['donation', 'tshirt', '5k'] as const) {
      const rows = (await grid(type)).results;
      expect(figures.raised.byType.find((r) => r.type === type)!.amount, type).toBe(rows.reduce((sum, r) => sum + Math.round(r.amount * 100), 0) / 100);
    }
    expect(figures.raised.byType).toEqual([{ type: 'donation', amount: 55 }, { type: 'tshirt', amount: 80 }, { type: '5k', amount: 85 }]);
    expect(figures.raised.goal).toBe((await loadEventSettings(db())).eventFundraisingGoal);
    // Everything was given today, so today and this week are the whole total.
    expect(figures.raised.today).toBe(figures.raised.total);
    expect(figures.raised.thisWeek).toBe(figures.raised.total);

    // Teams: the Teams report's Active list of the year; participants: the year's active people
    // but staff accounts' (the admin's own person is no participant), as the Participant report lists them.
    expect(figures.teams).toBe((await get<Paged<unknown>>(`/v1/teams/?active=true&year=${year}&limit=1`)).totalResults);
    const people = (await get<Paged<unknown>>(`/v1/persons/?eventYear=${year}&active=true&limit=1`)).totalResults;
    expect(figures.participants).toBe((await get<Paged<unknown>>(`/v1/persons/?eventYear=${year}&active=true&staff=false&limit=1`)).totalResults);
    expect(figures.participants).toBe(people - 1);

    // Shirts by size: the T-Shirt report's rows summed per size; to ship: those not on a shipped order.
    const shirtRows = (await grid('tshirt')).results.filter((r) => r.productDetails);
    const bySize = new Map<string, number>();
    for (const row of shirtRows) bySize.set(row.productDetails!.size, (bySize.get(row.productDetails!.size) ?? 0) + row.productDetails!.unitCount);
    expect(figures.shirts.sizes.map((s) => [s.size, s.quantity]).sort()).toEqual([...bySize].sort());
    expect(figures.shirts.sizes[0]).toEqual({ size: 'lg', label: shirtSizeName('lg'), quantity: 3 });
    expect(figures.shirts.total).toBe(4);
    expect(figures.shirts.toShip).toBe(1);

    // Runners by type: the Runner report's rows per run type, most first.
    const runnerRows = (await grid('5k')).results.filter((r) => r.runnerDetails);
    expect(runnerRows).toHaveLength(3);
    expect(figures.runners).toEqual([{ runType: 'in-person', count: 2 }, { runType: 'virtual', count: 1 }]);

    // The newest gifts, newest first, each net of its refunds.
    expect(figures.newestGifts.map((g) => g.amount)).toEqual([25, 30]);
    expect(figures.newestGifts[1]).toMatchObject({ transactionId: gift.id, donor: 'Dana Donor', teamName: team.name });
  });

  it('does not count staff accounts (admins and volunteers) as participants; a captain is one', async () => {
    const before = (await home()).participants;
    await createAdmin(db());
    await createUserWithPerson(db(), { role: 'volunteer', eventCity: 'Tulsa' });
    await createCaptain(db());
    await createPerson(db());
    expect((await home()).participants).toBe(before + 2);
    // The Participant report and the Participants grid list them so; staff=true lists the staff's persons.
    const listed = async (staff: boolean) => (await get<Paged<PersonView>>(`/v1/persons/?eventYear=${year}&active=true&staff=${staff}&limit=1000`)).results;
    expect((await listed(false)).length).toBe(before + 2);
    const staffEmails = (await listed(true)).map((p) => p.email ?? '');
    expect(staffEmails.some((email) => email.startsWith('admin'))).toBe(true);
    expect(staffEmails.some((email) => email.startsWith('volunteer'))).toBe(true);
    expect(staffEmails.some((email) => email.startsWith('captain'))).toBe(false);
  });

  it('says what needs attention: the failed jobs the Jobs page lists and the payments the reconciler waits on', async () => {
    await db().insert(jobs).values([
      { queue: 'email', payload: {}, status: 'failed', lastError: 'SMTP down' },
      { queue: 'email', payload: {}, status: 'failed', lastError: 'SMTP down' },
      { queue: 'email', payload: {}, status: 'succeeded' },
    ]);
    const figures = await home();
    const failed = await get<Paged<unknown>>('/v1/jobs?status=failed&limit=1');
    const pending = await get<{ waiting: number; waitingAmount: number }>('/v1/reconciliation/pending');
    expect(figures.attention.failedJobs).toBe(failed.totalResults);
    expect(figures.attention.failedJobs).toBeGreaterThanOrEqual(2);
    expect(figures.attention.awaitingReconciliation).toBe(pending.waiting);
    expect(figures.attention.awaitingAmount).toBe(pending.waitingAmount);
  });

  it('counts today and this week in Chicago days, the week from Monday', async () => {
    // A Wednesday evening in Chicago (CDT): the week began Monday the 14th.
    const now = new Date('2025-07-16T23:30:00-05:00');
    expect(mondayOf(chicagoDay(now))).toBe('2025-07-14');
    const [tx] = await db().insert(transactions).values({
      supportingType: 'event', eventCity: 'Tulsa', eventYear: year, totalAmountCents: 0, totalChargedCents: 0,
      contactFirstName: 'Wes', contactLastName: 'Week', contactEmail: 'wes@example.com',
    }).returning();
    const item = (createdAt: Date, cents: number) => ({
      transactionId: tx!.id, type: 'donation', amountCents: cents, primaryContact: 'Wes Week', eventCity: 'Tulsa', eventYear: year, createdAt,
    });
    await db().insert(lineItems).values([
      item(new Date('2025-07-13T23:59:00-05:00'), 100_000), // Sunday night: last week
      item(new Date('2025-07-14T00:01:00-05:00'), 2_000), // Monday just after midnight
      item(new Date('2025-07-16T00:30:00-05:00'), 300), // Wednesday, today
      item(new Date('2025-07-17T00:30:00-05:00'), 7), // tomorrow in Chicago: not today's
    ]);
    const figures = await getAdminHome({ db: db(), payments: t.app.payments, reconcile: reconcileSettings(t.app.config), now });
    expect(figures.today).toBe('2025-07-16');
    expect(figures.raised.weekStart).toBe('2025-07-14');
    expect(figures.raised.today).toBe(3);
    expect(figures.raised.thisWeek).toBe(23);
    await db().delete(lineItems).where(eq(lineItems.transactionId, tx!.id));
    await db().delete(transactions).where(eq(transactions.id, tx!.id));
  });

  it('sets this year against last year at the same date from the daily snapshots', async () => {
    const totals = (cents: number, teams: number, people: number): DailyTotals => ({
      totalRaised: cents, okcTotalRaised: cents, tulsaTotalRaised: 0, totalTeams: teams, okcTotalTeams: teams, tulsaTotalTeams: 0,
      totalParticipants: people, okcTotalParticipants: people, tulsaTotalParticipants: 0,
    });
    const yesterday = addDays(chicagoDay(new Date()), -1);
    const dayBefore = addDays(yesterday, -1);
    const lastYear = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
    await db().delete(dailyReports);
    await db().insert(dailyReports).values([
      { reportDate: dayBefore, year, totals: totals(50_000, 3, 10) },
      { reportDate: yesterday, year, totals: totals(61_050, 4, 12) },
      { reportDate: lastYear(yesterday), year: year - 1, totals: totals(40_000, 5, 9) },
      // Another year's and an older prior-year row are not the comparison.
      { reportDate: lastYear(lastYear(yesterday)), year: year - 2, totals: totals(1, 1, 1) },
    ]);
    const figures = await home();
    expect(figures.comparison).toEqual({
      date: yesterday, priorDate: lastYear(yesterday),
      currentRaised: 610.5, priorRaised: 400, currentTeams: 4, priorTeams: 5, currentParticipants: 12, priorParticipants: 9,
    });
    expect(figures.trend).toEqual([
      { day: dayBefore.slice(5), current: 500, prior: null },
      { day: yesterday.slice(5), current: 610.5, prior: 400 },
    ]);
    await db().delete(dailyReports);
    const empty = await home();
    expect(empty.comparison).toMatchObject({ date: null, priorDate: null, currentRaised: null, priorRaised: null });
    expect(empty.trend).toEqual([]);
  });

  it('is for admins only and takes no query', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/home' })).statusCode).toBe(401);
    const captain = await buildUser(db(), t.config.JWT_SECRET, { role: 'captain', teamId: (await buildTeam(db())).id });
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/home', headers: { authorization: captain.authorization } })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin/home?year=2024', headers: { authorization: admin.authorization } });
    expect(res.statusCode).toBe(400);
  });

  it('bounds days at Chicago midnight, with and without daylight saving time', () => {
    expect(chicagoDayStart('2025-07-16').toISOString()).toBe('2025-07-16T05:00:00.000Z');
    expect(chicagoDayStart('2025-01-16').toISOString()).toBe('2025-01-16T06:00:00.000Z');
    expect(chicagoDayStart('2025-03-09').toISOString()).toBe('2025-03-09T06:00:00.000Z');
    expect(chicagoDayStart('2025-03-10').toISOString()).toBe('2025-03-10T05:00:00.000Z');
    expect(mondayOf('2025-07-20')).toBe('2025-07-14');
    expect(mondayOf('2025-07-14')).toBe('2025-07-14');
  });
});
