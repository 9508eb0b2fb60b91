import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { env } from '../support/env.ts';
import {
  CARDS, chooseEvent, demoTeam, expectHeading, expectNoSidewaysScroll, fillBilling, fillCard, fillContactAndContinue, fullNameOf,
  MOBILE, newVisitor, payAndReachThankYou, publicTest, waitEnabled, waitForPath,
} from '../support/public-flow.ts';

const TEAM = 'Puzzle Piece Pacers';

/** A full-page picture of the home, kept with the run's artifacts for people to look at. */
async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(env.artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(env.artifactsDir, name), fullPage: true });
}

/** The home's thermometer and leaderboard, as a visitor first sees them. */
async function expectHomeShowsProgress(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  const bar = page.getByRole('progressbar', { name: 'Event fundraising progress' });
  await bar.waitFor();
  assert.ok(Number(await bar.getAttribute('aria-valuenow')) >= 0, 'the thermometer has a value');
  await page.getByText(/^\$[\d,]+\.\d{2} raised$/).first().waitFor();
  await page.getByRole('heading', { level: 2, name: 'Top teams' }).waitFor();
  assert.ok((await page.getByRole('list', { name: 'Top teams' }).getByRole('listitem').count()) > 0, 'the leaderboard lists the demo teams');
}

publicTest('a visitor lands on the public home, donates through its Donate button and finds the gift on the donor wall', async ({ page }) => {
  const visitor = newVisitor('Harper');

  await page.goto('/frontend/');
  await expectHomeShowsProgress(page);
  await keepScreenshot(page, 'public-home-desktop.png');

  // The header's title leads visitors back to this home (no publicEventSite in the demo).
  const titleLink = page.getByRole('banner').getByRole('link').first();
  assert.equal(await titleLink.getAttribute('href'), '/frontend/');

  await page.getByRole('navigation', { name: 'Get involved' }).getByRole('link', { name: 'Donate', exact: true }).click();
  await waitForPath(page, '/frontend/donate');
  await expectHeading(page, 'Donate');
  await chooseEvent(page, 'Oklahoma City');
  // A preset amount when the donate screen offers one, else the amount typed.
  const preset = page.getByRole('button', { name: '$50', exact: true }).or(page.getByRole('radio', { name: '$50', exact: true }));
  if ((await preset.count()) > 0) await preset.first().click();
  else await page.getByRole('textbox', { name: 'Donation amount' }).fill('50');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await waitEnabled(next);
  await next.click();

  await fillContactAndContinue(page, visitor);
  await page.getByRole('button', { name: /^Proceed to Checkout/ }).click();
  await waitForPath(page, '/frontend/checkout');
  await fillBilling(page, fullNameOf(visitor));
  await fillCard(page, CARDS.success);
  await payAndReachThankYou(page);

  // Back on the home, the newest gift is the visitor's, by first name and last initial.
  await page.goto('/frontend/');
  await expectHomeShowsProgress(page);
  const wall = page.getByRole('list', { name: 'Recent gifts' });
  await wall.getByText(`${visitor.firstName} ${visitor.lastName.charAt(0)}.`, { exact: true }).waitFor();
  assert.equal(await wall.getByText(visitor.lastName).count(), 0, 'the full last name is never shown');
});

publicTest(
  'the public home fits a 375 px phone',
  async ({ page }) => {
    await page.goto('/frontend/');
    await expectHomeShowsProgress(page);
    await expectNoSidewaysScroll(page, 'home');
    await keepScreenshot(page, 'public-home-375.png');
  },
  MOBILE,
);

publicTest('a team page shows its thermometer and a Share button, and its HTML carries a link preview', async ({ page }) => {
  const team = await demoTeam(TEAM);
  await page.goto(`/team/${team.slug}`);
  await expectHeading(page, team.name);
  await page.getByRole('progressbar', { name: `${team.name} fundraising progress` }).waitFor();
  await page.getByRole('button', { name: 'Share', exact: true }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Supporters' }).waitFor();
  assert.match((await page.getByRole('link', { name: 'Donate', exact: true }).getAttribute('href')) ?? '', new RegExp(`[?&]team=${team.id}(&|$)`));

  // What a site fetching the link for a preview reads: the Open Graph tags in the served HTML.
  const response = await fetch(new URL(`/team/${team.slug}`, env.baseUrl));
  const html = await response.text();
  const meta = (key: string) => new RegExp(`<meta property="${key}" content="([^"]*)"`).exec(html)?.[1];
  assert.equal(meta('og:title'), team.name);
  assert.match(meta('og:description') ?? '', /raised/);
  assert.equal(meta('og:url'), new URL(`/team/${team.slug}`, meta('og:url')).toString());
  assert.ok(meta('og:url')?.endsWith(`/team/${team.slug}`), `og:url names the team page (${meta('og:url')})`);
});
