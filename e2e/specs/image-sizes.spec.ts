/**
 * Walkthrough finding 4 (docs/features/walkthrough-findings.md): the public team page jumped when the team photo arrived (CLS 0.19). Every image on
 * the public home and the team page has its size before it loads (width and height attributes, or
 * a CSS aspect-ratio), and the team page does not move while its photo arrives late.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { api } from '../support/api.ts';
import { e2eTest } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { env } from '../support/env.ts';
import { apiLogin, solidPng } from '../support/teams.ts';

/** The first active team, given a 4:3 photo through the API as its captain's Team Image does: its page's path and name. */
async function teamWithPhoto(): Promise<{ path: string; name: string }> {
  const { token } = await apiLogin(DEMO.admin);
  const teams = await api<{ id: number; name: string; slug: string }[]>('GET', '/v1/teams/list');
  const team = teams.body[0];
  assert.ok(team, 'the demo has an active team');
  const form = new FormData();
  form.append('purpose', 'team');
  form.append('file', new Blob([new Uint8Array(solidPng(640, 480, [200, 90, 40]))], { type: 'image/png' }), 'team.png');
  const upload = await fetch(new URL('/v1/uploads', env.baseUrl), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  assert.equal(upload.status, 201, await upload.clone().text());
  const { url } = (await upload.json()) as { url: string };
  const saved = await api('PATCH', `/v1/teams/${team.id}`, { imageUrl: url }, token);
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  return { path: `/team/${encodeURIComponent(team.slug)}`, name: team.name };
}

/** The images of the document that have no size before they load: neither width and height attributes nor a CSS aspect-ratio. */
function unsizedImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => !(img.hasAttribute('width') && img.hasAttribute('height')) && getComputedStyle(img).aspectRatio === 'auto')
      .map((img) => img.outerHTML.slice(0, 200)),
  );
}

/** Starts summing the page's layout shifts (as CLS does: not those right after input) from its first paint. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);
}

e2eTest('every image on the public home and team page has its size before it loads, and the team page does not move when its photo arrives', async ({ page }) => {
  const team = await teamWithPhoto();
  await page.setViewportSize({ width: 375, height: 812 });
  await watchLayoutShifts(page);
  // The photo arrives well after the page is drawn, as on a phone's network: a box without a size would grow then.
  await page.route('**/uploads/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });

  await page.goto(team.path);
  const photo = page.getByRole('img', { name: `${team.name} team photo` });
  await photo.waitFor();
  await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await photo.elementHandle());
  await page.getByRole('heading', { name: 'Supporters' }).waitFor();
  assert.deepEqual(await unsizedImages(page), [], 'every image of the team page has width and height or an aspect-ratio');
  const box = await photo.boundingBox();
  assert.ok(box && box.width > 0 && Math.abs(box.height / box.width - 3 / 4) < 0.02, `the photo is framed 4:3 (${JSON.stringify(box)})`);
  const shift = await layoutShiftTotal(page);
  assert.ok(shift <= 0.02, `the team page moved by ${shift.toFixed(3)} (CLS) while loading; at most 0.02`);

  await page.goto('/frontend/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await unsizedImages(page), [], 'every image of the home has width and height or an aspect-ratio');
  // The demo's hero image (docs/features/receipts-and-admin-home.md) is the home's largest paint: fetched first, never lazily, framed as a wide band.
  const hero = page.locator('img[src="/demo/home-hero.svg"]');
  assert.deepEqual(
    await hero.evaluate((img: HTMLImageElement) => [img.getAttribute('fetchpriority'), img.loading, img.complete && img.naturalWidth > 0]),
    ['high', 'eager', true],
  );
  const heroBox = await hero.boundingBox();
  assert.ok(heroBox && heroBox.width > 300 && Math.abs(heroBox.width / heroBox.height - 1200 / 500) < 0.05, `the hero is a 12:5 band (${JSON.stringify(heroBox)})`);
});
