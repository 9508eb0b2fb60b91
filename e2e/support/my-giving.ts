import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectHeading } from './public-flow.ts';
import { logMark, waitForEmailContaining } from './server-log.ts';

/** The link an email carries, matched by `pattern`. */
export function linkIn(email: string, pattern: RegExp): string {
  const link = email.match(pattern)?.[0];
  assert.ok(link, `the email carries a link matching ${pattern}: ${email.slice(0, 400)}`);
  return link;
}

/**
 * The donor opens their giving page from a receipt (docs/features/my-giving.md): the receipt's link
 * asks for the email ("Find my gifts"), the emailed link opens the page, in a page load of its own
 * as from the email. `atFindMyGifts` runs on the page that asks (an axe scan, say).
 */
export async function openGivingPageFromReceipt(page: Page, receipt: string, email: string, atFindMyGifts?: () => Promise<void>): Promise<void> {
  await page.goto(new URL(linkIn(receipt, /https?:\/\/[^\s"'<>]*\/frontend\/my-giving(?![#\w])/)).pathname);
  await expectHeading(page, 'Find my gifts');
  await atFindMyGifts?.();
  const asked = logMark();
  await page.getByRole('textbox', { name: /Email you gave with/ }).fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await page.getByRole('status').getByText('Check your email').waitFor();
  const linkEmail = await waitForEmailContaining(email, asked, '/frontend/my-giving#token=', 20_000);
  const signIn = new URL(linkIn(linkEmail, /https?:\/\/[^\s"'<>]*\/frontend\/my-giving#token=[A-Za-z0-9_-]+/));
  await page.goto('about:blank');
  await page.goto(`${signIn.pathname}${signIn.hash}`);
  await expectHeading(page, 'Your gifts');
}
