import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { REFUND_MESSAGES, TOASTS, type TransactionDetail } from '@walkfund/domain';
import { eventDonationsCents, expectScreen, factCell, searchGridRow, signInAsAdmin } from '../support/admin.ts';
import { buyShirtsByCard, donateByCard } from '../support/card-orders.ts';
import { dollarsToCents, newVisitor, publicTeam, publicTest, waitForPath } from '../support/public-flow.ts';
import { sideMenu } from '../support/session.ts';
import { adminApi, createCaptainTeam, expectText, recordOfflineDonation, teamEventSettings, watchToast } from '../support/teams.ts';

/** GET /v1/transactions/{id} as the admin: the detail with refunds and history. */
async function transactionDetail(id: number): Promise<TransactionDetail> {
  const answer = await adminApi<TransactionDetail>('GET', `/v1/transactions/${id}`);
  assert.equal(answer.status, 200, `GET /v1/transactions/${id}`);
  return answer.body;
}

async function teamRaisedCents(slug: string): Promise<number> {
  return dollarsToCents((await publicTeam(slug)).totalRaised);
}

/** The transaction detail's label/value tables. */
function details(page: Page) {
  return page.getByRole('table', { name: 'Transaction details' });
}
function totals(page: Page) {
  return page.getByRole('table', { name: 'Transaction totals' });
}

