import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { centsToDollars, computeCheckoutTotals, pricingInputFromPayload, type CheckoutLineItem } from '@walkfund/domain';
import { expectScreen, signInAsAdmin } from '../support/admin.ts';
import { e2eTest } from '../support/browser.ts';
import { parseCsv } from '../support/parse-csv.ts';
import { sideMenu, waitForPath } from '../support/session.ts';
import { adminApi, uniqueTag } from '../support/teams.ts';

/** The reports of the Reports menu group (docs/spec/back-office.md, Reports; Fundraisers from docs/features/personal-pages.md): menu label, path, heading, grid name, count label. */
const REPORTS = [
  { label: 'Teams', path: '/admin/reports/teams', title: 'Teams Report', grid: 'Teams report', total: 'Total Active Teams' },
  { label: 'Life Church', path: '/admin/reports/lifeChurch', title: 'Life Church Report', grid: 'Life Church report', total: 'Total Life Church participants' },
  { label: 'Runners', path: '/admin/reports/runners', title: 'Runner Report', grid: 'Runner report', total: 'Total runners' },
  { label: 'T-Shirts', path: '/admin/reports/products', title: 'T-Shirt Report', grid: 'T-Shirt report', total: 'Total t-shirt orders' },
  { label: 'Donations', path: '/admin/reports/donations', title: 'Donations Report', grid: 'Donations report', total: 'Total donations' },
  { label: 'Transactions', path: '/admin/reports/transactions', title: 'Transactions Report', grid: 'Transactions report', total: 'Total transactions' },
  { label: 'Daily Snapshots', path: '/admin/reports/daily-reports', title: 'Daily Snapshots', grid: 'Daily Snapshots report', total: 'Total snapshots' },
  { label: 'Participants', path: '/admin/reports/participant-reports', title: 'Participant Report', grid: 'Participant report', total: 'Total participants' },
  { label: 'Fundraisers', path: '/admin/reports/fundraisers', title: 'Fundraisers Report', grid: 'Fundraisers report', total: 'Total fundraisers' },
] as const;

const HOSTILE = '=HYPERLINK("http://x")';

/** Opens a report from the side menu's Reports group. */
async function openReport(page: Page, report: (typeof REPORTS)[number]): Promise<void> {
  const group = sideMenu(page).locator('button[aria-expanded]').filter({ hasText: /^\s*Reports\s*$/ });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await sideMenu(page).locator(`a[href="${report.path}"]`).click();
  await waitForPath(page, report.path);
  await expectScreen(page, `the ${report.label} report`, report.title);
}

