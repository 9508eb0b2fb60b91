import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { CHECK_IN_MESSAGES, CHECK_IN_SYNC_MESSAGES, type CheckInResult, type CheckInRoster, type CheckInSyncItem } from '@walkfund/domain';
import { e2eTest } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { loseSignal, regainSignal } from '../support/no-signal.ts';
import { signIn } from '../support/session.ts';
import { adminApi } from '../support/teams.ts';

const city = encodeURIComponent(DEMO.volunteer.city);
const fullName = (e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`;

/** Items put straight into the phone's queue (IndexedDB, apps/web/src/features/check-in/lib/offline-store.ts), as a tampered or buggy phone would hold them. */
async function putInQueue(page: Page, queued: { clientId: string; item: Partial<CheckInSyncItem>; label: string }[]) {
  await page.evaluate(async (items) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('walkfund-check-in');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('queue', 'readwrite');
      for (const q of items) tx.objectStore('queue').put({ ...q, queuedAt: new Date().toISOString() });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, queued);
}

async function queueSize(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('walkfund-check-in');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const count = await new Promise<number>((resolve, reject) => {
      const request = db.transaction('queue').objectStore('queue').count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return count;
  });
}

/**
 * A batch with items the server refuses (docs/decisions/0011-event-day-check-in.md, "Offline: the
 * phone keeps the roster and a queue"): the demo volunteer checks in two people without signal,
 * and the phone's queue also holds an earlier check-in time for someone the admin checked in
 * already (from before the volunteer signed in: it would take over who checked them in) and an
 * item with no time at all. Once the network is back, the two check-ins are recorded, each
 * refusal is shown with the server's message and no longer sent, the admin's check-in stays as
 * it was, and the volunteer's OK drops the refusals from the phone.
 */
e2eTest('a batch with items the server refuses records the valid ones, shows each refusal with its message and drops it', async ({ page, context }) => {
  const before = await adminApi<CheckInRoster>('GET', `/v1/check-in/roster?city=${city}`);
  assert.equal(before.status, 200);
  const names = before.body.entries.map(fullName);
  // Walkers not in yet, with a name no one else has, from the middle of the roster (the other
  // check-in specs take theirs from the start and the end); no waiver to sign first.
  const free = before.body.entries.filter((e) => e.checkedInAt === null && e.waiver !== 'missing' && names.filter((n) => n === fullName(e)).length === 1);
  const middle = Math.floor(free.length / 2);
  const [first, second, taken] = free.slice(middle, middle + 3);
  assert.ok(first && second && taken, 'the demo has three people in Oklahoma City to check in');

  // The admin checks `taken` in with signal, before the volunteer signs in.
  const online = await adminApi<CheckInResult>('POST', `/v1/check-in/entries/${taken.entryId}`, { clientId: randomUUID() });
  assert.equal(online.status, 200, JSON.stringify(online.body));
  const recorded = online.body.entry;

  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DEMO.volunteer, '/check-in');
  await page.getByText(CHECK_IN_SYNC_MESSAGES.allSent, { exact: true }).waitFor();

  await loseSignal(context);
  await page.getByText(CHECK_IN_SYNC_MESSAGES.offline, { exact: true }).waitFor();
  const search = page.getByRole('searchbox', { name: /Find a person/ });
  for (const person of [first, second]) {
    const name = fullName(person);
    await search.fill(name);
    const card = page.getByRole('listitem', { name, exact: true });
    await card.getByRole('button', { name: 'Check in', exact: true }).click();
    await card.getByRole('status').filter({ hasText: /Waiting to send\.$/ }).waitFor();
  }
  await page.getByText(CHECK_IN_SYNC_MESSAGES.waiting(2), { exact: true }).waitFor();

  const forged = { clientId: randomUUID(), label: fullName(taken) };
  const unreadable = { clientId: randomUUID(), label: `${fullName(taken)} (no time)` };
  await putInQueue(page, [
    { ...forged, item: { type: 'check-in', clientId: forged.clientId, entryId: taken.entryId, at: new Date(Date.now() - 3 * 3_600_000).toISOString() } },
    { ...unreadable, item: { type: 'check-in', clientId: unreadable.clientId, entryId: taken.entryId } },
  ]);
  assert.equal(await queueSize(page), 4);

  await regainSignal(context);
  await page.getByText(CHECK_IN_SYNC_MESSAGES.allSent, { exact: true }).waitFor();
  const refusals = [
    CHECK_IN_SYNC_MESSAGES.refused(forged.label, CHECK_IN_MESSAGES.atBeforeSignIn),
    CHECK_IN_SYNC_MESSAGES.refused(unreadable.label, CHECK_IN_SYNC_MESSAGES.unreadable('at must be an ISO date and time.')),
  ];
  for (const text of refusals) await page.getByRole('alert').filter({ hasText: text }).waitFor();

  const after = await adminApi<CheckInRoster>('GET', `/v1/check-in/roster?city=${city}`);
  for (const person of [first, second]) {
    const entry = after.body.entries.find((e) => e.entryId === person.entryId)!;
    assert.ok(entry.checkedInAt, `${fullName(person)} is checked in`);
    assert.equal(entry.checkedInBy, 'Val');
  }
  const kept = after.body.entries.find((e) => e.entryId === taken.entryId)!;
  assert.deepEqual([kept.checkedInAt, kept.checkedInBy], [recorded.checkedInAt, recorded.checkedInBy], "the admin's check-in stays as it was");
  assert.equal(after.body.checkedIn, before.body.checkedIn + 3, 'the admin check-in and two from the phone, each once');
  // Refused items are no longer sent: they wait only for the volunteer's OK.
  assert.equal(await queueSize(page), 2);

  for (const text of refusals) {
    const alert = page.getByRole('alert').filter({ hasText: text });
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'detached' });
  }
  assert.equal(await queueSize(page), 0, 'the refusals leave the phone once read');
});
