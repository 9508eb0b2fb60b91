import assert from 'node:assert/strict';
import { CHECK_IN_MESSAGES, CHECK_IN_SYNC_MESSAGES, WAIVER_MESSAGES, shirtSizeName, type AdminHome, type CheckInRoster } from '@walkfund/domain';
import { api } from '../support/api.ts';
import { e2eTest } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { loseSignal, regainSignal } from '../support/no-signal.ts';
import { signIn } from '../support/session.ts';
import { adminApi, fullName, newPerson, teamEventSettings } from '../support/teams.ts';

const CITY = DEMO.volunteer.city;
/** What the check-in page says of itself (apps/web/src/features/check-in/lib/offline-app.ts). */
const READY = 'Ready without signal';

async function shirtsOf(city: string) {
  const home = await adminApi<AdminHome>('GET', '/v1/admin/home');
  assert.equal(home.status, 200);
  const day = home.body.eventDay?.cities.find((c) => c.eventCity === city);
  assert.ok(day, `the admin home has ${city}'s event day`);
  return day.shirts;
}

/**
 * A minor without a waiver and a shirt without a size, on the phone without signal
 * (docs/decisions/0011-event-day-check-in.md): the admin adds a 13-year-old walker to an Oklahoma
 * City demo team with no shirt size and no waiver (a member a captain adds signs later). The
 * volunteer's phone, with no signal, knows from the roster that she is under 18: the waiver form
 * asks for a guardian by itself and cannot be signed without one. Ticking "Shirt given" asks for
 * the size handed out (the sizes in stock first); the check-in waits until one is picked. Back
 * online, the server has her checked in with the waiver signed by her guardian and the shirt of
 * that size, and the admin home's stock of the size is one lower.
 */
