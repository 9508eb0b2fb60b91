import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  CARDS, chooseTeam, demoTeam, dollarsToCents, expectAmount, expectHeading, expectNoSidewaysScroll, field, fillBilling,
  fillCard, fillPerson, fullNameOf, MOBILE, newVisitor, publicTeam, publicTest, recordedTransaction, submitButton, waitEnabled,
  waitForPath,
} from '../support/public-flow.ts';

const TEAM = 'Midtown Café Crew';

/** The button fits the 375 px screen (nothing cut off at the right edge). */
async function expectFitsScreen(page: Page, name: string): Promise<void> {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 375, `"${name}" fits the screen (${JSON.stringify(box)})`);
}

publicTest(
  'on a 375 px phone a visitor buys a youth shirt for a team and pays ($15 + $8 + $0.81 = $23.81)',
  async ({ page }) => {
    const team = await demoTeam(TEAM);
    const before = await publicTeam(team.slug);
    const visitor = newVisitor('Alex');

    await page.goto('/frontend/products');
    await expectHeading(page, 'Event T-Shirts');
    assert.equal(await page.evaluate(() => window.innerWidth), 375, 'the page lays out at the phone width');
    await expectNoSidewaysScroll(page, 'products');
    await page.getByRole('link', { name: 'Youth Walk T-Shirt, $15.00', exact: true }).tap();

    await expectHeading(page, 'Youth Walk T-Shirt');
    await page.getByRole('combobox', { name: 'Size' }).selectOption('child-sm');
    await page.getByText('Total: $15.00', { exact: true }).waitFor();
    await expectNoSidewaysScroll(page, 'product');
    await page.getByRole('button', { name: 'Add To Cart' }).tap();
    const shirtCart = page.getByRole('region', { name: 'Cart' });
    await expectAmount(shirtCart, 'T-shirt total', '$23.00');
    await shirtCart.getByRole('button', { name: 'Checkout', exact: true }).tap();

    await waitForPath(page, '/frontend/supporting');
    await chooseTeam(page, team);
    await expectNoSidewaysScroll(page, 'supporting');
    await page.getByRole('button', { name: 'Next', exact: true }).tap();

    await waitForPath(page, '/frontend/contact');
    await fillPerson(page, visitor);
    await expectNoSidewaysScroll(page, 'contact');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await waitEnabled(next);
    await next.tap();

    await waitForPath(page, '/frontend/summary');
    await page.getByText('Your total is $23.00. Proceed to checkout to pay by card.').waitFor();
    await expectNoSidewaysScroll(page, 'summary');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).tap();

    // Checkout: the 3.5% fee of $23.00 is $0.805, rounded half-up to $0.81.
    await waitForPath(page, '/frontend/checkout');
    const cart = page.getByRole('region', { name: 'Cart' });
    await expectAmount(cart, 'Shipping', '$8.00');
    await expectAmount(cart, /^Card fees covered/, '$0.81');
    await expectAmount(cart, 'Total', '$23.81');
    const shipping = page.getByRole('region', { name: 'Shipping Address' });
    await field(shipping, 'Address').fill('1536 E 15th St');
    await field(shipping, 'City').fill('Tulsa');
    await field(shipping, 'Zip').fill('74120');
    await fillBilling(page, fullNameOf(visitor));
    await fillCard(page, CARDS.success);
    await expectNoSidewaysScroll(page, 'checkout');
    await expectFitsScreen(page, 'Submit Payment');
    const submit = submitButton(page);
    await waitEnabled(submit);
    await submit.tap();

    await waitForPath(page, '/frontend/thank-you', 20_000);
    await expectHeading(page, 'Thank You!');
    const items = page.getByRole('region', { name: 'Items' });
    await expectAmount(items, 'Youth Walk T-Shirt (Child Small) × 1', '$15.00');
    await expectAmount(items, 'Total', '$23.81');
    await expectNoSidewaysScroll(page, 'thank-you');
    const id = Number(/(\d+)$/.exec((await page.getByText(/^Transaction ID: \d+$/).textContent()) ?? '')?.[1]);

    const recorded = await recordedTransaction(id);
    assert.equal(recorded.totalCharged, 23.81);
    assert.equal(recorded.feesCovered, 0.81);
    const after = await publicTeam(team.slug);
    assert.equal(dollarsToCents(after.totalRaised) - dollarsToCents(before.totalRaised), 1500, 'the team raised $15 more');
  },
  MOBILE,
);
