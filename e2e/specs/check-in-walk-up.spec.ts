import assert from 'node:assert/strict';
import type { CheckInSearchResult, EventSettingsView, TransactionListItem } from '@walkfund/domain';
import { expectNoAxeViolations } from '../support/axe.ts';
import { e2eTest } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/session.ts';
import { adminApi } from '../support/teams.ts';

const city = encodeURIComponent(DEMO.volunteer.city);

/**
 * Walk-up registration at the gate (docs/decisions/0011-event-day-check-in.md): the demo
 * volunteer, on a phone, registers someone who came without registering for the 5k, takes cash,
 * has them sign the waiver on the screen and reads the bib to write. The admin then sees the
 * offline payment of the 5k price and the person checked in.
 */
e2eTest('a volunteer registers a 5k runner at the gate with cash and the waiver, and the admin sees the payment', async ({ page }) => {
  const settings = await adminApi<EventSettingsView>('GET', '/v1/event-settings/');
  const price = settings.body.event5kSettings.runnerPrice;
  const lastName = `Gate${Date.now().toString(36)}`;
  const name = `Gina ${lastName}`;

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.volunteer, '/check-in');
  await page.getByText('You are checking people in for Oklahoma City.', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Register at the gate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Register at the gate' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Gina');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await dialog.getByText('5k run', { exact: true }).click();
  await dialog.getByLabel('Birth date').fill('1988-06-15');
  await dialog.getByRole('radio', { name: 'Female', exact: true }).check();
  await dialog.getByRole('combobox', { name: 'Shirt size' }).click();
  await page.getByRole('option', { name: 'Medium', exact: true }).click();
  await dialog.getByRole('radio', { name: 'Cash', exact: true }).check();
  await dialog.getByText(`Amount to take: $${price.toFixed(2)}`, { exact: true }).waitFor();
  // The demo publishes a 5k waiver for Oklahoma City: its text, then the typed name.
  await dialog.getByRole('heading', { name: 'Waiver', exact: true }).waitFor();
  await dialog.getByRole('textbox', { name: 'Type your full name to sign' }).fill(name);
  await expectNoAxeViolations(page, 'the walk-up form at 390 px');
  await dialog.getByRole('button', { name: 'Register and check in', exact: true }).click();

  const bibText = dialog.getByText(/^Write this bib: \d+$/);
  await bibText.waitFor();
  const bib = Number((await bibText.textContent())!.replace(/\D/g, ''));
  assert.ok(bib > 0, 'a bib is given');
  await dialog.getByText('Registered and checked in.', { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'the walk-up bib at 390 px');
  await dialog.getByRole('button', { name: 'Back to check-in', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });

  // As the admin: the entry is checked in with that bib, and the payment is an offline one of the 5k price.
  const found = await adminApi<CheckInSearchResult>('GET', `/v1/check-in/search?city=${city}&q=${encodeURIComponent(lastName)}`);
  assert.equal(found.status, 200);
  assert.equal(found.body.entries.length, 1);
  const entry = found.body.entries[0]!;
  assert.equal(entry.kind, '5k');
  assert.equal(entry.bib, bib);
  assert.ok(entry.checkedInAt, 'checked in at once');
  assert.equal(entry.checkedInBy, 'Val');
  assert.equal(entry.shirtGivenSize, 'Medium');
  const list = await adminApi<{ results: TransactionListItem[] }>('GET', `/v1/transactions/?search=${encodeURIComponent(lastName)}`);
  assert.equal(list.status, 200);
  assert.equal(list.body.results.length, 1);
  const tx = list.body.results[0]!;
  assert.equal(tx.offline, true);
  assert.equal(tx.totalCharged, price);
  assert.equal(tx.externalTransactionId, 'Offline');
});
