import {
  ADMIN_HOME_GIFTS, EVENT_CITIES, EVENT_ENTRY_KINDS, LINE_ITEM_TYPES, SNAPSHOT_TREND_DAYS, centsToDollars, shirtSizeName, type AdminHome, type AdminHomeEventDay,
} from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { DailyTotals } from '../../db/schema/index.ts';
import { listRecentGifts } from '../../lib/recent-gifts.repo.ts';
import { addDays, chicagoDay, chicagoDayStart, dayRange, mondayOf, sameDateIn } from '../daily-reports/chicago-day.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { getPendingSummary, type ReconcileSettings } from '../reconciliation/reconciliation.service.ts';
import { shirtStockRows } from '../shirt-stock/shirt-stock.service.ts';
import { monthlyGiftSummary } from '../monthly-gifts/monthly-gift.service.ts';
import {
  countActiveTeams, countEntriesByCityAndKind, countFailedJobs, countParticipants, countRunnersByType, countShirtsBySize, latestSnapshotDayOfYear, raisedByType, raisedSince,
  snapshotsBetween,
} from './admin-home.repo.ts';

/** The same month and day a calendar year earlier, as the Daily Snapshots report pairs them. */
const yearEarlier = (day: string) => sameDateIn(day, Number(day.slice(0, 4)) - 1);

/**
 * This year's newest snapshot against last year's at the same date, and the raised-to-date of
 * the last SNAPSHOT_TREND_DAYS days of both years for the chart.
 */
async function snapshotComparison(db: DbOrTx, year: number, today: string): Promise<Pick<AdminHome, 'comparison' | 'trend'>> {
  const latest = await latestSnapshotDayOfYear(db, year);
  const to = latest ?? addDays(today, -1);
  const from = addDays(to, -(SNAPSHOT_TREND_DAYS - 1));
  const rows = await snapshotsBetween(db, { year, from, to, priorFrom: yearEarlier(from), priorTo: yearEarlier(to) });
  const current = new Map<string, DailyTotals>();
  const prior = new Map<string, DailyTotals>();
  for (const row of rows) (row.year === year ? current : prior).set(row.reportDate, row.totals);
  const days = dayRange(from, to);
  const trend = days
    .map((day) => ({ day: day.slice(5), current: current.get(day), prior: prior.get(yearEarlier(day)) }))
    .filter((p) => p.current || p.prior)
    .map((p) => ({
      day: p.day,
      current: p.current ? centsToDollars(p.current.totalRaised) : null,
      prior: p.prior ? centsToDollars(p.prior.totalRaised) : null,
    }));
  const now = latest ? current.get(latest) : undefined;
  const priorDate = latest ? yearEarlier(latest) : null;
  const then = priorDate ? prior.get(priorDate) : undefined;
  return {
    comparison: {
      date: latest,
      priorDate,
      currentRaised: now ? centsToDollars(now.totalRaised) : null,
      priorRaised: then ? centsToDollars(then.totalRaised) : null,
      currentTeams: now?.totalTeams ?? null,
      priorTeams: then?.totalTeams ?? null,
      currentParticipants: now?.totalParticipants ?? null,
      priorParticipants: then?.totalParticipants ?? null,
    },
    trend,
  };
}

/**
 * The event day, live (docs/decisions/0011-event-day-check-in.md): per city, checked in
 * of registered per kind, shirts given per size against the stock on hand, waivers missing. Two
 * grouped queries (entries by city and kind; stock beside shirts given). Null while the year has
 * no entry and no stock count.
 */
