import assert from 'node:assert/strict';
import { e2eTest } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { signIn, signOut, sideMenu, sideMenuEntries, waitForPath } from '../support/session.ts';

const ADMIN_MENU = ['Teams', 'Users', 'Participants', 'Transactions', 'Kindful', 'Reports', 'Event Config'];

e2eTest('the demo admin signs in, lands on /teams with the admin menu, and signs out', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.admin, '/teams');

  const entries = await sideMenuEntries(page);
  for (const label of ['Dashboard', 'My Team', 'My Profile', ...ADMIN_MENU]) {
    assert.ok(entries.includes(label), `the admin menu shows "${label}" (menu: ${entries.join(', ')})`);
  }
  await sideMenu(page).getByText('Admin', { exact: true }).waitFor(); // the role is shown in the menu

  await signOut(page);
  await waitForPath(page, '/login');
  await page.getByRole('form', { name: 'Sign In' }).waitFor();

  // The session is gone: a back-office page sends the visitor to the login page again.
  await page.goto('/teams');
  await waitForPath(page, '/login');
});

e2eTest('a wrong password keeps the admin on the login page with the reset hint', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email', { exact: true }).fill(DEMO.admin.email);
  await form.getByLabel('Password', { exact: true }).fill('Not-the-password1');
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText('click the Forgot Password link above', { exact: false }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
});
