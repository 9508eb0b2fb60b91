/**
 * The admin home's "How we are doing", this year against last year: last year's teams counted
 * from the daily snapshots, the trend's y axis labels whole with their "$", and an x axis of
 * every day, its labels the same number of days apart.
 */
import assert from 'node:assert/strict';
import { signInAsAdmin } from '../support/admin.ts';
import { e2eTest } from '../support/browser.ts';

/** Days from 01-01 of a leap year to a month-day, for differences between labels. */
function dayNumber(monthDay: string): number {
  const [month, day] = monthDay.split('-').map(Number);
  return (Date.UTC(2024, month! - 1, day!) - Date.UTC(2024, 0, 1)) / 86_400_000;
}

e2eTest('the admin home compares last year with its teams, and its trend chart keeps "$" and a day per step', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/');
  const figures = page.getByRole('region', { name: 'How we are doing' });
  const line = figures.getByText(/^Teams \d+ \(last year \d+\)/);
  await line.waitFor();
  const [, current, prior] = /^Teams (\d+) \(last year (\d+)\)/.exec((await line.textContent()) ?? '')!;
  assert.ok(Number(current) > 0 && Number(prior) > 0, `both years count teams: ${await line.textContent()}`);

  const chart = figures.getByRole('figure', { name: /^Raised to date per day/ });
  const svg = chart.locator('svg.recharts-surface', { has: page.locator('.recharts-yAxis') }).first();
  await svg.locator('.recharts-yAxis-tick-labels text').first().waitFor();
  // No named functions inside: the page runs the callback as written, without the test's helpers.
  const axes = await svg.evaluate((surface) => ({
    left: surface.getBoundingClientRect().left,
    y: [...surface.querySelectorAll('.recharts-yAxis-tick-labels text')].map((t) => ({ text: t.textContent ?? '', left: t.getBoundingClientRect().left })),
    x: [...surface.querySelectorAll('.recharts-xAxis-tick-labels text')].map((t) => ({ text: t.textContent ?? '', left: t.getBoundingClientRect().left })),
  }));
  assert.ok(axes.y.length >= 2, `the y axis has labels: ${JSON.stringify(axes.y)}`);
  for (const label of axes.y) {
    assert.match(label.text, /^\$/, `a y axis label reads as dollars: ${JSON.stringify(axes.y)}`);
    assert.ok(label.left >= axes.left, `the y axis label "${label.text}" is not cut at the left (${label.left} < ${axes.left})`);
  }
  const steps = axes.x.map((t) => dayNumber(t.text)).slice(1).map((day, i) => (day - dayNumber(axes.x[i]!.text) + 366) % 366);
  assert.ok(steps.length >= 2, `the x axis has labels: ${JSON.stringify(axes.x)}`);
  assert.equal(new Set(steps).size, 1, `the x axis labels are the same number of days apart: ${axes.x.map((t) => t.text).join(', ')}`);
});
