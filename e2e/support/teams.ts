/**
 * Helpers for the captain dashboard and team-year journeys (e2e/specs/captain-team.spec.ts,
 * team-year.spec.ts): a captain and team of their own made through the public create-team API,
 * the set-up and read-backs a journey does straight through the product's API (members, an
 * offline donation as the demo admin, the team and its history), a small PNG made on the spot,
 * and the team page's screens as a person uses them.
 *
 * Registers no test hooks, so any spec may import it beside browser.ts. Accessible names are
 * those of apps/web/src/features/team-page/**, team-email/** and reactivation/**.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  centsToDollars, computeCheckoutTotals, pricingInputFromPayload, type CheckoutLineItem, type TeamDetail, type TeamHistoryEntry,
} from '@walkfund/domain';
import { api } from './api.ts';
import { UI_TIMEOUT_MS } from './chromium.ts';
import { DEMO } from './demo.ts';
import { env } from './env.ts';
import type { Credentials } from './session.ts';

// ---------------------------------------------------------------------------------------------
// Data of a run

/** Unique per run and per call: keeps emails and team names apart across runs and specs. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36).padStart(4, '0')}`;
}

/** Names take letters only: the tag's digits become letters. */
function lettersOf(tag: string): string {
  return tag.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
}

export interface NewPerson {
  firstName: string;
  lastName: string;
  email: string;
}

/** A person with a unique last name and email (findable in grids, the outbox and history). */
export function newPerson(firstName: string): NewPerson {
  const tag = uniqueTag();
  const suffix = lettersOf(tag);
  return { firstName, lastName: `Walker${suffix.charAt(0).toUpperCase()}${suffix.slice(1)}`, email: `${firstName.toLowerCase()}.${tag}@example.com` };
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}

// ---------------------------------------------------------------------------------------------
// A tiny image

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of one colour (nothing binary is committed; the server re-encodes it anyway). */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file for Playwright's setInputFiles. */
export function pngFile(name: string, width: number, height: number, rgb: [number, number, number]) {
  return { name, mimeType: 'image/png', buffer: solidPng(width, height, rgb) };
}

// ---------------------------------------------------------------------------------------------
// The product's API

interface LoginAnswer {
  user: { id: number };
  tokens: { access: { token: string } };
}

/** Signs in through the API; the bearer token and the user id. */
export async function apiLogin({ email, password }: Credentials): Promise<{ token: string; userId: number }> {
  const answer = await api<LoginAnswer>('POST', '/v1/auth/login', { email, password });
  assert.equal(answer.status, 200, `${email} signs in through the API: ${JSON.stringify(answer.body)}`);
  return { token: answer.body.tokens.access.token, userId: answer.body.user.id };
}

let adminToken: string | undefined;

/**
 * A call as the demo admin. The token is kept between calls; signing out in a browser ends every
 * access token of the user (docs/architecture.md: logout bumps token_version), so a 401 signs in
 * again once.
 */
export async function adminApi<T = unknown>(method: string, pathname: string, body?: unknown): Promise<{ status: number; body: T }> {
  adminToken ??= (await apiLogin(DEMO.admin)).token;
  const answer = await api<T>(method, pathname, body, adminToken);
  if (answer.status !== 401) return answer;
  adminToken = (await apiLogin(DEMO.admin)).token;
  return api<T>(method, pathname, body, adminToken);
}

export interface TeamSettingsView {
  appYear: number;
  appTitle: string;
  /** Dollars. */
  starOfTheTeamLimit: number;
}

export async function teamEventSettings(): Promise<TeamSettingsView> {
  const answer = await api<TeamSettingsView>('GET', '/v1/event-settings/');
  assert.equal(answer.status, 200, 'GET /v1/event-settings/');
  return answer.body;
}

export const CAPTAIN_PASSWORD = 'Captain#2026x';

export interface CaptainTeam {
  captain: NewPerson & Credentials;
  /** The captain's user id. */
  userId: number;
  team: { id: number; name: string; slug: string };
}

