import assert from 'node:assert/strict';
import { TOASTS } from '@walkfund/domain';
import { apiLogin, addMemberByApi, CAPTAIN_PASSWORD, createCaptainTeam, fullName, newPerson, teamEventSettings, uniqueTag, watchToast } from '../support/teams.ts';
import { expectScreen, personById, searchGridRow, signInAsAdmin, teamByName, typePhone, userByEmail } from '../support/admin.ts';
import { e2eTest } from '../support/browser.ts';
import { sideMenu, waitForPath } from '../support/session.ts';

const TEAM_MESSAGE = 'We walk for our neighbors, every spring.';

e2eTest('an admin creates a captain user, then a team with that user as its captain', async ({ page }) => {
  const { appYear } = await teamEventSettings();
  const person = newPerson('Riley');
  const teamName = `Red Earth Striders ${uniqueTag()}`;
  await signInAsAdmin(page);

  // Users > Add New User: the spec's defaults (Captain, marketing on, the current event year).
  await sideMenu(page).getByRole('link', { name: 'Users', exact: true }).click();
  await waitForPath(page, '/users');
  await page.getByRole('link', { name: 'Add New User' }).click();
  await waitForPath(page, '/users/new');
  await expectScreen(page, '/users/new', 'Add New User');
  const userForm = page.getByRole('form', { name: 'New user' });
  await userForm.waitFor();
  assert.equal(await userForm.getByRole('combobox', { name: 'Role' }).inputValue(), 'captain', 'a new user is a captain by default');
  assert.equal(await userForm.getByRole('checkbox', { name: 'Marketing emails' }).isChecked(), true, 'marketing is on by default');
  assert.equal(await userForm.getByRole('textbox', { name: 'Event year', exact: true }).inputValue(), String(appYear), 'the current event year');

  await userForm.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
  await userForm.getByLabel(/^Password/).fill(CAPTAIN_PASSWORD);
  await userForm.getByRole('textbox', { name: 'First name', exact: true }).fill(person.firstName);
  await userForm.getByRole('textbox', { name: 'Last name', exact: true }).fill(person.lastName);
  await typePhone(userForm, '4055550161');
  await userForm.getByRole('combobox', { name: 'Event city' }).selectOption('Tulsa');
  const userCreated = watchToast(page, TOASTS.userCreated);
  await userForm.getByRole('button', { name: 'Create User' }).click();
  await userCreated;
  await waitForPath(page, '/users');

  // The Users grid: name with email, Captain, no team yet, active.
  const userRow = await searchGridRow(page, 'Users', person.email);
  for (const text of [fullName(person), 'Captain', 'Unassigned', 'Active']) await userRow.getByText(text, { exact: true }).waitFor();
  const user = await userByEmail(person.email);
  assert.equal(user.role, 'captain');
  assert.equal(user.team, null, 'the new user captains no team yet');
  assert.ok(user.person && typeof user.person === 'object', 'the new user has a person');
  assert.equal(`${user.person.firstName} ${user.person.lastName}`, fullName(person));
  const signedIn = await apiLogin({ email: person.email, password: CAPTAIN_PASSWORD });
  assert.equal(signedIn.userId, user.id, 'the new user signs in with the password the admin set');

  // Teams > Add New Team: name, city, message and the new user as captain.
  await sideMenu(page).getByRole('link', { name: 'Teams', exact: true }).click();
  await waitForPath(page, '/teams');
  await page.getByRole('link', { name: 'Add New Team' }).click();
  await waitForPath(page, '/teams/new');
  const teamForm = page.getByRole('form', { name: 'New team' });
  await teamForm.getByRole('textbox', { name: 'Team name', exact: true }).fill(teamName);
  await teamForm.getByRole('combobox', { name: 'Event city' }).selectOption('Tulsa');
  await teamForm.getByRole('textbox', { name: 'Team message', exact: true }).fill(TEAM_MESSAGE);
  const captainSelect = teamForm.getByRole('combobox', { name: 'Team captain' });
  await captainSelect.click();
  await captainSelect.fill(person.email);
  await page.getByRole('option', { name: `${fullName(person)} (${person.email})`, exact: true }).click();
  const teamCreated = watchToast(page, TOASTS.teamCreated);
  await teamForm.getByRole('button', { name: 'Create Team' }).click();
  await teamCreated;
  await waitForPath(page, '/teams');

  // The Teams grid lists it with its captain; the API agrees; the user now captains it.
  const teamRow = await searchGridRow(page, 'Teams', teamName);
  await teamRow.getByText(fullName(person)).waitFor();
  await teamRow.getByText(person.email).waitFor();
  const team = await teamByName(teamName);
  assert.equal(team.captain, user.id, 'the new user captains the new team');
  assert.equal(team.eventCity, 'Tulsa');
  const captainTeam = (await userByEmail(person.email)).team;
  assert.equal(captainTeam && typeof captainTeam === 'object' ? captainTeam.id : captainTeam, team.id, 'the user’s team is the new team');

  await sideMenu(page).getByRole('link', { name: 'Users', exact: true }).click();
  const captainRow = await searchGridRow(page, 'Users', person.email);
  await captainRow.getByText(teamName, { exact: true }).waitFor();
});