publicTest('an admin changes a donation from a team to the event and both totals move', async ({ page }) => {
  const { appYear } = await teamEventSettings();
  const { team } = await createCaptainTeam('Harper', 'Osage Trailblazers');
  const transactionId = await recordOfflineDonation(team.id, 60);
  const teamBefore = await teamRaisedCents(team.slug);
  const eventBefore = await eventDonationsCents('Oklahoma City', appYear);
  assert.equal(teamBefore, 6000, 'the new team has raised the $60 donation');

  // Transactions, the team's donation (recorded offline), View.
  await signInAsAdmin(page);
  await sideMenu(page).getByRole('link', { name: 'Transactions', exact: true }).click();
  await waitForPath(page, '/transactions');
  const row = await searchGridRow(page, 'Transactions', team.name);
  await row.getByText('Offline', { exact: true }).waitFor();
  await row.getByRole('link', { name: `View transaction ${transactionId}` }).click();
  await waitForPath(page, `/transactions/${transactionId}`);
  await expectScreen(page, 'the transaction detail', `Transaction #${transactionId}`);
  await expectText(factCell(details(page), 'Supporting'), new RegExp(`^Team: ${team.name}$`), 'it supports the team');
  await page.getByRole('link', { name: 'View Team' }).waitFor();

  // Change Support: the event in Oklahoma City (the team is in Tulsa).
  await page.getByRole('button', { name: 'Change Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Support' });
  await dialog.getByText('Event', { exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Event city' }).click();
  await page.getByRole('option', { name: 'Oklahoma City', exact: true }).click();
  const updated = watchToast(page, TOASTS.transactionUpdated);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await updated;
  await dialog.waitFor({ state: 'hidden' });

  // The detail shows the event, no View Team, and the change in its history.
  await expectText(factCell(details(page), 'Supporting'), /^Event$/, 'it supports the event');
  await expectText(factCell(details(page), 'Event city'), /^Oklahoma City$/, 'in Oklahoma City');
  assert.equal(await page.getByRole('link', { name: 'View Team' }).count(), 0, 'no team to view');
  await page
    .getByRole('table', { name: 'History' })
    .getByText(`Team ${team.name} (Tulsa) → Event (Oklahoma City)`, { exact: true })
    .waitFor();

  // Both totals moved by the donation: the team lost it, the event gained it.
  assert.equal(teamBefore - (await teamRaisedCents(team.slug)), 6000, 'the team total dropped by $60');
  assert.equal((await eventDonationsCents('Oklahoma City', appYear)) - eventBefore, 6000, 'the event’s own donations grew by $60');
  const recorded = await transactionDetail(transactionId);
  assert.equal(recorded.supportingType, 'event');
  assert.equal(recorded.team, null);
  assert.ok(recorded.history.some((entry) => entry.action === 'transaction.support_changed'), 'the audit log has the change');

  // A reload shows the same.
  await page.reload();
  await expectText(factCell(details(page), 'Supporting'), /^Event$/, 'after a reload');
});

publicTest('an admin marks a shirt order shipped and prints its label', async ({ page }) => {
  const { team } = await createCaptainTeam('Emerson', 'Cherokee Strip Steppers');
  const visitor = newVisitor('Sage');
  const shipping = { address: '1200 N Walker Ave', city: 'Oklahoma City', state: 'OK', zipcode: '73103' };
  const transactionId = await buyShirtsByCard(page, { productName: 'Walk T-Shirt', size: 'lg', quantity: 1 }, await publicTeam(team.slug), shipping, visitor);

  // Participants > T-Shirts: the order, not shipped; its Transaction, then the Invoice.
  await signInAsAdmin(page);
  await sideMenu(page).getByRole('button', { name: 'Participants', exact: true }).click();
  await sideMenu(page).getByRole('link', { name: 'T-Shirts', exact: true }).click();
  await waitForPath(page, '/participants/products');
  const row = await searchGridRow(page, 'T-Shirts', visitor.lastName);
  await row.getByText('No', { exact: true }).waitFor(); // Shipped
  await row.getByRole('link', { name: 'Transaction', exact: true }).click();
  await waitForPath(page, `/transactions/${transactionId}`);
  assert.equal(new URL(page.url()).searchParams.get('returnTo'), 'products');
  await page.getByRole('link', { name: 'Return to All T-Shirts' }).waitFor();
  await expectText(factCell(details(page), 'Shipped'), /^Not Shipped$/, 'not shipped yet');
  await page.getByRole('link', { name: 'Invoice', exact: true }).click();
  await waitForPath(page, `/invoice/${transactionId}`);
  await expectScreen(page, 'the invoice', 'Invoice');

  // The Shipped switch: Not Shipped -> Shipped, saved at once, kept after a reload.
  const notShipped = page.getByRole('switch', { name: 'Not Shipped' });
  assert.equal(await notShipped.isChecked(), false);
  const saved = watchToast(page, TOASTS.invoiceUpdated);
  // Not check(): the switch follows the saved state, so it turns on once the server answers.
  await notShipped.click();
  await saved;
  await page.getByRole('switch', { name: 'Shipped', exact: true, checked: true }).waitFor();
  await page.reload();
  const shipped = page.getByRole('switch', { name: 'Shipped', exact: true });
  await shipped.waitFor();
  assert.equal(await shipped.isChecked(), true, 'a reload keeps it shipped');
  assert.equal((await transactionDetail(transactionId)).hasShipped, true);

  // The label: the ship-to name and address.
  const label = page.getByTestId('shipping-label');
  await label.getByText(`${visitor.firstName} ${visitor.lastName}`, { exact: true }).waitFor();
  await label.getByText(shipping.address, { exact: true }).waitFor();
  await label.getByText(`${shipping.city}, ${shipping.state} ${shipping.zipcode}`, { exact: true }).waitFor();

  // Print Label asks the browser to print with only the label on paper.
  await page.evaluate(() => {
    const printed: string[] = [];
    (window as unknown as { printed: string[] }).printed = printed;
    window.print = () => printed.push(document.documentElement.dataset.print ?? 'invoice');
  });
  await page.getByRole('button', { name: 'Print Label', exact: true }).click();
  assert.deepEqual(await page.evaluate(() => (window as unknown as { printed: string[] }).printed), ['label']);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await label.isVisible(), true, 'the label prints');
  assert.equal(await page.locator('.invoice-sheet').isVisible(), false, 'the invoice does not print with the label');
  assert.equal(await sideMenu(page).isVisible(), false, 'the side menu does not print');
  assert.equal(await page.getByRole('button', { name: 'Print Label' }).isVisible(), false, 'the buttons do not print');
  // Print prints the invoice without the label.
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  assert.deepEqual(await page.evaluate(() => (window as unknown as { printed: string[] }).printed), ['label', 'invoice']);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('.invoice-sheet').isVisible(), true, 'the invoice prints');
  assert.equal(await label.isVisible(), false, 'the label does not print with the invoice');
  await page.emulateMedia({ media: 'screen' });

  // Back on the transaction: its history, then the T-Shirts grid shows the order shipped.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await waitForPath(page, `/transactions/${transactionId}`);
  await page.getByRole('table', { name: 'History' }).getByText('Not Shipped → Shipped', { exact: true }).waitFor();
  await page.getByRole('link', { name: 'Return to All T-Shirts' }).click();
  await waitForPath(page, '/participants/products');
  const shippedRow = await searchGridRow(page, 'T-Shirts', visitor.lastName);
  await shippedRow.getByText('Shipped', { exact: true }).waitFor();
});