/** A new captain and team through the public create-team API (POST /v1/teams), as the Create a Team screen sends it. */
export async function createCaptainTeam(captainFirstName: string, teamLabel: string): Promise<CaptainTeam> {
  const person = newPerson(captainFirstName);
  const name = `${teamLabel} ${uniqueTag()}`;
  // The captain walks: Tulsa's walk waiver when the demo publishes one (docs/features/event-day.md).
  const waivers = await api<{ id: number; kind: string }[]>('GET', '/v1/waivers/current?city=Tulsa');
  const walk = waivers.body.find((w) => w.kind === 'walk');
  const answer = await api<{ team: { id: number; name: string; slug: string }; user: { id: number } }>('POST', '/v1/teams', {
    captain: {
      ...person,
      ...(walk ? { waiver: { waiverId: walk.id, signedName: `${person.firstName} ${person.lastName}` } } : {}),
      phone: '(405) 555-0142',
      address: { address: '1 E Main St', city: 'Tulsa', state: 'OK', zipcode: '74103' },
      shirtSize: 'Large',
      password: { password: CAPTAIN_PASSWORD, confirm: CAPTAIN_PASSWORD },
      lifeChurch: false,
    },
    team: { name, eventCity: 'Tulsa', teamMessage: '<p>We walk for our neighbors.</p>' },
  });
  assert.equal(answer.status, 201, `POST /v1/teams creates "${name}": ${JSON.stringify(answer.body)}`);
  const { team, user } = answer.body;
  return { captain: { ...person, password: CAPTAIN_PASSWORD }, userId: user.id, team: { id: team.id, name: team.name, slug: team.slug } };
}

