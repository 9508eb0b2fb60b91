/**
 * A team's pages on a 375 px phone: a long donor name ends in an ellipsis on the public team
 * page's supporters, the captain's members grid keeps emails and the Captain badge whole, and the
 * walkthrough's first step leaves the team card below the sticky header.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { MOBILE, publicTest } from '../support/public-flow.ts';
import { signIn } from '../support/session.ts';
import { addMemberByApi, apiLogin, createCaptainTeam, newPerson, openTeamTab, skipWalkthrough } from '../support/teams.ts';

const LONG_NAME = 'Bartholomew Alexander Montgomery-Fitzwilliam Worthington the Third';

/** Whether the element's text runs past its box, and how the overflow is drawn. */
function overflowOf(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      textOverflow: style.textOverflow,
      overflowX: style.overflowX,
      right: element.getBoundingClientRect().right,
      text: element.textContent,
    };
  });
}

/** How many lines the element's text takes. */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

async function bottomOfHeader(page: Page): Promise<number> {
  const box = await page.getByRole('banner').first().boundingBox();
  assert.ok(box, 'the page has a header');
  return box.y + box.height;
}

publicTest('on a 375 px phone a long donor name on the team page ends in an ellipsis inside its card', async ({ page }) => {
  const { team } = await createCaptainTeam('Dora', 'Ellipsis Walkers');
  // The donor wall as the server sends it, with a name longer than any phone line.
  await page.route(`**/v1/campaign/teams/${encodeURIComponent(team.slug)}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { donors: unknown[] };
    body.donors = [{ name: LONG_NAME, amount: 25, createdAt: new Date().toISOString(), teamName: team.name, message: null }];
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/team/${encodeURIComponent(team.slug)}`);
  const supporters = page.getByRole('list', { name: 'Supporters' });
  const name = supporters.getByText(LONG_NAME, { exact: true });
  await name.waitFor();
  const size = await overflowOf(name);
  const listBox = await supporters.boundingBox();
  assert.ok(listBox, 'the supporters list is on screen');
  assert.ok(size.scrollWidth > size.clientWidth, `the name is longer than its line: ${JSON.stringify(size)}`);
  assert.equal(size.textOverflow, 'ellipsis', `the cut name ends in an ellipsis: ${JSON.stringify(size)}`);
  assert.ok(size.right <= listBox.x + listBox.width + 0.5, `the name's box ends inside the list (${listBox.x + listBox.width}): ${JSON.stringify(size)}`);
  const amount = supporters.getByText(/^\$25(\.00)?$/);
  const amountBox = await amount.boundingBox();
  assert.ok(amountBox && amountBox.x + amountBox.width <= listBox.x + listBox.width + 0.5, `the amount stays inside the list: ${JSON.stringify(amountBox)}`);
}, MOBILE);

publicTest('on a 375 px phone the walkthrough keeps the team card below the header, and the members grid keeps emails and the Captain badge whole', async ({ page }) => {
  const { captain, team } = await createCaptainTeam('Cato', 'Narrow Striders');
  const { token } = await apiLogin(captain);
  const member = newPerson('Maximiliana');
  member.email = `maximiliana.longaddress.${member.email}`;
  await addMemberByApi(team.id, member, token);

  await page.goto('/login');
  await signIn(page, captain, '/');
  await page.goto('/my-team');
  // The walkthrough's first step points at the team card: the card starts below the sticky header.
  const tour = page.getByRole('alertdialog');
  await tour.getByText('Your team', { exact: true }).waitFor();
  const card = page.getByRole('region', { name: 'Team summary' });
  // Joyride scrolls smoothly to the step: wait until the page stops moving.
  let last = -1;
  for (let i = 0; i < 20; i += 1) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) break;
    last = y;
    await page.waitForTimeout(150);
  }
  const cardBox = await card.boundingBox();
  const headerBottom = await bottomOfHeader(page);
  assert.ok(cardBox && cardBox.y >= headerBottom, `the team card (top ${cardBox?.y}) starts below the header (bottom ${headerBottom})`);
  await skipWalkthrough(page);

  await openTeamTab(page, 'Team Members');
  const grid = page.getByRole('table', { name: 'Team members' });
  const emailCell = grid.getByRole('cell', { name: member.email.toLowerCase(), exact: true });
  await emailCell.waitFor();
  assert.equal(await lineCount(emailCell), 1, `the email ${member.email} stays on one line`);
  const captainEmail = grid.getByRole('cell', { name: captain.email.toLowerCase(), exact: true });
  assert.equal(await lineCount(captainEmail), 1, `the email ${captain.email} stays on one line`);
  const badge = grid.getByText('Captain', { exact: true });
  const badgeSize = await overflowOf(badge);
  assert.ok(badgeSize.scrollWidth <= badgeSize.clientWidth, `the Captain badge reads whole: ${JSON.stringify(badgeSize)}`);
}, MOBILE);
