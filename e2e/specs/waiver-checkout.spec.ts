import assert from 'node:assert/strict';
import { WAIVER_MESSAGES } from '@walkfund/domain';
import { api } from '../support/api.ts';
import {
  CARDS, asAdmin, chooseEvent, expectHeading, fillBilling, fillCard, fillPerson, fullNameOf, newVisitor, payAndReachThankYou, publicTest,
  recordedTransaction, signWaiver, waitEnabled, waitForPath,
} from '../support/public-flow.ts';

/**
 * Waivers at checkout (docs/decisions/0011-event-day-check-in.md): the demo publishes a
 * 5k waiver for Tulsa. A runner cannot go on without accepting it (a readable message), reads the
 * text one tap away, signs and pays; a runner under 18 on the event day needs a guardian, told from
 * the birth date. The admin then sees both runners' waivers signed.
 */
publicTest('a runner accepts the 5k waiver before paying, and a runner under 18 needs a guardian', async ({ page }) => {
  const adult = newVisitor('Wren');
  const child = newVisitor('Kit');
  const guardian = `Gale ${adult.lastName}`;
  const childBirthDate = `${new Date().getUTCFullYear() - 10}-03-14`;

  await page.goto('/frontend/run');
  await expectHeading(page, 'Run the 5k');
  await chooseEvent(page, 'Tulsa');
  await page.getByRole('button', { name: 'Add a runner' }).click();
  await page.getByRole('button', { name: 'Add a runner' }).click();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await waitEnabled(next);
  await next.click();

  const first = page.getByRole('group', { name: 'Runner 1' });
  await fillPerson(first, adult);
  await first.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
  await first.getByLabel(/^Birth date/).fill('1987-08-09');
  const second = page.getByRole('group', { name: 'Runner 2' });
  await fillPerson(second, child);
  await second.getByRole('combobox', { name: 'Gender' }).selectOption('Male');
  await second.getByLabel(/^Birth date/).fill(childBirthDate);

  // Without the waivers: a readable message for each runner, and no way on.
  await first.getByRole('group', { name: 'Waiver', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Add Runners' }).click();
  await first.getByText(WAIVER_MESSAGES.required(fullNameOf(adult))).waitFor();
  await second.getByText(WAIVER_MESSAGES.required(fullNameOf(child))).waitFor();
  await waitForPath(page, '/frontend/run');

  // Runner 1 reads the text in its dialog and signs.
  await signWaiver(first, fullNameOf(adult), { read: true });
  // Runner 2 is under 18 on the event day (from the birth date): a guardian's name is needed.
  await second.getByText('Under 18 on the event day: a parent or guardian signs too.').waitFor();
  await signWaiver(second, fullNameOf(child));
  await page.getByRole('button', { name: 'Add Runners' }).click();
  await second.getByText(WAIVER_MESSAGES.guardianRequired).waitFor();
  await signWaiver(second, fullNameOf(child), { guardian });
  await page.getByRole('button', { name: 'Add Runners' }).click();

  await waitForPath(page, '/frontend/contact');
  await page.getByRole('button', { name: 'Same as Runner 1' }).click();
  const contactNext = page.getByRole('button', { name: 'Next', exact: true });
  await waitEnabled(contactNext);
  await contactNext.click();
  await waitForPath(page, '/frontend/summary');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await waitForPath(page, '/frontend/checkout');
  await fillBilling(page, fullNameOf(adult));
  await fillCard(page, CARDS.success);
  const transactionId = await payAndReachThankYou(page);

  // The admin sees each runner's waiver signed.
  const recorded = await recordedTransaction(transactionId);
  const runnerIds = (recorded.lineItems as { type: string; personId?: number }[]).filter((i) => i.type === '5k').map((i) => i.personId!);
  assert.equal(runnerIds.length, 2, 'two runners recorded');
  const token = await asAdmin();
  for (const id of runnerIds) {
    const status = await api<{ status: string | null }>('GET', `/v1/event-entries/person/${id}/waiver`, undefined, token);
    assert.equal(status.status, 200, `GET /v1/event-entries/person/${id}/waiver`);
    assert.equal(status.body.status, 'signed', `runner ${id}'s waiver is signed`);
  }
});
