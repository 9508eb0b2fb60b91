/**
 * The axe journeys of "Accessible to everyone" (docs/features/donor-experience.md): axe-core (WCAG 2.0/2.1/2.2 A and AA)
 * on every public screen, the login pages and the captain dashboard, as they first show and in
 * their error states (empty forms submitted, fields left, a wrong login, a declined card). Each
 * journey scans every screen, then fails once with the full list of violations.
 *
 * The e2e/specs/accessibility*.spec.ts files run them at desktop width and at 375 px, one journey
 * and width per file (the runner gives each spec file 120 s). Built on public-flow.ts, which
 * registers its browser hooks when imported: use from specs that run on publicTest.
 */
import { AUTH_MESSAGES } from '@walkfund/domain';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { axeScanner } from './axe.ts';
import { donateByCard } from './card-orders.ts';
import {
  billingSection, CARDS, chooseTeam, demoTeam, DESKTOP, eventSettings, fillBilling, fillCard, fillContactAndContinue, fullNameOf,
  expectNoSidewaysScroll, MOBILE, newVisitor, payAndReachThankYou, submitButton, waitEnabled, waitForPath,
} from './public-flow.ts';
import { api } from './api.ts';
import { DEMO } from './demo.ts';
import { logMark, waitForResetLink } from './server-log.ts';
import { signIn, submitLogin } from './session.ts';
import { createCaptainTeam, skipWalkthrough } from './teams.ts';

const TEAM = 'Midtown Café Crew';

/** The widths the journeys run at: a laptop and a 375 px phone. */
export const AXE_WIDTHS = { desktop: DESKTOP, '375 px': MOBILE } satisfies Record<string, BrowserContextOptions>;
export type AxeWidth = keyof typeof AXE_WIDTHS;

/** Waits for the screen's h1 (every screen has one), whatever its text. */
async function screenReady(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Lazy screens and their queries: wait for the loaders to go.
  await page.waitForFunction(() => !document.querySelector('[aria-label="Loading"], .mantine-Loader-root'), undefined, { timeout: 10_000 }).catch(() => undefined);
}

/**
 * The error state of a form as a person reaches it: every text field focused and left empty (so
 * the on-blur errors show), then the screen's main button pressed (a disabled button is skipped).
 */
async function leaveFieldsAndPress(scope: Locator | Page, button: RegExp): Promise<void> {
  const fields = scope.getByRole('textbox');
  const count = await fields.count();
  for (let i = 0; i < count; i += 1) {
    const input = fields.nth(i);
    if (!(await input.isVisible()) || !(await input.isEditable())) continue;
    await input.focus();
    await input.blur();
  }
  const press = scope.getByRole('button', { name: button }).first();
  if ((await press.count()) && (await press.isEnabled())) await press.click({ timeout: 5_000 }).catch(() => undefined);
}


/** Every public screen, the public team page, the status pages and login, as they first show. */
export async function scanPublicScreens(page: Page, width: AxeWidth): Promise<void> {
  const axe = axeScanner();
  const team = await demoTeam(TEAM);
  const product = (await eventSettings()).products.find((p) => p.active && p.slug);

  const screens: [string, string][] = [
    ['public home', '/frontend/'],
    ['donate', '/frontend/donate'],
    ['supporting', '/frontend/supporting'],
    ['contact', '/frontend/contact'],
    ['summary', '/frontend/summary'],
    ['products', '/frontend/products'],
    ...(product ? ([['product', `/frontend/products/${product.slug}`]] as [string, string][]) : []),
    ['run', '/frontend/run'],
    ['join', '/frontend/join'],
    ['add team member', '/frontend/add-team-member'],
    ['create a team', '/frontend/create-a-team'],
    ['constant contact', '/frontend/constant-contact'],
    ['public team page', `/team/${team.slug}`],
    ['404', '/404'],
    ['unknown address', '/frontend-no-such-page'],
    ['login', '/login'],
  ];
  for (const [label, pathname] of screens) {
    await page.goto(pathname);
    await screenReady(page);
    await axe.scan(page, `${label}, ${width}`);
  }

  axe.expectNone();
}

