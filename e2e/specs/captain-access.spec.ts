import assert from 'node:assert/strict';
import { UI_MESSAGES } from '@walkfund/domain';
import { e2eTest } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { signIn, sideMenu, sideMenuEntries, waitForPath } from '../support/session.ts';
import { adminApi, createCaptainTeam } from '../support/teams.ts';

/** The spec's captain menu, with My Page (a captain is a fundraiser too: docs/decisions/0009-personal-pages.md). */
const CAPTAIN_MENU = ['Dashboard', 'My Team', 'My Page', 'My Profile'];
const ADMIN_ONLY = ['Teams', 'Users', 'Participants', 'Transactions', 'Kindful', 'Reports', 'Event Config', 'Admin Links'];
/** Not a menu entry as such: shown when the user has a team with a slug (docs/spec/back-office.md §2, Side menu). */
const VIEW_MY_TEAM = 'View My Team';
const SIGN_OUT = /^(sign ?out|log ?out)$/i;

e2eTest('the demo captain sees Dashboard, My Team, My Page and My Profile only', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.captain, '/');

  const entries = (await sideMenuEntries(page)).filter((name) => name !== VIEW_MY_TEAM && !SIGN_OUT.test(name));
  assert.deepEqual(entries, CAPTAIN_MENU);
  for (const label of ADMIN_ONLY) assert.ok(!entries.includes(label), `the captain menu has no "${label}"`);
});

e2eTest('the captain is sent to /404 from an admin page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.captain, '/');

  await page.goto('/teams');
  await waitForPath(page, '/404');
  await page.getByRole('heading', { name: UI_MESSAGES.notFoundTitle }).waitFor();
  await page.getByText(UI_MESSAGES.notFoundText).waitFor();

  // Another admin-only path, reached by client-side navigation this time.
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await waitForPath(page, '/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/users');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitForPath(page, '/404');
  await page.getByRole('heading', { name: UI_MESSAGES.notFoundTitle }).waitFor();
});

e2eTest('a captain whose account an admin deactivates meanwhile is shown the deactivated page and signed out', async ({ page }) => {
  const { captain, userId } = await createCaptainTeam('Dana', 'Deactivated Walkers');
  await page.goto('/login');
  await signIn(page, captain, '/');
  // The landing page has read the team (its setup checklist) before the account changes.
  await page.getByRole('region', { name: 'Set up your team' }).waitFor();

  const answer = await adminApi('PATCH', `/v1/users/${userId}`, { active: false });
  assert.equal(answer.status, 200, `PATCH /v1/users/${userId} deactivates the captain: ${JSON.stringify(answer.body)}`);

  // The next call the captain's screen makes is refused as deactivated.
  await sideMenu(page).getByRole('link', { name: 'My Profile' }).click();
  await waitForPath(page, '/deactivated');
  await page.getByText(UI_MESSAGES.deactivatedTitle).waitFor();

  // Signed out: the back office asks for a sign-in again.
  await page.goto('/my-team');
  await waitForPath(page, '/login');
});
