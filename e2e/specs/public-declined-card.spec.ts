import assert from 'node:assert/strict';
import {
  billingSection, CARDS, demoTeam, dollarsToCents, expectAmount, expectCount, expectHeading, field, fillBilling, fillCard,
  fillContactAndContinue, fullNameOf, newVisitor, payAndReachThankYou, publicTeam, publicTest, recordedTransaction,
  submitButton, waitEnabled, waitForPath,
} from '../support/public-flow.ts';

const TEAM = 'Edmond Spectrum Striders';

publicTest('a declined card shows the processor message, records nothing, and a good card then pays once', async ({ page, apiCalls }) => {
  const team = await demoTeam(TEAM);
  const before = await publicTeam(team.slug);
  const visitor = newVisitor('Morgan');

  // From the team's public page: Donate presets the team.
  await page.goto(`/team/${team.slug}`);
  await expectHeading(page, team.name);
  await page.getByRole('link', { name: 'Donate', exact: true }).click();
  await waitForPath(page, '/frontend/donate');
  assert.equal(await page.getByRole('combobox', { name: 'Team', exact: true }).inputValue(), `${team.name} (${team.eventCity})`);
  await page.getByRole('textbox', { name: 'Donation amount' }).fill('40');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await fillContactAndContinue(page, visitor);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await waitForPath(page, '/frontend/checkout');
  await expectAmount(page.getByRole('region', { name: 'Cart' }), 'Total', '$41.40');

  // The declined test card.
  await fillBilling(page, fullNameOf(visitor));
  await fillCard(page, CARDS.declined);
  const submit = submitButton(page);
  await waitEnabled(submit);
  await submit.click();
  const cardError = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
  await cardError.waitFor();
  assert.equal((await cardError.textContent())?.trim(), 'Error: Your card was declined.');

  // Shown under the card field; Submit Payment is back and usable; still on checkout.
  const cvcBox = await field(billingSection(page), 'CVC').boundingBox();
  const errorBox = await cardError.boundingBox();
  assert.ok(cvcBox && errorBox && errorBox.y >= cvcBox.y + cvcBox.height, 'the card error is below the card field');
  assert.equal((await submit.textContent())?.trim(), 'Submit Payment');
  await waitEnabled(submit);
  assert.equal(new URL(page.url()).pathname, '/frontend/checkout');

  // Nothing was recorded: no transaction call, the team's total unchanged.
  assert.ok(apiCalls.some((c) => c.startsWith('POST /v1/payment/test-confirm 402')), `the card was refused (${apiCalls.join(', ')})`);
  assert.ok(!apiCalls.some((c) => c.startsWith('POST /v1/transactions')), 'no transaction after a declined card');
  const unchanged = await publicTeam(team.slug);
  assert.equal(dollarsToCents(unchanged.totalRaised), dollarsToCents(before.totalRaised), 'a declined card raises nothing');

  // Correcting the card clears the message; the good card pays.
  await field(billingSection(page), 'Card number').fill(CARDS.success);
  await expectCount(cardError, 0, 'the card error clears when the card changes');
  const transactionId = await payAndReachThankYou(page);
  await expectAmount(page.getByRole('region', { name: 'Items' }), 'Total', '$41.40');

  // Recorded once, for $40 to the team.
  assert.equal(apiCalls.filter((c) => c.startsWith('POST /v1/transactions')).length, 1, 'one transaction call');
  const recorded = await recordedTransaction(transactionId);
  assert.equal(recorded.totalCharged, 41.4);
  const after = await publicTeam(team.slug);
  assert.equal(dollarsToCents(after.totalRaised) - dollarsToCents(before.totalRaised), 4000, 'the team raised $40 once');
});
