/**
 * Back-office screens on a 1366 px laptop: the participants grid shows its Team badge whole, the
 * Fundraisers report shows Raised, Percent and Gifts without scrolling, and Config > Bibs keeps
 * each range's two fields on one line when bibs are given.
 */
import assert from 'node:assert/strict';
import { signInAsAdmin } from '../support/admin.ts';
import { e2eTest } from '../support/browser.ts';

const LAPTOP = { width: 1366, height: 768 };

e2eTest('at 1366 px the participants grid shows its Team badge whole', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signInAsAdmin(page);
  await page.goto('/participants');
  const table = page.getByRole('table', { name: 'Participants' });
  const badges = table.locator('.mantine-Badge-label').filter({ hasText: /^Team$/ });
  await badges.first().waitFor();
  const sizes = await badges.evaluateAll((labels) => labels.map((l) => ({ scrollWidth: l.scrollWidth, clientWidth: l.clientWidth })));
  for (const size of sizes) assert.ok(size.scrollWidth <= size.clientWidth, `the Team badge reads whole: ${JSON.stringify(size)}`);
});

e2eTest('at 1366 px the Fundraisers report shows Raised, Percent and Gifts without scrolling', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signInAsAdmin(page);
  await page.goto('/admin/reports/fundraisers');
  const region = page.getByRole('region', { name: 'Fundraisers report' });
  await region.locator('.ag-header-cell').first().waitFor();
  const box = await region.boundingBox();
  assert.ok(box, 'the grid is on screen');
  for (const name of ['First Name', 'Last Name', 'Raised', 'Percent', 'Gifts']) {
    const header = region.locator('.ag-header-cell', { has: page.locator('.ag-header-cell-text', { hasText: new RegExp(`^${name}$`) }) });
    const cell = await header.boundingBox();
    assert.ok(cell && cell.x >= box.x && cell.x + cell.width <= box.x + box.width + 0.5, `${name} shows within the grid (${box.x}-${box.x + box.width}): ${JSON.stringify(cell)}`);
  }
});

e2eTest('on Config > Bibs a range with bibs given keeps its first and last fields in line', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signInAsAdmin(page);
  await page.goto('/config/bibs');
  const form = page.getByRole('form', { name: 'Bibs', exact: true });
  await form.getByText(/^\d+ given$/).first().waitFor();
  const inputs = form.getByRole('spinbutton');
  const boxes = await inputs.evaluateAll((elements) =>
    elements.map((e) => ({ name: e.getAttribute('aria-label') ?? e.id, top: Math.round(e.getBoundingClientRect().top), height: Math.round(e.getBoundingClientRect().height) })),
  );
  assert.ok(boxes.length >= 2 && boxes.length % 2 === 0, `the ranges have first and last fields: ${JSON.stringify(boxes)}`);
  for (let i = 0; i < boxes.length; i += 2) {
    assert.equal(boxes[i + 1]!.top, boxes[i]!.top, `a range's last field is in line with its first: ${JSON.stringify([boxes[i], boxes[i + 1]])}`);
  }
});
