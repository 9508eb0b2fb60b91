import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { AdminHome, CheckInRoster } from '@walkfund/domain';
import { signInAsAdmin } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { e2eTest } from '../support/browser.ts';
import { adminApi, apiLogin } from '../support/teams.ts';

/*
 * The admin home's event day (docs/decisions/0011-event-day-check-in.md): the admin
 * watches the counts of Tulsa while a Tulsa volunteer checks a walker in with their shirt, and
 * the page follows on its own (it reads the home again every 20 s): checked in +1, that size's
 * shirts given +1 and on hand -1. Tulsa, so the Oklahoma City check-in specs keep their people.
 */

const CITY = 'Tulsa';
const VOLUNTEER_PASSWORD = 'Volunteer#2026x';

function cityCard(page: Page): Locator {
  return page.getByRole('region', { name: `Event day in ${CITY}` });
}

/** "12 of 40 checked in" -> 12 */
async function checkedIn(page: Page): Promise<number> {
  const text = await cityCard(page).getByText(/^\d+ of \d+ checked in$/).textContent();
  return Number((text ?? '').split(' ')[0]);
}

/** The shirt row of a size: [given, on hand]. */
async function shirtRow(page: Page, label: string): Promise<[string, string]> {
  const cells = cityCard(page).getByRole('table', { name: `Shirts in ${CITY}` }).getByRole('row', { name: new RegExp(`^${label} `) }).getByRole('cell');
  return [(await cells.nth(0).textContent()) ?? '', (await cells.nth(1).textContent()) ?? ''];
}

e2eTest('the admin home follows the check-ins live: checked in, shirts given and on hand', async ({ page }) => {
  const home = await adminApi<AdminHome>('GET', '/v1/admin/home');
  assert.equal(home.status, 200);
  const before = home.body.eventDay?.cities.find((c) => c.eventCity === CITY);
  assert.ok(before, 'the demo has an event day in Tulsa');
  assert.ok(before.shirts.some((s) => s.onHand !== null), 'the demo counts shirts on hand');

  // A walker not in yet whose size is counted (a demo captain), the last one by name.
  const roster = await adminApi<CheckInRoster>('GET', `/v1/check-in/roster?city=${encodeURIComponent(CITY)}`);
  const counted = new Set(before.shirts.filter((s) => s.onHand !== null).map((s) => s.size));
  const walker = roster.body.entries.filter((e) => e.kind === 'walk' && e.checkedInAt === null && e.shirtSize !== null && counted.has(e.shirtSize)).at(-1);
  assert.ok(walker, 'the demo has a walker to check in with a counted shirt size');
  const size = before.shirts.find((s) => s.size === walker.shirtSize)!;

  await signInAsAdmin(page);
  await page.goto('/');
  await page.getByRole('heading', { level: 2, name: 'Event day', exact: true }).waitFor();
  await page.getByText(/^Updated at \d{1,2}:\d{2}:\d{2} [AP]M$/).waitFor();
  assert.equal(await checkedIn(page), before.checkedIn);
  assert.deepEqual(await shirtRow(page, size.label), [String(size.given), String(size.onHand)]);
  await expectNoAxeViolations(page, 'the admin home with the event day');

  // A Tulsa volunteer (made by the admin) checks the walker in with their shirt, on their phone (the check-in API).
  const email = `volunteer-${randomUUID().slice(0, 8)}@e2e.walkfund.local`;
  const created = await adminApi('POST', '/v1/users', {
    firstName: 'Tess', lastName: 'Volunteer', email, password: VOLUNTEER_PASSWORD, phone: '(918) 555-0142', role: 'volunteer', eventCity: CITY,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const { token } = await apiLogin({ email, password: VOLUNTEER_PASSWORD });
  const answer = await api('POST', `/v1/check-in/entries/${walker.entryId}`, { clientId: randomUUID(), giveShirt: true }, token);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));

  // No reload: the page reads the home again on its own.
  await cityCard(page).getByText(`${before.checkedIn + 1} of ${before.registered} checked in`, { exact: true }).waitFor({ timeout: 40_000 });
  assert.deepEqual(await shirtRow(page, size.label), [String(size.given + 1), String(size.onHand! - 1)]);

  // The Shirt Stock panel shows the same count.
  await page.goto('/config/shirt-stock');
  const input = page.getByLabel(`${CITY} ${size.label} on hand`, { exact: true });
  await input.waitFor();
  assert.equal(await input.inputValue(), String(size.onHand! - 1));
  await expectNoAxeViolations(page, 'the Shirt Stock panel');
});
