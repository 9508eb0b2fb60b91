import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import {
  chargeDayIn, computeCheckoutTotals, formatCents, nextChargeDayAfter, type AdminMonthlyGift, type FundraiserPageAnswer, type MonthlyGiftList, type MonthlyGiftRunResult,
} from '@walkfund/domain';
import { api } from '../support/api.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { resetClock, waitForJobsDone } from '../support/coaching.ts';
// The server's own reader of its PDFs (plain Node, no test hooks).
import { pdfTexts } from '../../apps/server/src/modules/ask-kit/test-support/pdf-text.ts';
import {
  CARDS, continueToCheckout, dollarsToCents, expectHeading, fillBilling, fillCard, fullNameOf, newVisitor, payAndReachThankYou, publicTeam, publicTest, uniqueTag, waitForPath, type Visitor,
} from '../support/public-flow.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openGivingPageFromReceipt } from '../support/my-giving.ts';
import { logMark, outboxEntries, waitForEmailContaining, waitForSignInLink } from '../support/server-log.ts';
import { addMemberByApi, adminApi, apiLogin, createCaptainTeam, newPerson, watchToast } from '../support/teams.ts';

/*
 * Monthly gifts (docs/features/monthly-gifts.md), with the test processor and the product's test
 * clock (apps/server/src/lib/clock.ts): a donor on a phone gives $20 a month to a walker of a team
 * of this run, from the walker's page, in memory of someone, telling a relative; the e-card and the
 * receipt come. A month on (the clock moved, the due gifts charged as the daily job would) the
 * second month is recorded: its receipt, the walker's and the team's totals $20 higher, no second
 * e-card. The donor opens their page from the receipt's link and
 * the emailed sign-in link, lowers the gift to $15 and downloads the year's statement, both months
 * on it. An admin cancels the gift from Monthly Gifts; a month later nothing is charged.
 *
 * The clock: every other active gift on this server (the demo's, other journeys') must stay
 * uncharged, so the gift starts far enough back by the clock that its second and third charge
 * days come before any other gift's next one. Each test puts the clock back to real time in a
 * finally, for the specs after this one on the same server. The three tests run in order and
 * share the gift.
 */

const DAY_MS = 24 * 60 * 60_000;
const DONATION_CENTS = 2000;
/** What a month charges: $20 and the card fee the donor covers (the checkout's default), as the server prices it. */
const CHARGE_CENTS = computeCheckoutTotals({ donationCents: DONATION_CENTS, coverFees: true }).totalCents;
/** The queues between a due month and its recorded transaction, its receipt and (the first month's only) e-card. */
const MONTHLY_QUEUES = ['monthly-gifts-daily', 'monthly-gift-charge', 'receipt-email', 'tribute-ecard', 'email'] as const;

// ---------------------------------------------------------------------------------------------
// Days and the product's clock

/** A YYYY-MM-DD day in America/Chicago, the product's days (docs/decisions/0107-time-zone.md). */
const chicagoDayOf = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

async function clockOffsetMs(): Promise<number> {
  const answer = await adminApi<{ offsetMs: number }>('POST', '/v1/test/clock', { advanceDays: 0 });
  assert.equal(answer.status, 200, `POST /v1/test/clock: ${JSON.stringify(answer.body)}`);
  return answer.body.offsetMs;
}

/** Moves the product's clock to about noon of `day` in Chicago (the offset may be part days). */
async function moveClockTo(day: string): Promise<void> {
  const noon = Date.parse(`${day}T18:00:00Z`);
  const offset = await clockOffsetMs();
  const answer = await adminApi<{ offsetMs: number }>('POST', '/v1/test/clock', { advanceDays: (noon - (Date.now() + offset)) / DAY_MS });
  assert.equal(answer.status, 200, `POST /v1/test/clock to ${day}: ${JSON.stringify(answer.body)}`);
  assert.equal(chicagoDayOf(Date.now() + answer.body.offsetMs), day, `the product's clock reads ${day}`);
}

/** Every monthly gift the admin grid lists with `query` (all pages). */
async function adminGifts(query: string): Promise<MonthlyGiftList['rows']> {
  const rows: AdminMonthlyGift[] = [];
  for (let offset = 0; ; offset += 100) {
    const answer = await adminApi<MonthlyGiftList>('GET', `/v1/monthly-gifts?${query}&limit=100&offset=${offset}`);
    assert.equal(answer.status, 200, `GET /v1/monthly-gifts?${query}: ${JSON.stringify(answer.body)}`);
    rows.push(...answer.body.rows);
    if (rows.length >= answer.body.total || answer.body.rows.length === 0) return rows;
  }
}

