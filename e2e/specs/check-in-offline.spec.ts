import assert from 'node:assert/strict';
import { CHECK_IN_SYNC_MESSAGES, type CheckInRoster } from '@walkfund/domain';
import { e2eTest } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { loseSignal, regainSignal } from '../support/no-signal.ts';
import { signIn } from '../support/session.ts';
import { adminApi } from '../support/teams.ts';

const city = encodeURIComponent(DEMO.volunteer.city);

/**
 * Offline check-in (issue 24, docs/decisions/0011-event-day-check-in.md, "Offline: the phone
 * keeps the roster and a queue"): the demo volunteer loads /check-in on a phone with signal (the
 * roster is kept, the service worker keeps the page), loses the network, finds and checks in three
 * people from the phone's roster, sees "3 waiting to send", reloads the page without signal, and
 * once the network is back the queue empties and the API has the three check-ins, once each.
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

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.volunteer, '/check-in');
  await page.getByText(`${before.body.checkedIn} of ${before.body.registered} checked in`, { exact: true }).waitFor();
  await page.getByText(CHECK_IN_SYNC_MESSAGES.allSent, { exact: true }).waitFor();
  // The worker controls the page and keeps its shell and every file the page loaded (the worker
  // keeps them one by one: going offline after the first only, the page's own chunk was missing on
  // the reload in a CI run under load).
  await page.waitForFunction(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const cache = await caches.open('walkfund-check-in-v1');
    const kept = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
    const loaded = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/assets/'));
    return kept.has('/check-in') && loaded.length > 0 && loaded.every((p) => kept.has(p));
  });

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

  // Without signal the page opens again from the service worker, with the queue and the roster.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Check-in', exact: true }).waitFor();
  await page.getByText(CHECK_IN_SYNC_MESSAGES.waiting(3), { exact: true }).waitFor();
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