/** A member joins the team for the event year through POST /v1/persons/ (what the add-member form sends). */
export async function addMemberByApi(teamId: number, member: NewPerson, token: string): Promise<number> {
  const { appYear } = await teamEventSettings();
  const answer = await api<{ id: number }>(
    'POST',
    '/v1/persons/',
    { ...member, phone: '', lifeChurch: false, lifeChurchLocation: null, team: teamId, eventYear: appYear },
    token,
  );
  assert.equal(answer.status, 201, `POST /v1/persons/ adds ${member.email}: ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

/** PATCH /v1/teams/{id} with the goals, as Team Info's Save sends them. */
export async function setGoalsByApi(teamId: number, goals: { teamDonationGoal: number; teamMemberGoal: number }, token: string): Promise<void> {
  const answer = await api('PATCH', `/v1/teams/${teamId}`, goals, token);
  assert.equal(answer.status, 200, `PATCH /v1/teams/${teamId} sets the goals: ${JSON.stringify(answer.body)}`);
}

/**
 * The demo admin records a donation taken offline for the team (POST /v1/transactions with
 * transaction.offline: no card, no covered fee), priced as the checkout prices it. Returns the
 * transaction id.
 */
export async function recordOfflineDonation(teamId: number, dollars: number): Promise<number> {
  const lineItems: CheckoutLineItem[] = [{ type: 'donation', amount: dollars }];
  const transaction = { coverFees: false, offline: true };
  const totals = computeCheckoutTotals(pricingInputFromPayload({ transaction, lineItems }));
  const tag = uniqueTag();
  const answer = await adminApi<{ id: number }>(
    'POST',
    '/v1/transactions',
    {
      person: { firstName: 'Olive', lastName: 'Offline', email: `olive.${tag}@example.com`, phone: '(405) 555-0177' },
      transaction: {
        supportingType: 'team',
        team: teamId,
        totalCharged: centsToDollars(totals.totalCents),
        feesCovered: centsToDollars(totals.coveredFeeCents),
        shippingFee: centsToDollars(totals.shippingCents),
        ...transaction,
      },
      lineItems,
      teamMembers: [],
    },
  );
  assert.equal(answer.status, 201, `the admin records an offline donation of $${dollars}: ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

/** GET /v1/teams/{id} as the demo admin. */
export async function teamDetail(teamId: number): Promise<TeamDetail> {
  const answer = await adminApi<TeamDetail>('GET', `/v1/teams/${teamId}`);
  assert.equal(answer.status, 200, `GET /v1/teams/${teamId}`);
  return answer.body;
}

/** GET /v1/teams/history/{id} as the demo admin: closed years, newest first. */
export async function teamHistory(teamId: number): Promise<TeamHistoryEntry[]> {
  const answer = await adminApi<TeamHistoryEntry[]>('GET', `/v1/teams/history/${teamId}`);
  assert.equal(answer.status, 200, `GET /v1/teams/history/${teamId}`);
  return answer.body;
}

/** The member emails of a team detail, sorted (lower case). */
export function memberEmails(team: Pick<TeamDetail, 'members'>): string[] {
  return team.members.map((m) => m.email.toLowerCase()).sort();
}

// ---------------------------------------------------------------------------------------------
// Screens

/**
 * Another person on another computer (say the captain, while the admin keeps their own page):
 * a fresh browser context of the same browser, closed afterwards. On failure its page is
 * screenshotted to e2e/artifacts/<label>.png before the error goes on.
 */
export async function inOwnBrowser(context: BrowserContext, label: string, body: (page: Page) => Promise<void>): Promise<void> {
  const browser = context.browser();
  assert.ok(browser, 'the test runs in a browser');
  const own = await browser.newContext({ baseURL: env.baseUrl, viewport: { width: 1280, height: 900 } });
  own.setDefaultTimeout(UI_TIMEOUT_MS);
  own.setDefaultNavigationTimeout(30_000);
  const page = await own.newPage();
  try {
    await body(page);
  } catch (error) {
    mkdirSync(env.artifactsDir, { recursive: true });
    const file = path.join(env.artifactsDir, `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    throw new Error(`${label} (screenshot ${file}, page ${page.url()}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    await own.close();
  }
}

/**
 * The team page's first-visit walkthrough (react-joyride) opens over the page on the first visit
 * in a browser: a person reads it or presses Skip. Waits for it and skips it.
 */
export async function skipWalkthrough(page: Page): Promise<void> {
  const tour = page.getByRole('alertdialog');
  await tour.getByRole('button', { name: 'Skip' }).click();
  await tour.waitFor({ state: 'hidden' });
}

/** A tab of the team page by its label ("Team Members", "Star of the Team", ...). */
export async function openTeamTab(page: Page, label: string): Promise<void> {
  const tab = page.getByRole('tab', { name: label, exact: true });
  await tab.click();
  await page.waitForFunction(
    (name) => [...document.querySelectorAll('[role="tab"]')].some((t) => t.textContent?.trim() === name && t.getAttribute('aria-selected') === 'true'),
    label,
  );
}

/** The header card's stat ("Raised", "Participants"): waits until it reads `expected`. */
export async function expectStat(page: Page, label: 'Raised' | 'Participants', expected: string): Promise<void> {
  await expectText(page.getByRole('region', { name: 'Team summary' }).getByRole('group', { name: label }), new RegExp(`^${escapeRegExp(expected)}${label}$`), `the ${label} stat`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Waits until the element's whole text (whitespace removed at the ends) matches. */
export async function expectText(locator: Locator, expected: RegExp, what: string): Promise<void> {
  await locator.waitFor();
  const deadline = Date.now() + UI_TIMEOUT_MS;
  let text = '';
  for (;;) {
    text = ((await locator.textContent()) ?? '').trim();
    if (expected.test(text)) return;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.match(text, expected, what);
}

/**
 * A toast (title and message) shown within the next seconds: start watching before the click
 * that causes it, await after (toasts close after 3 s).
 */
export function watchToast(page: Page, [title, message]: readonly [string, string], timeout = 15_000): Promise<void> {
  // Mantine notifications are role="alert"; the same toast may show twice while an older one closes.
  const toast = page.getByRole('alert').filter({ hasText: title }).filter({ hasText: message });
  return toast.first().waitFor({ timeout });
}