function grid(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

/** The number after "label: " once the text shows (the report's total, or "Shown"). */
async function countOf(page: Page, testId: 'report-total' | 'report-shown', label: string): Promise<number> {
  const text = page.getByTestId(testId);
  await text.filter({ hasText: new RegExp(`^${label}: \\d+$`) }).waitFor();
  return Number(((await text.textContent()) ?? '').split(': ')[1]);
}

/** The grid's column headers in display order (pinned first), by their column index. */
async function gridHeaders(region: Locator): Promise<string[]> {
  const cells = region.locator('.ag-header-row-column .ag-header-cell');
  await cells.first().waitFor();
  const headers = await cells.evaluateAll((elements) =>
    elements.map((e) => ({ index: Number(e.getAttribute('aria-colindex')), text: (e.querySelector('.ag-header-cell-text')?.textContent ?? '').trim() })),
  );
  return headers.sort((a, b) => a.index - b.index).map((h) => h.text);
}

/** Clicks Download CSV and reads the file it saves: its name and rows. */
async function downloadCsv(page: Page): Promise<{ fileName: string; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const file = await download.path();
  assert.ok(file, 'the CSV was saved');
  return { fileName: download.suggestedFilename(), rows: parseCsv(await readFile(file, 'utf8')) };
}

/** A donation to the Tulsa event recorded offline by the demo admin, from a donor with the given first name. */
async function recordEventDonation(firstName: string, lastName: string, dollars: number): Promise<void> {
  const lineItems: CheckoutLineItem[] = [{ type: 'donation', amount: dollars }];
  const transaction = { coverFees: false, offline: true };
  const totals = computeCheckoutTotals(pricingInputFromPayload({ transaction, lineItems }));
  const answer = await adminApi('POST', '/v1/transactions', {
    person: { firstName, lastName, email: `report.${uniqueTag()}@example.com`, phone: '(405) 555-0166' },
    transaction: {
      supportingType: 'event',
      eventCity: 'Tulsa',
      totalCharged: centsToDollars(totals.totalCents),
      feesCovered: centsToDollars(totals.coveredFeeCents),
      shippingFee: centsToDollars(totals.shippingCents),
      ...transaction,
    },
    lineItems,
    teamMembers: [],
  });
  assert.equal(answer.status, 201, `the admin records a donation from ${firstName} ${lastName}: ${JSON.stringify(answer.body)}`);
}

e2eTest('an admin opens each of the nine reports from the side menu and sees its count and grid', async ({ page }) => {
  await signInAsAdmin(page);
  for (const report of REPORTS) {
    await openReport(page, report);
    const total = await countOf(page, 'report-total', report.total);
    assert.ok(total >= 0, `${report.title} shows its total`);
    const headers = await gridHeaders(grid(page, report.grid));
    assert.ok(headers.length >= 5 && headers.every(Boolean), `${report.title} shows its columns: ${headers.join(', ')}`);
    assert.equal(await countOf(page, 'report-shown', 'Shown'), total, `${report.title} shows every row before filtering`);
    // The reports of a year offer the years in the data (docs/decisions/0102-event-year.md); Teams and Daily Snapshots are not of one year.
    if (report.label !== 'Teams' && report.label !== 'Daily Snapshots') await page.getByRole('combobox', { name: 'Event year' }).waitFor();
  }
});

e2eTest('an admin filters and sorts the Donations report, resets it, and downloads the CSV the grid shows, formulas escaped', async ({ page }) => {
  const lastName = `Formula${uniqueTag().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  await recordEventDonation(HOSTILE, lastName, 25);
  await recordEventDonation('Plain', lastName, 40);

  await signInAsAdmin(page);
  await openReport(page, REPORTS[4]);
  const region = grid(page, 'Donations report');
  const total = await countOf(page, 'report-total', 'Total donations');
  assert.ok(total >= 2, 'the report lists the new donations');
  const headers = await gridHeaders(region);
  assert.deepEqual(headers, [
    'Added', 'Contact', 'UseEmployer', 'Org / Employer', 'Amount', 'Event City', 'Team Name', 'Fundraiser', 'Donor Phone', 'Donor Email',
    'Donor First Name', 'Donor Last Name', 'Tribute', 'Tribute Honoree', 'Tribute Notified', 'Refunded',
  ]);

  // Filter on the donor's last name (the floating filter under the header), then sort by Amount, largest first.
  await region.getByRole('textbox', { name: 'Donor Last Name Filter Input' }).fill(lastName);
  await page.getByTestId('report-shown').filter({ hasText: /^Shown: 2$/ }).waitFor();
  const amountText = page.locator('.ag-header-cell-text', { hasText: /^Amount$/ });
  const amountHeader = region.locator('.ag-header-row-column .ag-header-cell').filter({ has: amountText });
  await amountHeader.locator('.ag-header-cell-label').click();
  await region.locator('.ag-header-row-column .ag-header-cell[aria-sort="ascending"]').filter({ has: amountText }).waitFor();
  await amountHeader.locator('.ag-header-cell-label').click();
  await region.locator('.ag-header-row-column .ag-header-cell[aria-sort="descending"]').filter({ has: amountText }).waitFor();

  const filtered = await downloadCsv(page);
  assert.match(filtered.fileName, /^donations-report-\d{4}-\d{2}-\d{2}\.csv$/);
  assert.deepEqual(filtered.rows[0], headers, 'the CSV header row is the grid’s column headers');
  assert.equal(filtered.rows.length - 1, 2, 'the CSV holds the rows the filtered grid shows');
  const column = (name: string) => headers.indexOf(name);
  const [first, second] = filtered.rows.slice(1);
  assert.deepEqual([first![column('Amount')], second![column('Amount')]], ['40.00', '25.00'], 'the CSV rows keep the grid’s sort');
  assert.equal(second![column('Donor First Name')], `'${HOSTILE}`, 'a cell that begins with = is escaped with a single quote');
  assert.equal(second![column('Contact')], `'${HOSTILE} ${lastName}`);
  assert.equal(first![column('Donor First Name')], 'Plain');

  // Reset Filters: every row again, in the report's own order.
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await page.getByTestId('report-shown').filter({ hasText: new RegExp(`^Shown: ${total}$`) }).waitFor();
  assert.equal(await region.getByRole('textbox', { name: 'Donor Last Name Filter Input' }).inputValue(), '');
  assert.equal(await region.locator('.ag-header-cell[aria-sort="descending"], .ag-header-cell[aria-sort="ascending"]').count(), 0, 'no column is sorted');
  const all = await downloadCsv(page);
  assert.deepEqual(all.rows[0], headers);
  assert.equal(all.rows.length - 1, total, 'the unfiltered CSV holds every row the grid shows');
});

e2eTest("a refund shows as Refunded on its donation in the Donations report and its CSV, never as a donation of its own", async ({ page }) => {
  // The demo's $120 card gift from Keith Morales, $20 of it refunded (apps/server/src/scripts/demo-data.ts).
  await signInAsAdmin(page);
  await openReport(page, REPORTS[4]);
  const region = grid(page, 'Donations report');
  await countOf(page, 'report-total', 'Total donations');
  await region.getByRole('textbox', { name: 'Donor Last Name Filter Input' }).fill('Morales');
  await page.getByTestId('report-shown').filter({ hasText: /^Shown: 1$/ }).waitFor();
  const { rows } = await downloadCsv(page);
  const [header, row] = rows;
  assert.equal(rows.length, 2, 'one row: the gift, with its refund beside it');
  assert.equal(header!.at(-1), 'Refunded');
  assert.deepEqual([row![header!.indexOf('Amount')], row![header!.indexOf('Refunded')]], ['120.00', '20.00']);
});

e2eTest('the Teams report toggles Active, InActive and All Teams, styles them apart, and Reset returns to Active', async ({ page }) => {
  await signInAsAdmin(page);
  await openReport(page, REPORTS[0]);
  const region = grid(page, 'Teams report');
  const active = await countOf(page, 'report-total', 'Total Active Teams');
  const toggle = page.getByRole('group', { name: 'Teams shown' });
  await toggle.getByRole('button', { name: 'InActive', exact: true }).click();
  const inactive = await countOf(page, 'report-total', 'Total Inactive Teams');
  if (inactive > 0) assert.equal(await region.locator('.ag-center-cols-container .ag-row.report-row-active').count(), 0, 'only inactive rows');
  await toggle.getByRole('button', { name: 'All Teams', exact: true }).click();
  assert.equal(await countOf(page, 'report-total', 'Total Teams'), active + inactive);
  if (active > 0) await region.locator('.ag-row.report-row-active').first().waitFor();
  if (inactive > 0) await region.locator('.ag-row.report-row-inactive').first().waitFor();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  assert.equal(await countOf(page, 'report-total', 'Total Active Teams'), active);
  assert.equal(await toggle.getByRole('button', { name: 'Active', exact: true }).getAttribute('aria-pressed'), 'true');
});
