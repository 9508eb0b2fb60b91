import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { CHECK_IN_SYNC_MESSAGES, type CheckInRoster } from '@walkfund/domain';
import { e2eTest } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { loseSignal, regainSignal } from '../support/no-signal.ts';
import { signIn } from '../support/session.ts';
import { adminApi } from '../support/teams.ts';

const city = encodeURIComponent(DEMO.volunteer.city);

/** What the check-in page says of itself (apps/web/src/features/check-in/lib/offline-app.ts). */
const READY = 'Ready without signal';
const OPEN_ONCE_MORE = 'Open once more with signal';

/** Fails when an element reaches past the right edge of the page, or a button's label is cut ("Open a" for "Open again"). */
async function assertFitsPhone(page: Page, where: string) {
  // No named functions inside: the test runner's compiler would wrap them in a helper the page lacks.
  const faults = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getClientRects().length > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .flatMap((el) => {
        const right = el.getBoundingClientRect().right;
        const isCut = el.closest('button') !== null && el.scrollWidth > el.clientWidth + 1;
        const label = `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
        return [
          ...(right > width + 1 ? [`${label} ends at ${Math.round(right)} px`] : []),
          ...(isCut ? [`${label} is cut (${el.clientWidth} of ${el.scrollWidth} px shown)`] : []),
        ];
      })
      .concat(document.documentElement.scrollWidth > width ? [`the page is ${document.documentElement.scrollWidth} px wide`] : []);
  });
  assert.deepEqual(faults, [], `${where}: everything fits a ${page.viewportSize()?.width} px phone`);
}

/**
 * Records when main.tsx hides the page and when it shows it (app/first-data.ts), on every load of
 * `page` from now on: reopened without signal, it must not wait for the header's data.
 */
async function recordWhenShown(page: Page) {
  await page.addInitScript(() => {
    const times: { hidden?: number; shown?: number } = {};
    Reflect.set(window, 'walkfundRootTimes', times);
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root?.style.visibility === 'hidden') times.hidden ??= performance.now();
      else if (root && times.hidden !== undefined) times.shown ??= performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
  });
}

/**
 * Offline check-in (docs/decisions/0011-event-day-check-in.md, "Offline: the phone keeps the roster
 * and a queue"): the demo volunteer signs in to /check-in on a 375 px phone with signal; the page,
 * not yet served by its service worker, asks to be opened once more, and then says it is ready
 * without signal once the worker keeps every file of it. The volunteer loses the network, finds and
 * checks in three people from the phone's roster, sees "3 waiting to send", reloads the page
 * without signal (shown at once, every file from the worker), and once the network is back the
 * queue empties and the API has the three check-ins, once each.
 */
e2eTest('three check-ins made without signal are kept on the phone and sent once when the network is back', async ({ page, context }) => {
  const before = await adminApi<CheckInRoster>('GET', `/v1/check-in/roster?city=${city}`);
  assert.equal(before.status, 200);
  const fullName = (e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`;
  const names = before.body.entries.map(fullName);
  // Walkers not in yet, with a name no one else has (the search finds exactly them), from the end
  // of the roster (the online journey takes a runner from the start); no waiver to sign first.
  const people = before.body.entries
    .filter((e) => e.checkedInAt === null && e.waiver !== 'missing' && names.filter((n) => n === fullName(e)).length === 1)
    .reverse()
    .slice(0, 3);
  assert.equal(people.length, 3, 'the demo has three people in Oklahoma City to check in');

  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DEMO.volunteer, '/check-in');
  await page.getByText(`${before.body.checkedIn} of ${before.body.registered} checked in`, { exact: true }).waitFor();
  await page.getByText(CHECK_IN_SYNC_MESSAGES.allSent, { exact: true }).waitFor();
  // Reached from the sign-in, the page is not served by the worker (a page's first address
  // decides): once the worker keeps the page's files (not before: a reload while it activates may
  // be left unserved, and a CI run once waited there in vain), it asks to be opened once more, its
  // button whole on a 375 px phone.
  await page.getByText(OPEN_ONCE_MORE, { exact: true }).waitFor({ timeout: 30_000 });
  const openAgain = page.getByRole('button', { name: CHECK_IN_SYNC_MESSAGES.openAgain, exact: true });
  await openAgain.waitFor();
  await assertFitsPhone(page, 'asking to be opened once more');
  await openAgain.click();
  // Ready only once the worker keeps every file of the page (it lists them all at install): no
  // waiting here for files to arrive, the reload without signal below fails if one is missing.
  await page.getByText(READY, { exact: true }).waitFor({ timeout: 30_000 });
  assert.equal(await page.getByText(OPEN_ONCE_MORE).count(), 0, 'a ready page asks nothing');
  await assertFitsPhone(page, 'ready without signal');

  await loseSignal(context);
  await page.getByText(CHECK_IN_SYNC_MESSAGES.offline, { exact: true }).waitFor();
  const search = page.getByRole('searchbox', { name: /Find a person/ });
  for (const person of people) {
    const name = fullName(person);
    await search.fill(name);
    const card = page.getByRole('listitem', { name, exact: true });
    await card.getByText('Not checked in yet', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Check in', exact: true }).click();
    await card.getByRole('status').filter({ hasText: /^Checked in at \d{1,2}:\d{2} [AP]M by you\. Waiting to send\.$/ }).waitFor();
  }
  await page.getByText(CHECK_IN_SYNC_MESSAGES.waiting(3), { exact: true }).waitFor();
  await page.getByText(`${before.body.checkedIn + 3} of ${before.body.registered} checked in`, { exact: true }).waitFor();

  // Without signal the page opens again from the service worker, at once, with the queue and the
  // roster: no file of the page is asked of the network (the only failed requests are the API's).
  const origin = new URL(page.url()).origin;
  const notServed: string[] = [];
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && !url.pathname.startsWith('/v1/')) notServed.push(`${url.pathname} (${request.failure()?.errorText})`);
  });
  await recordWhenShown(page);
  await page.reload();
  const heading = page.getByRole('heading', { level: 1, name: 'Check-in', exact: true });
  // A file the worker lacks shows the error page instead ("Failed to fetch dynamically imported module").
  await heading.or(page.getByRole('heading', { name: 'Something went wrong.', exact: true })).first().waitFor();
  assert.deepEqual(notServed, [], 'every file of the page came from the service worker');
  await heading.waitFor();
  await page.getByText(CHECK_IN_SYNC_MESSAGES.waiting(3), { exact: true }).waitFor();
  await page.getByText(READY, { exact: true }).waitFor();
  assert.deepEqual(notServed, [], 'every file of the page came from the service worker');
  const times = await page.evaluate(() => Reflect.get(window, 'walkfundRootTimes') as { hidden?: number; shown?: number });
  assert.ok(times.hidden !== undefined && times.shown !== undefined, 'the page was hidden while drawn, then shown');
  // The wait for the header's data is 3 s (app/first-data.ts); without signal there is none.
  assert.ok(times.shown - times.hidden < 2000, `shown ${Math.round(times.shown - times.hidden)} ms after it was drawn`);
  await assertFitsPhone(page, 'reopened without signal');
  await search.fill(fullName(people[0]!));
  await page.getByRole('listitem', { name: fullName(people[0]!), exact: true }).getByText('Checked in', { exact: true }).waitFor();
  const sentWhileOffline = await adminApi<CheckInRoster>('GET', `/v1/check-in/roster?city=${city}`);
  assert.equal(sentWhileOffline.body.checkedIn, before.body.checkedIn, 'nothing reached the server without signal');

  await regainSignal(context);
  await page.getByText(CHECK_IN_SYNC_MESSAGES.allSent, { exact: true }).waitFor();
  const after = await adminApi<CheckInRoster>('GET', `/v1/check-in/roster?city=${city}`);
  for (const person of people) {
    const recorded = after.body.entries.find((e) => e.entryId === person.entryId)!;
    assert.ok(recorded.checkedInAt, `${fullName(person)} is checked in`);
    assert.equal(recorded.checkedInBy, 'Val');
  }
  assert.equal(after.body.checkedIn, before.body.checkedIn + 3, 'three check-ins, each once');

  // The worker's scope is the check-in page: no public page is under it.
  const scopes = await page.evaluate(async () =>
    Promise.all(['/', '/frontend/donate', '/teams', '/check-in'].map(async (p) => (await navigator.serviceWorker.getRegistration(p))?.scope ?? null)),
  );
  assert.deepEqual(scopes, [null, null, null, new URL('/check-in', page.url()).toString()]);
});

e2eTest('a public page has no service worker and no web app manifest', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
  assert.equal(await page.locator('link[rel="manifest"]').count(), 0);
});