e2eTest("offline, a minor's waiver needs a guardian and a shirt given needs a size; after sync the stock of that size is one lower", async ({ page, context }) => {
  const teams = await api<{ id: number; eventCity: string }[]>('GET', '/v1/teams/list');
  const team = teams.body.find((t) => t.eventCity === CITY);
  assert.ok(team, `the demo has a team in ${CITY}`);
  const { appYear } = await teamEventSettings();
  const kid = newPerson('Hazel');
  const added = await adminApi('POST', '/v1/persons/', {
    ...kid, phone: '', lifeChurch: false, lifeChurchLocation: null, team: team.id, eventYear: appYear, birthDate: `${appYear - 13}-06-01`,
  });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  const name = fullName(kid);
  const roster = await adminApi<CheckInRoster>('GET', `/v1/check-in/roster?city=${encodeURIComponent(CITY)}`);
  const entry = roster.body.entries.find((e) => `${e.firstName} ${e.lastName}` === name);
  assert.ok(entry, 'the new walker is on the roster');
  assert.deepEqual([entry.minor, entry.waiver, entry.shirtSize], [true, 'missing', null], 'a minor, waiver missing, no shirt size');
  const before = await shirtsOf(CITY);
  const stocked = before.filter((s) => s.onHand !== null && s.onHand > 0).sort((a, b) => b.onHand! - a.onHand!)[0];
  assert.ok(stocked, `the demo counts shirts on hand in ${CITY}`);

  // The phone, ready without signal, with the roster kept.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.volunteer, '/check-in');
  // Asked once the worker keeps the page's files (features/check-in/lib/offline-app.ts).
  const openAgain = page.getByRole('button', { name: CHECK_IN_SYNC_MESSAGES.openAgain, exact: true });
  await openAgain.waitFor({ timeout: 30_000 });
  await openAgain.click();
  await page.getByText(READY, { exact: true }).waitFor({ timeout: 30_000 });
  await page.getByText(CHECK_IN_SYNC_MESSAGES.allSent, { exact: true }).waitFor();
  await loseSignal(context);
  await page.getByText(CHECK_IN_SYNC_MESSAGES.offline, { exact: true }).waitFor();
  await page.getByRole('searchbox', { name: /Find a person/ }).fill(name);
  const card = page.getByRole('listitem', { name, exact: true });
  await card.getByText('Not checked in yet', { exact: true }).waitFor();

  // 1. The waiver: told she is under 18, asked for the guardian; refused without one, on the phone.
  await card.getByRole('button', { name: `Sign waiver for ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Waiver: ${name}`, exact: true });
  await dialog.getByText('Under 18 on the event day: a parent or guardian signs too.', { exact: true }).waitFor();
  assert.equal(await dialog.getByRole('checkbox', { name: /Under 18/ }).count(), 0, 'her age is told, not asked');
  await dialog.getByRole('textbox', { name: /Type your full name to sign/ }).fill(name);
  await dialog.getByRole('button', { name: 'Sign waiver', exact: true }).click();
  await dialog.getByText(WAIVER_MESSAGES.guardianRequired, { exact: true }).waitFor();
  assert.equal(await dialog.isVisible(), true, 'not signed without a guardian');
  assert.equal(await page.getByText(CHECK_IN_SYNC_MESSAGES.allSent, { exact: true }).count(), 1, 'nothing queued');
  await dialog.getByRole('textbox', { name: /Parent or guardian's full name/ }).fill('Grace Guardian');
  await dialog.getByRole('button', { name: 'Sign waiver', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await card.getByText('Waiver signed', { exact: true }).waitFor();
  await page.getByText(CHECK_IN_SYNC_MESSAGES.waiting(1), { exact: true }).waitFor();

  // 2. The shirt: not ticked without a size; ticked, the size is asked before the check-in.
  const shirt = card.getByRole('checkbox', { name: 'Shirt given', exact: true });
  assert.equal(await shirt.isChecked(), false, 'no shirt presumed without a size');
  await shirt.check();
  await card.getByRole('button', { name: 'Check in', exact: true }).click();
  await card.getByText(CHECK_IN_MESSAGES.shirtSizeRequired, { exact: true }).waitFor();
  assert.equal(await page.getByText(CHECK_IN_SYNC_MESSAGES.waiting(1), { exact: true }).count(), 1, 'not queued without a size');
  await card.getByRole('textbox', { name: /Size handed out/ }).or(card.getByRole('combobox', { name: /Size handed out/ })).first().click();
  const option = page.getByRole('option', { name: `${shirtSizeName(stocked.size)} (${stocked.onHand} on hand)`, exact: true });
  // The size with the most on hand comes first.
  assert.equal(await page.getByRole('option').first().textContent(), `${shirtSizeName(stocked.size)} (${stocked.onHand} on hand)`);
  await option.click();
  await card.getByRole('button', { name: 'Check in', exact: true }).click();
  await card.getByRole('status').filter({ hasText: /^Checked in at \d{1,2}:\d{2} [AP]M by you\. Waiting to send\.$/ }).waitFor();
  await card.getByText(`Shirt given (${shirtSizeName(stocked.size)})`, { exact: true }).waitFor();
  await page.getByText(CHECK_IN_SYNC_MESSAGES.waiting(2), { exact: true }).waitFor();

  // 3. Back online: both sent, nothing refused, and the card no longer says it waits.
  await regainSignal(context);
  await page.getByText(CHECK_IN_SYNC_MESSAGES.allSent, { exact: true }).waitFor();
  await card.getByText(/Waiting to send/).waitFor({ state: 'detached' });
  assert.equal(await page.getByText(new RegExp(`^${name}: `)).count(), 0, 'nothing refused');
  const after = await adminApi<CheckInRoster>('GET', `/v1/check-in/roster?city=${encodeURIComponent(CITY)}`);
  const recorded = after.body.entries.find((e) => e.entryId === entry.entryId)!;
  assert.ok(recorded.checkedInAt, 'she is checked in');
  assert.equal(recorded.waiver, 'signed');
  assert.equal(recorded.shirtGivenSize, stocked.size);
  const shirts = await shirtsOf(CITY);
  const size = shirts.find((s) => s.size === stocked.size)!;
  assert.deepEqual([size.onHand, size.given], [stocked.onHand! - 1, stocked.given + 1], 'one shirt of that size less on hand');
  assert.equal(shirts.find((s) => s.size === '')?.given ?? 0, before.find((s) => s.size === '')?.given ?? 0, 'no shirt without a size');
});
