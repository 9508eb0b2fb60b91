/**
 * Helpers for the public-flow journeys (e2e/specs/public-*.spec.ts): a browser test that can run
 * at a phone's width, the form steps a visitor goes through (support, contact, billing, card), and
 * read-backs of what the product recorded (team totals, transactions) straight from the API.
 *
 * Accessible names are those of the public flow's features (apps/web/src/features/campaign, donate, checkout, ...). Required fields show a visible "*"
 * in their label, so fields are found by role and accessible name (the "*" is aria-hidden).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { api } from './api.ts';
import { DEMO } from './demo.ts';
import { CHROMIUM_ARGS, UI_TIMEOUT_MS } from './chromium.ts';
import { env } from './env.ts';

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
/** A 375 px wide phone (iPhone SE / mini class): touch, mobile viewport meta honoured. */
export const MOBILE: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

let browser: Browser | undefined;
before(async () => {
  browser = await chromium.launch({ executablePath: env.chromium, args: CHROMIUM_ARGS, headless: true });
});
after(async () => {
  await browser?.close();
});

export interface PublicContext {
  page: Page;
  /** Calls to the product API the page made, in order ("POST /v1/payment 201"). */
  apiCalls: string[];
}

function fileName(name: string): string {
  return name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase().slice(0, 100);
}

/**
 * A journey in a fresh browser context (empty local storage, so an empty cart). On failure: a
 * full-page screenshot in e2e/artifacts/, the page's console errors and its API calls.
 */