async function eventDayCounts(db: DbOrTx, year: number, now: Date): Promise<AdminHomeEventDay | null> {
  const [entries, shirts] = await Promise.all([countEntriesByCityAndKind(db, year), shirtStockRows(db, year)]);
  if (!entries.length && shirts.every((s) => s.onHand === null && s.given === 0)) return null;
  return {
    eventYear: year,
    updatedAt: now.toISOString(),
    cities: EVENT_CITIES.map((eventCity) => {
      const ofCity = entries.filter((e) => e.eventCity === eventCity);
      const kinds = EVENT_ENTRY_KINDS.map((kind) => {
        const row = ofCity.find((e) => e.kind === kind);
        return { kind, registered: row?.registered ?? 0, checkedIn: row?.checkedIn ?? 0 };
      });
      return {
        eventCity,
        registered: kinds.reduce((sum, k) => sum + k.registered, 0),
        checkedIn: kinds.reduce((sum, k) => sum + k.checkedIn, 0),
        kinds,
        shirts: shirts.filter((s) => s.eventCity === eventCity),
        waiversMissing: ofCity.reduce((sum, e) => sum + e.waiversMissing, 0),
      };
    }),
  };
}

/**
 * GET /v1/admin/home: how the current event year is doing, each figure counted as the grid or
 * report behind it counts (raised as team totals, the public home and the snapshots; teams as the Teams report's
 * active list; shirts as the T-Shirt report's rows), days in America/Chicago (docs/decisions/0107-time-zone.md).
 */
export async function getAdminHome(args: { db: Db; payments: PaymentProvider; reconcile: ReconcileSettings; now?: Date }): Promise<AdminHome> {
  const { db } = args;
  const now = args.now ?? new Date();
  const settings = await loadEventSettings(db);
  const year = settings.appYear;
  const today = chicagoDay(now);
  const weekStart = mondayOf(today);
  const [byType, runners, shirts, since, teams, participants, gifts, failedJobs, pending, snapshots, eventDay, monthlyGifts] = await Promise.all([
    raisedByType(db, year),
    countRunnersByType(db, year),
    countShirtsBySize(db, year),
    raisedSince(db, year, chicagoDayStart(today), chicagoDayStart(weekStart), chicagoDayStart(addDays(today, 1))),
    countActiveTeams(db, year),
    countParticipants(db, year),
    listRecentGifts(db, { year }, ADMIN_HOME_GIFTS),
    countFailedJobs(db),
    getPendingSummary({ db, payments: args.payments, settings: args.reconcile }),
    snapshotComparison(db, year, today),
    eventDayCounts(db, year, now),
    monthlyGiftSummary(db),
  ]);
  const sizes = shirts
    .filter((s) => s.quantity > 0)
    .map((s) => ({ size: s.size, label: shirtSizeName(s.size) || 'No size', quantity: s.quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.label.localeCompare(b.label));
  return {
    year,
    priorYear: year - 1,
    today,
    raised: {
      total: centsToDollars(byType.reduce((sum, r) => sum + r.cents, 0)),
      goal: settings.eventFundraisingGoal,
      today: centsToDollars(since.todayCents),
      thisWeek: centsToDollars(since.weekCents),
      weekStart,
      byType: LINE_ITEM_TYPES.map((type) => ({ type, amount: centsToDollars(byType.find((r) => r.type === type)?.cents ?? 0) })),
    },
    ...snapshots,
    teams,
    participants,
    runners: runners.map((r) => ({ runType: r.runType || 'Not given', count: r.count })),
    shirts: {
      sizes,
      total: shirts.reduce((sum, s) => sum + s.quantity, 0),
      toShip: shirts.reduce((sum, s) => sum + s.toShip, 0),
    },
    newestGifts: gifts.map((g) => ({
      lineItemId: g.id,
      transactionId: g.transactionId,
      donor: g.useEmployerAsName && g.employer ? g.employer : `${g.firstName} ${g.lastName}`.trim(),
      amount: centsToDollars(g.netCents),
      teamName: g.teamName,
      anonymous: g.anonymous,
      createdAt: g.createdAt.toISOString(),
    })),
    eventDay,
    monthlyGifts,
    attention: {
      failedJobs,
      awaitingReconciliation: pending.waiting,
      awaitingAmount: pending.waitingAmount,
    },
  };
}