/** The forms in their error states: left empty, submitted empty, a refused amount, a wrong login, a bad reset link. */
export async function scanFormErrors(page: Page, width: AxeWidth): Promise<void> {
  const axe = axeScanner();
  const team = await demoTeam(TEAM);

  // Error states: forms submitted empty / left empty.
  await page.goto('/frontend/donate');
  await screenReady(page);
  await leaveFieldsAndPress(page, /^Next$/);
  await axe.scan(page, `donate, empty form, ${width}`);

  await page.goto(`/frontend/donate?team=${team.id}`);
  await screenReady(page);
  await page.getByRole('textbox', { name: 'Donation amount' }).fill('25.00');
  await page.getByRole('textbox', { name: 'Donation amount' }).blur();
  await axe.scan(page, `donate, a decimal amount refused, ${width}`);

  // The team preset by the link, a whole amount: on to an empty contact form.
  await page.getByRole('textbox', { name: 'Donation amount' }).fill('25');
  await waitEnabled(page.getByRole('button', { name: 'Next', exact: true }));
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await waitForPath(page, '/frontend/contact');
  await screenReady(page);
  await leaveFieldsAndPress(page, /^Next$/);
  await axe.scan(page, `contact, empty form, ${width}`);

  await page.goto('/frontend/run');
  await screenReady(page);
  const addRunner = page.getByRole('button', { name: 'Add a runner' });
  if (await addRunner.count()) await addRunner.click();
  await leaveFieldsAndPress(page, /^(Add Runners|Next)$/);
  await axe.scan(page, `run, one runner left empty, ${width}`);

  await page.goto('/frontend/create-a-team');
  await screenReady(page);
  await leaveFieldsAndPress(page, /^Next$/);
  await axe.scan(page, `create a team, captain step empty, ${width}`);

  await page.goto('/frontend/add-team-member');
  await screenReady(page);
  await leaveFieldsAndPress(page, /^(Next|Add)/);
  await axe.scan(page, `add team member, empty, ${width}`);

  // Login: empty submit, a wrong password, the Forgot Password panel empty and with an unknown email.
  await page.goto('/login');
  const signInForm = page.getByRole('form', { name: 'Sign In' });
  await signInForm.waitFor();
  await leaveFieldsAndPress(signInForm, /^Login$/);
  await axe.scan(page, `login, empty form, ${width}`);
  await submitLogin(page, { email: 'nobody.a11y@example.com', password: 'Wrong#password1' });
  await page.getByRole('alert').first().waitFor();
  await axe.scan(page, `login, wrong password, ${width}`);
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  const forgot = page.getByRole('form', { name: 'Forgot Password' });
  await forgot.waitFor();
  await axe.scan(page, `forgot password, ${width}`);
  await forgot.getByLabel('Email', { exact: true }).fill('nobody.a11y@example.com');
  await forgot.getByRole('button', { name: 'Send Reset Email' }).click();
  await page.getByRole('alert').first().waitFor();
  await axe.scan(page, `forgot password, unknown email, ${width}`);

  // A reset link that cannot work (never issued, used or too old): said as the page opens, no form.
  await page.goto('/frontend/reset-password?token=not-a-real-token');
  await page.getByText(AUTH_MESSAGES.resetLinkExpired).waitFor();
  await axe.scan(page, `reset password, bad link, ${width}`);

  // A real link, emailed to a captain of the journey's own: the form, then its field errors.
  const { captain } = await createCaptainTeam('Reset', 'A11y Reset Team');
  const mark = logMark();
  const requested = await api('POST', '/v1/auth/forgot-password', { email: captain.email });
  if (requested.status !== 204) throw new Error(`forgot-password answered ${requested.status}`);
  const link = new URL(await waitForResetLink(captain.email, mark));
  await page.goto(`${link.pathname}${link.search}`);
  const resetForm = page.getByRole('form', { name: 'Reset Password' });
  await resetForm.waitFor();
  await axe.scan(page, `reset password, ${width}`);
  await resetForm.getByLabel('New Password', { exact: true }).fill('short');
  await resetForm.getByLabel('Confirm Password', { exact: true }).fill('different');
  await resetForm.getByLabel('Confirm Password', { exact: true }).blur();
  await axe.scan(page, `reset password, field errors, ${width}`);

  axe.expectNone();
}

