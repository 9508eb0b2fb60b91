import assert from 'node:assert/strict';
import type { TransactionDetail } from '@walkfund/domain';
import { factCell, signInAsAdmin } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { e2eTest } from '../support/browser.ts';
import { chooseEvent, continueToCheckout, expectHeading, newVisitor, publicTest, waitEnabled, waitForPath } from '../support/public-flow.ts';
import { signIn } from '../support/session.ts';
import {
  adminApi, createCaptainTeam, expectText, openTeamTab, pngFile, recordOfflineDonation, skipWalkthrough, teamEventSettings,
} from '../support/teams.ts';

/** What the shop reads of the public event settings. */
interface ShopSettings {
  eventShirtSettings: { eventShirtImage: string };
  products: { name: string; slug?: string; image: string; active: boolean }[];
}

// Offline payments (docs/decisions/0114-offline-payments.md): the admin's offline checkout says what it does and keeps the check number.
publicTest('an admin records an offline gift with its check number; the transaction and the invoice show it', async ({ page }) => {
  const reference = `Check #${Math.floor(1000 + Math.random() * 9000)}`;
  const visitor = newVisitor('Olive');
  await signInAsAdmin(page);

  // The public checkout, as the admin: $25 to the Oklahoma City event.
  await page.goto('/frontend/donate');
  await expectHeading(page, 'Donate');
  await chooseEvent(page, 'Oklahoma City');
  await page.getByRole('group', { name: 'Choose an amount' }).getByRole('button', { name: '$25', exact: true }).click();
  await continueToCheckout(page, visitor);
  await expectHeading(page, 'Checkout');
  await page.getByRole('button', { name: 'Submit Payment' }).waitFor();

  // Offline: no card step, a reference field, and the button says what it does.
  await page.getByRole('switch', { name: 'Make Transaction Offline' }).click();
  const record = page.getByRole('button', { name: 'Record Offline Payment' });
  await record.waitFor();
  assert.equal(await page.getByRole('button', { name: 'Submit Payment' }).count(), 0, 'no Submit Payment for an offline payment');
  assert.equal(await page.getByRole('region', { name: 'Billing' }).count(), 0, 'no card step');
  await page.getByRole('textbox', { name: 'Check number or reference' }).fill(reference);
  await expectNoAxeViolations(page, 'checkout, offline payment');
  const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/transactions' && r.request().method() === 'POST');
  await waitEnabled(record);
  await record.click();
  const answer = await recorded;
  assert.equal(answer.status(), 201, 'the offline payment is recorded');
  const { id, offlineReference } = (await answer.json()) as { id: number; offlineReference: string | null };
  assert.equal(offlineReference, reference, 'the transaction view carries the reference');
  await waitForPath(page, '/frontend/thank-you', 20_000);

  // The transaction detail shows it beside "Offline".
  await page.goto(`/transactions/${id}`);
  const details = page.getByRole('table', { name: 'Transaction details' });
  await details.waitFor();
  await expectText(factCell(details, 'Payment'), /^Offline$/, 'the payment is offline');
  await expectText(factCell(details, 'Check number or reference'), new RegExp(`^${reference}$`), 'the reference is on the transaction');

  // The invoice too.
  await page.goto(`/invoice/${id}`);
  await page.getByText(`Reference: ${reference}`, { exact: true }).waitFor();

  const detail = await adminApi<TransactionDetail>('GET', `/v1/transactions/${id}`);
  assert.equal(detail.body.offlineReference, reference, 'GET /v1/transactions/{id} answers the reference');
});

// Walkthrough finding 15 (docs/features/walkthrough-findings.md): shirts without a photo show the event shirt image; the admin form asks for a photo.
publicTest('a shirt without a photo shows the event shirt image, and the product settings ask for its photo', async ({ page }) => {
  const { body: settings } = await api<ShopSettings>('GET', '/v1/event-settings/');
  const shirtImage = settings.eventShirtSettings.eventShirtImage;
  const withoutPhoto = settings.products.find((p) => p.active && p.slug && !p.image);
  assert.ok(shirtImage, 'the demo event has a shirt image');
  assert.ok(withoutPhoto, 'a demo shirt has no photo of its own');

  await page.goto('/frontend/products');
  await expectHeading(page, 'Event T-Shirts');
  const card = page.getByRole('link', { name: new RegExp(`^${withoutPhoto.name},`) });
  assert.equal(await card.locator('img').getAttribute('src'), shirtImage, 'the card shows the event shirt image');
  assert.equal(await card.getByRole('img', { name: 'T-shirt' }).count(), 0, 'not the drawn stand-in');
  await card.click();
  await waitForPath(page, `/frontend/products/${withoutPhoto.slug}`);
  assert.equal(await page.getByRole('img', { name: withoutPhoto.name, exact: true }).getAttribute('src'), shirtImage);

  // Product(s) Configuration: the photo-less product asks for a photo, uploaded as a product image (not saved here).
  await signInAsAdmin(page);
  await page.goto('/config/product');
  const product = page.getByRole('article', { name: withoutPhoto.name, exact: true });
  await product.getByText('Until it has a photo, the event shirt image is shown.', { exact: true }).waitFor();
  const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/uploads' && r.request().method() === 'POST');
  await product.getByLabel(`Add ${withoutPhoto.name} Photo`, { exact: true }).setInputFiles(pngFile('shirt.png', 60, 60, [30, 80, 200]));
  assert.equal((await uploaded).status(), 201, 'the photo is stored through the uploads module');
  await product.getByLabel(`Change ${withoutPhoto.name} Photo`, { exact: true }).waitFor({ state: 'attached' });
  await page.getByText('A photo of the product is required: buyers see it on the T-shirt pages.', { exact: true }).waitFor();
});

// Walkthrough finding 16 (docs/features/walkthrough-findings.md): the captain's Team History, on My Team.
e2eTest("a captain reads their team's past years on My Team", async ({ page }) => {
  const { appYear } = await teamEventSettings();
  const { captain, team } = await createCaptainTeam('Reese', 'Canadian River Striders');
  await recordOfflineDonation(team.id, 40);
  // The admin closes the team's year into its history.
  const reset = await adminApi('PATCH', `/v1/teams/reset/${team.id}`, {});
  assert.equal(reset.status, 200, `the team is reset: ${JSON.stringify(reset.body)}`);

  await page.goto('/login');
  await signIn(page, captain, '/team-reactivate');
  await page.goto('/my-team');
  await page.getByRole('heading', { level: 1, name: 'My Team' }).waitFor();
  // A fresh browser's first visit of the team page: the walkthrough opens over it, maybe after the
  // heading (waiting for it, not glancing: a glance missed it on a busy machine and the tab click
  // hit the walkthrough).
  await skipWalkthrough(page);
  await openTeamTab(page, 'Team History');
  const year = page.getByRole('article', { name: `${appYear}: ${team.name}` });
  await year.waitFor();
  await year.getByText('Total raised: $40.00', { exact: true }).waitFor();
  await year.getByText('Participants: 1', { exact: true }).waitFor();
  assert.equal(await year.getByRole('link', { name: 'View Captain Profile' }).getAttribute('href'), '/my-profile', "the captain's own profile");
  assert.equal(await page.getByRole('tab', { name: 'Settings', exact: true }).count(), 0, 'no admin Settings tab');
  await expectNoAxeViolations(page, 'My Team, Team History (captain)');
});
