import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expectScreen, signInAsAdmin } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { e2eTest } from '../support/browser.ts';
import { parseCsv } from '../support/parse-csv.ts';
import { waitForPath } from '../support/session.ts';

/*
 * The admin home (docs/features/receipts-and-admin-home.md): "how are we doing?" in figures, each linking to the grid or report
 * behind it, which shows the same number.
 */

function figures(page: Page): Locator {
  return page.getByRole('region', { name: 'How we are doing' });
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await figures(page).getByRole('link', { name: 'Raised so far' }).waitFor();
}

/** The number of a figure labelled "N <what>" ("4 active teams"). */
async function figure(page: Page, what: string): Promise<number> {
  const label = await figures(page).getByLabel(new RegExp(`^\\d+ ${what}$`)).getAttribute('aria-label');
  return Number((label ?? '').split(' ')[0]);
}

/** Follows a link of the figures to its report and reads "label: N" there. */
async function reportCount(page: Page, link: string, path: string, label: string): Promise<number> {
  await figures(page).getByRole('link', { name: link, exact: true }).click();
  await waitForPath(page, path);
  const text = page.getByTestId('report-total');
  await text.filter({ hasText: new RegExp(`^${label}: \\d+$`) }).waitFor();
  return Number(((await text.textContent()) ?? '').split(': ')[1]);
}

/** "$1,234.50" -> 1234.5 */
const dollarsOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

e2eTest('the admin home shows how the year is doing, each figure as the report behind it shows it, with no axe violation', async ({ page }) => {
  await signInAsAdmin(page);
  await openHome(page);
  await expectScreen(page, 'the admin home');
  await expectNoAxeViolations(page, 'the admin home');

  // Raised from donations: what the Donations report says they kept after refunds.
  const donations = dollarsOf(await figures(page).getByTestId('raised-donation').textContent());
  assert.ok(donations > 0, 'the demo has donations');
  await figures(page).getByRole('link', { name: 'Donations', exact: true }).click();
  await waitForPath(page, '/admin/reports/donations');
  const kept = page.getByTestId('report-kept');
  await kept.waitFor();
  assert.equal(dollarsOf(await kept.textContent()), donations, 'raised from donations = the Donations report kept after refunds');

  // Teams: the Teams report's active teams.
  await openHome(page);
  const teams = await figure(page, 'active teams');
  assert.ok(teams > 0, 'the demo has teams');
  assert.equal(await reportCount(page, 'Teams', '/admin/reports/teams', 'Total Active Teams'), teams, 'teams = the Teams report');

  // Participants: the Participant report of the year.
  await openHome(page);
  const participants = await figure(page, 'participants');
  assert.equal(await reportCount(page, 'Participants', '/admin/reports/participant-reports', 'Total participants'), participants, 'participants = the Participant report');

  // Runners: the Runner report of the year.
  await openHome(page);
  const runners = await figure(page, 'runners');
  assert.equal(await reportCount(page, 'Runners by type', '/admin/reports/runners', 'Total runners'), runners, 'runners = the Runner report');

  // Shirts: the units of the T-Shirt report's rows (its CSV, as the grid shows it).
  await openHome(page);
  const shirts = await figure(page, 'shirts');
  await reportCount(page, 'T-shirts sold', '/admin/reports/products', 'Total t-shirt orders');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const file = await download.path();
  assert.ok(file, 'the CSV was saved');
  const [header, ...rows] = parseCsv(await readFile(file, 'utf8'));
  const quantity = header!.indexOf('Quantity');
  assert.ok(quantity >= 0, `the T-Shirt report has a Quantity column: ${header!.join(', ')}`);
  assert.equal(rows.reduce((sum, row) => sum + Number(row[quantity] || 0), 0), shirts, 'shirts = the T-Shirt report quantities');

  // This year against last year: the Daily Snapshots report, which the demo's history fills, says when the next one is taken.
  await openHome(page);
  const comparison = figures(page).getByRole('link', { name: /^\d{4} against \d{4}$/ });
  await comparison.click();
  await waitForPath(page, '/admin/reports/daily-reports');
  await page.getByText(/^The next snapshot is taken at .+ C[SD]T, for .+\.$/).waitFor();
  const total = page.getByTestId('report-total');
  await total.filter({ hasText: /^Total snapshots: \d+$/ }).waitFor();
  const snapshots = Number(((await total.textContent()) ?? '').split(': ')[1]);
  assert.ok(snapshots > 0, 'the demo has daily snapshots');
  await page.getByRole('button', { name: 'Rebuild snapshots' }).click();
  await page.getByText('Snapshots rebuilt').waitFor();
  await total.filter({ hasText: `Total snapshots: ${snapshots}` }).waitFor();
  await expectNoAxeViolations(page, 'the Daily Snapshots report after a rebuild');

  // What needs attention leads to the failed jobs and the reconciliation.
  await openHome(page);
  await figures(page).getByRole('link', { name: 'Failed background jobs' }).click();
  await waitForPath(page, '/jobs');
  assert.equal(new URL(page.url()).searchParams.get('status'), 'failed');
  await openHome(page);
  await figures(page).getByRole('link', { name: 'Payments awaiting reconciliation' }).click();
  await waitForPath(page, '/reconciliation');
});

e2eTest('the figures stay where they are when the charts arrive, so a click lands on the link it aimed at', async ({ page }) => {
  await signInAsAdmin(page);
  // Hold the charts' chunk, as a busy phone or CI machine does, until the figures were measured.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/admin-home-charts-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const link = figures(page).getByRole('link', { name: 'Failed background jobs' });
  await link.waitFor();
  await figures(page).getByLabel('Loading the chart').first().waitFor();
  const before = await link.boundingBox();
  release();
  await page.waitForFunction(() => !document.querySelector('[aria-label="Loading the chart"]'));
  await figures(page).locator('.recharts-surface').first().waitFor();
  const after = await link.boundingBox();
  assert.ok(before && after, 'the link is on the page');
  assert.equal(after.y, before.y, 'the link stays where it was when the charts arrive');
});
