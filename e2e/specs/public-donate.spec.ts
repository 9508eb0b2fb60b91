import assert from 'node:assert/strict';
import {
  amountOf, chooseTeam, demoTeam, expectAmount, expectHeading, fillBilling, fillCard, fillContactAndContinue, fullNameOf,
  newVisitor, parseCents, payAndReachThankYou, publicTeam, publicTest, recordedTransaction, waitEnabled, waitForPath,
  dollarsToCents, CARDS,
} from '../support/public-flow.ts';

const TEAM = 'Puzzle Piece Pacers';

publicTest('a visitor donates $25 to a team, covers the card fees and the team raised grows by $25', async ({ page }) => {
  const team = await demoTeam(TEAM);
  const before = await publicTeam(team.slug);
  const visitor = newVisitor('Dana');

  // Donate: whom to support, then the amount (whole dollars, at least $10).
  await page.goto('/frontend/donate');
  await expectHeading(page, 'Donate');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  assert.equal(await next.isDisabled(), true, 'Next waits for a team and an amount');
  await chooseTeam(page, team);
  const amount = page.getByRole('textbox', { name: 'Donation amount' });
  await amount.fill('5');
  await amount.blur();
  assert.equal(await next.isDisabled(), true, 'a $5 donation is below the $10 minimum');
  // A typed decimal point is refused in words, never read as 2,500.
  await amount.fill('25.00');
  await page.getByText('Donation amount must be whole dollars.', { exact: true }).waitFor();
  assert.equal(await next.isDisabled(), true, '25.00 is not taken');
  // The $25 preset.
  await page.getByRole('group', { name: 'Choose an amount' }).getByRole('button', { name: '$25', exact: true }).click();
  assert.equal(await amount.inputValue(), '25');
  await waitEnabled(next);
  await next.click();

  // Contact, then the summary with the donation and Proceed to Checkout.
  await fillContactAndContinue(page, visitor);
  const supporting = page.getByRole('region', { name: 'Supporting' });
  await supporting.getByText(`${team.name} (${team.eventCity})`, { exact: true }).waitFor();
  await page.getByRole('region', { name: 'Donation' }).getByText('$25.00', { exact: true }).waitFor();
  await page.getByText('Your total is $25.00. Proceed to checkout to pay by card.').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Join Team' }).count(), 0, 'a paid cart offers no free join');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  // Checkout: fees covered by default, $25 + 3.5% = $25.88.
  await waitForPath(page, '/frontend/checkout');
  await expectHeading(page, 'Checkout');
  const cart = page.getByRole('region', { name: 'Cart' });
  await expectAmount(cart, 'Donation', '$25.00');
  await expectAmount(cart, /^Card fees covered/, '$0.88');
  await expectAmount(cart, 'Total', '$25.88');
  const coverFees = page.getByRole('checkbox', { name: /Cover the 3.5% card fee/ });
  assert.equal(await coverFees.isChecked(), true, 'covering the card fees is on by default');
  await page.getByRole('form', { name: 'Payment' }).getByText('Total', { exact: true }).waitFor();
  assert.equal((await amountOf(page.getByRole('form', { name: 'Payment' }), 'Total').textContent())?.trim(), '$25.88');

  await fillBilling(page, fullNameOf(visitor));
  await fillCard(page, CARDS.success);
  const transactionId = await payAndReachThankYou(page);

  // The receipt: donation, fee, total and the team supported.
  const items = page.getByRole('region', { name: 'Items' });
  await expectAmount(items, 'Donation', '$25.00');
  await expectAmount(items, 'Card fees covered', '$0.88');
  await expectAmount(items, 'Total', '$25.88');
  await page.getByRole('region', { name: 'Supporting' }).getByText(team.name, { exact: true }).waitFor();
  await page.getByRole('region', { name: 'Contact' }).getByText(visitor.email, { exact: true }).waitFor();

  // What was recorded matches the receipt.
  const recorded = await recordedTransaction(transactionId);
  assert.equal(recorded.totalCharged, 25.88);
  assert.equal(recorded.feesCovered, 0.88);
  assert.equal(recorded.team?.id, team.id);
  assert.equal(recorded.contactEmail, visitor.email);
  assert.deepEqual(recorded.lineItems.map((i) => [i.type, i.amount]), [['donation', 25]]);

  // The team's raised total grew by the donation, never by the covered fee.
  const after = await publicTeam(team.slug);
  assert.equal(dollarsToCents(after.totalRaised) - dollarsToCents(before.totalRaised), 2500, 'the team raised $25 more');

  // The public team page shows the new total.
  await page.goto(`/team/${team.slug}`);
  await expectHeading(page, team.name);
  const raised = await page.getByText(/ raised$/).textContent();
  assert.equal(parseCents(raised ?? ''), dollarsToCents(after.totalRaised), `the team page shows ${raised}`);
});

publicTest('a donate link naming a team the server does not list is refused, its name never shown', async ({ page }) => {
  await page.goto('/frontend/donate?team=999999&name=Evil%20Team&city=Tulsa');
  await expectHeading(page, 'Donate');
  await page.getByText('The team in this link is not taking part this year. Please choose a team.', { exact: true }).waitFor();
  assert.equal(await page.getByText(/Evil Team/).count(), 0, 'the link\'s name is never shown');
  assert.equal(await page.getByRole('combobox', { name: 'Team', exact: true }).count(), 0, 'no team is preset');
});
