import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHECK_IN_QR_MESSAGES, type CheckInCard } from '@walkfund/domain';
import { api } from '../support/api.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { e2eTest, useChromiumArgs } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { env } from '../support/env.ts';
import { writeFakeCameraVideo, y4mOf } from '../support/fake-camera.ts';
import { signIn } from '../support/session.ts';
import { waitForCheckInCode } from '../support/server-log.ts';
import { adminApi, fullName, newPerson, teamEventSettings, type NewPerson } from '../support/teams.ts';

/**
 * Scanning a check-in code (docs/decisions/0011-event-day-check-in.md): a walker added
 * to an Oklahoma City team gets their confirmation in the outbox with its QR code; the code, read
 * back from the email's PNG, plays in Chromium's fake camera; the demo volunteer,
 * on a phone, taps Scan QR code and checks that person in with their shirt and a bib from the card
 * the scan brings up. The scanner and the card pass axe.
 */

// Chromium reads the fake camera's file when the page asks for the camera: until the test writes
// the emailed code there, it shows white.
const cameraVideo = path.join(env.artifactsDir, 'check-in-scan-camera.y4m');
mkdirSync(env.artifactsDir, { recursive: true });
writeFileSync(cameraVideo, y4mOf({ width: 2, height: 2, rgba: new Uint8Array(16).fill(255) }, { width: 480, height: 360, frames: 1 }));
useChromiumArgs(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${cameraVideo}`]);

/**
 * A new walker of an Oklahoma City demo team (the volunteer's city), added by the admin with the
 * walk waiver, as the add-member form sends it: not in yet and without a bib, whatever the specs
 * before this one did (another lane's specs run on a product of their own).
 */
async function newOklahomaCityWalker(): Promise<NewPerson & { png: Buffer; token: string }> {
  const teams = await api<{ id: number; eventCity: string }[]>('GET', '/v1/teams/list');
  const team = teams.body.find((t) => t.eventCity === 'Oklahoma City');
  assert.ok(team, 'the demo has a team in Oklahoma City');
  const waivers = await api<{ id: number; kind: string }[]>('GET', `/v1/waivers/current?city=${encodeURIComponent('Oklahoma City')}`);
  const walk = waivers.body.find((w) => w.kind === 'walk');
  const walker = newPerson('Scanny');
  const { appYear } = await teamEventSettings();
  const added = await adminApi('POST', '/v1/persons/', {
    ...walker,
    phone: '',
    shirtSize: 'Medium',
    lifeChurch: false,
    lifeChurchLocation: null,
    team: team.id,
    eventYear: appYear,
    ...(walk ? { waiver: { waiverId: walk.id, signedName: fullName(walker) } } : {}),
  });
  assert.equal(added.status, 201, `POST /v1/persons/ adds ${walker.email}: ${JSON.stringify(added.body)}`);
  return { ...walker, ...(await waitForCheckInCode(walker.email)) };
}

e2eTest('a volunteer scans the emailed QR code on a phone and checks the person in with a shirt and a bib', async ({ page }) => {
  const person = await newOklahomaCityWalker();
  const before = await adminApi<CheckInCard>('GET', `/v1/check-in/tokens/${person.token}`);
  assert.equal(before.status, 200);
  assert.equal(before.body.checkedInAt, null);
  assert.equal(before.body.bib, null);
  // White for the first seconds, so the scanner is seen (and scanned by axe) before the code shows.
  writeFakeCameraVideo(cameraVideo, person.png, 10);
  const name = fullName(person);
  const token = person.token;

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.volunteer, '/check-in');
  await page.getByRole('heading', { level: 1, name: 'Check-in', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Scan QR code', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan QR code', exact: true });
  await dialog.getByRole('region', { name: 'Camera view', exact: true }).waitFor();
  await dialog.getByRole('status').filter({ hasText: CHECK_IN_QR_MESSAGES.aim }).waitFor();
  await expectNoAxeViolations(page, 'the QR scanner at 390 px');

  // The camera shows the code: the dialog closes and the person's card comes first, with focus.
  const scanned = page.getByRole('region', { name: 'Scanned code', exact: true });
  const card = scanned.getByRole('listitem', { name, exact: true });
  await card.getByText('Not checked in yet', { exact: true }).waitFor({ timeout: 30_000 });
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await scanned.evaluate((element) => element === document.activeElement), true, 'focus is on the scanned card');
  const shirt = card.getByRole('checkbox', { name: /^Shirt given/ });
  assert.equal(await shirt.isChecked(), true);
  await card.getByRole('checkbox', { name: 'Assign bib', exact: true }).check();
  await expectNoAxeViolations(page, 'a scanned person at 390 px');
  await card.getByRole('button', { name: 'Check in', exact: true }).click();
  await card.getByRole('status').filter({ hasText: /^Checked in at \d{1,2}:\d{2} [AP]M by Val\.$/ }).waitFor();

  const after = await adminApi<CheckInCard>('GET', `/v1/check-in/tokens/${token}`);
  assert.ok(after.body.checkedInAt, 'the check-in is recorded');
  assert.equal(after.body.checkedInBy, 'Val');
  assert.ok(after.body.shirtGivenAt, 'the shirt is recorded as given');
  assert.ok(after.body.bib !== null, 'a bib is given');
  await card.getByText(`Bib ${after.body.bib}`, { exact: false }).waitFor();
});
