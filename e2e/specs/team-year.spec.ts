import assert from 'node:assert/strict';
import { FIELD_MESSAGES, NO_TEAM_HISTORY, TOASTS } from '@walkfund/domain';
import { e2eTest } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { signIn, waitForPath } from '../support/session.ts';
import {
  addMemberByApi, apiLogin, createCaptainTeam, expectStat, fullName, inOwnBrowser, memberEmails, newPerson, openTeamTab,
  recordOfflineDonation, setGoalsByApi, skipWalkthrough, teamDetail, teamEventSettings, teamHistory, watchToast,
} from '../support/teams.ts';

e2eTest('an admin resets a team; its captain is sent to the wizard, reactivates keeping one member, and Team History shows the closed year', async ({ page, context }) => {
  // The year to close: goals, two members besides the captain and $75 raised.
  const { captain, team } = await createCaptainTeam('Jordan', 'Red Dirt Ramblers');
  const { token } = await apiLogin(captain);
  const kept = newPerson('Kim');
  const dropped = newPerson('Drew');
  await addMemberByApi(team.id, kept, token);
  await addMemberByApi(team.id, dropped, token);
  await setGoalsByApi(team.id, { teamDonationGoal: 1000, teamMemberGoal: 5 }, token);
  await recordOfflineDonation(team.id, 75);
  const { appYear } = await teamEventSettings();
  assert.deepEqual(await teamHistory(team.id), [], 'no closed year yet');

  // The admin resets the team from its Settings tab.
  await page.goto('/login');
  await signIn(page, DEMO.admin, '/teams');
  await page.goto(`/team/${team.id}?tab=teamHistory`);
  await skipWalkthrough(page);
  await page.getByRole('heading', { level: 1, name: 'Edit Team' }).waitFor();
  await page.getByText(NO_TEAM_HISTORY, { exact: true }).waitFor();
  await openTeamTab(page, 'Settings');
  const teamYear = page.getByRole('region', { name: 'Team Year' });
  await teamYear.getByRole('button', { name: 'Reset Team', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset Team' });
  await confirm.getByText(`Reset ${team.name}?`, { exact: false }).waitFor();
  const wasReset = watchToast(page, TOASTS.teamReset);
  await confirm.getByRole('button', { name: 'Reset Team', exact: true }).click();
  await waitForPath(page, '/teams');
  await wasReset;
  const afterReset = await teamDetail(team.id);
  assert.equal(afterReset.active, false, 'a reset team is inactive');
  assert.equal(afterReset.totalRaised, 0, 'its progress starts again from zero');
  assert.equal(afterReset.teamDonationGoal, 0);
  assert.equal(afterReset.members.length, 3, 'its members stay for the wizard to choose from');

  // The captain, on their own computer, signs in and is sent to the reactivation wizard.
  await inOwnBrowser(context, 'the captain reactivates the team', async (captainPage) => {
    await captainPage.goto('/login');
    await signIn(captainPage, captain, '/team-reactivate');
    await captainPage.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    await captainPage.getByText(`${team.name} last walked in ${appYear}.`, { exact: false }).waitFor();
    await captainPage.getByRole('button', { name: 'Get Started' }).click();

    // Step 1: the captain's personal information, as stored.
    const personal = captainPage.getByRole('form', { name: 'Personal information' });
    assert.equal(await personal.getByRole('textbox', { name: 'First name', exact: true }).inputValue(), captain.firstName);
    assert.equal(await personal.getByRole('textbox', { name: 'Last name', exact: true }).inputValue(), captain.lastName);
    assert.equal(await personal.getByRole('combobox', { name: 'Shirt size' }).inputValue(), 'Large');
    await personal.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 2: new goals (the reset cleared them; too low is explained) and the members to keep.
    const teamForm = captainPage.getByRole('form', { name: 'Team information' });
    assert.equal(await teamForm.getByRole('textbox', { name: 'Team name', exact: true }).inputValue(), team.name);
    const donationGoal = teamForm.getByRole('textbox', { name: 'Donation goal', exact: true });
    const memberGoal = teamForm.getByRole('textbox', { name: 'Team member goal', exact: true });
    assert.equal(await donationGoal.inputValue(), '', 'the reset cleared the donation goal');
    await donationGoal.fill('5');
    await memberGoal.fill('1');
    await teamForm.getByRole('button', { name: 'Reactivate', exact: true }).click();
    await teamForm.getByText(FIELD_MESSAGES.reactivationDonationGoal, { exact: true }).waitFor();
    await teamForm.getByText(FIELD_MESSAGES.reactivationMemberGoal, { exact: true }).waitFor();
    await donationGoal.fill('2500');
    await memberGoal.fill('6');

    const captainBox = teamForm.getByRole('checkbox', { name: `${fullName(captain)} (Captain)` });
    assert.equal(await captainBox.isChecked(), true, 'the captain is always kept');
    assert.equal(await captainBox.isDisabled(), true);
    const keptBox = teamForm.getByRole('checkbox', { name: fullName(kept), exact: true });
    const droppedBox = teamForm.getByRole('checkbox', { name: fullName(dropped), exact: true });
    assert.equal(await keptBox.isChecked(), true, 'members start ticked');
    await droppedBox.uncheck();
    assert.equal(await droppedBox.isChecked(), false);
    const reactivated = watchToast(captainPage, TOASTS.teamUpdated);
    await teamForm.getByRole('button', { name: 'Reactivate', exact: true }).click();
    await waitForPath(captainPage, '/my-team');
    await reactivated;

    // My Team for the new year: the walkthrough runs, nothing raised yet, the captain and the kept member.
    await skipWalkthrough(captainPage);
    await expectStat(captainPage, 'Raised', '$0.00');
    await expectStat(captainPage, 'Participants', '2');
    assert.equal(await captainPage.getByText('Inactive team', { exact: true }).count(), 0);
  });
  const active = await teamDetail(team.id);
  assert.equal(active.active, true);
  assert.equal(active.year, appYear);
  assert.equal(active.teamDonationGoal, 2500);
  assert.equal(active.teamMemberGoal, 6);
  assert.deepEqual(memberEmails(active), [captain.email, kept.email].map((e) => e.toLowerCase()).sort(), 'the captain and the kept member');

  // Back on the admin's page: Team History shows the closed year as it was, with all three members.
  await page.goto(`/team/${team.id}`);
  await page.getByRole('heading', { level: 1, name: 'Edit Team' }).waitFor();
  await openTeamTab(page, 'Team History');
  const closedYear = page.getByRole('article', { name: `${appYear}: ${team.name}` });
  await closedYear.waitFor();
  await closedYear.getByText('Total raised: $75.00', { exact: true }).waitFor();
  await closedYear.getByText('Participants: 3', { exact: true }).waitFor();
  await closedYear.getByText('Donation goal: $1,000.00', { exact: true }).waitFor();
  await closedYear.getByText('Member goal: 5', { exact: true }).waitFor();
  await closedYear.getByText(`Name: ${fullName(captain)}`, { exact: true }).waitFor();
  for (const member of [captain, kept, dropped]) await closedYear.getByRole('link', { name: fullName(member), exact: true }).waitFor();
  assert.equal(await page.getByRole('article').count(), 1, 'one closed year');

  const history = await teamHistory(team.id);
  assert.equal(history.length, 1);
  assert.equal(history[0]!.year, appYear);
  assert.equal(history[0]!.totalRaised, 75);
  assert.deepEqual(history[0]!.members.map((m) => m.email.toLowerCase()).sort(), [captain.email, kept.email, dropped.email].map((e) => e.toLowerCase()).sort());
});