/** A donation through summary and checkout (billing left empty, a declined card) to thank-you. */
export async function scanDonationToThankYou(page: Page, width: AxeWidth): Promise<void> {
  const axe = axeScanner();
  const team = await demoTeam(TEAM);
  const visitor = newVisitor('Avery');

  await page.goto('/frontend/donate');
  await screenReady(page);
  await chooseTeam(page, team);
  await page.getByRole('textbox', { name: 'Donation amount' }).fill('30');
  await axe.scan(page, `donate, filled, ${width}`);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await waitEnabled(next);
  await next.click();
  await fillContactAndContinue(page, visitor);
  await screenReady(page);
  await axe.scan(page, `summary, ${width}`);
  await page.getByRole('button', { name: /^Proceed to Checkout/ }).click();
  await waitForPath(page, '/frontend/checkout');
  await screenReady(page);
  await axe.scan(page, `checkout, ${width}`);

  await leaveFieldsAndPress(billingSection(page), /^Submit Payment$/);
  await axe.scan(page, `checkout, billing left empty, ${width}`);

  await fillBilling(page, fullNameOf(visitor));
  await fillCard(page, CARDS.declined);
  const submit = submitButton(page);
  await waitEnabled(submit);
  await submit.click();
  await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
  await axe.scan(page, `checkout, declined card, ${width}`);

  await billingSection(page).getByRole('textbox', { name: 'Card number', exact: true }).fill(CARDS.success);
  await payAndReachThankYou(page);
  await axe.scan(page, `thank-you, ${width}`);

  axe.expectNone();
}

/** A new captain's landing page and My Team (walkthrough open, then every tab). */
export async function scanCaptainDashboard(page: Page, width: AxeWidth): Promise<void> {
  const axe = axeScanner();
  const { captain, team } = await createCaptainTeam('Casey', 'Axe Walkers');

  await page.goto('/login');
  await signIn(page, captain, '/');
  await screenReady(page);
  await axe.scan(page, `captain landing, ${width}`);
  // Straight to My Team: on a phone the side menu sits in a drawer (the menu itself is another journey's).
  await page.goto('/my-team');
  await waitForPath(page, '/my-team');
  await page.getByRole('alertdialog').waitFor();
  await axe.scan(page, `my team, walkthrough open, ${width}`);
  await skipWalkthrough(page);
  await page.getByRole('region', { name: 'Team summary' }).getByRole('heading', { name: team.name }).waitFor();
  await axe.scan(page, `my team, ${width}`);
  const tabs = page.getByRole('tab');
  const tabCount = await tabs.count();
  for (let i = 1; i < tabCount; i += 1) {
    const tab = tabs.nth(i);
    const name = ((await tab.textContent()) ?? '').trim();
    await tab.click();
    await page.waitForFunction((el) => el.getAttribute('aria-selected') === 'true', await tab.elementHandle());
    await axe.scan(page, `my team, ${name} tab, ${width}`);
  }

  axe.expectNone();
}

/**
 * The personal fundraising screens (docs/features/personal-pages.md): a walker's public page (and one that does not exist), the donate step
 * crediting them, Start fundraising (empty, refused, answered), a spent sign-in link, and My Page
 * as the demo walker (with a refused goal). At 375 px nothing scrolls sideways; the page's Donate
 * button is reached and pressed by keyboard.
 */