export function publicTest(name: string, body: (t: PublicContext) => Promise<void>, options: BrowserContextOptions = DESKTOP) {
  test(name, async (t) => {
    if (!browser) throw new Error('the browser did not start');
    const context = await browser.newContext({ baseURL: env.baseUrl, ...options });
    context.setDefaultTimeout(UI_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(30_000);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    const apiCalls: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/v1/')) apiCalls.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
    });
    try {
      await body({ page, apiCalls });
    } catch (error) {
      mkdirSync(env.artifactsDir, { recursive: true });
      const file = path.join(env.artifactsDir, `${fileName(name)}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      const details = [`screenshot: ${file}`, `page url: ${page.url()}`, `API calls:\n  ${apiCalls.join('\n  ')}`];
      if (consoleErrors.length) details.push(`browser console errors:\n  ${consoleErrors.join('\n  ')}`);
      t.diagnostic(details.join('\n'));
      throw error;
    } finally {
      await context.close();
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Data of a run

/** Unique per run and per call: keeps emails and team names apart across runs and specs. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36).padStart(4, '0')}`;
}

export interface Visitor {
  firstName: string;
  lastName: string;
  email: string;
  /** Ten digits; the masked field shows (###) ###-####. */
  phone: string;
}

/** A visitor with a unique email and last name (the last name makes receipts and lists findable). */
export function newVisitor(firstName: string): Visitor {
  const tag = uniqueTag();
  return {
    firstName,
    lastName: `Tester${tag.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`,
    email: `${firstName.toLowerCase()}.${tag}@example.com`,
    phone: '4055550100',
  };
}

export function fullNameOf(v: { firstName: string; lastName: string }): string {
  return `${v.firstName} ${v.lastName}`;
}

/** "(405) 555-0100" from "4055550100". */
export function maskedPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export const BILLING = {
  address: '500 N Robinson Ave',
  city: 'Oklahoma City',
  state: 'OK',
  zip: '73102',
};

export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
};

/** A future expiry: December, five years on. */
export function futureExpiry(): string {
  return `12/${String((new Date().getFullYear() + 5) % 100).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Money

/** "$1,234.56" -> 123456. */
export function parseCents(text: string): number {
  const match = /(-)?\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const cents = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** The amount shown beside `label` in an amount row (label and amount are siblings). */
export function amountOf(scope: Locator | Page, label: string | RegExp): Locator {
  return scope.getByText(label, { exact: true }).first().locator('xpath=following-sibling::*[1]');
}

/** Waits until the amount beside `label` reads `expected` (e.g. "$25.88"). */
export async function expectAmount(scope: Locator | Page, label: string | RegExp, expected: string): Promise<void> {
  const cell = amountOf(scope, label);
  await cell.waitFor();
  const deadline = Date.now() + UI_TIMEOUT_MS;
  let text = '';
  for (;;) {
    text = (await cell.textContent())?.trim() ?? '';
    if (text === expected) return;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(text, expected, `the amount of "${String(label)}"`);
}

/** Waits until `locator` has exactly `count` matches. */
export async function expectCount(locator: Locator, count: number, what: string): Promise<void> {
  const deadline = Date.now() + UI_TIMEOUT_MS;
  let n = -1;
  for (;;) {
    n = await locator.count();
    if (n === count) return;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(n, count, what);
}

// ---------------------------------------------------------------------------------------------
// The product's API (read-backs)

export interface PublicTeam {
  id: number;
  name: string;
  slug: string;
  eventCity: string;
  totalRaised: number;
  participants: number;
  active: boolean;
}

export interface TeamListItem {
  id: number;
  name: string;
  slug: string;
  eventCity: string;
}

export async function teamList(): Promise<TeamListItem[]> {
  const answer = await api<TeamListItem[]>('GET', '/v1/teams/list');
  assert.equal(answer.status, 200, 'GET /v1/teams/list');
  return answer.body;
}

/** A demo team of the public list, by name. */
export async function demoTeam(name: string): Promise<TeamListItem> {
  const team = (await teamList()).find((t) => t.name === name);
  assert.ok(team, `the demo team "${name}" is on the public team list`);
  return team;
}

/** GET /v1/teams/by-slug/{slug}: what the public team page shows. */
export async function publicTeam(slug: string): Promise<PublicTeam> {
  const answer = await api<PublicTeam>('GET', `/v1/teams/by-slug/${encodeURIComponent(slug)}`);
  assert.equal(answer.status, 200, `GET /v1/teams/by-slug/${slug}`);
  return answer.body;
}

export interface EventSettingsView {
  appYear: number;
  has5k: boolean;
  hasEventShirt: boolean;
  event5kSettings: { runnerPrice: number; virtualRunnerPrice: number; hasVirtual: boolean };
  products: { name: string; slug?: string; price: number; sizes: string[]; active: boolean }[];
}

export async function eventSettings(): Promise<EventSettingsView> {
  const answer = await api<EventSettingsView>('GET', '/v1/event-settings/');
  assert.equal(answer.status, 200, 'GET /v1/event-settings/');
  return answer.body;
}

let adminToken: string | undefined;

export async function asAdmin(): Promise<string> {
  if (adminToken) return adminToken;
  const answer = await api<{ tokens: { access: { token: string } } }>('POST', '/v1/auth/login', DEMO.admin);
  assert.equal(answer.status, 200, 'the demo admin signs in through the API');
  adminToken = answer.body.tokens.access.token;
  return adminToken;
}

export interface RecordedTransaction {
  id: number;
  totalAmount: number;
  totalCharged: number;
  feesCovered: number;
  shippingFee: number;
  contactEmail: string;
  team: { id: number; name: string; slug: string } | null;
  eventCity: string | null;
  lineItems: {
    type: string;
    amount: number;
    productDetails: { name: string; size: string; unitCount: number; pricePerUnit: number } | null;
    runnerDetails: { firstName: string; lastName: string; runType: string; registrationCost: number; shipping?: unknown } | null;
  }[];
}

/** GET /v1/transactions/{id} as the demo admin: what was recorded for a receipt. */
export async function recordedTransaction(id: number): Promise<RecordedTransaction> {
  const answer = await api<RecordedTransaction>('GET', `/v1/transactions/${id}`, undefined, await asAdmin());
  assert.equal(answer.status, 200, `GET /v1/transactions/${id}`);
  return answer.body;
}

// ---------------------------------------------------------------------------------------------
// Screens

export async function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

/** The page's main heading (every public screen has one h1). */
export async function expectHeading(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** Support picker: type Team, then the team from the searchable Team combobox. */
export async function chooseTeam(page: Page, team: { name: string; eventCity: string }): Promise<void> {
  await page.getByRole('radio', { name: 'Team', exact: true }).check();
  const select = page.getByRole('combobox', { name: 'Team', exact: true });
  await select.click();
  await select.fill(team.name);
  await page.getByRole('option', { name: `${team.name} (${team.eventCity})`, exact: true }).click();
  assert.equal(await select.inputValue(), `${team.name} (${team.eventCity})`);
}

/** Support picker: type Event, then the event city. */
export async function chooseEvent(page: Page, city: 'Oklahoma City' | 'Tulsa'): Promise<void> {
  await page.getByRole('radio', { name: 'Event', exact: true }).check();
  await page.getByRole('combobox', { name: 'Event city' }).selectOption(city);
}

/** A text field by its accessible name (labels of required fields end in an aria-hidden "*"). */
export function field(scope: Locator | Page, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

/** Types a phone number into the masked (###) ###-#### field and checks the mask. */
export async function fillPhone(scope: Locator | Page, digits: string, name = 'Phone'): Promise<void> {
  const input = field(scope, name);
  await input.click();
  await input.pressSequentially(digits);
  assert.equal(await input.inputValue(), maskedPhone(digits));
}

/** First and last name, email and phone of a person form. */
export async function fillPerson(scope: Locator | Page, person: Visitor): Promise<void> {
  await field(scope, 'First name').fill(person.firstName);
  await field(scope, 'Last name').fill(person.lastName);
  await field(scope, 'Email').fill(person.email);
  await fillPhone(scope, person.phone);
}

/** The password of the captains the create-team journeys make. */
export const NEW_CAPTAIN_PASSWORD = 'Captain#2026x';

/** Create a Team's first step, "Team captain": the person, an address in Tulsa, a shirt size and the password. */
export async function fillCaptainStep(page: Page, captain: Visitor): Promise<void> {
  const form = page.getByRole('form', { name: 'Team captain' });
  await fillPerson(form, captain);
  await field(form, 'Address').fill('1 E Main St');
  await field(form, 'City').fill('Tulsa');
  await field(form, 'State').fill('OK');
  await field(form, 'Zip').fill('74103');
  await form.getByRole('combobox', { name: 'Shirt size' }).selectOption('Large');
  await form.getByLabel(/^Password/).fill(NEW_CAPTAIN_PASSWORD);
  await form.getByLabel(/^Confirm password/).fill(NEW_CAPTAIN_PASSWORD);
}

/**
 * The waiver of a person a public form brings to the event (docs/features/event-day.md; the demo publishes one per
 * city and kind): reads the full text in its dialog, accepts, types the full name and, for someone
 * under 18, a guardian's name (`guardian`; a runner's age comes from the birth date).
 */
export async function signWaiver(scope: Locator | Page, signedName: string, options: { guardian?: string; read?: boolean; minorBox?: boolean } = {}): Promise<void> {
  const waiver = scope.getByRole('group', { name: 'Waiver', exact: true });
  await waiver.waitFor({ timeout: UI_TIMEOUT_MS });
  if (options.read) {
    const page = 'page' in scope ? scope.page() : scope;
    await waiver.getByRole('button', { name: 'Read the waiver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Waiver' });
    await dialog.getByText(/Release of liability/).waitFor();
    await dialog.getByRole('button', { name: 'Back to the form' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  await waiver.getByRole('checkbox', { name: 'I have read and accept the waiver' }).check();
  await waiver.getByRole('textbox', { name: 'Type your full name to sign' }).fill(signedName);
  if (options.minorBox) await waiver.getByRole('checkbox', { name: 'Under 18 on the event day' }).check();
  if (options.guardian) await waiver.getByRole('textbox', { name: "Parent or guardian's full name" }).fill(options.guardian);
}

/** The contact screen: the visitor's details, then Next (to the summary). */
export async function fillContactAndContinue(page: Page, visitor: Visitor): Promise<void> {
  await waitForPath(page, '/frontend/contact');
  await expectHeading(page, 'Contact Information');
  await fillPerson(page, visitor);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await waitEnabled(next);
  await next.click();
  await waitForPath(page, '/frontend/summary');
  await expectHeading(page, 'Summary');
}

/** From a filled amount or cart: Next, the visitor's contact details, the summary's Proceed to Checkout, to the checkout. */
export async function continueToCheckout(page: Page, visitor: Visitor): Promise<void> {
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await waitEnabled(next);
  await next.click();
  await fillContactAndContinue(page, visitor);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await waitForPath(page, '/frontend/checkout');
}

/** Waits until a button is enabled (forms validate as the user types). */
export async function waitEnabled(button: Locator): Promise<void> {
  const deadline = Date.now() + UI_TIMEOUT_MS;
  await button.waitFor();
  while (await button.isDisabled()) {
    if (Date.now() > deadline) assert.fail(`"${await button.textContent()}" stayed disabled`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The checkout's Billing section. */
export function billingSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Billing' });
}

/** Billing address, city, state and zip (the name on card is prefilled from the contact). */
export async function fillBilling(page: Page, nameOnCard: string): Promise<void> {
  const billing = billingSection(page);
  assert.equal(await field(billing, 'Name on card').inputValue(), nameOnCard, 'the name on card is the contact');
  await field(billing, 'Billing address').fill(BILLING.address);
  await field(billing, 'Billing city').fill(BILLING.city);
  assert.equal(await field(billing, 'Billing state').inputValue(), 'OK', 'the billing state defaults to OK');
  await field(billing, 'Billing zip').fill(BILLING.zip);
}

/** The test-mode card field: number, a future expiry and a CVC. */
export async function fillCard(page: Page, number: string): Promise<void> {
  const billing = billingSection(page);
  await field(billing, 'Card number').fill(number);
  await field(billing, 'Expiry (MM/YY)').fill(futureExpiry());
  await field(billing, 'CVC').fill('123');
}

export function submitButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(Submit Payment|Processing\.\.\.)$/ });
}

/** Submit Payment, then the thank-you page; returns the transaction id it shows. */
export async function payAndReachThankYou(page: Page): Promise<number> {
  const submit = submitButton(page);
  await waitEnabled(submit);
  await submit.click();
  await waitForPath(page, '/frontend/thank-you', 20_000);
  await expectHeading(page, 'Thank You!');
  const idText = await page.getByText(/^Transaction ID: \d+$/).textContent();
  const id = Number(/(\d+)$/.exec(idText ?? '')?.[1]);
  assert.ok(id > 0, `a transaction id on the thank-you page (${idText})`);
  return id;
}

/** Fails when the page is wider than its viewport (a sideways scroll on a phone). */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${where}: the page is ${scrollWidth} px wide in a ${innerWidth} px viewport`);
}
