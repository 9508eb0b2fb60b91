import { sql } from 'drizzle-orm';
import { TEST_CARDS, chargeDayIn, checkoutPayloadSchema, computeCheckoutTotals, periodOfDay, type CheckoutPayloadInput, type RecordedPaymentMethod } from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { monthlyGiftCharges, monthlyGifts } from '../../db/schema/index.ts';
import { clockNow, moveClock } from '../../lib/clock.ts';
import { chicagoDay } from '../../modules/daily-reports/chicago-day.ts';
import { loadEventSettings } from '../../modules/event-settings/event-settings.service.ts';
import { findTeamTotalMismatches } from '../../modules/ledger/team-totals.repo.ts';
import { monthlyChargeCents, templateOf } from '../../modules/monthly-gifts/monthly-gift-template.ts';
import { MONTHLY_GIFTS_DAILY_QUEUE, MONTHLY_GIFT_CHARGE_QUEUE } from '../../modules/monthly-gifts/monthly-gift-queues.ts';
import { adminAuthorization, json } from './bench-http.ts';
import { add, fmt } from './bench-table.ts';
import { productProcess, type DatabaseUnderTest } from './bench-targets.ts';

/**
 * The monthly gifts' row (docs/features/monthly-gifts.md, "Bench"): 20,000 monthly gifts of the
 * test processor due the same day, charged as production charges them. The gifts are written
 * straight into the seeded database (each one's first month is one of the year's seeded donations
 * to an active team, half of them crediting a walker of that team), due tomorrow; the product's
 * clock (lib/clock.ts) is moved a day on; then the product starts (npm start) and its own
 * scheduler queues the day's pass, which queues one charge job per gift, each month recorded by
 * the job workers through finalizeCheckout. Timed from the start to the last month's transaction;
 * then checked: every month recorded once, exactly that many new transactions, the months' sum to
 * the cent, team totals equal. The clock is put back after, so what runs next sees real time.
 */

export const MONTHLY_BENCH_GIFTS = 20_000;
const TARGET_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const INSERT_ROWS = 1_000;
/** Polls of the job list: the run is over when the day's pass ran and no charge job is left. */
const POLL_MS = 2_000;

interface SeededGifts {
  count: number;
  firstGiftId: number;
  lastGiftId: number;
  dueDay: string;
  period: string;
  /** What the months should charge in all: each gift's donation plus its covered fee, priced as the job prices it. */
  expectedCents: number;
  walkers: number;
  lastTransactionId: number;
}

