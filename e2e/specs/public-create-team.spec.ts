import assert from 'node:assert/strict';
import { DEMO } from '../support/demo.ts';
import {
  demoTeam, expectHeading, field, fullNameOf, newVisitor, publicTeam, publicTest, teamList, uniqueTag, waitEnabled, waitForPath, fillCaptainStep, signWaiver,
} from '../support/public-flow.ts';
import { sideMenuEntries } from '../support/session.ts';

const CAPTAIN_MENU = ['Dashboard', 'My Team', 'My Profile'];


publicTest('a visitor creates a team, is signed in as its captain and the team is listed', async ({ page }) => {
  const captain = newVisitor('Casey');
  const teamName = `Sooner Steps ${uniqueTag()}`;

  await page.goto('/frontend/create-a-team');
  await expectHeading(page, 'Create a Team');

  // An email that already has an account: the overlay names its team and offers both ways on.
  await fillCaptainStep(page, { ...captain, email: DEMO.captain.email });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const overlay = page.getByRole('dialog', { name: 'You already have an account' });
  const demoCaptainTeam = await demoTeam('Puzzle Piece Pacers');
  await overlay.getByText(`A user with that email already exists and is connected to: ${demoCaptainTeam.name}`).waitFor();
  await overlay.getByRole('link', { name: 'Login & Reactivate' }).waitFor();
  await overlay.getByRole('button', { name: 'Start a Brand New Team' }).click();
  await overlay.waitFor({ state: 'hidden' });
  const email = field(page.getByRole('form', { name: 'Team captain' }), 'Email');
  assert.equal(await email.inputValue(), '', 'a brand new team needs another email');
  await page.getByText('Use a different email address for the new team.').waitFor();

  // A new email: Next shows the captain summary and the team step.
  await email.fill(captain.email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const summary = page.getByRole('region', { name: 'Team Captain' });
  await summary.getByText(fullNameOf(captain), { exact: true }).waitFor();
  await summary.getByText(captain.email, { exact: true }).waitFor();
  await summary.getByText('1 E Main St, Tulsa, OK 74103', { exact: true }).waitFor();

  const team = page.getByRole('form', { name: 'Team' });
  await field(team, 'Team name').fill(teamName);
  await team.getByRole('combobox', { name: 'Event city' }).selectOption('Tulsa');
  // The captain walks too: Tulsa's walk waiver (docs/features/event-day.md).
  await signWaiver(team, fullNameOf(captain));
  await field(team, 'Team message').fill('We walk for our neighbors. Come walk with us!');
  const create = team.getByRole('button', { name: 'Create My Team!' });
  assert.equal(await create.isDisabled(), true, 'Create My Team! waits for the terms');
  await team.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await waitEnabled(create);
  // The success toast shows for a few seconds only: watch for it from the click on.
  const toast = page.getByText('Create a Team success!').waitFor({ timeout: 20_000 });
  await create.click();

  // Signed in as the new captain, on the dashboard with the captain's menu.
  await waitForPath(page, '/', 20_000);
  await toast;
  const entries = await sideMenuEntries(page);
  for (const label of CAPTAIN_MENU) assert.ok(entries.includes(label), `the captain menu shows "${label}" (menu: ${entries.join(', ')})`);
  for (const label of ['Teams', 'Users', 'Transactions']) assert.ok(!entries.includes(label), `no admin entry "${label}"`);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pwUser') ?? 'null') as unknown);
  const session = stored as { user?: { email?: string; role?: string; team?: { name?: string } } } | null;
  assert.equal(session?.user?.email, captain.email, 'the session is the new captain’s');
  assert.equal(session?.user?.role, 'captain');
  assert.equal(session?.user?.team?.name, teamName);

  // The team is on the public list, with its captain as first member and nothing raised yet.
  const listed = (await teamList()).find((t) => t.name === teamName);
  assert.ok(listed, `"${teamName}" is on GET /v1/teams/list`);
  assert.equal(listed.eventCity, 'Tulsa');
  const created = await publicTeam(listed.slug);
  assert.equal(created.active, true);
  assert.equal(created.totalRaised, 0);
  assert.equal(created.participants, 1, 'the captain is the first member');

  // Its public page.
  await page.goto(`/team/${listed.slug}`);
  await expectHeading(page, teamName);
  await page.getByText(`Captain: ${fullNameOf(captain)}`, { exact: true }).waitFor();
});
