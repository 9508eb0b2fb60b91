/**
 * Helpers for the admin back-office journeys (e2e/specs/admin-*.spec.ts): signing in as the demo
 * admin, the status pages a screen must never show, the server-paged grids' search, and the
 * read-backs a journey checks straight through the product's API (event settings as the admin,
 * persons, users, teams, the event's own donations).
 *
 * Registers no test hooks, so any spec may import it beside browser.ts or public-flow.ts.
 * Accessible names are those of apps/web/src/features/{users,participants,admin-teams,
 * transactions,invoice,config}/**.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  UI_MESSAGES, type EventSettingsPanel, type EventSettingsPatch, type EventSettingsView, type LineItemView, type Paged, type PersonView, type TeamListItem,
  type UserView,
} from '@walkfund/domain';
import { UI_TIMEOUT_MS } from './chromium.ts';
import { DEMO } from './demo.ts';
import { signIn } from './session.ts';
import { adminApi } from './teams.ts';

/** Where an admin lands after signing in. */
export const ADMIN_LANDING = '/teams';

/** The demo admin signs in through the login page and lands on /teams. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await signIn(page, DEMO.admin, ADMIN_LANDING);
}

// ---------------------------------------------------------------------------------------------
// Status pages

/**
 * The titles of the pages a working screen never shows: the 404 page (also what a declared but
 * unbuilt route shows), the unknown-path page and the route error boundary.
 */
export const STATUS_TITLES = [UI_MESSAGES.notFoundTitle, 'Sorry, we could not find that page.', 'Something went wrong.'] as const;

/** The page's main heading (every screen has one h1), once shown. */
export function mainHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

/**
 * Waits for the screen's h1 (matching `expected` when given) and fails when the screen is a
 * status page: "Oops. This page has gone missing." and its kin.
 */
