import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHECK_IN_SYNC_MESSAGES, type AdminHome, type CheckInCard } from '@walkfund/domain';
import { e2eTest, useChromiumArgs } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { env } from '../support/env.ts';
import { writeFakeCameraVideo, y4mOf } from '../support/fake-camera.ts';
import {
  CARDS, chooseEvent, fillBilling, fillCard, fillPerson, fullNameOf, newVisitor, payAndReachThankYou, signWaiver, waitEnabled, waitForPath,
  type Visitor,
} from '../support/public-flow.ts';
import { loseSignal, regainSignal } from '../support/no-signal.ts';
import { waitForCheckInCode } from '../support/server-log.ts';
import { signIn } from '../support/session.ts';
import { adminApi } from '../support/teams.ts';

/**
 * The whole event day in one journey (docs/decisions/0011-event-day-check-in.md): two
 * runners register for the Oklahoma City 5k and accept its waiver; each confirmation email in the
 * outbox carries a QR code; the volunteer, on a phone, scans the first code with the camera
 * (Chromium's fake camera plays the emailed PNG) and checks the runner in with the shirt and a bib;
 * then, without signal, scans the second code (matched in the roster kept on the phone) and checks
 * that runner in too; back online the queue is sent; the admin home's counts followed both.
 */

const CITY = DEMO.volunteer.city;
/** What the check-in page says of itself (apps/web/src/features/check-in/lib/offline-app.ts). */
const READY = 'Ready without signal';
const OPEN_ONCE_MORE = 'Open once more with signal';
// The camera shows white until a test writes an emailed code into this file (Chromium reads it
// each time the page opens the camera).
const cameraVideo = path.join(env.artifactsDir, 'event-day-journey-camera.y4m');
mkdirSync(env.artifactsDir, { recursive: true });
writeFileSync(cameraVideo, y4mOf({ width: 2, height: 2, rgba: new Uint8Array(16).fill(255) }, { width: 480, height: 360, frames: 1 }));
useChromiumArgs(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${cameraVideo}`]);

async function eventDayOf(city: string) {
  const home = await adminApi<AdminHome>('GET', '/v1/admin/home');
  assert.equal(home.status, 200);
  const day = home.body.eventDay?.cities.find((c) => c.eventCity === city);
  assert.ok(day, `the admin home has ${city}'s event day`);
  return day;
}