export async function scanFundraiserScreens(page: Page, width: AxeWidth): Promise<void> {
  const axe = axeScanner();
  const { walker } = DEMO;

  await page.goto(`/frontend/fundraiser/${walker.slug}`);
  await page.getByRole('heading', { level: 1, name: walker.name }).waitFor();
  await screenReady(page);
  await axe.scan(page, `fundraiser page (${width})`);
  if (width === '375 px') await expectNoSidewaysScroll(page, 'the fundraiser page');
  // By keyboard: Tab until Donate has the focus, then Enter.
  const donate = page.getByRole('link', { name: 'Donate', exact: true });
  for (let i = 0; i < 40 && !(await donate.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await waitForPath(page, '/frontend/donate');
  await page.getByText(`Your gift is credited to ${walker.name}`, { exact: false }).waitFor();
  await screenReady(page);
  await axe.scan(page, `donate crediting a walker (${width})`);
  await page.getByRole('textbox', { name: 'Message (optional, shown on the page)' }).fill('Line one\u0007');
  await axe.scan(page, `donate, a refused message (${width})`);

  await page.goto('/frontend/fundraiser/no-such-walker-anywhere');
  await screenReady(page);
  await axe.scan(page, `fundraiser page not found (${width})`);

  await page.goto('/frontend/start-fundraising');
  await screenReady(page);
  await axe.scan(page, `start fundraising (${width})`);
  const form = page.getByRole('form', { name: 'Start fundraising' });
  await form.getByRole('textbox', { name: 'Email' }).fill('not an email');
  await form.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await axe.scan(page, `start fundraising, a refused email (${width})`);
  await form.getByRole('textbox', { name: 'Email' }).fill(`someone.${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await page.getByText('a sign-in link is on its way', { exact: false }).waitFor();
  await axe.scan(page, `start fundraising, answered (${width})`);

  await page.goto('/frontend/sign-in-link#token=spent-or-made-up');
  await page.getByRole('link', { name: 'Get a new link' }).or(page.getByRole('button', { name: 'Get a new link' })).waitFor();
  await axe.scan(page, `sign-in link refused (${width})`);

  await page.goto('/login');
  await signIn(page, walker, '/my-page');
  await page.getByRole('heading', { level: 1, name: 'My Page' }).waitFor();
  await screenReady(page);
  await axe.scan(page, `My Page (${width})`);
  if (width === '375 px') await expectNoSidewaysScroll(page, 'My Page');
  await page.getByRole('textbox', { name: 'My goal' }).fill('5');
  await page.getByText('Your goal must be at least $10.', { exact: true }).waitFor();
  await axe.scan(page, `My Page, a refused goal (${width})`);

  // Miles and badges (docs/features/miles-and-badges.md): the demo walker's log and badges are on My Page above; the leaderboard here.
  await page.goto('/frontend/distance');
  await page.getByRole('heading', { level: 1, name: 'Distance leaderboard' }).waitFor();
  await screenReady(page);
  await axe.scan(page, `distance leaderboard (${width})`);
  if (width === '375 px') await expectNoSidewaysScroll(page, 'the distance leaderboard');
  axe.expectNone();
}

/** A screen of the admin's scan: its label, its path, and what a person does before it is scanned. */
type AdminScreen = [label: string, pathname: string, before?: (page: Page) => Promise<void>];

/** Signs the demo admin in; scans each screen as it first shows; fails once with every violation. */
async function scanAsAdmin(page: Page, screens: AdminScreen[], width: AxeWidth): Promise<void> {
  const axe = axeScanner();
  await page.goto('/login');
  await signIn(page, DEMO.admin, '/teams');
  for (const [label, pathname, before] of screens) {
    await page.goto(pathname);
    await screenReady(page);
    await before?.(page);
    // A report's grid renders after its rows arrive.
    if (pathname.startsWith('/admin/reports/') || pathname === '/matches/employers') await page.locator('.ag-root').first().waitFor();
    await axe.scan(page, `${label}, ${width}`);
  }
  axe.expectNone();
}

/** The back office's screens as the demo admin sees them, a team's page included (finding 10 of docs/features/walkthrough-findings.md). */
export async function scanAdminScreens(page: Page, width: AxeWidth): Promise<void> {
  const team = await demoTeam(TEAM);
  await scanAsAdmin(
    page,
    [
      ['admin home', '/'],
      ['teams', '/teams'],
      ['new team', '/teams/new'],
      ['create a team for a captain', '/create-team'],
      ['users', '/users'],
      ['new user', '/users/new'],
      ['participants', '/participants'],
      ['donations', '/participants/donors'],
      ['t-shirts', '/participants/products'],
      ['runners', '/participants/runners'],
      ['transactions', '/transactions'],
      // Monthly gifts (docs/features/monthly-gifts.md).
      ['monthly gifts', '/monthly-gifts'],
      ['kindful', '/kindful'],
      ['reconciliation', '/reconciliation'],
      ['jobs', '/jobs'],
      // Sponsor matches (docs/features/sponsor-matches.md).
      ['sponsor matches', '/matches'],
      ['new sponsor match', '/matches/new'],
      ['employer matching', '/matches/employers'],
      ['my profile', '/my-profile'],
      ['change password', '/change-password'],
      // The walkthrough opens on a browser's first team page, after the page's lazy tour chunk: the
      // scan once started before it and measured its button mid-fade (4.47:1, a CI run of
      // 2026-11-30). Skipped first, as the label says; its open state is the captain journey's scan.
      ["a team's page (walkthrough skipped)", `/team/${team.id}`, skipWalkthrough],
    ],
    width,
  );
}

/** The event settings panels (apps/web/src/config/paths.ts CONFIG_CHILDREN). */
const CONFIG_PANELS = ['event-settings', 'run-settings', 'event-day', 'badges', 'product', 'captains-tools', 'captain-alerts', 'coaching', 'constant-contact', 'debug-settings', 'giving-statements'];

/** Every event settings panel. */
export async function scanAdminSettings(page: Page, width: AxeWidth): Promise<void> {
  await scanAsAdmin(page, CONFIG_PANELS.map((panel): AdminScreen => [`event settings, ${panel}`, `/config/${panel}`]), width);
}

/** The reports (apps/web/src/config/paths.ts REPORT_NAMES). */
const REPORTS = ['teams', 'lifeChurch', 'runners', 'products', 'donations', 'transactions', 'daily-reports', 'participant-reports', 'fundraisers', 'matches', 'tributes'];

/**
 * The reports with their grids, in two halves (a grid of every row is slow to scan, and a spec
 * file has 120 s): `half` 1 is the first five, 2 the rest.
 */
export async function scanAdminReports(page: Page, width: AxeWidth, half: 1 | 2): Promise<void> {
  const reports = half === 1 ? REPORTS.slice(0, 5) : REPORTS.slice(5);
  await scanAsAdmin(page, reports.map((report): AdminScreen => [`${report} report`, `/admin/reports/${report}`]), width);
}

/** A card donation's transaction with its Change Support and Refund dialogs, its invoice and its printable receipt. */
export async function scanAdminTransactionDialogs(page: Page, width: AxeWidth): Promise<void> {
  const axe = axeScanner();
  const transactionId = await donateByCard(page, await demoTeam(TEAM), 20, newVisitor('Axel'));
  await page.goto('/login');
  await signIn(page, DEMO.admin, '/teams');

  await page.goto(`/transactions/${transactionId}`);
  await screenReady(page);
  await axe.scan(page, `a transaction, ${width}`);
  for (const name of ['Change Support', 'Refund'] as const) {
    await page.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    await axe.scan(page, `a transaction, ${name} dialog, ${width}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  await page.goto(`/invoice/${transactionId}`);
  await screenReady(page);
  await axe.scan(page, `an invoice, ${width}`);

  // The transaction's printable receipt (docs/decisions/0012-receipts.md).
  await page.goto(`/transactions/${transactionId}/receipt`);
  await page.getByText(/^Tax-deductible amount: /).waitFor();
  await axe.scan(page, `a receipt, ${width}`);
  axe.expectNone();
}
