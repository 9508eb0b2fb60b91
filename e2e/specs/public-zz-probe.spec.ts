import assert from 'node:assert/strict';
import {
  CARDS, chooseEvent, expectAmount, field, fillCard, fillContactAndContinue, newVisitor, publicTest, recordedTransaction,
  submitButton, waitEnabled, waitForPath, billingSection,
} from '../support/public-flow.ts';

publicTest('probe: billing matches shipping ticked first', async ({ page, apiCalls }) => {
  const visitor = newVisitor('Pat');
  await page.goto('/frontend/products/walk-t-shirt');
  await page.getByRole('combobox', { name: 'Size' }).selectOption('lg');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout', exact: true }).click();
  await waitForPath(page, '/frontend/supporting');
  await chooseEvent(page, 'Tulsa');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await fillContactAndContinue(page, visitor);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await waitForPath(page, '/frontend/checkout');
  const billing = billingSection(page);
  await billing.getByRole('checkbox', { name: 'Billing address matches the shipping address' }).check();
  const shipping = page.getByRole('region', { name: 'Shipping Address' });
  await field(shipping, 'Address').fill('1 Main St');
  await field(shipping, 'City').fill('Tulsa');
  await field(shipping, 'Zip').fill('74103');
  console.log('billing after typing shipping:', await field(billing, 'Billing address').inputValue(), '|', await field(billing, 'Billing city').inputValue(), '|', await field(billing, 'Billing zip').inputValue());
  console.log('checkbox still checked:', await billing.getByRole('checkbox', { name: 'Billing address matches the shipping address' }).isChecked());
  console.log('submit disabled:', await submitButton(page).isDisabled());
  // cover fees off
  await page.getByRole('checkbox', { name: /Cover the card processing fees/ }).uncheck();
  console.log('cart total (no fee):', await page.getByRole('region', { name: 'Cart' }).getByText('Total', {exact:true}).locator('xpath=following-sibling::*[1]').textContent());
  await field(billing, 'Billing address').fill('1 Main St');
  await field(billing, 'Billing city').fill('Tulsa');
  await field(billing, 'Billing zip').fill('74103');
  await fillCard(page, CARDS.success);
  const submit = submitButton(page);
  await waitEnabled(submit);
  await submit.dblclick();
  await waitForPath(page, '/frontend/thank-you', 20000);
  const id = Number(/(\d+)$/.exec((await page.getByText(/^Transaction ID: \d+$/).textContent()) ?? '')?.[1]);
  const rec = await recordedTransaction(id);
  console.log('recorded', rec.totalCharged, rec.feesCovered, rec.shippingFee);
  console.log(apiCalls.join('\n'));
  // back button
  await page.goBack();
  console.log('after back:', page.url(), await page.getByRole('heading', { level: 1 }).textContent());
  await page.reload();
  console.log('after reload:', page.url(), await page.getByRole('heading', { level: 1 }).textContent());
});