export async function expectScreen(page: Page, where: string, expected?: string | RegExp): Promise<string> {
  const heading = mainHeading(page).first();
  const deadline = Date.now() + UI_TIMEOUT_MS;
  let title = '';
  for (;;) {
    title = (await heading.isVisible()) ? ((await heading.textContent()) ?? '').trim() : '';
    const isStatus = (STATUS_TITLES as readonly string[]).includes(title);
    assert.ok(!isStatus, `${where} (${page.url()}) shows the status page "${title}"`);
    const matches = title !== '' && (expected === undefined || (typeof expected === 'string' ? title === expected : expected.test(title)));
    if (matches) break;
    if (Date.now() > deadline) assert.fail(`${where} (${page.url()}): the heading "${title}" is not ${String(expected ?? 'shown')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Nowhere on the page, not only in its heading.
  assert.equal(await page.getByText(UI_MESSAGES.notFoundTitle, { exact: true }).count(), 0, `${where} shows "${UI_MESSAGES.notFoundTitle}"`);
  return title;
}

// ---------------------------------------------------------------------------------------------
// Forms

/**
 * Types ten digits into a masked (###) ###-#### phone field (empty or not) and checks the mask.
 * The field is found by its label ("Phone"; required fields add an aria-hidden "*").
 */
export async function typePhone(scope: Locator | Page, digits: string, name = 'Phone'): Promise<void> {
  const input = scope.getByRole('textbox', { name, exact: true });
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(digits);
  assert.equal(await input.inputValue(), `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`, `the ${name} mask`);
}

// ---------------------------------------------------------------------------------------------
// Event configuration

/** Each /config panel: its entry in the config menu and the title of its form (the form's name). */
export const CONFIG_PANEL_LABELS: Record<EventSettingsPanel, { menuLabel: string; title: string }> = {
  'event-settings': { menuLabel: 'Event Settings', title: 'Event Settings' },
  'run-settings': { menuLabel: 'Run Settings', title: 'Run Settings' },
  badges: { menuLabel: 'Badge Settings', title: 'Badge Settings' },
  product: { menuLabel: 'Product Settings', title: 'Product(s) Configuration' },
  'captains-tools': { menuLabel: 'Captain Tools', title: "Captain's Tools" },
  'captain-alerts': { menuLabel: 'Captain Alerts', title: 'Captain Dashboard Alerts & Notices' },
  'constant-contact': { menuLabel: 'Constant Contact', title: 'Constant Contact Configuration' },
  'debug-settings': { menuLabel: 'Debug Settings', title: 'Debug Settings' },
};

// ---------------------------------------------------------------------------------------------
// Grids

/**
 * Types into a server-paged grid's Search box and waits until the grid `name` ("Users",
 * "Participants", "Teams", "Transactions", "T-Shirts"...) has exactly one row containing `text`;
 * returns that row.
 */
export async function searchGridRow(page: Page, grid: string, search: string, text = search): Promise<Locator> {
  // The grid's screen, not the one before it still showing while its code loads (its heading is the grid's name).
  await expectScreen(page, `the ${grid} grid`, grid);
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
  // The typed search settles into the URL (?search=) before the grid is used: a click on a row
  // before that would race the grid's own URL update.
  await page.waitForFunction((wanted) => new URLSearchParams(window.location.search).get('search') === wanted, search.trim());
  const rows = page.getByRole('table', { name: grid, exact: true }).getByRole('row').filter({ hasText: text });
  const deadline = Date.now() + UI_TIMEOUT_MS;
  for (;;) {
    const count = await rows.count();
    if (count === 1) return rows.first();
    if (Date.now() > deadline) assert.fail(`the ${grid} grid has ${count} rows with "${text}" after searching "${search}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The value cell of a label/value row in a vertical table (the transaction's details and totals). */
export function factCell(table: Locator, label: string): Locator {
  return table.locator('tr').filter({ has: table.page().locator('th').getByText(label, { exact: true }) }).locator('td');
}

// ---------------------------------------------------------------------------------------------
// The product's API (read-backs as the demo admin)

/** GET /v1/event-settings/ with the admin's token: the whole object, admin-only fields included. */
export async function adminSettings(): Promise<EventSettingsView> {
  const answer = await adminApi<EventSettingsView>('GET', '/v1/event-settings/');
  assert.equal(answer.status, 200, 'GET /v1/event-settings/ as the admin');
  assert.ok('testEmails' in answer.body, 'the admin reads the admin-only settings');
  return answer.body;
}

/** PATCH /v1/event-settings/ as the admin: puts settings a journey changed back as they were. */
export async function restoreSettings(changes: EventSettingsPatch): Promise<void> {
  const answer = await adminApi('PATCH', '/v1/event-settings/', changes);
  assert.equal(answer.status, 200, `PATCH /v1/event-settings/ restores ${Object.keys(changes).join(', ')}: ${JSON.stringify(answer.body)}`);
}

/** GET /v1/persons/{id} as the admin. */
export async function personById(id: number): Promise<PersonView> {
  const answer = await adminApi<PersonView>('GET', `/v1/persons/${id}`);
  assert.equal(answer.status, 200, `GET /v1/persons/${id}`);
  return answer.body;
}

/** The one user whose email is `email` (GET /v1/users/?search=, team and person populated). */
export async function userByEmail(email: string): Promise<UserView> {
  const answer = await adminApi<Paged<UserView>>('GET', `/v1/users/?search=${encodeURIComponent(email)}&populate=team,person`);
  assert.equal(answer.status, 200, `GET /v1/users/?search=${email}`);
  const user = answer.body.results.find((u) => u.email.toLowerCase() === email.toLowerCase());
  assert.ok(user, `a user ${email} exists`);
  return user;
}

/** The one team named `name` (GET /v1/teams/?search=, the captain's person populated). */
export async function teamByName(name: string): Promise<TeamListItem> {
  const answer = await adminApi<Paged<TeamListItem>>('GET', `/v1/teams/?search=${encodeURIComponent(name)}&populate=captainPerson`);
  assert.equal(answer.status, 200, `GET /v1/teams/?search=${name}`);
  const team = answer.body.results.find((t) => t.name === name);
  assert.ok(team, `a team "${name}" exists`);
  return team;
}

/**
 * What the event itself (no team) has raised in `city` this year: the donation line items that
 * support the event (GET /v1/lineitems/?type=donation, every page), in cents.
 */
export async function eventDonationsCents(city: string, eventYear: number): Promise<number> {
  let cents = 0;
  for (let page = 1; ; page++) {
    const answer = await adminApi<Paged<LineItemView>>('GET', `/v1/lineitems/?type=donation&eventYear=${eventYear}&limit=100&page=${page}`);
    assert.equal(answer.status, 200, `GET /v1/lineitems/?type=donation&eventYear=${eventYear}&page=${page}`);
    for (const item of answer.body.results) {
      if (item.team === null && item.eventCity === city) cents += Math.round(item.amount * 100);
    }
    if (page >= answer.body.totalPages) return cents;
  }
}
