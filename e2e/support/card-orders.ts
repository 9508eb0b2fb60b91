/**
 * Card payments made the way a visitor makes them, through the public flow (as in
 * e2e/specs/public-donate.spec.ts and public-shirts.spec.ts): the admin journeys then work on
 * what the product recorded.
 *
 * Built on public-flow.ts, which registers its browser hooks when imported: use these from specs
 * that run on publicTest, not beside browser.ts.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  CARDS, chooseTeam, continueToCheckout, expectAmount, expectHeading, field, fillBilling, fillCard, fillContactAndContinue, fullNameOf, payAndReachThankYou, waitEnabled, waitForPath, type Visitor,
} from './public-flow.ts';

export interface SupportedTeam {
  name: string;
  eventCity: string;
}

/** A visitor donates `dollars` (whole) to the team by card, card fees covered; the transaction id. */
export async function donateByCard(page: Page, team: SupportedTeam, dollars: number, visitor: Visitor): Promise<number> {
  await page.goto('/frontend/donate');
  await expectHeading(page, 'Donate');
  await chooseTeam(page, team);
  await page.getByRole('textbox', { name: 'Donation amount' }).fill(String(dollars));
  await continueToCheckout(page, visitor);
  await fillBilling(page, fullNameOf(visitor));
  await fillCard(page, CARDS.success);
  return payAndReachThankYou(page);
}

export interface ShippingAddress {
  address: string;
  city: string;
  state: string;
  zipcode: string;
}

/**
 * A visitor buys `quantity` shirts of the product (size `size`) for the team by card, shipped to
 * `shipping` (billing copies it); the transaction id.
 */
export async function buyShirtsByCard(
  page: Page,
  order: { productName: string; size: string; quantity: number },
  team: SupportedTeam,
  shipping: ShippingAddress,
  visitor: Visitor,
): Promise<number> {
  await page.goto('/frontend/products');
  await expectHeading(page, 'Event T-Shirts');
  await page.getByRole('link', { name: new RegExp(`^${order.productName}, \\$`) }).click();
  await expectHeading(page, order.productName);
  await page.getByRole('combobox', { name: 'Size' }).selectOption(order.size);
  await page.getByRole('combobox', { name: 'Quantity' }).selectOption(String(order.quantity));
  const addToCart = page.getByRole('button', { name: 'Add To Cart' });
  await waitEnabled(addToCart);
  await addToCart.click();
  await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout', exact: true }).click();
  await waitForPath(page, '/frontend/supporting');
  await chooseTeam(page, team);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await fillContactAndContinue(page, visitor);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await waitForPath(page, '/frontend/checkout');
  await expectAmount(page.getByRole('region', { name: 'Cart' }), 'Shipping', '$8.00');
  const ship = page.getByRole('region', { name: 'Shipping Address' });
  await field(ship, 'Address').fill(shipping.address);
  await field(ship, 'City').fill(shipping.city);
  await field(ship, 'State').fill(shipping.state);
  await field(ship, 'Zip').fill(shipping.zipcode);
  const billing = page.getByRole('region', { name: 'Billing' });
  await billing.getByRole('checkbox', { name: 'Billing address matches the shipping address' }).check();
  assert.equal(await field(billing, 'Billing address').inputValue(), shipping.address);
  await fillCard(page, CARDS.success);
  return payAndReachThankYou(page);
}
