import assert from 'node:assert/strict';
import { TOASTS, WAIVER_MESSAGES, WAIVER_TOASTS, type AdminWaiver, type AuthResponse, type CheckInSearchResult, type TeamDetail } from '@walkfund/domain';
import { signInAsAdmin } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { e2eTest } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { logMark, waitForEmailContaining } from '../support/server-log.ts';
import { signIn } from '../support/session.ts';
import { adminApi, inOwnBrowser, newPerson, openTeamTab, skipWalkthrough, watchToast } from '../support/teams.ts';

const WAIVER_LINK = /https?:\/\/[^\s"'<>]*\/frontend\/waiver#token=[^\s"'<>]+/;

/**
 * Waivers, the admin's side and the emailed link (docs/decisions/0011-event-day-check-in.md):
 * an admin publishes a new version of the captain's city's walk waiver in Config; the captain adds
 * a member with the add-member form on their team page; the outbox has the member's link;
 * the member opens it and signs; their card at check-in says the waiver is signed.
 */
e2eTest('an admin publishes a waiver version, a member a captain adds signs it from the emailed link, and check-in shows it signed', async ({ page }) => {
  const login = await api<AuthResponse>('POST', '/v1/auth/login', DEMO.captain);
  assert.equal(login.status, 200, 'the demo captain signs in');
  const teamId = login.body.user.team!.id;
  const team = await adminApi<TeamDetail>('GET', `/v1/teams/${teamId}`);
  const city = team.body.eventCity;

  // The admin publishes a new version of the city's walk waiver.
  await signInAsAdmin(page);
  await page.goto('/config/waivers');
  const form = page.getByRole('form', { name: 'Waivers', exact: true });
  await form.waitFor();
  await page.getByRole('radio', { name: city, exact: true }).check();
  const editor = form.getByRole('textbox', { name: `${city} Walk waiver text`, exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('I walk at my own risk and follow the volunteers on the route.');
  await expectNoAxeViolations(page, 'the Waivers panel');
  const published = watchToast(page, WAIVER_TOASTS.published);
  await form.getByRole('button', { name: 'Publish new version', exact: true }).click();
  await published;
  const versions = await adminApi<AdminWaiver[]>('GET', '/v1/waivers');
  const current = versions.body.find((w) => w.eventCity === city && w.kind === 'walk')!;
  assert.match(current.body, /follow the volunteers on the route/);

  // The captain adds a member without a waiver: the outbox gets the link.
  const member = newPerson('Wren');
  const since = logMark();
  await inOwnBrowser(page.context(), 'captain adds a member', async (captainPage) => {
    await captainPage.goto('/login');
    await signIn(captainPage, DEMO.captain, '/');
    await captainPage.goto('/my-team');
    await skipWalkthrough(captainPage);
    await openTeamTab(captainPage, 'Team Members');
    const addForm = captainPage.getByRole('region', { name: 'Add a Team Member' });
    await addForm.getByRole('textbox', { name: 'First Name', exact: true }).fill(member.firstName);
    await addForm.getByRole('textbox', { name: 'Last Name', exact: true }).fill(member.lastName);
    await addForm.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email);
    const added = watchToast(captainPage, TOASTS.membersUpdated);
    await addForm.getByRole('button', { name: 'Add Member' }).click();
    await added;
  });
  const email = await waitForEmailContaining(member.email, since, 'Please sign the waiver', 30_000);
  const link = WAIVER_LINK.exec(email)?.[0];
  assert.ok(link, 'the email carries the waiver link');

  // The member opens the link and signs.
  await inOwnBrowser(page.context(), 'member signs', async (memberPage) => {
    await memberPage.goto(link);
    await memberPage.getByRole('heading', { level: 1, name: `${city} Walk waiver` }).waitFor();
    assert.ok(!memberPage.url().includes('token'), 'the token left the address bar');
    await memberPage.getByRole('region', { name: 'Waiver text' }).getByText(/follow the volunteers on the route/).waitFor();
    await expectNoAxeViolations(memberPage, 'the waiver signing page');
    await memberPage.getByRole('textbox', { name: /Type your full name to sign/ }).fill(`${member.firstName} ${member.lastName}`);
    await memberPage.getByRole('button', { name: 'Sign the waiver', exact: true }).click();
    await memberPage.getByText(WAIVER_MESSAGES.signed, { exact: true }).waitFor();
  });

  // At check-in, their card says the waiver is signed.
  const found = await adminApi<CheckInSearchResult>('GET', `/v1/check-in/search?city=${encodeURIComponent(city)}&q=${encodeURIComponent(member.lastName)}`);
  assert.equal(found.body.entries[0]?.waiver, 'signed');
  await page.goto('/check-in');
  await page.getByRole('heading', { level: 1, name: 'Check-in', exact: true }).waitFor();
  const citySelect = page.getByRole('combobox', { name: 'City', exact: true });
  if ((await citySelect.inputValue()) !== city) {
    await citySelect.click();
    await page.getByRole('option', { name: city, exact: true }).click();
  }
  const name = `${member.firstName} ${member.lastName}`;
  await page.getByRole('searchbox', { name: /Find a person/ }).fill(name);
  const card = page.getByRole('listitem', { name, exact: true });
  await card.getByText('Waiver signed', { exact: true }).waitFor();
  assert.equal(await card.getByRole('button', { name: /Sign waiver/ }).count(), 0);
});
