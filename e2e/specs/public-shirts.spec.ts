import assert from 'node:assert/strict';
import {
  BILLING, CARDS, chooseTeam, demoTeam, dollarsToCents, eventSettings, expectAmount, expectHeading, field, fillCard,
  fillContactAndContinue, fullNameOf, newVisitor, payAndReachThankYou, publicTeam, publicTest, recordedTransaction,
  waitEnabled, waitForPath,
} from '../support/public-flow.ts';

const TEAM = 'Bricktown Blue Crew';
const SHIPPING = { address: '2100 NE 52nd St', city: 'Oklahoma City', state: 'OK', zipcode: '73111' };

publicTest('a visitor buys two Walk T-Shirts of one size: $40 + $8 shipping + fees = $49.68', async ({ page }) => {
  const settings = await eventSettings();
  const product = settings.products.find((p) => p.name === 'Walk T-Shirt');
  assert.ok(product?.active && product.slug, 'the demo event sells the Walk T-Shirt');
  assert.equal(product.price, 20);
  const team = await demoTeam(TEAM);
  const before = await publicTeam(team.slug);
  const visitor = newVisitor('Sam');

  // The shop: the shipping note and the product cards.
  await page.goto('/frontend/products');
  await expectHeading(page, 'Event T-Shirts');
  await page.getByText('A $8 shipping charge applies to all orders.').waitFor();
  await page.getByRole('link', { name: 'Walk T-Shirt, $20.00', exact: true }).click();

  // The product: a size is needed before Add To Cart; two shirts are $40.
  await waitForPath(page, `/frontend/products/${product.slug}`);
  await expectHeading(page, 'Walk T-Shirt');
  await page.getByRole('heading', { name: '$20.00 each' }).waitFor();
  const addToCart = page.getByRole('button', { name: 'Add To Cart' });
  assert.equal(await addToCart.isDisabled(), true, 'Add To Cart needs a size');
  await page.getByRole('combobox', { name: 'Size' }).selectOption('med');
  await page.getByRole('combobox', { name: 'Quantity' }).selectOption('2');
  await page.getByText('Total: $40.00', { exact: true }).waitFor();
  await waitEnabled(addToCart);
  await addToCart.click();
  // The confirmation names the product, the size and the quantity.
  await page.getByText('Walk T-Shirt, Medium × 2. Your cart now has 2 of this shirt in this size.', { exact: true }).waitFor();

  // The same shirt and size again stays one line, and the 1-7 rule holds for its total.
  await page.getByRole('combobox', { name: 'Size' }).selectOption('med');
  await page.getByRole('combobox', { name: 'Quantity' }).selectOption('7');
  await addToCart.click();
  await page.getByText('At most 7 of one shirt and size per order. Your cart already has 2, so you can add up to 5 more.', { exact: true }).waitFor();

  // The cart: shirts, the flat $8 shipping, $48.
  const shirtCart = page.getByRole('region', { name: 'Cart' });
  await shirtCart.getByText('Walk T-Shirt (Medium) × 2', { exact: true }).waitFor();
  await expectAmount(shirtCart, 'Shipping', '$8.00');
  await expectAmount(shirtCart, 'T-shirt total', '$48.00');
  await shirtCart.getByRole('button', { name: 'Checkout', exact: true }).click();

  // Whom the purchase supports, then the contact.
  await waitForPath(page, '/frontend/supporting');
  await chooseTeam(page, team);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await fillContactAndContinue(page, visitor);
  await page.getByRole('region', { name: 'T-Shirts' }).getByText('Walk T-Shirt (Medium) × 2: $40.00', { exact: true }).waitFor();
  await page.getByText('Your total is $48.00. Proceed to checkout to pay by card.').waitFor();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  // Checkout: $48 plus the covered 3.5% fee ($1.68) = $49.68; shipping shown.
  await waitForPath(page, '/frontend/checkout');
  const cart = page.getByRole('region', { name: 'Cart' });
  await expectAmount(cart, 'Walk T-Shirt (Medium) × 2', '$40.00');
  await expectAmount(cart, 'Shipping', '$8.00');
  await expectAmount(cart, /^Card fees covered/, '$1.68');
  await expectAmount(cart, 'Total', '$49.68');
  await expectAmount(page.getByRole('form', { name: 'Payment' }), 'Total', '$49.68');

  // The shirts need a shipping address; billing can copy it.
  const shipping = page.getByRole('region', { name: 'Shipping Address' });
  await shipping.getByText('A $8 shipping charge applies to all orders.').waitFor();
  await field(shipping, 'Address').fill(SHIPPING.address);
  await field(shipping, 'City').fill(SHIPPING.city);
  await field(shipping, 'State').fill(SHIPPING.state);
  await field(shipping, 'Zip').fill(SHIPPING.zipcode);
  const billing = page.getByRole('region', { name: 'Billing' });
  await billing.getByRole('checkbox', { name: 'Billing address matches the shipping address' }).check();
  assert.equal(await field(billing, 'Billing address').inputValue(), SHIPPING.address);
  assert.equal(await field(billing, 'Billing city').inputValue(), SHIPPING.city);
  assert.equal(await field(billing, 'Billing zip').inputValue(), SHIPPING.zipcode);
  assert.equal(await field(billing, 'Name on card').inputValue(), fullNameOf(visitor));
  assert.notEqual(SHIPPING.address, BILLING.address);
  await fillCard(page, CARDS.success);
  const transactionId = await payAndReachThankYou(page);

  // The receipt lists the shirts, shipping, fee and total, and where they go.
  const items = page.getByRole('region', { name: 'Items' });
  await expectAmount(items, 'Walk T-Shirt (Medium) × 2', '$40.00');
  await expectAmount(items, 'Shipping', '$8.00');
  await expectAmount(items, 'Card fees covered', '$1.68');
  await expectAmount(items, 'Total', '$49.68');
  await items.getByText(`Shipping to: ${SHIPPING.address}`, { exact: false }).waitFor();

  const recorded = await recordedTransaction(transactionId);
  assert.equal(recorded.totalCharged, 49.68);
  assert.equal(recorded.shippingFee, 8);
  assert.equal(recorded.feesCovered, 1.68);
  assert.deepEqual(
    recorded.lineItems.map((i) => [i.type, i.amount, i.productDetails?.name, i.productDetails?.size, i.productDetails?.unitCount]),
    [['tshirt', 40, 'Walk T-Shirt', 'med', 2]],
  );

  // Shirts bought for a team count toward it; shipping and fees never do.
  const after = await publicTeam(team.slug);
  assert.equal(dollarsToCents(after.totalRaised) - dollarsToCents(before.totalRaised), 4000, 'the team raised $40 more');
});
