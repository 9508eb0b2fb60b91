import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHECK_IN_QR_MESSAGES, type CheckInCard } from '@walkfund/domain';
import { expectNoAxeViolations } from '../support/axe.ts';
import { e2eTest, useChromiumArgs } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { env } from '../support/env.ts';
import { writeFakeCameraVideo, y4mOf } from '../support/fake-camera.ts';
import { signIn } from '../support/session.ts';
import { adminApi } from '../support/teams.ts';

/**
 * Scanning a check-in code (issue 24, docs/decisions/0011-event-day-check-in.md): the demo's
 * confirmations are in the outbox with their QR code; the code of an Oklahoma City walker who is
 * not in yet, read back from the email's PNG, plays in Chromium's fake camera; the demo volunteer,
 * on a phone, taps Scan QR code and checks that person in with their shirt and a bib from the card
 * the scan brings up. The scanner and the card pass axe.
 */

// Chromium reads the fake camera's file when the page asks for the camera: until the test writes
// the emailed code there, it shows white.
const cameraVideo = path.join(env.artifactsDir, 'check-in-scan-camera.y4m');
mkdirSync(env.artifactsDir, { recursive: true });
writeFileSync(cameraVideo, y4mOf({ width: 2, height: 2, rgba: new Uint8Array(16).fill(255) }, { width: 480, height: 360, frames: 1 }));
useChromiumArgs(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${cameraVideo}`]);

interface OutboxLogLine {
  msg?: string;
  attachments?: { filename: string; contentType: string; content: string; cid?: string }[];
}

/** Every confirmation the outbox printed (the seed sends one per demo entry): its code's PNG and token. */
function confirmationCodes(): { png: Buffer; token: string }[] {
  return readFileSync(env.serverLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes('[outbox] email to') && line.includes('check-in-code.png'))
    .flatMap((line) => {
      const entry = JSON.parse(line) as OutboxLogLine;
      const png = entry.attachments?.find((a) => a.contentType === 'image/png');
      const token = /Your check-in code: (\S+)/.exec(entry.msg ?? '')?.[1];
      return png && token ? [{ png: Buffer.from(png.content, 'base64'), token }] : [];
    });
}

e2eTest('a volunteer scans the emailed QR code on a phone and checks the person in with a shirt and a bib', async ({ page }) => {
  // Someone of Oklahoma City (the volunteer's city), not in yet and without a bib, whose confirmation is in the outbox.
  let person: { png: Buffer; token: string; card: CheckInCard } | undefined;
  const seen: string[] = [];
  for (const code of confirmationCodes().reverse()) {
    const { status, body: card } = await adminApi<CheckInCard>('GET', `/v1/check-in/tokens/${code.token}`);
    seen.push(status === 200 ? `${card.eventCity} ${card.kind} in:${card.checkedInAt !== null} bib:${card.bib}` : String(status));
    if (status === 200 && card.eventCity === 'Oklahoma City' && card.checkedInAt === null && card.bib === null) {
      person = { ...code, card };
      break;
    }
  }
  assert.ok(person, `the outbox has the confirmation of someone of Oklahoma City to check in: ${seen.join('; ')}`);
  // White for the first seconds, so the scanner is seen (and scanned by axe) before the code shows.
  writeFakeCameraVideo(cameraVideo, person.png, 10);
  const name = `${person.card.firstName} ${person.card.lastName}`;
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