const previousPeriod = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** Writes up to `wanted` gifts due tomorrow (by the product's clock), their first month recorded last month. */
async function seedDueMonthlyGifts(db: Db, wanted: number): Promise<SeededGifts> {
  const settings = await loadEventSettings(db);
  const year = settings.appYear;
  const dueDay = chicagoDay(new Date((await clockNow(db)).getTime() + DAY_MS));
  const period = periodOfDay(dueDay);
  const dayOfMonth = Number(dueDay.slice(8));
  const firstPeriod = previousPeriod(period);
  const startedOn = chargeDayIn(firstPeriod, dayOfMonth);
  const candidates = await db.execute<{
    id: number; team_id: number; event_city: string; donator_person_id: number | null; first: string; last: string; email: string; walker_id: number | null;
  }>(sql`
    select t.id, t.team_id, tt.event_city, t.donator_person_id, t.contact_first_name as first, t.contact_last_name as last, t.contact_email as email,
      (select tm.person_id from team_members tm where tm.team_id = t.team_id and tm.event_year = ${year} order by tm.person_id limit 1) as walker_id
    from transactions t join teams tt on tt.id = t.team_id
    where t.event_year = ${year} and t.active and tt.active and tt.year = ${year}
      and not exists (select 1 from monthly_gifts g where g.first_transaction_id = t.id)
    order by t.id limit ${wanted}`);
  const method: RecordedPaymentMethod = { type: 'card', brand: 'visa', last4: TEST_CARDS.success.number.slice(-4) };
  let expectedCents = 0;
  let walkers = 0;
  const values = candidates.rows.map((row, i) => {
    const dollars = 10 + 5 * (i % 9);
    const coverFees = i % 3 === 0;
    const walkerId = i % 2 === 0 && row.walker_id !== null ? Number(row.walker_id) : null;
    if (walkerId !== null) walkers += 1;
    const name = `${row.first} ${row.last}`;
    const totals = computeCheckoutTotals({ donationCents: dollars * 100, coverFees });
    const input: CheckoutPayloadInput = {
      person: { firstName: row.first, lastName: row.last, email: row.email, phone: '(405) 555-0100' },
      transaction: {
        supportingType: 'team', team: Number(row.team_id), fundraiser: walkerId, coverFees, monthly: true, totalCharged: totals.totalCents / 100, feesCovered: totals.coveredFeeCents / 100,
        shippingFee: 0,
        billingContact: { name_on_card: name, billing_address: '12 Elm St', billing_city: 'Edmond', billing_state: 'OK', billing_zip: '73013', email: row.email },
      },
      lineItems: [{ type: 'donation', amount: dollars }],
    };
    const gift = {
      donorPersonId: row.donator_person_id === null ? null : Number(row.donator_person_id),
      donorEmail: row.email.toLowerCase(),
      amountCents: dollars * 100,
      coversFees: coverFees,
      teamId: Number(row.team_id),
      fundraiserId: walkerId,
      eventCity: row.event_city,
      eventYear: year,
      status: 'active',
      startedOn,
      dayOfMonth,
      nextChargeOn: dueDay,
      provider: 'test',
      paymentMethod: method,
      testCardNumber: TEST_CARDS.success.number,
      firstTransactionId: Number(row.id),
      template: templateOf(checkoutPayloadSchema.parse(input)),
    };
    expectedCents += monthlyChargeCents(gift, settings);
    return gift;
  });
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += INSERT_ROWS) {
    await db.transaction(async (tx) => {
      const chunk = values.slice(i, i + INSERT_ROWS);
      const inserted = await tx.insert(monthlyGifts).values(chunk).returning({ id: monthlyGifts.id, firstTransactionId: monthlyGifts.firstTransactionId });
      await tx
        .insert(monthlyGiftCharges)
        .values(inserted.map((g) => ({ monthlyGiftId: g.id, period: firstPeriod, transactionId: g.firstTransactionId, status: 'recorded' })));
      ids.push(...inserted.map((g) => g.id));
    });
  }
  const last = await db.execute<{ id: number | null }>(sql`select max(id) as id from transactions`);
  return {
    count: ids.length, firstGiftId: Math.min(...ids), lastGiftId: Math.max(...ids), dueDay, period, expectedCents, walkers,
    lastTransactionId: Number(last.rows[0]?.id ?? 0),
  };
}

/** How many jobs of `queue` have `status` (GET /v1/jobs, as an admin). */
async function jobCount(base: string, authorization: string, queue: string, status: string): Promise<number> {
  const page = await json<{ totalResults: number }>(`${base}/v1/jobs?queue=${queue}&status=${status}&limit=1`, { headers: { authorization } });
  return page.totalResults;
}

/** Waits until the day's pass ran and no charge job is queued or running; false when `limitMs` passed first. */
async function waitForCharges(base: string, limitMs: number): Promise<boolean> {
  const deadline = performance.now() + limitMs;
  let authorization = await adminAuthorization(base);
  let polls = 0;
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    // A fresh sign-in now and then: an access token outlives a few minutes only.
    if (++polls % 60 === 0) authorization = await adminAuthorization(base);
    const passRan = (await jobCount(base, authorization, MONTHLY_GIFTS_DAILY_QUEUE, 'succeeded')) > 0;
    if (!passRan) continue;
    const left = (await jobCount(base, authorization, MONTHLY_GIFT_CHARGE_QUEUE, 'queued')) + (await jobCount(base, authorization, MONTHLY_GIFT_CHARGE_QUEUE, 'running'));
    if (left === 0) return true;
  }
  return false;
}

interface Outcome {
  months: number;
  cents: number;
  newTransactions: number;
  firstAt: Date | null;
  lastAt: Date | null;
  failedJobs: number;
  mismatchedTeams: number;
}

