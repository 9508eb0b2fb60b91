import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  TEAM_EMAIL_MESSAGES, TOASTS, formatCents, starLockedMessage, toCents,
} from '@walkfund/domain';
import { api } from '../support/api.ts';
import { e2eTest } from '../support/browser.ts';
import { logMark, outboxEmails } from '../support/server-log.ts';
import { signIn, sideMenu, waitForPath, type Credentials } from '../support/session.ts';
import {
  addMemberByApi, apiLogin, createCaptainTeam, expectStat, expectText, fullName, memberEmails, newPerson, openTeamTab, pngFile,
  recordOfflineDonation, skipWalkthrough, teamDetail, teamEventSettings, watchToast,
} from '../support/teams.ts';

/** The captain signs in, opens My Team from the side menu and skips the first-visit walkthrough. */
async function openMyTeam(page: Page, captain: Credentials, teamName: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, captain, '/');
  await sideMenu(page).getByRole('link', { name: 'My Team', exact: true }).click();
  await waitForPath(page, '/my-team');
  await skipWalkthrough(page);
  await page.getByRole('heading', { level: 1, name: 'My Team' }).waitFor();
  await page.getByRole('region', { name: 'Team summary' }).getByRole('heading', { name: teamName }).waitFor();
}

/** Waits until the outbox printed `subject` to `email` `count` times since `mark`; returns those emails. */
async function waitForOutbox(email: string, subject: string, since: number, count: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = outboxEmails(email, since).filter((msg) => msg.includes(`: ${subject}\n`));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

e2eTest('a captain sets goals, adds two members and removes one, uploads a team image and saves a star once the team passes the limit', async ({ page }) => {
  const { captain, team } = await createCaptainTeam('Casey', 'Prairie Striders');
  const { starOfTheTeamLimit } = await teamEventSettings();
  await openMyTeam(page, captain, team.name);
  await expectStat(page, 'Raised', '$0.00');
  await expectStat(page, 'Participants', '1');

  // Team Info: the goals, saved with only what changed.
  const donationGoal = page.getByRole('textbox', { name: 'Donation Goal', exact: true });
  const memberGoal = page.getByRole('textbox', { name: 'Member Goal', exact: true });
  await donationGoal.fill('1500');
  await memberGoal.fill('10');
  const goalsSaved = watchToast(page, TOASTS.teamUpdated);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await goalsSaved;
  await page.getByText('No changes to save.').waitFor();
  assert.equal(await donationGoal.inputValue(), '$1,500');
  assert.equal(await memberGoal.inputValue(), '10');
  const withGoals = await teamDetail(team.id);
  assert.equal(withGoals.teamDonationGoal, 1500);
  assert.equal(withGoals.teamMemberGoal, 10);

  // Team Members: two join through the add-member form, one is removed.
  await openTeamTab(page, 'Team Members');
  const grid = page.getByRole('table', { name: 'Team members' });
  const addForm = page.getByRole('region', { name: 'Add a Team Member' });
  const leaving = newPerson('Lee');
  const staying = newPerson('Sam');
  for (const member of [leaving, staying]) {
    await addForm.getByRole('textbox', { name: 'First Name', exact: true }).fill(member.firstName);
    await addForm.getByRole('textbox', { name: 'Last Name', exact: true }).fill(member.lastName);
    await addForm.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email);
    const added = watchToast(page, TOASTS.membersUpdated);
    await addForm.getByRole('button', { name: 'Add Member' }).click();
    await added;
    await grid.getByRole('row').filter({ hasText: member.email }).waitFor();
    assert.equal(await addForm.getByRole('textbox', { name: 'Email', exact: true }).inputValue(), '', 'the form is empty again');
  }
  await page.getByText('Total: 3', { exact: true }).waitFor();
  await expectStat(page, 'Participants', '3');

  assert.equal(await grid.getByRole('button', { name: `Remove ${fullName(captain)}` }).count(), 0, 'the captain cannot be removed');
  await grid.getByRole('button', { name: `Remove ${fullName(leaving)}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Team Member' });
  await confirm.getByText(`Remove ${fullName(leaving)} from ${team.name}?`).waitFor();
  const removed = watchToast(page, TOASTS.membersUpdated);
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await removed;
  await confirm.waitFor({ state: 'hidden' });
  await grid.getByRole('row').filter({ hasText: leaving.email }).waitFor({ state: 'detached' });
  await page.getByText('Total: 2', { exact: true }).waitFor();
  await expectStat(page, 'Participants', '2');
  assert.deepEqual(memberEmails(await teamDetail(team.id)), [captain.email, staying.email].map((e) => e.toLowerCase()).sort());

  // The team image: picked in the header card, stored re-encoded and resized, shown at once.
  const summary = page.getByRole('region', { name: 'Team summary' });
  const imageSaved = watchToast(page, TOASTS.teamUpdated);
  await summary.getByLabel('Upload Team Image', { exact: true }).setInputFiles(pngFile('team.png', 640, 400, [30, 120, 200]));
  await imageSaved;
  const teamImage = summary.getByRole('img', { name: `${team.name} team image` });
  await teamImage.waitFor();
  const src = (await teamImage.getAttribute('src')) ?? '';
  assert.match(src, /^\/uploads\/[^/]+$/, 'the header shows the uploaded image');
  await summary.getByText('Change Team Image', { exact: true }).waitFor();
  await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await teamImage.elementHandle());
  // 640×400 is kept whole: it covers no more than twice the largest frame it fills (docs/decisions/0116-images.md).
  assert.equal(await teamImage.evaluate((img: HTMLImageElement) => img.naturalWidth), 640, 'a 640×400 team image is kept at its size');
  const served = await page.request.get(src);
  assert.equal(served.status(), 200);
  assert.equal(served.headers()['content-type'], 'image/webp');
  assert.equal((await teamDetail(team.id)).imageUrl, src);

  // Star of the Team: locked below the limit, by the page and by the server.
  await openTeamTab(page, 'Star of the Team');
  await page.getByText(starLockedMessage(starOfTheTeamLimit), { exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Save Star of Team' }).count(), 0);
  const { token } = await apiLogin(captain);
  const refused = await api('PATCH', `/v1/teams/${team.id}`, { starOfTeam: { firstName: 'Early', lastName: 'Bird' } }, token);
  assert.equal(refused.status, 403, 'the server keeps the star locked too');

  // An admin records an offline donation that passes the limit; the captain reloads the page.
  const donation = starOfTheTeamLimit + 50;
  await recordOfflineDonation(team.id, donation);
  await page.reload();
  await expectStat(page, 'Raised', formatCents(toCents(donation)));
  const star = page.getByRole('region', { name: 'Star of the Team' });
  await star.getByLabel('Upload Photo', { exact: true }).setInputFiles(pngFile('star.png', 400, 500, [200, 60, 60]));
  const photo = star.getByRole('img', { name: 'Star of the team photo' });
  await photo.waitFor();
  await star.getByText('Change Photo', { exact: true }).waitFor();
  await star.getByRole('textbox', { name: 'First Name', exact: true }).fill('Riley');
  await star.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Stone');
  await star.getByRole('textbox', { name: 'Message', exact: true }).click();
  await page.keyboard.type('Riley walked every ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('single');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' morning.');
  const starSaved = watchToast(page, TOASTS.teamUpdated);
  await star.getByRole('button', { name: 'Save Star of Team' }).click();
  await starSaved;
  await star.getByRole('button', { name: 'Set New Message' }).waitFor();
  await expectText(star.locator('strong'), /^single$/, 'the saved message keeps its bold word');

  const saved = (await teamDetail(team.id)).starOfTeam;
  assert.ok(saved, 'the team has a star');
  assert.equal(saved.firstName, 'Riley');
  assert.equal(saved.lastName, 'Stone');
  assert.equal(saved.imageUrl, await photo.getAttribute('src'));
  assert.match(saved.imageUrl, /^\/uploads\//);
  assert.match(saved.message, /Riley walked every <strong>single<\/strong> morning\./);
});

e2eTest('a captain emails the team with the email form and each member gets it through the outbox', async ({ page }) => {
  const { captain, team } = await createCaptainTeam('Morgan', 'Cimarron Walkers');
  const { token } = await apiLogin(captain);
  const members = [newPerson('Avery'), newPerson('Blake')];
  for (const member of members) await addMemberByApi(team.id, member, token);
  await openMyTeam(page, captain, team.name);

  await page.getByRole('navigation', { name: 'Team actions' }).getByRole('link', { name: 'Email My team' }).click();
  await waitForPath(page, `/email-team/${team.id}`);
  await page.getByRole('heading', { level: 1, name: 'Send Your Team An Email' }).waitFor();
  await page.getByText('Opens your own email app with the addresses of your 3 active team members.').waitFor();
  await page.getByRole('button', { name: 'Use Email Form' }).click();

  const form = page.getByRole('form', { name: 'Email form' });
  const subject = form.getByRole('textbox', { name: 'Subject', exact: true });
  const message = form.getByRole('textbox', { name: 'Message', exact: true });
  const send = form.getByRole('button', { name: 'Send Message' });
  // Too short: the domain's message, and Send Message waits.
  await subject.fill('Hi team');
  await subject.blur();
  await form.getByText(TEAM_EMAIL_MESSAGES.subjectMin).waitFor();
  assert.equal(await send.isDisabled(), true);

  const subjectText = `Saturday walk ${Date.now().toString(36)}`;
  const body = 'Meet at the north gate at 8am. Bring water and your team shirt!';
  await subject.fill(subjectText);
  await message.fill(body);
  await message.blur();
  const mark = logMark();
  const sent = watchToast(page, TOASTS.emailSent);
  await send.click();
  await waitForPath(page, '/my-team');
  await sent;

  // One email per member (captain included), each with the message, replies to the captain.
  for (const recipient of [captain, ...members]) {
    const emails = await waitForOutbox(recipient.email, subjectText, mark, 1);
    assert.equal(emails.length, 1, `one team email to ${recipient.email} in the outbox`);
    assert.ok(emails[0]!.includes(body), `the email to ${recipient.email} carries the message`);
    assert.ok(emails[0]!.includes(`Replies go to ${captain.email}`), 'replies go to the captain');
  }
});
