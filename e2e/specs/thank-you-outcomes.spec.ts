/**
 * Outcomes confirmed (docs/features/receipts-and-admin-home.md), "the thank-you page says what happened": a visitor who joins a demo team reads "You're
 * on <team>" with the next steps (share the team page, the join link to pass on, donate to the
 * team); a donor reads whom the gift supports and where the receipt went, and the receipt is in
 * the outbox for that address; a new captain, signed in by Create a Team, lands on the dashboard's
 * setup checklist, and setting the goal on My Team turns its step done. Each new screen passes axe.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { TOASTS } from '@walkfund/domain';
import { axeScanner } from '../support/axe.ts';
import {
  DESKTOP, MOBILE, demoTeam, expectHeading, field, fillContactAndContinue, expectNoSidewaysScroll, newVisitor, publicTest, uniqueTag, waitEnabled, waitForPath, fillCaptainStep, signWaiver, fullNameOf,
} from '../support/public-flow.ts';
import { donateByCard } from '../support/card-orders.ts';
import { logMark, outboxEmails } from '../support/server-log.ts';
import { skipWalkthrough, watchToast } from '../support/teams.ts';

const TEAM = 'Bricktown Blue Crew';

/** The outcome card under the Thank You! heading, named by its own heading. */
function outcome(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

for (const [width, options] of [['desktop', DESKTOP], ['375 px', MOBILE]] as const) {
  publicTest(`a visitor joins a demo team and reads "You're on" the team with the next steps (${width})`, async ({ page }) => {
    const axe = axeScanner();
    const team = await demoTeam(TEAM);
    const visitor = newVisitor('Jo');

    // From the team's public page: Join presets the team and goes to the contact.
    await page.goto(`/team/${team.slug}`);
    await expectHeading(page, team.name);
    await page.getByRole('link', { name: 'Join', exact: true }).click();
    await fillContactAndContinue(page, visitor);
    await signWaiver(page, fullNameOf(visitor));
    await page.getByRole('button', { name: 'Join Team', exact: true }).click();

    await waitForPath(page, '/frontend/thank-you');
    await expectHeading(page, 'Thank You!');
    const card = outcome(page, `You're on ${team.name}`);
    await card.waitFor();
    await card.getByText('Share the team page', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Share', exact: true }).waitFor();
    assert.equal(await card.getByRole('link', { name: 'View the team page' }).getAttribute('href'), `/team/${team.slug}`);
    await card.getByText('Invite someone', { exact: true }).waitFor();
    const joinLink = new URL(await card.getByRole('textbox', { name: 'Join link' }).inputValue());
    assert.equal(joinLink.pathname, '/frontend/join');
    assert.equal(joinLink.searchParams.get('team'), String(team.id), 'the join link names the team joined');
    await card.getByText('Give', { exact: true }).waitFor();
    // A free join sends no email, so no receipt is promised.
    assert.equal(await page.getByText(/A receipt is on its way/).count(), 0, 'no receipt line after a free join');
    await axe.scan(page, `thank-you after a join, ${width}`);
    await expectNoSidewaysScroll(page, `thank-you after a join, ${width}`);

    // Give: the donate step with the team chosen.
    await card.getByRole('link', { name: `Donate to ${team.name}` }).click();
    await waitForPath(page, '/frontend/donate');
    assert.equal(await page.getByRole('combobox', { name: 'Team', exact: true }).inputValue(), `${team.name} (${team.eventCity})`);

    // The join link is real: it presets the team and goes on to the contact.
    await page.goto(joinLink.pathname + joinLink.search);
    await waitForPath(page, '/frontend/contact');
    await expectHeading(page, 'Contact Information');
    axe.expectNone();
  }, options);
}

publicTest('after a donation to a demo team, the thank-you page names the team and where the receipt went', async ({ page }) => {
  const axe = axeScanner();
  const team = await demoTeam(TEAM);
  const visitor = newVisitor('Dana');
  const since = logMark();

  const transactionId = await donateByCard(page, team, 20, visitor);

  const card = outcome(page, `You supported ${team.name}`);
  await card.getByText(`A receipt is on its way to ${visitor.email}`, { exact: true }).waitFor();
  assert.equal(await card.getByRole('link', { name: 'the team page' }).getAttribute('href'), `/team/${team.slug}`);
  await axe.scan(page, 'thank-you after a donation');

  // The receipt did go there.
  const deadline = Date.now() + 15_000;
  let receipts: string[] = [];
  while (Date.now() < deadline) {
    receipts = outboxEmails(visitor.email, since).filter((email) => email.includes(`(transaction ${transactionId})`));
    if (receipts.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.equal(receipts.length, 1, `the receipt of transaction ${transactionId} went to ${visitor.email}`);
  axe.expectNone();
});


/** A checklist step's row, its status read from its badge. */
async function stepStatus(page: Page, label: string): Promise<string> {
  const row = page.getByRole('region', { name: 'Set up your team' }).getByRole('listitem').filter({ hasText: label });
  return ((await row.getByText(/^(Done|Not done)$/).textContent()) ?? '').trim();
}

publicTest('a new captain lands on the setup checklist, and setting the goal turns its step done', async ({ page }) => {
  const axe = axeScanner();
  const captain = newVisitor('Casey');
  const teamName = `Checklist Steppers ${uniqueTag()}`;

  await page.goto('/frontend/create-a-team');
  await expectHeading(page, 'Create a Team');
  await fillCaptainStep(page, captain);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const form = page.getByRole('form', { name: 'Team' });
  await field(form, 'Team name').fill(teamName);
  await form.getByRole('combobox', { name: 'Event city' }).selectOption('Tulsa');
  await signWaiver(form, fullNameOf(captain));
  await field(form, 'Team message').fill('Walk with us!');
  await form.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  const create = form.getByRole('button', { name: 'Create My Team!' });
  await waitEnabled(create);
  const toast = watchToast(page, [TOASTS.createTeamSuccess[0], 'Your team is ready. Set it up with the checklist below.'], 20_000);
  await create.click();

  // Signed in: the dashboard's checklist, not "Please check your e-mail".
  await waitForPath(page, '/', 20_000);
  await toast;
  const checklist = page.getByRole('region', { name: 'Set up your team' });
  await checklist.waitFor();
  assert.equal(await page.getByText(TOASTS.createTeamSuccess[1]).count(), 0, 'no "check your e-mail" for a signed-in captain');
  await checklist.getByText('1 of 5 done', { exact: true }).waitFor();
  assert.equal(await stepStatus(page, 'Set a fundraising goal'), 'Not done');
  assert.equal(await stepStatus(page, 'Add a team photo'), 'Not done');
  assert.equal(await stepStatus(page, 'Write a team message'), 'Done', 'the message written on Create a Team');
  assert.equal(await stepStatus(page, 'Share your team page'), 'Not done');
  assert.equal(await stepStatus(page, 'Invite members'), 'Not done');
  await axe.scan(page, 'captain dashboard, setup checklist');

  // Set Goal leads to My Team, where the goal is saved.
  await checklist.getByRole('link', { name: 'Set Goal' }).click();
  await waitForPath(page, '/my-team');
  await skipWalkthrough(page);
  await page.getByRole('textbox', { name: 'Donation Goal' }).fill('750');
  const saved = watchToast(page, TOASTS.teamUpdated);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved;

  // Back on the dashboard (read again from the server): the goal's step is done.
  await page.goto('/');
  await checklist.getByText('2 of 5 done', { exact: true }).waitFor();
  assert.equal(await stepStatus(page, 'Set a fundraising goal'), 'Done');
  assert.equal(await stepStatus(page, 'Add a team photo'), 'Not done');
  axe.expectNone();
});
