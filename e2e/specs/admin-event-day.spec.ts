import assert from 'node:assert/strict';
import { EVENT_DAY_TOASTS } from '@walkfund/domain';
import { signInAsAdmin } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { e2eTest } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { apiLogin, watchToast } from '../support/teams.ts';
import { api } from '../support/api.ts';

/**
 * Event day, the admin's side (docs/decisions/0011-event-day-check-in.md): the Event Day
 * panel shows the seeded days and saves a change; a demo walker's participant page shows their
 * entry and resends the confirmation. Both screens pass axe.
 */
e2eTest('an admin sets the event day and resends a walker their check-in code', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/config/event-day');
  const form = page.getByRole('form', { name: 'Event Day', exact: true });
  const tulsaPlace = form.getByRole('textbox', { name: 'Tulsa place', exact: true });
  await tulsaPlace.waitFor();
  assert.match(await form.getByRole('textbox', { name: 'Oklahoma City place', exact: true }).inputValue(), /^Scissortail Park/);
  assert.match(await tulsaPlace.inputValue(), /^Guthrie Green/);
  await expectNoAxeViolations(page, 'the Event Day panel');
  await tulsaPlace.fill('Guthrie Green, 111 E M.B. Brady St, Tulsa (north lawn)');
  const saved = watchToast(page, EVENT_DAY_TOASTS.daysSaved);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await saved;
  await page.reload();
  await tulsaPlace.waitFor();
  assert.equal(await tulsaPlace.inputValue(), 'Guthrie Green, 111 E M.B. Brady St, Tulsa (north lawn)');

  const walker = await apiLogin(DEMO.walker);
  const me = await api<{ person: number | { id: number } | null }>('GET', `/v1/users/${walker.userId}`, undefined, walker.token);
  const person = me.body.person;
  const personId = typeof person === 'number' ? person : person!.id;
  await page.goto(`/participants/${personId}`);
  const card = page.getByRole('region', { name: 'Event day', exact: true });
  await card.getByText('Walk, Oklahoma City', { exact: false }).waitFor();
  await expectNoAxeViolations(page, "a participant's page with the Event day card");
  const resent = watchToast(page, EVENT_DAY_TOASTS.resent);
  await card.getByRole('button', { name: 'Resend confirmation', exact: true }).click();
  await resent;
});