e2eTest('an admin creates a team and its captain at once with Create a Team', async ({ page }) => {
  const captain = newPerson('Jordan');
  const teamName = `Arbuckle Amblers ${uniqueTag()}`;
  await signInAsAdmin(page);

  await page.getByRole('link', { name: 'Create a Team' }).click();
  await waitForPath(page, '/create-team');
  const form = page.getByRole('form', { name: 'Create a Team' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill(captain.firstName);
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill(captain.lastName);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(captain.email);
  await typePhone(form, '4055550162');
  await form.getByLabel(/^Password/).fill(CAPTAIN_PASSWORD);
  await form.getByLabel(/^Confirm password/).fill(CAPTAIN_PASSWORD);
  await form.getByRole('textbox', { name: 'Team name', exact: true }).fill(teamName);
  await form.getByRole('combobox', { name: 'Team city' }).selectOption('Oklahoma City');
  await form.getByRole('textbox', { name: 'Team message', exact: true }).fill(TEAM_MESSAGE);
  const created = watchToast(page, TOASTS.createTeamSuccess);
  await form.getByRole('button', { name: 'Create My Team!' }).click();
  await created;
  await waitForPath(page, '/teams');

  const row = await searchGridRow(page, 'Teams', teamName);
  await row.getByText(fullName(captain)).waitFor();
  await row.getByText('Oklahoma City', { exact: true }).waitFor();
  const team = await teamByName(teamName);
  const user = await userByEmail(captain.email);
  assert.equal(user.role, 'captain');
  assert.equal(team.captain, user.id, 'the captain made with the team captains it');
  assert.equal(team.captainPerson?.email.toLowerCase(), captain.email.toLowerCase());
  const signedIn = await apiLogin({ email: captain.email, password: CAPTAIN_PASSWORD });
  assert.equal(signedIn.userId, user.id, 'the new captain signs in with the password the admin set');
});

e2eTest('an admin edits a participant from the Participants grid and the changes are kept', async ({ page }) => {
  const { captain, team } = await createCaptainTeam('Avery', 'Wichita Wanderers');
  const member = newPerson('Quinn');
  const personId = await addMemberByApi(team.id, member, (await apiLogin(captain)).token);
  const renamed = `${member.lastName}son`;
  await signInAsAdmin(page);

  // Participants > All Participants, the member's row, Edit.
  await sideMenu(page).getByRole('button', { name: 'Participants', exact: true }).click();
  await sideMenu(page).getByRole('link', { name: 'All Participants', exact: true }).click();
  await waitForPath(page, '/participants');
  const row = await searchGridRow(page, 'Participants', member.email);
  await row.getByText('Team', { exact: true }).waitFor(); // hasTeam
  await row.getByRole('link', { name: `Edit ${fullName(member)}` }).click();
  await waitForPath(page, `/participants/${personId}`);
  await expectScreen(page, 'the participant edit', 'Edit Participant');
  const form = page.getByRole('form', { name: 'Participant' });
  await form.getByRole('link', { name: team.name, exact: true }).waitFor();
  assert.equal(await form.getByRole('textbox', { name: 'Email', exact: true }).inputValue(), member.email);

  // Last name, phone (optional, empty so far), employer shown as the name, the 5K, an address.
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill(renamed);
  await typePhone(form, '4055550199');
  await form.getByRole('textbox', { name: 'Employer', exact: true }).fill('Red Dirt Widgets');
  await form.getByRole('checkbox', { name: 'Use employer as name' }).check();
  await form.getByRole('combobox', { name: 'Event', exact: true }).selectOption('5k');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('410 S Boston Ave');
  await form.getByRole('textbox', { name: 'City', exact: true }).fill('Tulsa');
  await form.getByRole('textbox', { name: 'Zip', exact: true }).fill('74103');
  const saved = watchToast(page, TOASTS.participantUpdated);
  await form.getByRole('button', { name: 'Save Participant' }).click();
  await saved;

  // A reload shows what was saved; so does the API.
  await page.reload();
  await expectScreen(page, 'the participant edit, reloaded', 'Edit Participant');
  const reloaded = page.getByRole('form', { name: 'Participant' });
  assert.equal(await reloaded.getByRole('textbox', { name: 'Last name', exact: true }).inputValue(), renamed);
  assert.equal(await reloaded.getByRole('textbox', { name: 'Phone' }).inputValue(), '(405) 555-0199');
  assert.equal(await reloaded.getByRole('textbox', { name: 'Employer', exact: true }).inputValue(), 'Red Dirt Widgets');
  assert.equal(await reloaded.getByRole('checkbox', { name: 'Use employer as name' }).isChecked(), true);
  assert.equal(await reloaded.getByRole('combobox', { name: 'Event', exact: true }).inputValue(), '5k');
  const stored = await personById(personId);
  assert.equal(stored.lastName, renamed);
  assert.equal(stored.phone?.replace(/\D/g, ''), '4055550199');
  assert.equal(stored.myEmployer, 'Red Dirt Widgets');
  assert.equal(stored.useEmployerAsName, true);
  assert.equal(stored.event, '5k');
  assert.deepEqual(stored.address, { address: '410 S Boston Ave', city: 'Tulsa', state: 'OK', zipcode: '74103' });
  assert.equal(stored.firstName, member.firstName, 'what was not edited stays');
  assert.equal(stored.email.toLowerCase(), member.email.toLowerCase());

  // All Participants shows the new name and phone.
  await page.getByRole('link', { name: 'All Participants' }).click();
  await waitForPath(page, '/participants');
  const updated = await searchGridRow(page, 'Participants', member.email);
  await updated.getByText(`${member.firstName} ${renamed}`, { exact: true }).waitFor();
  await updated.getByText('(405) 555-0199', { exact: true }).waitFor();
});
