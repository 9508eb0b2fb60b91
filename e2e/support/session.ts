import type { Page } from 'playwright-core';

export interface Credentials {
  email: string;
  password: string;
}

/** The pathname of the page once it matches `pathname` (waits for client-side navigation). */
export async function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

/** Fills and submits the Sign In form of /login (does not wait for where it lands). */
export async function submitLogin(page: Page, { email, password }: Credentials): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in through the login page and waits for the page the role lands on. */
export async function signIn(page: Page, credentials: Credentials, landing: string): Promise<void> {
  await submitLogin(page, credentials);
  await waitForPath(page, landing);
}

/** The back-office side menu. */
export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** The names of the side menu's links and buttons, in order. */
export async function sideMenuEntries(page: Page): Promise<string[]> {
  const menu = sideMenu(page);
  await menu.waitFor();
  const names = await menu.locator('a, button').evaluateAll((elements) =>
    elements.map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
  return names.filter(Boolean);
}

/** Uses the side menu's sign-out control. */
export async function signOut(page: Page): Promise<void> {
  await sideMenu(page).getByRole('button', { name: /^(sign ?out|log ?out)$/i }).click();
}