/** The donor's one monthly gift, as the admins' list has it. */
async function giftOf(email: string): Promise<AdminMonthlyGift> {
  const rows = await adminGifts(`search=${encodeURIComponent(email)}`);
  assert.equal(rows.length, 1, `one monthly gift given with ${email}`);
  return rows[0]!;
}

/** "1st", "2nd", "29th": the day of the month as the donate and checkout pages say it. */
function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/** The YYYY-MM `months` months before `day`'s. */
function periodBefore(day: string, months: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * A start day (by the clock, today or before) whose second and third charge days both come before
 * the next charge of every other active gift: moving the clock to them charges this gift only.
 * Whole months back first, so the gift keeps today's day of the month (what the donate page, on
 * the browser's calendar, says it repeats on); any day back otherwise.
 */
async function startDayBeforeOtherGifts(): Promise<string> {
  const others = (await adminGifts('status=active')).map((g) => g.nextChargeOn).filter((day): day is string => day !== null);
  const earliest = others.sort()[0];
  const fits = (start: string) => {
    const dayOfMonth = Number(start.slice(8));
    return earliest === undefined || nextChargeDayAfter(nextChargeDayAfter(start, dayOfMonth), dayOfMonth) < earliest;
  };
  const today = chicagoDayOf(Date.now());
  for (let months = 0; months <= 3; months++) {
    const start = chargeDayIn(periodBefore(today, months), Number(today.slice(8)));
    if (start.slice(8) === today.slice(8) && fits(start)) return start;
  }
  for (let back = 0; back <= 120; back++) {
    if (fits(addDays(today, -back))) return addDays(today, -back);
  }
  assert.fail(`no start day keeps this gift's months before the other gifts' (the earliest is ${earliest})`);
}

/** POST /v1/monthly-gifts/run-due as the admin (what the daily job does): what it charged. */
async function runDueGifts(): Promise<MonthlyGiftRunResult> {
  const answer = await adminApi<MonthlyGiftRunResult>('POST', '/v1/monthly-gifts/run-due');
  assert.equal(answer.status, 200, `POST /v1/monthly-gifts/run-due: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The team's transactions as the admins' Transactions list has them: their charged amounts, in cents. */
async function teamCharges(teamId: number): Promise<number[]> {
  const answer = await adminApi<{ results: { totalCharged: number }[]; totalResults: number }>('GET', `/v1/transactions?team=${teamId}&limit=100`);
  assert.equal(answer.status, 200, `GET /v1/transactions?team=${teamId}: ${JSON.stringify(answer.body)}`);
  return answer.body.results.map((t) => dollarsToCents(t.totalCharged));
}

const teamRaisedCents = async (slug: string) => dollarsToCents((await publicTeam(slug)).totalRaised);

/** What the walker's public page says they raised, in cents. */
async function walkerRaisedCents(slug: string): Promise<number> {
  const answer = await api<FundraiserPageAnswer>('GET', `/v1/fundraisers/${encodeURIComponent(slug)}`);
  assert.equal(answer.status, 200, `GET /v1/fundraisers/${slug}`);
  assert.equal(answer.body.status, 'on', `the page ${slug} is public`);
  return answer.body.status === 'on' ? dollarsToCents(answer.body.fundraiser.raised) : NaN;
}

/** A walker of `teamId`, invited by its captain, whose page is claimed through the emailed link: their name and page. */
async function walkerOf(teamId: number, captain: Parameters<typeof apiLogin>[0]): Promise<{ name: string; slug: string }> {
  const captainSession = await apiLogin(captain);
  const walker = newPerson('Wren');
  const walkerId = await addMemberByApi(teamId, walker, captainSession.token);
  const invited = logMark();
  const invite = await api('POST', '/v1/fundraisers/invite', { persons: [walkerId] }, captainSession.token);
  assert.equal(invite.status, 200, `the captain invites the walker: ${JSON.stringify(invite.body)}`);
  const link = await waitForSignInLink(walker.email, invited);
  const claim = await api<{ tokens: { access: { token: string } } }>('POST', '/v1/auth/sign-in-link', { token: new URLSearchParams(new URL(link).hash.slice(1)).get('token') });
  assert.equal(claim.status, 200, `the walker signs in with their link: ${JSON.stringify(claim.body)}`);
  const myPage = await api<{ slug: string }>('GET', '/v1/my/page', undefined, claim.body.tokens.access.token);
  assert.equal(myPage.status, 200, `GET /v1/my/page: ${JSON.stringify(myPage.body)}`);
  return { name: `${walker.firstName} ${walker.lastName}`, slug: myPage.body.slug };
}


// ---------------------------------------------------------------------------------------------
// The journey

interface Journey {
  team: { id: number; name: string; slug: string };
  walker: { name: string; slug: string };
  visitor: Visitor;
  relative: string;
  /** The charge days after the first month. */
  secondOn: string;
  thirdOn: string;
}

let journey: Journey | undefined;
const given = (): Journey => {
  assert.ok(journey, 'the first test gave the monthly gift');
  return journey;
};

publicTest("a donor on a phone gives $20 a month to a walker in memory of someone, telling a relative: the first month, its receipt and the e-card", async ({ page }) => {
  const { captain, team } = await createCaptainTeam('Morgan', 'Monthly Movers');
  const walker = await walkerOf(team.id, captain);
  await page.setViewportSize({ width: 375, height: 812 });
  const visitor = newVisitor('Monty');
  const relative = `relative-${uniqueTag()}@example.com`;
  const honoree = `Grandma Rose ${uniqueTag()}`;
  const startOn = await startDayBeforeOtherGifts();
  const dayOfMonth = Number(startOn.slice(8));
  const mark = logMark();
  try {
    await moveClockTo(startOn);

    // From the walker's page, the way a friend's link brings a donor.
    await page.goto(`/frontend/fundraiser/${encodeURIComponent(walker.slug)}`);
    await page.getByRole('heading', { level: 1, name: walker.name }).waitFor();
    await page.getByRole('link', { name: 'Donate', exact: true }).click();
    await waitForPath(page, '/frontend/donate');
    await expectHeading(page, 'Donate');
    await page.getByText(`Your gift is credited to ${walker.name} of ${team.name}.`).waitFor();
    await page.getByRole('textbox', { name: 'Donation amount' }).fill('20');
    await page.getByRole('radio', { name: 'Monthly', exact: true }).check();
    // Said beside the amount: how much, which day (the browser's calendar: today's day of the month), to whom.
    const day = Number(chicagoDayOf(Date.now()).slice(8));
    const monthlyLine = `$20 each month on the ${ordinal(day)}${day > 28 ? ' (the last day in shorter months)' : ''}, to ${walker.name} of ${team.name} while they walk this year, then to the event. Change or cancel any time from your giving page.`;
    await page.getByText(monthlyLine, { exact: true }).waitFor();

    await page.getByRole('checkbox', { name: 'Give in honour or in memory of someone' }).check();
    const tribute = page.getByRole('group', { name: 'In honour or in memory' });
    await tribute.getByRole('radio', { name: 'In memory of' }).check();
    await tribute.getByRole('textbox', { name: /^Their name/ }).fill(honoree);
    await tribute.getByRole('checkbox', { name: 'Tell someone about this gift by email' }).check();
    const notify = page.getByRole('group', { name: 'Who should we tell?' });
    await notify.getByRole('textbox', { name: /^Name of the person to tell/ }).fill('Ruth Relative');
    await notify.getByRole('textbox', { name: /^Their email/ }).fill(relative);

    await continueToCheckout(page, visitor);
    // What the card is charged today and each month after, said before paying.
    await page.getByTestId('monthly-checkout-note').filter({ hasText: `Then ${formatCents(CHARGE_CENTS)} each month on the ${ordinal(day)}, by card.` }).waitFor();
    await fillBilling(page, fullNameOf(visitor));
    await fillCard(page, CARDS.success);
    const transactionId = await payAndReachThankYou(page);
    assert.ok(transactionId > 0);
    await page.getByText(`You support ${walker.name} of ${team.name} every month`, { exact: true }).waitFor();
    await page.getByTestId('monthly-outcome').filter({ hasText: `Monthly gift: ${monthlyLine}` }).waitFor();
    await page.getByText('This is the first month of your monthly gift.', { exact: false }).waitFor();
  } finally {
    await resetClock();
  }

  const receipt = await waitForEmailContaining(visitor.email, mark, 'See all your gifts', 30_000);
  assert.ok(receipt.includes(formatCents(CHARGE_CENTS)), `the receipt says ${formatCents(CHARGE_CENTS)}: ${receipt.slice(0, 600)}`);
  const ecard = await waitForEmailContaining(relative, mark, `in memory of ${honoree}`, 30_000);
  assert.ok(ecard.includes('Dear Ruth Relative,'), 'the card greets the relative');

  const gift = await giftOf(visitor.email);
  const secondOn = nextChargeDayAfter(startOn, dayOfMonth);
  assert.deepEqual(
    { status: gift.status, amount: gift.amount, startedOn: gift.startedOn, nextChargeOn: gift.nextChargeOn, monthsGiven: gift.monthsGiven, totalGiven: gift.totalGiven },
    { status: 'active', amount: 20, startedOn: startOn, nextChargeOn: secondOn, monthsGiven: 1, totalGiven: CHARGE_CENTS / 100 },
    'the gift is active, its first month given, the next one a month on',
  );
  assert.equal(await teamRaisedCents(team.slug), DONATION_CENTS, "the team's total is the first $20");
  assert.equal(await walkerRaisedCents(walker.slug), DONATION_CENTS, "the walker's total is the first $20");
  journey = { team, walker, visitor, relative, secondOn, thirdOn: nextChargeDayAfter(secondOn, dayOfMonth) };
});

publicTest('a month later the second $20 is recorded; the donor lowers the gift to $15 on their page and downloads the statement listing both', async ({ page }) => {
  const { team, walker, visitor, relative, secondOn, thirdOn } = given();
  const raisedBefore = await teamRaisedCents(team.slug);
  const walkerBefore = await walkerRaisedCents(walker.slug);
  const mark = logMark();
  try {
    await moveClockTo(secondOn);
    const run = await runDueGifts();
    // The day's job may have charged it first (the scheduler looks every few minutes): at most this one gift.
    assert.equal(run.failed, 0, 'no card declined');
    assert.ok(run.charged <= 1, `only this gift was due (${run.charged} charged)`);
    await waitForJobsDone(MONTHLY_QUEUES);
  } finally {
    await resetClock();
  }

  const receipt = await waitForEmailContaining(visitor.email, mark, 'See all your gifts', 30_000);
  assert.ok(receipt.includes(formatCents(CHARGE_CENTS)), `the second receipt says ${formatCents(CHARGE_CENTS)}`);
  assert.equal((await teamRaisedCents(team.slug)) - raisedBefore, DONATION_CENTS, "the team's total rose by $20");
  assert.equal((await walkerRaisedCents(walker.slug)) - walkerBefore, DONATION_CENTS, 'the second month is credited to the walker');
  assert.deepEqual(await teamCharges(team.id), [CHARGE_CENTS, CHARGE_CENTS], 'two transactions for the team, each charged the same, to the cent');
  assert.deepEqual(outboxEntries(relative, mark), [], 'the e-card belongs to the first gift only');
  const gift = await giftOf(visitor.email);
  assert.deepEqual(
    { monthsGiven: gift.monthsGiven, totalGiven: gift.totalGiven, nextChargeOn: gift.nextChargeOn },
    { monthsGiven: 2, totalGiven: (2 * CHARGE_CENTS) / 100, nextChargeOn: thirdOn },
    'two months given, the next one a month on',
  );

  // The receipt's link to their page, which asks for the email; the emailed link signs them in.
  // On the donor's phone, as the first month was given.
  await page.setViewportSize({ width: 375, height: 812 });
  await openGivingPageFromReceipt(page, receipt, visitor.email);

  const monthly = page.getByRole('article', { name: `$20.00 each month to Team ${team.name}` });
  await monthly.waitFor();
  await monthly.getByText(`${formatCents(2 * CHARGE_CENTS)}`, { exact: true }).waitFor();
  await monthly.getByText('2 months', { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'the giving page with a monthly gift, 375 px');
  // On a laptop too the status reads whole (it was cut to "ACTI…" at 1280 px).
  await page.setViewportSize({ width: 1280, height: 900 });
  const status = monthly.locator('.mantine-Badge-label', { hasText: 'Active' });
  assert.equal(await status.evaluate((el) => el.scrollWidth <= el.clientWidth), true, 'the status badge is not cut');
  await page.setViewportSize({ width: 375, height: 812 });
  await monthly.getByRole('button', { name: 'Change amount' }).click();
  const form = monthly.getByRole('form', { name: 'Change the monthly amount' });
  await form.getByRole('textbox', { name: /^New monthly amount/ }).fill('15');
  const changed = watchToast(page, ['Amount changed', 'From now on you give $15.00 each month. Thank you!']);
  await form.getByRole('button', { name: 'Save amount' }).click();
  await changed;
  await page.getByRole('article', { name: `$15.00 each month to Team ${team.name}` }).waitFor();
  assert.equal((await giftOf(visitor.email)).amount, 15, 'the gift is $15 a month from now on');

  const year = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric' }).format(new Date());
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download ${year} statement` }).click()]);
  assert.equal(download.suggestedFilename(), `giving-statement-${year}.pdf`);
  const pdf = await readFile(await download.path());
  assert.equal(pdf.subarray(0, 4).toString('latin1'), '%PDF', 'the statement is a PDF');
  const texts = pdfTexts(pdf);
  assert.equal(texts.filter((t) => t.includes(team.name)).length, 2, `two gifts to ${team.name} on the statement: ${JSON.stringify(texts)}`);
  assert.ok(texts.filter((t) => t === formatCents(CHARGE_CENTS)).length >= 2, `each month paid ${formatCents(CHARGE_CENTS)}: ${JSON.stringify(texts)}`);
  assert.ok(texts.includes(formatCents(2 * CHARGE_CENTS)), `the year's total is ${formatCents(2 * CHARGE_CENTS)}: ${JSON.stringify(texts)}`);
});