publicTest('an admin refunds $10 of a card donation and the team total drops by exactly $10', async ({ page }) => {
  const { team } = await createCaptainTeam('Rowan', 'Kiamichi Crew');
  const visitor = newVisitor('Devon');
  const transactionId = await donateByCard(page, await publicTeam(team.slug), 25, visitor);
  const before = await teamRaisedCents(team.slug);
  assert.equal(before, 2500, 'the team raised the $25 donation (the covered fee never counts)');

  // Participants > Donations: the donation's Transaction.
  await signInAsAdmin(page);
  await sideMenu(page).getByRole('button', { name: 'Participants', exact: true }).click();
  await sideMenu(page).getByRole('link', { name: 'Donations', exact: true }).click();
  await waitForPath(page, '/participants/donors');
  const row = await searchGridRow(page, 'Donations', visitor.lastName);
  await row.getByRole('link', { name: 'Transaction', exact: true }).click();
  await waitForPath(page, `/transactions/${transactionId}`);
  await expectText(factCell(totals(page), 'Charged'), /^\$25\.88$/, 'the charge, fee covered');

  // Refund $10 with a reason, reviewed, then confirmed.
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  await dialog.getByText('up to $25.88 can be refunded to the card', { exact: false }).waitFor();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('10');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Donor asked to give $15 instead.');
  await dialog.getByRole('button', { name: 'Review refund' }).click();
  await dialog.getByText(REFUND_MESSAGES.confirm(1000), { exact: true }).waitFor();
  const refunded = watchToast(page, REFUND_MESSAGES.refunded);
  await dialog.getByRole('button', { name: 'Refund $10.00', exact: true }).click();
  await refunded;
  await dialog.waitFor({ state: 'hidden' });

  // The transaction shows the refund; the team lost exactly $10.
  await expectText(factCell(totals(page), 'Refunded'), /^-\$10\.00$/, 'refunded');
  await expectText(factCell(totals(page), 'Net'), /^\$15\.88$/, 'net');
  await page.getByText('Partly refunded', { exact: true }).waitFor();
  await page.getByRole('table', { name: 'Refunds' }).getByText('Donor asked to give $15 instead.', { exact: true }).waitFor();
  await page
    .getByRole('table', { name: 'History' })
    .getByText('$10.00 refunded: Donor asked to give $15 instead.', { exact: true })
    .waitFor();
  assert.equal(before - (await teamRaisedCents(team.slug)), 1000, 'the team total dropped by exactly $10');
  const recorded = await transactionDetail(transactionId);
  assert.equal(recorded.refunded, 10);
  assert.equal(recorded.refundable, 15.88);

  // The invoice lists the refund and the total after it.
  await page.getByRole('link', { name: 'Invoice', exact: true }).click();
  await waitForPath(page, `/invoice/${transactionId}`);
  const lines = page.getByRole('table', { name: 'Invoice line items' });
  await lines.getByRole('row').filter({ hasText: 'Total after refunds' }).getByText('$15.88', { exact: true }).waitFor();
});
