import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  CARDS, chooseEvent, eventSettings, expectAmount, expectCount, expectHeading, field, fillBilling, fillCard, fillPerson,
  fullNameOf, maskedPhone, newVisitor, payAndReachThankYou, publicTest, recordedTransaction, waitEnabled, waitForPath, signWaiver,
} from '../support/public-flow.ts';

const KIT_ADDRESS = { address: '7 Lake Hefner Pkwy', city: 'Oklahoma City', state: 'OK', zipcode: '73120' };

function runnerGroup(page: Page, n: number) {
  return page.getByRole('group', { name: `Runner ${n}` });
}

/** "$25.00" from 25. */
function money(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

publicTest('a visitor registers a virtual runner in Oklahoma City; Tulsa offers no virtual run', async ({ page }) => {
  const settings = await eventSettings();
  assert.equal(settings.has5k, true, 'the demo event has a 5k');
  const { runnerPrice, virtualRunnerPrice } = settings.event5kSettings;
  assert.equal(virtualRunnerPrice, 25, 'the demo virtual runner price');
  const runner = newVisitor('Riley');

  await page.goto('/frontend/run');
  await expectHeading(page, 'Run the 5k');
  const next = page.getByRole('button', { name: 'Next', exact: true });

  // Tulsa first: one runner, no virtual option, the in-person price.
  await chooseEvent(page, 'Tulsa');
  assert.equal(await next.isDisabled(), true, 'Next is disabled with no runner');
  await page.getByRole('button', { name: 'Add a runner' }).click();
  await page.getByRole('group', { name: 'Number of runners' }).getByText('1', { exact: true }).waitFor();
  await waitEnabled(next);
  await next.click();
  const first = runnerGroup(page, 1);
  await first.waitFor();
  await first.getByText(`Registration cost: ${money(runnerPrice)}`).waitFor();
  await expectCount(first.getByRole('switch', { name: 'Virtual runner' }), 0, 'Tulsa shows no virtual toggle');

  // Oklahoma City: the virtual toggle appears and sets the virtual price and a kit address.
  await page.getByRole('combobox', { name: 'Event city' }).selectOption('Oklahoma City');
  const virtual = first.getByRole('switch', { name: 'Virtual runner' });
  await virtual.waitFor();
  assert.equal(await virtual.isChecked(), false, 'runners are in person unless toggled');
  await virtual.check();
  await first.getByText(`Registration cost: ${money(virtualRunnerPrice)}`).waitFor();
  await expectAmount(page, 'Total for 1 runner', money(virtualRunnerPrice));

  // Back to Tulsa for a moment: the toggle goes, so does the virtual price; then Oklahoma City again.
  await page.getByRole('combobox', { name: 'Event city' }).selectOption('Tulsa');
  await first.getByText(`Registration cost: ${money(runnerPrice)}`).waitFor();
  await expectCount(first.getByRole('switch', { name: 'Virtual runner' }), 0, 'Tulsa hides the virtual toggle again');
  await expectCount(field(first, 'Address'), 0, 'no kit address for an in-person runner');
  await page.getByRole('combobox', { name: 'Event city' }).selectOption('Oklahoma City');
  await first.getByText(`Registration cost: ${money(virtualRunnerPrice)}`).waitFor();
  assert.equal(await virtual.isChecked(), true);

  // The runner's details and kit address.
  await fillPerson(first, runner);
  await first.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
  await first.getByLabel(/^Birth date/).fill('1990-04-02');
  await first.getByRole('combobox', { name: 'Shirt size' }).selectOption('Medium');
  await field(first, 'Address').fill(KIT_ADDRESS.address);
  await field(first, 'City').fill(KIT_ADDRESS.city);
  await field(first, 'State').fill(KIT_ADDRESS.state);
  await field(first, 'Zip').fill(KIT_ADDRESS.zipcode);
  // The Oklahoma City 5k waiver (docs/features/event-day.md): accepted with the typed name.
  await signWaiver(first, fullNameOf(runner));

  // A reload keeps the runner being entered, as the other steps keep theirs (finding 11 of docs/features/walkthrough-findings.md).
  await page.reload();
  await expectHeading(page, 'Run the 5k');
  await first.waitFor();
  assert.equal(await field(first, 'Last name').inputValue(), runner.lastName, 'the runner survives a reload');
  assert.equal(await field(first, 'Zip').inputValue(), KIT_ADDRESS.zipcode, 'the kit address survives a reload');
  assert.equal(await first.getByRole('switch', { name: 'Virtual runner' }).isChecked(), true);
  assert.equal(await first.getByRole('checkbox', { name: 'I have read and accept the waiver' }).isChecked(), true, 'the waiver survives a reload');
  assert.equal(await field(first, 'Type your full name to sign').inputValue(), fullNameOf(runner), 'the signature survives a reload');
  await page.getByRole('button', { name: 'Add Runners' }).click();

  // The contact can be copied from runner 1.
  await waitForPath(page, '/frontend/contact');
  await page.getByRole('button', { name: 'Same as Runner 1' }).click();
  assert.equal(await field(page, 'Email').inputValue(), runner.email);
  assert.equal(await field(page, 'Phone').inputValue(), maskedPhone(runner.phone));
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await waitForPath(page, '/frontend/summary');
  await page.getByRole('region', { name: 'Supporting' }).getByText('Oklahoma City event', { exact: true }).waitFor();
  await page
    .getByRole('region', { name: '5k Runners' })
    .getByText(`${fullNameOf(runner)} (virtual): ${money(virtualRunnerPrice)}`, { exact: true })
    .waitFor();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  // Checkout: $25 + 3.5% = $25.88.
  await waitForPath(page, '/frontend/checkout');
  const cart = page.getByRole('region', { name: 'Cart' });
  await expectAmount(cart, `5k registration: ${fullNameOf(runner)} (virtual)`, money(virtualRunnerPrice));
  await expectAmount(cart, 'Total', '$25.88');
  await fillBilling(page, fullNameOf(runner));
  await fillCard(page, CARDS.success);
  const transactionId = await payAndReachThankYou(page);

  // The receipt names the runner as virtual.
  const items = page.getByRole('region', { name: 'Items' });
  await expectAmount(items, `5k registration: ${fullNameOf(runner)} (virtual)`, money(virtualRunnerPrice));
  await expectAmount(items, 'Total', '$25.88');
  await page.getByRole('region', { name: 'Supporting' }).getByText('Oklahoma City event', { exact: true }).waitFor();

  const recorded = await recordedTransaction(transactionId);
  assert.equal(recorded.team, null);
  assert.equal(recorded.eventCity, 'Oklahoma City');
  assert.equal(recorded.totalCharged, 25.88);
  assert.equal(recorded.lineItems.length, 1);
  const line = recorded.lineItems[0]!;
  assert.equal(line.type, '5k');
  assert.equal(line.amount, virtualRunnerPrice);
  assert.equal(line.runnerDetails?.runType, 'virtual');
  assert.equal(line.runnerDetails?.lastName, runner.lastName);
  assert.deepEqual(line.runnerDetails?.shipping, KIT_ADDRESS, 'the kit goes to the runner’s address');
});
