import assert from 'node:assert/strict';
import type { PublicEventSettingsView } from '@walkfund/domain';
import { teamByName } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  CARDS, MOBILE, chooseEvent, expectAmount, expectHeading, field, fillCard, fillPerson, newVisitor, payAndReachThankYou, publicTest, waitEnabled, waitForPath, signWaiver, fullNameOf,
} from '../support/public-flow.ts';
import { logMark, waitForEmailContaining } from '../support/server-log.ts';
import { adminApi, recordOfflineDonation } from '../support/teams.ts';

const SHIPPING = { address: '2100 NE 52nd St', city: 'Oklahoma City', state: 'OK', zipcode: '73111' };

publicTest('a receipt a donor can file (docs/decisions/0012-receipts.md): donation, shirt and 5k runner; the email and the printable page state the charity, its EIN and the donation as the deductible part', async ({ page }) => {
  const { body: settings } = await api<PublicEventSettingsView>('GET', '/v1/event-settings/');
  const { legalName, ein } = settings.organization;
  assert.ok(legalName && /^\d{9}$/.test(ein), 'the demo event names its charity and EIN');
  const shownEin = `${ein.slice(0, 2)}-${ein.slice(2)}`;
  const runnerPrice = settings.event5kSettings.runnerPrice;
  const visitor = newVisitor('Robin');
  const since = logMark();

  // The public home names the charity beside its logo, sized so nothing moves when it loads.
  await page.goto('/frontend/');
  await page.getByText(legalName, { exact: true }).first().waitFor();
  const logo = page.locator(`img[src="${settings.organization.logo}"]`);
  assert.equal(await logo.getAttribute('width'), '72');
  assert.equal(await logo.getAttribute('height'), '72');

  // A $20 Walk T-Shirt in the cart.
  await page.goto('/frontend/products');
  await expectHeading(page, 'Event T-Shirts');
  await page.getByRole('link', { name: 'Walk T-Shirt, $20.00', exact: true }).click();
  await expectHeading(page, 'Walk T-Shirt');
  await page.getByRole('combobox', { name: 'Size' }).selectOption('med');
  const addToCart = page.getByRole('button', { name: 'Add To Cart' });
  await waitEnabled(addToCart);
  await addToCart.click();
  await page.getByRole('region', { name: 'Cart' }).getByText('Walk T-Shirt (Medium) × 1', { exact: true }).waitFor();

  // An in-person 5k runner (the visitor), supporting the Oklahoma City event; the runner is the contact.
  await page.goto('/frontend/run');
  await expectHeading(page, 'Run the 5k');
  await chooseEvent(page, 'Oklahoma City');
  await page.getByRole('button', { name: 'Add a runner' }).click();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await waitEnabled(next);
  await next.click();
  const runner = page.getByRole('group', { name: 'Runner 1' });
  await runner.waitFor();
  await fillPerson(runner, visitor);
  await runner.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
  await runner.getByLabel(/^Birth date/).fill('1990-04-02');
  await runner.getByRole('combobox', { name: 'Shirt size' }).selectOption('Medium');
  await signWaiver(runner, fullNameOf(visitor));
  await page.getByRole('button', { name: 'Add Runners' }).click();
  await waitForPath(page, '/frontend/contact');
  await page.getByRole('button', { name: 'Same as Runner 1' }).click();
  await waitEnabled(next);
  await next.click();
  await waitForPath(page, '/frontend/summary');

  // A $50 donation to the same event; the contact is kept, so Next leads to the summary.
  await page.goto('/frontend/donate');
  await expectHeading(page, 'Donate');
  await chooseEvent(page, 'Oklahoma City');
  await page.getByRole('textbox', { name: 'Donation amount' }).fill('50');
  await waitEnabled(next);
  await next.click();
  await waitForPath(page, '/frontend/summary');
  await page.getByRole('region', { name: 'Contact' }).getByText(visitor.email, { exact: true }).waitFor();
  await page.getByRole('button', { name: /^Proceed to Checkout/ }).click();

  // Checkout names the charity; no covered fee, so the deductible part is the donation alone.
  await waitForPath(page, '/frontend/checkout');
  await page.getByTestId('charity-identity').getByText(legalName).waitFor();
  assert.match((await page.getByTestId('charity-identity').textContent()) ?? '', new RegExp(`EIN ${shownEin}`));
  await page.getByRole('checkbox', { name: /Cover the 3.5% card fee/ }).uncheck();
  const total = 50 + 20 + 8 + runnerPrice;
  await expectAmount(page.getByRole('region', { name: 'Cart' }), 'Total', `$${total.toFixed(2)}`);
  const ship = page.getByRole('region', { name: 'Shipping Address' });
  await field(ship, 'Address').fill(SHIPPING.address);
  await field(ship, 'City').fill(SHIPPING.city);
  await field(ship, 'State').fill(SHIPPING.state);
  await field(ship, 'Zip').fill(SHIPPING.zipcode);
  await page.getByRole('region', { name: 'Billing' }).getByRole('checkbox', { name: 'Billing address matches the shipping address' }).check();
  await fillCard(page, CARDS.success);
  const transactionId = await payAndReachThankYou(page);

  // The thank-you page names the charity and links to the printable receipt.
  const items = page.getByRole('region', { name: 'Items' });
  await items.getByTestId('charity-identity').getByText(legalName).waitFor();
  const printLink = items.getByRole('link', { name: 'Print your receipt' });
  const receiptHref = (await printLink.getAttribute('href')) ?? '';
  assert.match(receiptHref, /^\/frontend\/receipt\/[0-9a-f-]{36}$/);

  // The receipt email: the legal name and EIN, the deductible amount (the donation) and the same link.
  const email = await waitForEmailContaining(visitor.email, since, `Transaction id: ${transactionId}`, 20_000);
  assert.ok(email.includes(`${legalName}, EIN ${shownEin}`), 'the email names the charity and its EIN');
  assert.ok(email.includes('Tax-deductible amount: $50.00'), 'only the donation is deductible');
  assert.ok(email.includes(`Goods and services provided in exchange (shirts, 5k registrations, shipping): $${(total - 50).toFixed(2)}.`));
  assert.ok(email.includes(`${receiptHref}`), 'the email links to the printable receipt');

  // The printable receipt, reached from the thank-you page without an account.
  await printLink.click();
  await waitForPath(page, receiptHref);
  await expectHeading(page, 'Receipt');
  await page.getByText(legalName, { exact: true }).waitFor();
  await page.getByText(`EIN ${shownEin}`, { exact: true }).waitFor();
  await page.getByText('Tax-deductible amount: $50.00', { exact: true }).waitFor();
  await page.getByText(/501\(c\)\(3\)/).first().waitFor();
  await page.getByRole('button', { name: 'Print' }).waitFor();
  await expectNoAxeViolations(page, 'printable receipt');

  // Printed, only the receipt sheet shows: no Print button, no test-mode banner, no site header.
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.getByRole('button', { name: 'Print' }).isVisible(), false, 'the Print button does not print');
  assert.equal(await page.getByText('Test mode: no real card is charged.').isVisible(), false, 'the test-mode banner does not print');
  assert.equal(await page.getByText('Tax-deductible amount: $50.00', { exact: true }).isVisible(), true, 'the receipt prints');
});

