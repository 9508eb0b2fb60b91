import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  CARDS, chooseEvent, continueToCheckout, expectHeading, fillBilling, fillCard, fullNameOf, MOBILE, newVisitor, payAndReachThankYou, publicTest,
} from '../support/public-flow.ts';
import { openGivingPageFromReceipt } from '../support/my-giving.ts';
import { logMark, waitForEmailContaining } from '../support/server-log.ts';

/** The link an email carries, matched by `pattern`. */

publicTest(
  "on a 375 px phone a donor gives, follows the receipt's link to their page, signs in by email, sees the gift and downloads the year's statement (docs/features/my-giving.md)",
  async ({ page }) => {
    const visitor = newVisitor('Gale');
    const since = logMark();

    // A $25 gift to the Tulsa event.
    await page.goto('/frontend/donate');
    await expectHeading(page, 'Donate');
    await chooseEvent(page, 'Tulsa');
    await page.getByRole('group', { name: 'Choose an amount' }).getByRole('button', { name: '$25', exact: true }).click();
    await continueToCheckout(page, visitor);
    await fillBilling(page, fullNameOf(visitor));
    await fillCard(page, CARDS.success);
    await payAndReachThankYou(page);

    // The receipt email links to the donor's page, which asks for the email.
    const receipt = await waitForEmailContaining(visitor.email, since, 'See all your gifts', 20_000);
    await openGivingPageFromReceipt(page, receipt, visitor.email, () => expectNoAxeViolations(page, 'Find my gifts at 375 px'));
    // The emailed link opened the page once: the gift, its amounts and the year's statement.
    assert.equal(new URL(page.url()).hash, '', 'the token leaves the address bar');
    await page.getByText(`Signed in as ${visitor.email}`, { exact: true }).waitFor();
    const gift = page.getByRole('article');
    assert.equal(await gift.count(), 1, 'one gift given with this email');
    await gift.getByText('Tulsa event', { exact: true }).waitFor();
    await gift.getByText('$25.88', { exact: false }).first().waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scroll at 375 px');
    await expectNoAxeViolations(page, 'the donor page at 375 px');

    const year = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric' }).format(new Date());
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download ${year} statement` }).click()]);
    assert.equal(download.suggestedFilename(), `giving-statement-${year}.pdf`);
    const pdf = await readFile(await download.path());
    assert.equal(pdf.subarray(0, 4).toString('latin1'), '%PDF', 'the statement is a PDF');

    // The receipt opens from the page.
    await gift.getByRole('link', { name: /Open the receipt/ }).click();
    await page.waitForURL(/\/frontend\/receipt\//);
  },
  MOBILE,
);