e2eTest('two runners register with the waiver; a volunteer scans their emailed codes, online then offline, and the admin home follows', async ({ page, context }) => {
  // 1. Two in-person runners for the Oklahoma City 5k, each accepting its waiver, paid by card (in a tab of their own).
  const visitor = await context.newPage();
  const runners: Visitor[] = [newVisitor('Quinn'), newVisitor('Rowan')];
  await visitor.goto('/frontend/run');
  await chooseEvent(visitor, CITY);
  for (const _ of runners) await visitor.getByRole('button', { name: 'Add a runner' }).click();
  const next = visitor.getByRole('button', { name: 'Next', exact: true });
  await waitEnabled(next);
  await next.click();
  for (const [index, runner] of runners.entries()) {
    const group = visitor.getByRole('group', { name: `Runner ${index + 1}` });
    await fillPerson(group, runner);
    await group.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
    await group.getByLabel(/^Birth date/).fill('1991-05-06');
    await group.getByRole('combobox', { name: 'Shirt size' }).selectOption('Medium');
    await signWaiver(group, fullNameOf(runner));
  }
  await visitor.getByRole('button', { name: 'Add Runners' }).click();
  await waitForPath(visitor, '/frontend/contact');
  await visitor.getByRole('button', { name: 'Same as Runner 1' }).click();
  await visitor.getByRole('button', { name: 'Next', exact: true }).click();
  await waitForPath(visitor, '/frontend/summary');
  await visitor.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await waitForPath(visitor, '/frontend/checkout');
  await fillBilling(visitor, fullNameOf(runners[0]!));
  await fillCard(visitor, CARDS.success);
  await payAndReachThankYou(visitor);
  await visitor.close();

  // 2. Each runner's confirmation carries their own check-in code, and their waiver is signed.
  const codes = await Promise.all(runners.map((r) => waitForCheckInCode(r.email)));
  const cards: CheckInCard[] = [];
  for (const code of codes) {
    const card = await adminApi<CheckInCard>('GET', `/v1/check-in/tokens/${code.token}`);
    assert.equal(card.status, 200);
    assert.equal(card.body.eventCity, CITY);
    assert.equal(card.body.kind, '5k');
    assert.equal(card.body.waiver, 'signed', 'the waiver accepted at checkout shows on the card');
    assert.equal(card.body.checkedInAt, null);
    cards.push(card.body);
  }
  const before = await eventDayOf(CITY);
  const fiveK = (day: typeof before) => day.kinds.find((k) => k.kind === '5k')!;
  const medium = (day: typeof before) => day.shirts.find((s) => s.size === 'Medium');

  // 3. The volunteer, on a phone, scans the first runner's code and checks them in with the shirt and a bib.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.volunteer, '/check-in');
  // Reached from the sign-in, the page is not served by its service worker (registered on this
  // first visit; a page's first address decides): it says so, and opened once more it is ready
  // without signal once the worker keeps every file of it (the QR reader's too).
  await page.getByText(OPEN_ONCE_MORE, { exact: true }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: CHECK_IN_SYNC_MESSAGES.openAgain, exact: true }).click();
  await page.getByText(READY, { exact: true }).waitFor({ timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: 'Check-in', exact: true }).waitFor();
  assert.equal(await page.getByText(OPEN_ONCE_MORE).count(), 0, 'a ready page asks nothing');
  const scanAndCheckIn = async (card: CheckInCard, png: Buffer, recorded: RegExp) => {
    writeFakeCameraVideo(cameraVideo, png);
    await page.getByRole('button', { name: 'Scan QR code', exact: true }).click();
    const scanned = page.getByRole('region', { name: 'Scanned code', exact: true });
    const found = scanned.getByRole('listitem', { name: `${card.firstName} ${card.lastName}`, exact: true });
    await found.getByText('Not checked in yet', { exact: true }).waitFor({ timeout: 30_000 });
    assert.equal(await found.getByRole('checkbox', { name: /^Shirt given/ }).isChecked(), true, 'the shirt is handed out by default');
    await found.getByRole('checkbox', { name: 'Assign bib', exact: true }).check();
    await found.getByRole('button', { name: 'Check in', exact: true }).click();
    await found.getByRole('status').filter({ hasText: recorded }).waitFor();
  };
  await scanAndCheckIn(cards[0]!, codes[0]!.png, /^Checked in at \d{1,2}:\d{2} [AP]M by Val\.$/);
  const first = await adminApi<CheckInCard>('GET', `/v1/check-in/tokens/${codes[0]!.token}`);
  assert.ok(first.body.checkedInAt, 'the first runner is checked in');
  assert.equal(first.body.shirtGivenSize, 'Medium');
  assert.ok(first.body.bib !== null, 'the first runner has a bib');

  // 4. No signal: the second code is found in the roster kept on the phone and the check-in waits.
  await page.getByText(CHECK_IN_SYNC_MESSAGES.allSent, { exact: true }).waitFor();
  await loseSignal(context);
  await page.getByText(CHECK_IN_SYNC_MESSAGES.offline, { exact: true }).waitFor();
  await scanAndCheckIn(cards[1]!, codes[1]!.png, /^Checked in at \d{1,2}:\d{2} [AP]M by you\. Waiting to send\.$/);
  await page.getByText(CHECK_IN_SYNC_MESSAGES.waiting(1), { exact: true }).waitFor();
  const whileOffline = await adminApi<CheckInCard>('GET', `/v1/check-in/tokens/${codes[1]!.token}`);
  assert.equal(whileOffline.body.checkedInAt, null, 'nothing reached the server without signal');

  // 5. Back online: the queue is sent, once.
  await regainSignal(context);
  await page.getByText(CHECK_IN_SYNC_MESSAGES.allSent, { exact: true }).waitFor();
  const second = await adminApi<CheckInCard>('GET', `/v1/check-in/tokens/${codes[1]!.token}`);
  assert.ok(second.body.checkedInAt, 'the second runner is checked in');
  assert.equal(second.body.checkedInBy, 'Val');
  assert.equal(second.body.shirtGivenSize, 'Medium');
  assert.ok(second.body.bib !== null && second.body.bib !== first.body.bib, 'the second runner has a bib of their own');

  // 6. The admin home's counts followed: two more checked in (5k), two Medium shirts given, two fewer on hand.
  const after = await eventDayOf(CITY);
  assert.equal(after.registered, before.registered, 'no one registered twice');
  assert.equal(after.checkedIn, before.checkedIn + 2);
  assert.equal(fiveK(after).checkedIn, fiveK(before).checkedIn + 2);
  assert.equal(medium(after)?.given, (medium(before)?.given ?? 0) + 2);
  const onHand = medium(before)?.onHand;
  assert.ok(onHand != null, `the demo counts Medium shirts on hand in ${CITY}`);
  assert.equal(medium(after)?.onHand, onHand - 2);
});