publicTest('a receipt fits a 375 px phone, states once that nothing was given in return, and prints on one page', async ({ page }) => {
  const team = await teamByName('Puzzle Piece Pacers');
  const transactionId = await recordOfflineDonation(team.id, 1250);
  const { body: transaction } = await adminApi<{ receiptToken: string }>('GET', `/v1/transactions/${transactionId}`);
  await page.goto(`/frontend/receipt/${transaction.receiptToken}`);
  await expectHeading(page, 'Receipt');
  await page.getByText('Tax-deductible amount: $1,250.00', { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'printable receipt at 375 px');

  // Nothing sticks out: not the amounts' columns, not the charity's email.
  const layout = await page.evaluate(() => ({
    pageWidth: document.documentElement.scrollWidth,
    beyond: [...document.body.querySelectorAll('*')]
      .filter((element) => element.getClientRects().length > 0 && element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(element.getBoundingClientRect().right)}`),
  }));
  assert.ok(layout.pageWidth <= 375, `the receipt is ${layout.pageWidth} px wide at 375 px`);
  assert.deepEqual(layout.beyond, [], 'no element ends beyond the viewport');

  // One statement of what was received in return, not two.
  const text = await page.locator('.receipt-sheet').innerText();
  assert.equal(text.split('No goods or services were provided').length - 1, 1, `one statement of the goods and services: ${text}`);

  // The sheet prints on one Letter page.
  const pdf = (await page.pdf({ format: 'Letter', printBackground: false })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  assert.equal(pages.length, 1, 'the receipt prints on one page');
}, MOBILE);

publicTest('a receipt link that leads nowhere says "Receipt not found" as the page heading, with no axe violation', async ({ page }) => {
  // A well-formed token no transaction has, and one that is not a token at all.
  for (const token of ['00000000-0000-4000-8000-000000000000', 'not-a-receipt']) {
    await page.goto(`/frontend/receipt/${token}`);
    await expectHeading(page, 'Receipt not found');
    await expectNoAxeViolations(page, `receipt not found (${token})`);
  }
});
