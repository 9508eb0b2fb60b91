import assert from 'node:assert/strict';
import { SHIRT_STOCK_SIZES, shirtSizeName, shirtSizeToHandOut, type CheckInRoster } from '@walkfund/domain';
import { api } from '../support/api.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { e2eTest } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { signIn, waitForPath } from '../support/session.ts';
import { adminApi, apiLogin } from '../support/teams.ts';

const city = encodeURIComponent(DEMO.volunteer.city);

/**
 * Check-in on a phone (docs/decisions/0011-event-day-check-in.md): the demo volunteer
 * signs in at 375 px, lands on /check-in, finds a runner who is not in yet, checks them in with
 * their shirt and sees who and when; a second check-in says they are already in. The volunteer
 * reaches no admin page and no other city's roster. Every screen passes axe.
 */
e2eTest('a volunteer checks a runner in with the shirt on a phone, once', async ({ page }) => {
  const roster = await adminApi<CheckInRoster>('GET', `/v1/check-in/roster?city=${city}`);
  assert.equal(roster.status, 200);
  const waiting = roster.body.entries.filter((e) => e.checkedInAt === null);
  // A runner with a shirt size when the demo has one left; anyone not in yet otherwise.
  const person = waiting.find((e) => e.kind === '5k' && e.shirtSize !== null) ?? waiting.find((e) => e.shirtSize !== null) ?? waiting[0];
  assert.ok(person, 'the demo has someone in Oklahoma City to check in');
  const name = `${person.firstName} ${person.lastName}`;

  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.volunteer, '/check-in');
  await page.getByRole('heading', { level: 1, name: 'Check-in', exact: true }).waitFor();
  await page.getByText('You are checking people in for Oklahoma City.', { exact: true }).waitFor();
  await page.getByText(`${roster.body.checkedIn} of ${roster.body.registered} checked in`, { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'the check-in page at 375 px');

  await page.getByRole('searchbox', { name: /Find a person/ }).fill(name);
  const card = page.getByRole('listitem', { name, exact: true });
  await card.getByText('Not checked in yet', { exact: true }).waitFor();
  // The size by the domain's one list of names ("X-Large" for "XLarge"); someone without a size of
  // the list gets no shirt presumed: ticked, the card asks the size handed out.
  const ownSize = shirtSizeToHandOut(null, person.shirtSize);
  const shirt = card.getByRole('checkbox', { name: ownSize ? `Shirt given (${shirtSizeName(ownSize)})` : 'Shirt given', exact: true });
  assert.equal(await shirt.isChecked(), ownSize !== null);
  const handedOut = ownSize ?? SHIRT_STOCK_SIZES[0];
  if (!ownSize) {
    await shirt.check();
    await card.getByRole('textbox', { name: /Size handed out/ }).or(card.getByRole('combobox', { name: /Size handed out/ })).first().click();
    await page.getByRole('option', { name: new RegExp(`^${shirtSizeName(handedOut)}( \\(-?\\d+ on hand\\))?$`) }).click();
  }
  await expectNoAxeViolations(page, 'a person found at 375 px');
  await card.getByRole('button', { name: 'Check in', exact: true }).click();
  await card.getByRole('status').filter({ hasText: /^Checked in at \d{1,2}:\d{2} [AP]M by Val\.$/ }).waitFor();
  await page.getByText(`${roster.body.checkedIn + 1} of ${roster.body.registered} checked in`, { exact: true }).waitFor();

  const after = await adminApi<CheckInRoster>('GET', `/v1/check-in/roster?city=${city}`);
  const recorded = after.body.entries.find((e) => e.entryId === person.entryId)!;
  assert.ok(recorded.checkedInAt, 'the check-in is recorded');
  assert.equal(recorded.checkedInBy, 'Val');
  assert.ok(recorded.shirtGivenAt, 'the shirt is recorded as given');
  assert.equal(recorded.shirtGivenSize, handedOut);

  // In already: no second "Check in", only what is still owed (a bib, when the person has none).
  // Sent again, the first check-in stays, and the page says so.
  assert.equal(await card.getByRole('button', { name: 'Check in', exact: true }).count(), 0);
  if (recorded.bib === null) {
    await card.getByRole('button', { name: 'Save shirt and bib', exact: true }).click();
    await card.getByRole('status').filter({ hasText: /^Already checked in\. Checked in at .+ by Val\.$/ }).waitFor();
  } else {
    assert.equal(await card.getByRole('button', { name: 'Save shirt and bib', exact: true }).count(), 0, 'nothing left to hand out');
  }
  const again = await adminApi<CheckInRoster>('GET', `/v1/check-in/roster?city=${city}`);
  assert.equal(again.body.entries.find((e) => e.entryId === person.entryId)!.checkedInAt, recorded.checkedInAt);
  assert.equal(again.body.checkedIn, after.body.checkedIn);

  // Nothing else of the back office: every page leads back to check-in, the API refuses.
  await page.goto('/teams');
  await waitForPath(page, '/check-in');
  const { token } = await apiLogin(DEMO.volunteer);
  assert.equal((await api('GET', '/v1/check-in/roster?city=Tulsa', undefined, token)).status, 403);
  assert.equal((await api('GET', '/v1/users', undefined, token)).status, 403);
  assert.equal((await api('GET', `/v1/check-in/roster?city=${city}`, undefined, token)).status, 200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('heading', { level: 1, name: 'Check-in', exact: true }).waitFor();
  await expectNoAxeViolations(page, 'the check-in page on a desktop');
});