/** Monthly Gifts (admin): the grid's cells in column `colId` (headers aside); the search leaves one row. */
const giftCell = (page: Page, colId: string) => page.getByRole('region', { name: 'Monthly gifts' }).locator(`[role="gridcell"][col-id="${colId}"]`);

publicTest('an admin cancels the gift from Monthly Gifts, and a month later nothing is charged', async ({ page }) => {
  const { team, visitor, thirdOn } = given();
  const raisedBefore = await teamRaisedCents(team.slug);
  const chargesBefore = await teamCharges(team.id);

  await signInAsAdmin(page);
  await page.goto('/monthly-gifts');
  await expectHeading(page, 'Monthly Gifts');
  await page.getByRole('searchbox', { name: 'Search' }).fill(visitor.email);
  await page.getByText('Total: 1', { exact: true }).waitFor();
  await giftCell(page, 'donorName').filter({ hasText: fullNameOf(visitor) }).waitFor();
  assert.equal(await giftCell(page, 'amount').count(), 1, 'one row');
  const amount = giftCell(page, 'amount');
  assert.equal((await amount.textContent())?.trim(), '15.00', 'the grid shows the new amount');
  assert.equal((await giftCell(page, 'monthsGiven').textContent())?.trim(), '2');
  assert.equal((await giftCell(page, 'totalGiven').textContent())?.trim(), formatCents(2 * CHARGE_CENTS, { plain: true }));
  assert.equal((await giftCell(page, 'status').textContent())?.trim(), 'Active');

  await page.getByRole('button', { name: `Cancel the monthly gift of ${fullNameOf(visitor)} (${visitor.email})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this monthly gift?' });
  await dialog.getByText(`${fullNameOf(visitor)}'s $15.00 each month to Team ${team.name} stops now`, { exact: false }).waitFor();
  const cancelled = watchToast(page, ['Monthly gift cancelled', `${fullNameOf(visitor)} is no longer charged each month.`]);
  await dialog.getByRole('button', { name: 'Cancel monthly gift' }).click();
  await cancelled;
  await giftCell(page, 'status').filter({ hasText: 'Cancelled' }).waitFor();

  const mark = logMark();
  try {
    await moveClockTo(thirdOn);
    assert.deepEqual(await runDueGifts(), { charged: 0, failed: 0 }, 'nothing is due: the gift is cancelled');
    await waitForJobsDone(MONTHLY_QUEUES);
  } finally {
    await resetClock();
  }
  assert.deepEqual(await teamCharges(team.id), chargesBefore, 'no new transaction');
  assert.equal(await teamRaisedCents(team.slug), raisedBefore, "the team's total is unchanged");
  const gift = await giftOf(visitor.email);
  assert.deepEqual({ status: gift.status, monthsGiven: gift.monthsGiven }, { status: 'cancelled', monthsGiven: 2 });
  assert.deepEqual(outboxEntries(visitor.email, mark), [], 'no receipt: nothing was charged');
});
