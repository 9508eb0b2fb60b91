/**
 * What the walkthrough found on screen (docs/features/walkthrough-findings.md), checked in the browser: report date filters
 * usable at 1366 px (#5), toasts that leave the heading alone and go with the page (#6), and on a
 * 375 px phone the header's event title, the home's leaderboard and the Welcome Back stepper (#13).
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from '../support/demo.ts';
import { eventSettings, expectHeading, MOBILE, publicTest, waitEnabled, waitForPath } from '../support/public-flow.ts';
import { signIn } from '../support/session.ts';
import { adminApi, createCaptainTeam } from '../support/teams.ts';

/** A laptop of the most common size. */
const LAPTOP = { viewport: { width: 1366, height: 768 } };

/** The reports whose grids have a date column. */
const REPORTS_WITH_DATES = ['teams', 'lifeChurch', 'runners', 'products', 'donations', 'transactions', 'daily-reports', 'participant-reports', 'fundraisers'];

/** Rough minimum width of a date field that shows mm/dd/yyyy and its calendar button whole. */
const DATE_FIELD_MIN_WIDTH = 120;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is on screen`);
  return box;
}

/** The header's event title: not cut sideways, nor clipped below its two lines. */
async function expectWholeTitle(page: Page, where: string): Promise<void> {
  const title = page.getByRole('banner').getByRole('link').first().locator('p');
  await title.filter({ hasText: /\S/ }).waitFor();
  const size = await title.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
    text: element.textContent,
  }));
  assert.ok(size.scrollWidth <= size.clientWidth, `the event title "${size.text}" is not cut sideways on ${where}: ${JSON.stringify(size)}`);
  assert.ok(size.scrollHeight <= size.clientHeight + 1, `the event title "${size.text}" is not clipped on ${where}: ${JSON.stringify(size)}`);
}

publicTest('walkthrough finding 5: every report date filter shows a whole date at 1366 × 768', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.admin, '/teams');
  for (const report of REPORTS_WITH_DATES) {
    await page.goto(`/admin/reports/${report}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const dateFields = page.locator('.ag-floating-filter input[type="date"]');
    await dateFields.first().waitFor();
    const widths = await dateFields.evaluateAll((inputs) => inputs.map((input) => Math.round(input.getBoundingClientRect().width)));
    assert.ok(widths.length > 0, `the ${report} report has a date filter`);
    for (const width of widths) {
      assert.ok(width >= DATE_FIELD_MIN_WIDTH, `the ${report} report's date filters are ${widths.join(', ')} px wide; each needs ${DATE_FIELD_MIN_WIDTH}`);
    }
  }
}, LAPTOP);

publicTest('walkthrough findings 6 and 13: on a 375 px phone a toast leaves the heading visible and goes with the page; the title and leaderboard line up', async ({ page }) => {
  // The header's title whole, and the leaderboard's names at one left edge.
  await page.goto('/frontend/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectWholeTitle(page, 'the public home');
  const names = page.getByRole('list', { name: 'Top teams' }).getByRole('link');
  await names.first().waitFor();
  const lefts = await names.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().left)));
  assert.ok(lefts.length >= 2, 'the demo leaderboard lists several teams');
  assert.equal(new Set(lefts).size, 1, `every team name starts at one x: ${lefts.join(', ')}`);

  // A shirt added to the cart: the toast shows below the page's heading, the header and the test-mode note.
  const product = (await eventSettings()).products.find((p) => p.active && p.slug && p.sizes.length > 0);
  assert.ok(product, 'the demo event sells a shirt with sizes');
  await page.goto(`/frontend/products/${product.slug}`);
  await expectHeading(page, product.name);
  await page.getByRole('combobox', { name: 'Size' }).selectOption(product.sizes[0]!);
  const addToCart = page.getByRole('button', { name: 'Add To Cart' });
  await waitEnabled(addToCart);
  await addToCart.click();
  const toast = page.getByRole('alert').filter({ hasText: 'Added to cart' });
  await toast.waitFor();
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const toastBox = await boxOf(toast, 'the toast');
  const headingBox = await boxOf(page.getByRole('heading', { level: 1 }), 'the heading');
  const headerBox = await boxOf(page.getByRole('banner'), 'the header');
  assert.ok(!overlaps(toastBox, headingBox), `the toast ${JSON.stringify(toastBox)} does not cover the h1 ${JSON.stringify(headingBox)}`);
  assert.ok(!overlaps(toastBox, headerBox), `the toast ${JSON.stringify(toastBox)} does not cover the header ${JSON.stringify(headerBox)}`);

  // Another page (inside the app, no reload): the toast is gone at once, long before its 4 s.
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await waitForPath(page, '/login');
  await toast.waitFor({ state: 'detached', timeout: 1_500 });
}, MOBILE);

publicTest('walkthrough finding 13: the Welcome Back stepper leaves no separator at a line end at 375 px', async ({ page }) => {
  // A team whose year an admin has closed: its captain is sent to the wizard.
  const { captain, team } = await createCaptainTeam('Wren', 'Stepper Striders');
  const reset = await adminApi('PATCH', `/v1/teams/reset/${team.id}`, {});
  assert.equal(reset.status, 200, `the admin resets the team: ${JSON.stringify(reset.body)}`);
  await page.goto('/login');
  await signIn(page, captain, '/team-reactivate');
  await expectHeading(page, 'Welcome Back');
  await expectWholeTitle(page, 'the back office');

  await page.getByRole('button', { name: 'Get Started' }).waitFor();
  const steps = page.locator('.mantine-Stepper-step');
  assert.equal(await steps.count(), 3);
  const stepBoxes = await steps.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  const separators = await page
    .locator('.mantine-Stepper-separator')
    .evaluateAll((elements) => elements.filter((element) => element.getClientRects().length > 0).map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  // Each separator joins two steps on its own row: a step ends before it and another starts after it.
  for (const separator of separators) {
    const middle = separator.top + separator.height / 2;
    const sameRow = stepBoxes.filter((step) => step.top <= middle && middle <= step.bottom);
    assert.ok(sameRow.some((step) => step.right <= separator.left + 1), `a step before the separator at ${Math.round(separator.left)},${Math.round(separator.top)}`);
    assert.ok(sameRow.some((step) => step.left >= separator.right - 1), `a step after the separator at ${Math.round(separator.left)},${Math.round(separator.top)}`);
  }
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(pageWidth <= 375, `no sideways scroll: ${pageWidth}`);
}, MOBILE);