async function checkOutcome(db: Db, seeded: SeededGifts): Promise<Outcome> {
  const months = await db.execute<{ months: number; cents: string; first_at: Date | null; last_at: Date | null }>(sql`
    select count(*)::int as months, coalesce(sum(tr.total_charged_cents), 0)::text as cents, min(tr.created_at) as first_at, max(tr.created_at) as last_at
    from monthly_gift_charges c join transactions tr on tr.id = c.transaction_id
    where c.period = ${seeded.period} and c.status = 'recorded' and c.monthly_gift_id between ${seeded.firstGiftId} and ${seeded.lastGiftId}`);
  const counts = await db.execute<{ new_transactions: number; failed_jobs: number }>(sql`
    select (select count(*) from transactions where id > ${seeded.lastTransactionId})::int as new_transactions,
           (select count(*) from jobs where queue = ${MONTHLY_GIFT_CHARGE_QUEUE} and status = 'failed')::int as failed_jobs`);
  const row = months.rows[0]!;
  const at = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    months: Number(row.months),
    cents: Number(row.cents),
    firstAt: at(row.first_at),
    lastAt: at(row.last_at),
    newTransactions: Number(counts.rows[0]!.new_transactions),
    failedJobs: Number(counts.rows[0]!.failed_jobs),
    mismatchedTeams: (await findTeamTotalMismatches(db)).length,
  };
}

/**
 * The row, on a database the product is not running on (after the other rows' product stopped).
 * `scale` is the seed's: PGlite's tenth of the data charges a tenth of the gifts. The time target
 * is PostgreSQL's (as the checkout rows' are): PGlite's figure is for comparison.
 */
export async function benchMonthlyGifts(target: DatabaseUnderTest, scale: number): Promise<void> {
  const section = `Monthly gifts, ${target.label}`;
  const wanted = Math.round(MONTHLY_BENCH_GIFTS * Math.min(1, scale));
  const timed = target.label === 'PostgreSQL';
  const targetMs = (TARGET_MS * wanted) / MONTHLY_BENCH_GIFTS;
  console.info(`--- ${target.label}: ${fmt(wanted)} monthly gifts due the same day`);
  const seeding = await target.open();
  let seeded: SeededGifts;
  try {
    seeded = await seedDueMonthlyGifts(seeding.db, wanted);
    await moveClock(seeding.db, { advanceDays: 1 });
  } finally {
    await seeding.close();
  }
  await target.flush?.();
  const measure = `${fmt(seeded.count)} monthly gifts (test processor, ${fmt(seeded.walkers)} crediting a walker) due ${seeded.dueDay}: npm start with the clock a day on, the day's pass and the charge jobs on the job workers, until the last month is recorded`;
  const product = await productProcess(target);
  const startedAt = Date.now();
  let finished = false;
  try {
    await product.start('/');
    finished = await waitForCharges(product.baseUrl, Math.max(3 * targetMs, 120_000));
  } finally {
    await product.stop();
  }
  const checking = await target.open();
  let outcome: Outcome;
  try {
    outcome = await checkOutcome(checking.db, seeded);
    await moveClock(checking.db, { reset: true });
  } finally {
    await checking.close();
  }
  const ms = outcome.lastAt ? outcome.lastAt.getTime() - startedAt : Number.NaN;
  const chargingMs = outcome.lastAt && outcome.firstAt ? outcome.lastAt.getTime() - outcome.firstAt.getTime() : Number.NaN;
  const allRecorded = finished && outcome.months === seeded.count;
  add({
    section,
    measure,
    value: allRecorded
      ? `${fmt(ms / 1000, 1)} s (first month to last: ${fmt(chargingMs / 1000, 1)} s, ${fmt(seeded.count / (chargingMs / 1000), 1)} months/s)`
      : `${fmt(outcome.months)} of ${fmt(seeded.count)} recorded${finished ? '' : ` when the bench stopped waiting`}`,
    target: timed ? `< ${fmt(targetMs / 60_000, 1)} min` : '',
    pass: timed ? allRecorded && ms < targetMs : allRecorded ? null : false,
  });
  const exact = outcome.months === seeded.count && outcome.newTransactions === seeded.count && outcome.cents === seeded.expectedCents && outcome.failedJobs === 0;
  add({
    section,
    measure: 'each month recorded once: new transactions, their sum, failed charge jobs',
    value: `${fmt(outcome.newTransactions)} new transactions for ${fmt(outcome.months)} months; $${fmt(outcome.cents / 100, 2)} charged of $${fmt(seeded.expectedCents / 100, 2)} due; ${outcome.failedJobs} failed jobs`,
    target: `${fmt(seeded.count)}, to the cent, 0`,
    pass: exact,
  });
  add({
    section,
    measure: 'team totals = sum of line items (totals:check)',
    value: outcome.mismatchedTeams ? `${outcome.mismatchedTeams} teams differ` : 'all teams equal',
    target: 'all equal',
    pass: outcome.mismatchedTeams === 0,
  });
}
