/**
 * Accessible to everyone (docs/features/donor-experience.md): a donation completed by keyboard alone (Tab, Shift+Tab, arrows, Enter, Space and
 * typing; no clicks), as someone who cannot use a mouse gives. On every control it reaches, focus
 * must be visible; after each step, focus must land on the new step's heading.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  billingSection, BILLING, CARDS, demoTeam, expectHeading, futureExpiry, newVisitor, publicTest, waitForPath,
} from '../support/public-flow.ts';

const TEAM = 'Midtown Café Crew';
const MAX_TABS = 80;

/** True when the element (or something inside it) has focus. */
function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false);
}

/** Fails unless the focused element shows a focus indicator: an outline of 2 px or more, or a box-shadow ring. */
async function expectFocusVisible(page: Page, what: string): Promise<void> {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const css = getComputedStyle(el);
    return { tag: el.tagName, outline: `${css.outlineStyle} ${css.outlineWidth}`, width: parseFloat(css.outlineWidth), styleName: css.outlineStyle, shadow: css.boxShadow };
  });
  assert.ok(style, `${what}: something has focus`);
  const ring = (style.styleName !== 'none' && style.width >= 2) || (style.shadow !== 'none' && style.shadow !== '');
  assert.ok(ring, `${what}: the focused ${style.tag} shows a focus ring (outline ${style.outline}, box-shadow ${style.shadow})`);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the ring on the way's end. */
async function tabTo(page: Page, target: Locator, what: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await target.first().waitFor();
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await hasFocus(target.first())) {
      await expectFocusVisible(page, what);
      return;
    }
    await page.keyboard.press(key);
  }
  assert.fail(`${what}: not reached with ${MAX_TABS} presses of ${key}`);
}

/** After a step, focus is on the new step's h1 (so a screen reader announces where the visitor is). */
async function expectFocusOnHeading(page: Page, title: string): Promise<void> {
  await expectHeading(page, title);
  const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
  const deadline = Date.now() + 5_000;
  while (!(await hasFocus(heading)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const focused = await page.evaluate(() => `${document.activeElement?.tagName} "${document.activeElement?.textContent?.trim().slice(0, 40)}"`);
  assert.ok(await hasFocus(heading), `focus moves to the "${title}" heading after the step (focus is on ${focused})`);
}

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, field: Locator, text: string, what: string): Promise<void> {
  await tabTo(page, field, what);
  await page.keyboard.type(text);
}

publicTest('a visitor donates $30 to a team by keyboard alone, focus visible and moved to each step heading', async ({ page }) => {
  const team = await demoTeam(TEAM);
  const visitor = newVisitor('Kim');

  await page.goto('/frontend/donate');
  await expectHeading(page, 'Donate');

  // The first Tab reaches the skip link; Enter moves focus into <main>.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  assert.ok(await hasFocus(skip), 'the skip link is the first focusable element');
  await expectFocusVisible(page, 'the skip link');
  await page.keyboard.press('Enter');
  assert.ok(await hasFocus(page.locator('main#main-content')), 'the skip link moves focus to <main>');

  // Support type: the radio group takes focus once; arrows choose Team.
  const teamRadio = page.getByRole('radio', { name: 'Team', exact: true });
  await tabTo(page, page.getByRole('radio'), 'the support type radios');
  for (let i = 0; i < 4 && !(await teamRadio.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  assert.ok(await teamRadio.isChecked(), 'arrow keys choose the Team radio');

  // The searchable Team select: type, arrow to the option, Enter.
  const teamSelect = page.getByRole('combobox', { name: 'Team', exact: true });
  await typeInto(page, teamSelect, team.name, 'the Team select');
  await page.getByRole('option', { name: `${team.name} (${team.eventCity})`, exact: true }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.equal(await teamSelect.inputValue(), `${team.name} (${team.eventCity})`, 'Enter picks the team');

  await typeInto(page, page.getByRole('textbox', { name: 'Donation amount' }), '30', 'the donation amount');
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }), 'Next');
  await page.keyboard.press('Enter');

  // Contact.
  await waitForPath(page, '/frontend/contact');
  await expectFocusOnHeading(page, 'Contact Information');
  await typeInto(page, page.getByRole('textbox', { name: 'First name', exact: true }), visitor.firstName, 'First name');
  await typeInto(page, page.getByRole('textbox', { name: 'Last name', exact: true }), visitor.lastName, 'Last name');
  await typeInto(page, page.getByRole('textbox', { name: 'Email', exact: true }), visitor.email, 'Email');
  await typeInto(page, page.getByRole('textbox', { name: 'Phone', exact: true }), visitor.phone, 'Phone');
  // Shift+Tab back to First name and forward again: the order runs both ways.
  await tabTo(page, page.getByRole('textbox', { name: 'First name', exact: true }), 'First name (backwards)', 'Shift+Tab');
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }), 'Next');
  await page.keyboard.press('Enter');

  // Summary.
  await waitForPath(page, '/frontend/summary');
  await expectFocusOnHeading(page, 'Summary');
  await tabTo(page, page.getByRole('button', { name: /^Proceed to Checkout/ }), 'Proceed to Checkout');
  await page.keyboard.press('Enter');

  // Checkout: billing (name on card comes from the contact; state defaults to OK) and the test card.
  await waitForPath(page, '/frontend/checkout');
  await expectFocusOnHeading(page, 'Checkout');
  const billing = billingSection(page);
  await typeInto(page, billing.getByRole('textbox', { name: 'Billing address', exact: true }), BILLING.address, 'Billing address');
  await typeInto(page, billing.getByRole('textbox', { name: 'Billing city', exact: true }), BILLING.city, 'Billing city');
  await typeInto(page, billing.getByRole('textbox', { name: 'Billing zip', exact: true }), BILLING.zip, 'Billing zip');
  await typeInto(page, billing.getByRole('textbox', { name: 'Card number', exact: true }), CARDS.success, 'Card number');
  await typeInto(page, billing.getByRole('textbox', { name: 'Expiry (MM/YY)', exact: true }), futureExpiry(), 'Expiry');
  await typeInto(page, billing.getByRole('textbox', { name: 'CVC', exact: true }), '123', 'CVC');
  const submit = page.getByRole('button', { name: 'Submit Payment' });
  await tabTo(page, submit, 'Submit Payment');
  // Space presses a button as Enter does.
  await page.keyboard.press('Space');

  // Thank you.
  await waitForPath(page, '/frontend/thank-you', 20_000);
  await expectFocusOnHeading(page, 'Thank You!');
  await page.getByText(/^Transaction ID: \d+$/).waitFor();
});
